-- NOTIFY inteligram_user_changed with the user's id when their sessions, their user row or
-- their data version change. Delivered when the transaction commits; each server process
-- drops what it keeps of that user's sessions (features/auth/session-reader.ts).
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('inteligram_user_changed', OLD."id");
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('inteligram_user_changed', NEW."user_id");
  ELSE
    PERFORM pg_notify('inteligram_user_changed', OLD."user_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_user_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_user_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_data_versions_notify_user_changed" AFTER INSERT OR UPDATE ON "user_data_versions" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
