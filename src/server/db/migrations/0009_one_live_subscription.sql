-- At most one live subscription per workspace. Before this rule, paying in two tabs could
-- leave two; the newest stays the workspace's plan and the older ones are marked superseded
-- (kept, as the provider's record), so the rule can hold from now on.
ALTER TABLE "subscriptions" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
-- The data-version triggers run now rather than at commit: an index cannot be built on a table
-- with trigger events still pending.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
UPDATE "subscriptions" "s" SET "superseded_at" = now()
WHERE "s"."status" IN ('active', 'pending', 'past_due') AND EXISTS (
	SELECT 1 FROM "subscriptions" "t"
	WHERE "t"."workspace_id" = "s"."workspace_id" AND "t"."status" IN ('active', 'pending', 'past_due')
		AND ("t"."created_at" > "s"."created_at" OR ("t"."created_at" = "s"."created_at" AND "t"."id" > "s"."id"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_workspace" ON "subscriptions" USING btree ("workspace_id") WHERE "subscriptions"."status" in ('active', 'pending', 'past_due') and "subscriptions"."superseded_at" is null;
