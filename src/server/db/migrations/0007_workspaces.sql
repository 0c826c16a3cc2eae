-- Workspace tenancy (docs/decisions/013): every row a customer owns moves from user_id to
-- workspace_id. Every existing user becomes the owner of one workspace holding all of their
-- rows; nothing is dropped before it has been copied.
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_selected_at" timestamp with time zone,
	CONSTRAINT "workspace_members_pkey" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_data_versions" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_data_versions" ADD CONSTRAINT "workspace_data_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_one_owner" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_one_open_per_email" ON "workspace_invitations" USING btree ("workspace_id","email") WHERE "workspace_invitations"."accepted_at" is null and "workspace_invitations"."revoked_at" is null;--> statement-breakpoint

-- The per-user data version and change notifications of migrations 0004 and 0005 read
-- user_id: they go first, before any row moves, and come back keyed by workspace below.
DROP TRIGGER "profiles_bump_user_data_version" ON "profiles";--> statement-breakpoint
DROP TRIGGER "subscriptions_bump_user_data_version" ON "subscriptions";--> statement-breakpoint
DROP TRIGGER "social_media_profiles_bump_user_data_version" ON "social_media_profiles";--> statement-breakpoint
DROP TRIGGER "instagram_profile_analytics_bump_user_data_version" ON "instagram_profile_analytics";--> statement-breakpoint
DROP TRIGGER "follower_snapshots_bump_user_data_version" ON "follower_snapshots";--> statement-breakpoint
DROP TRIGGER "instagram_advanced_metrics_bump_user_data_version" ON "instagram_advanced_metrics";--> statement-breakpoint
DROP FUNCTION "bump_user_data_version"();--> statement-breakpoint
DROP TRIGGER "sessions_notify_user_changed" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_notify_user_changed" ON "users";--> statement-breakpoint
DROP TRIGGER "user_data_versions_notify_user_changed" ON "user_data_versions";--> statement-breakpoint
DROP FUNCTION "notify_user_changed"();--> statement-breakpoint
DROP TABLE "user_data_versions";--> statement-breakpoint

-- One workspace per existing user, named after the company given in onboarding (else the
-- person), with that user as its owner.
WITH "created" AS (
	SELECT "u"."id" AS "user_id", gen_random_uuid() AS "workspace_id", "u"."created_at",
		coalesce(nullif(trim("p"."company_name"), ''), nullif(trim("p"."owner_name"), ''), "u"."name") AS "name"
	FROM "users" "u" LEFT JOIN "profiles" "p" ON "p"."user_id" = "u"."id"
), "inserted" AS (
	INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
	SELECT "workspace_id", "name", "created_at", "created_at" FROM "created"
	RETURNING "id"
)
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at", "last_selected_at")
SELECT "c"."workspace_id", "c"."user_id", 'owner', "c"."created_at", now()
FROM "created" "c" JOIN "inserted" "i" ON "i"."id" = "c"."workspace_id";--> statement-breakpoint

ALTER TABLE "sessions" ADD COLUMN "active_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_workspace_id_workspaces_id_fk" FOREIGN KEY ("active_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "sessions" SET "active_workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "sessions"."user_id";--> statement-breakpoint

-- Each owned table: the new column, filled from the owner's workspace, then required.
ALTER TABLE "profiles" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "profiles" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "profiles"."user_id";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_goals" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "business_goals" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "business_goals"."user_id";--> statement-breakpoint
ALTER TABLE "business_goals" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "subscriptions" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "subscriptions"."user_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_history" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "payment_history" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "payment_history"."user_id";--> statement-breakpoint
ALTER TABLE "payment_history" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "social_media_profiles" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "social_media_profiles"."user_id";--> statement-breakpoint
ALTER TABLE "social_media_profiles" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_profile_analytics" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "instagram_profile_analytics" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "instagram_profile_analytics"."user_id";--> statement-breakpoint
ALTER TABLE "instagram_profile_analytics" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "follower_snapshots" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "follower_snapshots"."user_id";--> statement-breakpoint
ALTER TABLE "follower_snapshots" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_advanced_metrics" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "instagram_advanced_metrics" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "instagram_advanced_metrics"."user_id";--> statement-breakpoint
ALTER TABLE "instagram_advanced_metrics" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "collection_runs" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "collection_runs"."user_id";--> statement-breakpoint
ALTER TABLE "collection_runs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "oauth_states" SET "workspace_id" = "m"."workspace_id" FROM "workspace_members" "m" WHERE "m"."user_id" = "oauth_states"."user_id";--> statement-breakpoint
ALTER TABLE "oauth_states" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint

-- The sandbox provider's customer reference becomes the workspace, as Stripe's metadata does.
-- A row whose user is gone keeps its old reference.
ALTER TABLE "sandbox_checkouts" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "workspace_id" = coalesce((SELECT "m"."workspace_id"::text FROM "workspace_members" "m" WHERE "m"."user_id" = "sandbox_checkouts"."user_id"), "user_id");--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "sandbox_subscriptions" SET "workspace_id" = coalesce((SELECT "m"."workspace_id"::text FROM "workspace_members" "m" WHERE "m"."user_id" = "sandbox_subscriptions"."user_id"), "user_id");--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "sandbox_invoices" SET "workspace_id" = coalesce((SELECT "m"."workspace_id"::text FROM "workspace_members" "m" WHERE "m"."user_id" = "sandbox_invoices"."user_id"), "user_id");--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint

-- The old owner columns, their keys and indexes, now that every row has its workspace.
ALTER TABLE "business_goals" DROP CONSTRAINT "business_goals_user_goal_key";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_user_id_unique";--> statement-breakpoint
ALTER TABLE "social_media_profiles" DROP CONSTRAINT "social_media_profiles_user_platform_key";--> statement-breakpoint
DROP INDEX "payment_history_user_created_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_created_idx";--> statement-breakpoint
DROP INDEX "collection_runs_user_created_idx";--> statement-breakpoint
DROP INDEX "instagram_profile_analytics_user_username_idx";--> statement-breakpoint
DROP INDEX "social_media_profiles_user_active_idx";--> statement-breakpoint
DROP INDEX "sandbox_subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "business_goals" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "payment_history" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "collection_runs" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "follower_snapshots" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "instagram_advanced_metrics" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "instagram_profile_analytics" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "social_media_profiles" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "sandbox_invoices" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" DROP COLUMN "user_id";--> statement-breakpoint

ALTER TABLE "business_goals" ADD CONSTRAINT "business_goals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD CONSTRAINT "collection_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_advanced_metrics" ADD CONSTRAINT "instagram_advanced_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_profile_analytics" ADD CONSTRAINT "instagram_profile_analytics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD CONSTRAINT "social_media_profiles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_workspace_created_idx" ON "payment_history" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_workspace_created_idx" ON "subscriptions" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collection_runs_workspace_created_idx" ON "collection_runs" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instagram_profile_analytics_workspace_username_idx" ON "instagram_profile_analytics" USING btree ("workspace_id","username","last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_media_profiles_workspace_active_idx" ON "social_media_profiles" USING btree ("workspace_id","is_active","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_workspace_idx" ON "sandbox_subscriptions" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "business_goals" ADD CONSTRAINT "business_goals_workspace_goal_key" UNIQUE("workspace_id","goal_type");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_workspace_id_unique" UNIQUE("workspace_id");--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD CONSTRAINT "social_media_profiles_workspace_platform_key" UNIQUE("workspace_id","platform","platform_user_id");--> statement-breakpoint

-- Raises the workspace's data version when a transaction that wrote a row of its commits
-- (what 0004 did per user). Deferred to the commit, so the counter's row lock is taken last
-- and two writers of one workspace cannot deadlock on it. A workspace deleted in the same
-- transaction is skipped.
CREATE FUNCTION "bump_workspace_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid;
BEGIN
  FOREACH affected IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.workspace_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.workspace_id END
  ] LOOP
    IF affected IS NOT NULL AND EXISTS (SELECT 1 FROM "workspaces" WHERE "id" = affected) THEN
      INSERT INTO "workspace_data_versions" ("workspace_id", "version") VALUES (affected, 1)
      ON CONFLICT ("workspace_id") DO UPDATE SET "version" = "workspace_data_versions"."version" + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_media_profiles_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "social_media_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "instagram_profile_analytics_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "instagram_profile_analytics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "follower_snapshots_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "follower_snapshots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "instagram_advanced_metrics_bump_workspace_data_version" AFTER INSERT OR UPDATE OR DELETE ON "instagram_advanced_metrics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();
--> statement-breakpoint

-- NOTIFY inteligram_access_changed with 'user:<id>' when a person's sessions, user row or
-- memberships change, and 'workspace:<id>' when a workspace's data version changes. Delivered
-- on commit; each server process drops what it remembers of those sessions
-- (features/auth/session-reader.ts).
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('inteligram_access_changed', 'user:' || OLD."id");
  ELSIF TG_TABLE_NAME = 'workspace_data_versions' THEN
    PERFORM pg_notify('inteligram_access_changed', 'workspace:' || NEW."workspace_id");
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('inteligram_access_changed', 'user:' || NEW."user_id");
  ELSE
    PERFORM pg_notify('inteligram_access_changed', 'user:' || OLD."user_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_access_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_access_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "workspace_members_notify_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "workspace_data_versions_notify_access_changed" AFTER INSERT OR UPDATE ON "workspace_data_versions" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
