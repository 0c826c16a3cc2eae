-- Decision 031: only a write that changes what GET /api/dashboard shows raises the workspace's data
-- version (which empties its cached answers, docs/decisions/012). Before, any write to the six
-- tables did: a changed phone number, a refreshed token or a competitor added cost every member
-- a full dashboard read. Now:
--   profiles               its company name (the only column shown), or the row coming or going;
--   social_media_profiles  own accounts only, and not a change of tokens alone;
--   the collected tables   own accounts' rows only (a competitor's collection writes them too).
-- subscriptions keep raising it on every change (the plan is read on every dashboard).
DROP TRIGGER "profiles_bump_workspace_data_version" ON "profiles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_bump_workspace_data_version" AFTER INSERT OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_workspace_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_shown_bump_workspace_data_version" AFTER UPDATE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."company_name" IS DISTINCT FROM NEW."company_name" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
  EXECUTE FUNCTION "bump_workspace_data_version"();--> statement-breakpoint
DROP TRIGGER "social_media_profiles_bump_workspace_data_version" ON "social_media_profiles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_media_profiles_insert_bump_workspace_data_version" AFTER INSERT ON "social_media_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."kind" = 'own')
  EXECUTE FUNCTION "bump_workspace_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_media_profiles_delete_bump_workspace_data_version" AFTER DELETE ON "social_media_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."kind" = 'own')
  EXECUTE FUNCTION "bump_workspace_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_media_profiles_update_bump_workspace_data_version" AFTER UPDATE ON "social_media_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    (OLD."kind" = 'own' OR NEW."kind" = 'own')
    AND (to_jsonb(OLD) - ARRAY['access_token', 'refresh_token', 'token_expires_at', 'refresh_token_expires_at'])
      IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['access_token', 'refresh_token', 'token_expires_at', 'refresh_token_expires_at'])
  )
  EXECUTE FUNCTION "bump_workspace_data_version"();--> statement-breakpoint
-- The collected tables name their account: a competitor's rows leave the version alone. An
-- account already gone (a cascade) raises it, as before. Otherwise as migration 0007 wrote it.
CREATE OR REPLACE FUNCTION "bump_workspace_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid;
  account uuid;
BEGIN
  IF TG_TABLE_NAME IN ('instagram_profile_analytics', 'follower_snapshots', 'instagram_advanced_metrics') THEN
    IF TG_OP = 'DELETE' THEN
      account := OLD."social_profile_id";
    ELSE
      account := NEW."social_profile_id";
    END IF;
    IF EXISTS (SELECT 1 FROM "social_media_profiles" WHERE "id" = account AND "kind" <> 'own') THEN
      RETURN NULL;
    END IF;
  END IF;
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
