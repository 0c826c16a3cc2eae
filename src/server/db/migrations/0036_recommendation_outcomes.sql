CREATE TABLE "recommendation_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"social_profile_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"rule_id" text NOT NULL,
	"title" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"figure" text NOT NULL,
	"baseline" jsonb NOT NULL,
	"change_kind" text,
	"change_target" text,
	"change_before" double precision,
	"result_14" jsonb,
	"result_30" jsonb,
	"verdict_30" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_outcomes_figure_check" CHECK ("recommendation_outcomes"."figure" in ('engagement_rate', 'engagement_per_reach', 'follower_growth'))
);
--> statement-breakpoint
ALTER TABLE "recommendation_outcomes" ADD CONSTRAINT "recommendation_outcomes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_outcomes" ADD CONSTRAINT "recommendation_outcomes_social_profile_id_social_media_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_outcomes_open_key" ON "recommendation_outcomes" USING btree ("social_profile_id","rule_id") WHERE "recommendation_outcomes"."result_30" is null;--> statement-breakpoint
CREATE INDEX "recommendation_outcomes_due_idx" ON "recommendation_outcomes" USING btree ("done_at") WHERE "recommendation_outcomes"."result_30" is null;--> statement-breakpoint
CREATE INDEX "recommendation_outcomes_account_idx" ON "recommendation_outcomes" USING btree ("social_profile_id","done_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_outcomes_rule_verdict_idx" ON "recommendation_outcomes" USING btree ("rule_id","verdict_30") WHERE "recommendation_outcomes"."verdict_30" is not null;