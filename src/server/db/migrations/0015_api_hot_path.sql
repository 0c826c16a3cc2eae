-- Public API hot path (docs/decisions/019, "Performance").
-- A page of posts in (published_at, id) order, as the API's cursor reads it, walks this index
-- and stops after its rows, instead of reading every post of the account and sorting them.
CREATE INDEX "posts_account_published_id_idx" ON "posts" USING btree ("social_profile_id","published_at","id");--> statement-breakpoint
DROP INDEX "posts_account_published_idx";--> statement-breakpoint
-- Every query filters posts by account and by workspace; the account decides the workspace.
-- Without this the planner multiplied the two selectivities, expected one row and sorted the
-- whole account instead of walking the index above.
CREATE STATISTICS "posts_account_workspace_stats" (dependencies) ON "social_profile_id", "workspace_id" FROM "posts";--> statement-breakpoint
ANALYZE "posts";--> statement-breakpoint
-- NOTIFY inteligram_api_keys_changed with the key's prefix when a key is revoked or deleted
-- (a workspace's deletion cascades). Delivered on commit; each web process drops the key it
-- remembers (features/public-api/api-key-reader.ts).
CREATE FUNCTION "notify_api_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inteligram_api_keys_changed', OLD."prefix");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_changed" AFTER UPDATE OR DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "notify_api_key_changed"();
