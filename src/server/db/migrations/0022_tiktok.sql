ALTER TABLE "social_media_profiles" ADD COLUMN "refresh_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD COLUMN "granted_scopes" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "shares" integer;