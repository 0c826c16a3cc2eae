-- The account a person looks at becomes that person's choice, per workspace (docs/product/teams-and-roles.md:
-- nobody's choice changes another's screen). Until now it was the workspace's newest updated
-- active account; every existing member keeps looking at that one.
ALTER TABLE "workspace_members" ADD COLUMN "current_account_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_current_account_id_social_media_profiles_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."social_media_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_current_account_idx" ON "workspace_members" USING btree ("current_account_id");--> statement-breakpoint
UPDATE "workspace_members" "m" SET "current_account_id" = (
  SELECT "a"."id" FROM "social_media_profiles" "a"
  WHERE "a"."workspace_id" = "m"."workspace_id" AND "a"."kind" = 'own' AND "a"."is_active"
  ORDER BY "a"."updated_at" DESC, "a"."id"
  LIMIT 1
);
