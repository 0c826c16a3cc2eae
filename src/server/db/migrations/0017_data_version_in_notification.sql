-- The notification of a workspace's new data version carries the version:
-- 'workspace:<id>:<version>' (was 'workspace:<id>'). Each web process raises the version of the
-- sessions it remembers instead of dropping them and reading them again on the next request
-- (features/auth/session-reader.ts, docs/decisions/021). A process still running the earlier code
-- reads no workspace in the new form and keeps its sessions, each for at most its 10 s.
CREATE OR REPLACE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('inteligram_access_changed', 'user:' || OLD."id");
  ELSIF TG_TABLE_NAME = 'workspace_data_versions' THEN
    PERFORM pg_notify('inteligram_access_changed', 'workspace:' || NEW."workspace_id" || ':' || NEW."version");
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('inteligram_access_changed', 'user:' || NEW."user_id");
  ELSE
    PERFORM pg_notify('inteligram_access_changed', 'user:' || OLD."user_id");
  END IF;
  RETURN NULL;
END;
$$;
