CREATE TABLE "account_insight_days" (
	"social_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"reach" integer,
	"views" integer,
	"accounts_engaged" integer,
	"total_interactions" integer,
	"profile_links_taps" integer,
	"profile_views" integer,
	"follows" integer,
	"unfollows" integer,
	"settled" boolean NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_insight_days_pkey" PRIMARY KEY("social_profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "account_insight_status" (
	"social_profile_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"posts_reason" text,
	"days_reason" text,
	"audience_reason" text,
	"stories_reason" text,
	"permission" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_snapshots" (
	"social_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"followers" jsonb NOT NULL,
	"engaged" jsonb NOT NULL,
	"online" jsonb NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audience_snapshots_pkey" PRIMARY KEY("social_profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_insight_days" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"reach" integer,
	"views" integer,
	"saved" integer,
	"shares" integer,
	"total_interactions" integer,
	"follows" integer,
	"profile_visits" integer,
	"avg_watch_time_seconds" double precision,
	"total_watch_time_seconds" double precision,
	"full_watch_rate" real,
	"unavailable_reason" text,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_insight_days_pkey" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_profile_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"media_id" text NOT NULL,
	"media_type" text,
	"display_url" text,
	"permalink" text,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"reach" integer,
	"views" integer,
	"replies" integer,
	"shares" integer,
	"taps_forward" integer,
	"taps_back" integer,
	"exits" integer,
	"swipes_forward" integer,
	"unavailable_reason" text,
	"captured_at" timestamp with time zone,
	"final_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_insight_days" ADD CONSTRAINT "account_insight_days_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_insight_days" ADD CONSTRAINT "account_insight_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_insight_status" ADD CONSTRAINT "account_insight_status_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_insight_status" ADD CONSTRAINT "account_insight_status_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_snapshots" ADD CONSTRAINT "audience_snapshots_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_snapshots" ADD CONSTRAINT "audience_snapshots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_insight_days" ADD CONSTRAINT "post_insight_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_insight_days" ADD CONSTRAINT "post_insight_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_insight_days_day_idx" ON "post_insight_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_account_media_key" ON "stories" USING btree ("social_profile_id","media_id");--> statement-breakpoint
CREATE INDEX "stories_account_day_idx" ON "stories" USING btree ("social_profile_id","day");--> statement-breakpoint
-- What account_days and post_days held of the owner's insights moves to their own tables before
-- the columns go (docs/decisions/044): a day's figures as of its collection, settled when it was
-- collected 48 hours after the day ended; a post's reach and saves as read on their day.
INSERT INTO "account_insight_days" ("social_profile_id", "day", "workspace_id", "reach", "views", "accounts_engaged", "total_interactions", "profile_links_taps", "settled", "read_at")
SELECT "social_profile_id", "day", "workspace_id", "reach", "views", "accounts_engaged", "total_interactions", "clicks",
  "collected_at" >= (("day" + 3)::timestamp AT TIME ZONE 'America/Sao_Paulo'), "collected_at"
FROM "account_days"
WHERE "reach" IS NOT NULL OR "views" IS NOT NULL OR "accounts_engaged" IS NOT NULL OR "total_interactions" IS NOT NULL OR "clicks" IS NOT NULL;--> statement-breakpoint
INSERT INTO "post_insight_days" ("post_id", "day", "workspace_id", "reach", "saved", "read_at")
SELECT "post_id", "day", "workspace_id", "reach", "saved", (("day" + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
FROM "post_days"
WHERE "reach" IS NOT NULL OR "saved" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "reach";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "views";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "accounts_engaged";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "total_interactions";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "clicks";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "online_followers";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "audience";--> statement-breakpoint
ALTER TABLE "post_days" DROP COLUMN "reach";--> statement-breakpoint
ALTER TABLE "post_days" DROP COLUMN "saved";