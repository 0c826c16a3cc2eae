CREATE TABLE "account_days" (
	"social_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"followers" integer NOT NULL,
	"following" integer NOT NULL,
	"posts" integer NOT NULL,
	"reach" integer,
	"views" integer,
	"accounts_engaged" integer,
	"total_interactions" integer,
	"clicks" integer,
	"online_followers" jsonb,
	"audience" jsonb,
	"collected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_days_pkey" PRIMARY KEY("social_profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_days" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"views" integer,
	"reach" integer,
	"saved" integer,
	"shares" integer,
	CONSTRAINT "post_days_pkey" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_profile_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"media_id" text NOT NULL,
	"type" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permalink" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"views" integer,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('image', 'sidecar', 'video', 'clips'))
);
--> statement-breakpoint
ALTER TABLE "account_days" ADD CONSTRAINT "account_days_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_days" ADD CONSTRAINT "account_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_days" ADD CONSTRAINT "post_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_days" ADD CONSTRAINT "post_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_days_day_idx" ON "post_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_account_media_key" ON "posts" USING btree ("social_profile_id","media_id");--> statement-breakpoint
CREATE INDEX "posts_account_published_idx" ON "posts" USING btree ("social_profile_id","published_at");--> statement-breakpoint
-- What was collected before these tables existed moves into them: each account's follower
-- snapshots become its days (a day's last snapshot), and each account's latest collection its
-- posts, with that collection's metrics as their day for the posts then in their first 30 days.
INSERT INTO "account_days" ("social_profile_id", "day", "workspace_id", "followers", "following", "posts", "collected_at")
SELECT DISTINCT ON ("s"."social_profile_id", ("s"."captured_at" AT TIME ZONE 'America/Sao_Paulo')::date)
	"s"."social_profile_id", ("s"."captured_at" AT TIME ZONE 'America/Sao_Paulo')::date, "s"."workspace_id",
	"s"."followers_count", "s"."follows_count", "s"."posts_count", "s"."captured_at"
FROM "follower_snapshots" "s"
ORDER BY "s"."social_profile_id", ("s"."captured_at" AT TIME ZONE 'America/Sao_Paulo')::date, "s"."captured_at" DESC;--> statement-breakpoint
INSERT INTO "posts" ("social_profile_id", "workspace_id", "media_id", "type", "caption", "hashtags", "mentions", "permalink", "thumbnail_url", "published_at", "likes", "comments", "views", "last_seen_at")
SELECT "a"."social_profile_id", "a"."workspace_id", "p"->>'id', "p"->>'type', coalesce("p"->>'caption', ''),
	coalesce("p"->'hashtags', '[]'::jsonb), coalesce("p"->'mentions', '[]'::jsonb), coalesce("p"->>'url', ''),
	coalesce("p"->>'displayUrl', ''), ("p"->>'timestamp')::timestamptz, ("p"->>'likesCount')::int,
	("p"->>'commentsCount')::int, ("p"->>'videoViewCount')::int, "a"."last_updated"
FROM "instagram_profile_analytics" "a", jsonb_array_elements("a"."profile_data"->'latestPosts') "p"
WHERE "p"->>'type' IN ('image', 'sidecar', 'video', 'clips')
	AND "p"->>'timestamp' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}'
	AND coalesce("p"->>'id', '') <> ''
ON CONFLICT ("social_profile_id", "media_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "post_days" ("post_id", "day", "workspace_id", "likes", "comments", "views")
SELECT "po"."id", ("a"."last_updated" AT TIME ZONE 'America/Sao_Paulo')::date, "po"."workspace_id", "po"."likes", "po"."comments", "po"."views"
FROM "posts" "po" JOIN "instagram_profile_analytics" "a" ON "a"."social_profile_id" = "po"."social_profile_id"
WHERE "po"."published_at" >= "a"."last_updated" - interval '30 days'
ON CONFLICT DO NOTHING;
