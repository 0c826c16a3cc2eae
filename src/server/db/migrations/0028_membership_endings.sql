CREATE TABLE "membership_endings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"workspace_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "membership_endings_reason_check" CHECK ("membership_endings"."reason" in ('removed', 'workspace_deleted'))
);
--> statement-breakpoint
ALTER TABLE "membership_endings" ADD CONSTRAINT "membership_endings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_endings_user_idx" ON "membership_endings" USING btree ("user_id") WHERE "membership_endings"."dismissed_at" is null;