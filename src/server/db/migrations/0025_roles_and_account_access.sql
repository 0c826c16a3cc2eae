-- Roles owner / admin / editor / viewer and members limited to some accounts (docs/decisions/030).
-- Every 'member' becomes an 'editor', who may do what a member did: no row is lost.
ALTER TABLE "workspace_members" DROP CONSTRAINT "workspace_members_role_check";--> statement-breakpoint
UPDATE "workspace_members" SET "role" = 'editor' WHERE "role" = 'member';--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'admin', 'editor', 'viewer'));--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "account_access" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_account_access_check" CHECK ("workspace_members"."account_access" in ('all', 'some'));--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "account_ids" uuid[];--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_role_check" CHECK ("workspace_invitations"."role" in ('admin', 'editor', 'viewer'));--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD CONSTRAINT "social_media_profiles_workspace_id_key" UNIQUE("workspace_id","id");--> statement-breakpoint
CREATE TABLE "workspace_member_accounts" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_member_accounts_pkey" PRIMARY KEY("workspace_id","user_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_member_accounts" ADD CONSTRAINT "workspace_member_accounts_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_accounts" ADD CONSTRAINT "workspace_member_accounts_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."social_media_profiles"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_member_accounts_account_idx" ON "workspace_member_accounts" USING btree ("account_id");--> statement-breakpoint
-- A grant given or taken changes what the person's remembered sessions may reach: each process
-- drops them (features/auth/session-reader.ts), as for a membership.
CREATE TRIGGER "workspace_member_accounts_notify_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "workspace_member_accounts" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
-- A key reads at most what its creator may: when their membership or grants change, NOTIFY
-- inteligram_api_keys_changed with each of their keys' prefixes, and every web process drops
-- those keys it remembers (features/public-api/api-key-reader.ts), as on a revocation.
CREATE FUNCTION "notify_api_keys_of_member"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN changed := NEW; ELSE changed := OLD; END IF;
  PERFORM pg_notify('inteligram_api_keys_changed', k."prefix")
  FROM "api_keys" k WHERE k."workspace_id" = changed."workspace_id" AND k."created_by" = changed."user_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workspace_members_notify_api_keys" AFTER UPDATE OR DELETE ON "workspace_members" FOR EACH ROW EXECUTE FUNCTION "notify_api_keys_of_member"();
--> statement-breakpoint
CREATE TRIGGER "workspace_member_accounts_notify_api_keys" AFTER INSERT OR UPDATE OR DELETE ON "workspace_member_accounts" FOR EACH ROW EXECUTE FUNCTION "notify_api_keys_of_member"();
