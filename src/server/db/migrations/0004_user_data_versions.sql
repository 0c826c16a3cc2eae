CREATE TABLE "user_data_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_data_versions" ADD CONSTRAINT "user_data_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the user's data version when a transaction that wrote a row of theirs commits. The
-- triggers are deferred to the commit, so the counter's row lock is taken last and two
-- writers of the same user's rows cannot deadlock on it. A user deleted in the same
-- transaction is skipped.
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text;
BEGIN
  FOREACH affected IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END
  ] LOOP
    IF affected IS NOT NULL AND EXISTS (SELECT 1 FROM "users" WHERE "id" = affected) THEN
      INSERT INTO "user_data_versions" ("user_id", "version") VALUES (affected, 1)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_versions"."version" + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "social_media_profiles_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "social_media_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "instagram_profile_analytics_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "instagram_profile_analytics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "follower_snapshots_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "follower_snapshots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "instagram_advanced_metrics_bump_user_data_version" AFTER INSERT OR UPDATE OR DELETE ON "instagram_advanced_metrics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
