CREATE TABLE "client_accounts" (
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_accounts_pkey" PRIMARY KEY("client_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "client_competitors" (
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"competitor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_competitors_pkey" PRIMARY KEY("client_id","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "client_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"cadence" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"link_id" uuid,
	"attached" boolean,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid,
	"token_hash" text NOT NULL,
	"period_preset" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "client_report_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "client_report_links_source_check" CHECK ("client_report_links"."source" in ('manual', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"brand_color" text,
	"schedule_cadence" text,
	"schedule_weekday" integer,
	"schedule_month_day" integer,
	"schedule_attach_pdf" boolean DEFAULT true NOT NULL,
	"schedule_paused" boolean DEFAULT false NOT NULL,
	"schedule_paused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "clients_schedule_cadence_check" CHECK ("clients"."schedule_cadence" is null or "clients"."schedule_cadence" in ('weekly', 'monthly')),
	CONSTRAINT "clients_schedule_weekday_check" CHECK ("clients"."schedule_weekday" is null or "clients"."schedule_weekday" between 0 and 6),
	CONSTRAINT "clients_schedule_month_day_check" CHECK ("clients"."schedule_month_day" is null or "clients"."schedule_month_day" between 1 and 28),
	CONSTRAINT "clients_schedule_paused_reason_check" CHECK ("clients"."schedule_paused_reason" is null or "clients"."schedule_paused_reason" in ('manual', 'no_accounts'))
);
--> statement-breakpoint
CREATE TABLE "workspace_member_clients" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_member_clients_pkey" PRIMARY KEY("workspace_id","user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "client_ids" uuid[];--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."social_media_profiles"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_competitors" ADD CONSTRAINT "client_competitors_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_competitors" ADD CONSTRAINT "client_competitors_competitor_fk" FOREIGN KEY ("workspace_id","competitor_id") REFERENCES "public"."social_media_profiles"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_recipients" ADD CONSTRAINT "client_recipients_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_deliveries" ADD CONSTRAINT "client_report_deliveries_link_id_client_report_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."client_report_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_deliveries" ADD CONSTRAINT "client_report_deliveries_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_links" ADD CONSTRAINT "client_report_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_links" ADD CONSTRAINT "client_report_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_report_links" ADD CONSTRAINT "client_report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_clients" ADD CONSTRAINT "workspace_member_clients_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_clients" ADD CONSTRAINT "workspace_member_clients_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_accounts_one_client_idx" ON "client_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "client_competitors_competitor_idx" ON "client_competitors" USING btree ("competitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_recipients_email_idx" ON "client_recipients" USING btree ("client_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "client_report_deliveries_once_idx" ON "client_report_deliveries" USING btree ("client_id","email","period_from","period_to");--> statement-breakpoint
CREATE INDEX "client_report_deliveries_workspace_idx" ON "client_report_deliveries" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_report_links_client_idx" ON "client_report_links" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_workspace_name_idx" ON "clients" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "workspace_member_clients_client_idx" ON "workspace_member_clients" USING btree ("client_id");--> statement-breakpoint
-- A client granted to a member, given or taken, changes what their remembered sessions and API
-- keys may reach: each process drops them, as for an account granted one by one (migration 0025).
CREATE TRIGGER "workspace_member_clients_notify_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "workspace_member_clients" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "workspace_member_clients_notify_api_keys" AFTER INSERT OR UPDATE OR DELETE ON "workspace_member_clients" FOR EACH ROW EXECUTE FUNCTION "notify_api_keys_of_member"();
--> statement-breakpoint
-- An account a client gains or loses changes the reach of every member granted that client.
CREATE FUNCTION "notify_access_of_client_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN changed := NEW; ELSE changed := OLD; END IF;
  PERFORM pg_notify('inteligram_access_changed', 'user:' || mc."user_id")
  FROM "workspace_member_clients" mc WHERE mc."client_id" = changed."client_id";
  PERFORM pg_notify('inteligram_api_keys_changed', k."prefix")
  FROM "workspace_member_clients" mc
  JOIN "api_keys" k ON k."workspace_id" = mc."workspace_id" AND k."created_by" = mc."user_id"
  WHERE mc."client_id" = changed."client_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "client_accounts_notify_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "client_accounts" FOR EACH ROW EXECUTE FUNCTION "notify_access_of_client_members"();
