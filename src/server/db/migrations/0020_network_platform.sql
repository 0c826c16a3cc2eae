-- The network port (docs/decisions/027-network-port.md): collection runs, OAuth states, day rows
-- and posts carry their account's platform. Every row before this migration is Instagram's (the
-- only network until now), so the default fills them without a table rewrite; it is then dropped
-- so that every later insert names its platform.
ALTER TABLE "social_media_profiles" ALTER COLUMN "platform" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD COLUMN "platform" text DEFAULT 'instagram' NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_runs" ALTER COLUMN "platform" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "platform" text DEFAULT 'instagram' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ALTER COLUMN "platform" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "account_days" ADD COLUMN "platform" text DEFAULT 'instagram' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_days" ALTER COLUMN "platform" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "platform" text DEFAULT 'instagram' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "platform" DROP DEFAULT;
