-- The raw-data search (docs/decisions/028-comments-and-search.md): Portuguese stems without
-- accents. unaccent is a trusted extension on PostgreSQL 13+ (the database owner may create it)
-- and PGlite loads it at every open (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.pt_unaccent (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.pt_unaccent ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.portuguese_stem;--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"social_profile_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"comment_id" text NOT NULL,
	"parent_comment_id" text,
	"username" text NOT NULL,
	"text" text NOT NULL,
	"like_count" integer,
	"published_at" timestamp with time zone NOT NULL,
	"from_account" boolean NOT NULL,
	"is_question" boolean NOT NULL,
	"sentiment" text NOT NULL,
	"account_replied_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('public.pt_unaccent'::regconfig, coalesce("text", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD COLUMN "comments_missing_permission" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('public.pt_unaccent'::regconfig, coalesce("caption", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_account_comment_key" ON "comments" USING btree ("social_profile_id","comment_id");--> statement-breakpoint
CREATE INDEX "comments_post_published_idx" ON "comments" USING btree ("post_id","published_at");--> statement-breakpoint
CREATE INDEX "comments_account_published_id_idx" ON "comments" USING btree ("social_profile_id","published_at","id");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");