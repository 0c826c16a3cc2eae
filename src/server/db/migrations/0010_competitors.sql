CREATE TABLE "competitor_addon_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"social_profile_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_checkout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "facebook_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"status" text NOT NULL,
	"access_token" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_id" text,
	"page_name" text,
	"ig_user_id" text,
	"ig_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "competitor_addons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_media_profiles" ADD COLUMN "kind" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "competitor_addons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitor_addon_orders" ADD CONSTRAINT "competitor_addon_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_addon_orders" ADD CONSTRAINT "competitor_addon_orders_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_connections" ADD CONSTRAINT "facebook_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitor_addon_orders_workspace_idx" ON "competitor_addon_orders" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_connections_workspace_key" ON "facebook_connections" USING btree ("workspace_id");