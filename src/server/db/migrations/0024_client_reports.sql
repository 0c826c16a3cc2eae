CREATE TABLE "report_outside_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_suppressions" (
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_suppressions_pkey" PRIMARY KEY("workspace_id","email"),
	CONSTRAINT "report_suppressions_reason_check" CHECK ("report_suppressions"."reason" in ('unsubscribed', 'bounced'))
);
--> statement-breakpoint
ALTER TABLE "report_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "report_settings" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "report_settings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "report_outside_recipients" ADD CONSTRAINT "report_outside_recipients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_suppressions" ADD CONSTRAINT "report_suppressions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_outside_recipients_email_idx" ON "report_outside_recipients" USING btree ("workspace_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_outside_once_idx" ON "report_deliveries" USING btree ("workspace_id","email","social_profile_id","period_from","period_to");--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_recipient_check" CHECK (("report_deliveries"."user_id" is null) <> ("report_deliveries"."email" is null));