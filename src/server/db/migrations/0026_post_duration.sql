-- A video's duration kept with the post (decision 029): TikTok's formats compare durations, and a
-- video no longer among the latest collection's posts had none to read. Filled from each account's
-- latest stored collection, as the period read it before.
ALTER TABLE "posts" ADD COLUMN "duration" real;--> statement-breakpoint
UPDATE "posts" p SET "duration" = (item.value->>'videoDuration')::real
FROM "instagram_profile_analytics" a, jsonb_array_elements(coalesce(a."profile_data"->'latestPosts', '[]'::jsonb)) item
WHERE a."social_profile_id" = p."social_profile_id"
  AND item.value->>'id' = p."media_id"
  AND jsonb_typeof(item.value->'videoDuration') = 'number';
