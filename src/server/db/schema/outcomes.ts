import type { BaselineWeek, OutcomeResult } from "@core/outcomes/outcome-method";
import { PLATFORMS } from "@core/social/platforms";
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceId } from "./workspace-owned";

// The outcomes of followed recommendations (docs/decisions/050-recommendation-outcomes.md).

/** One week of the baseline: week 1 is the 7 days right before "done". */
export type StoredBaselineWeek = BaselineWeek;

/** A measured horizon, as src/core/outcomes/outcome-method.ts returns it, with the change after. */
export type StoredOutcomeResult = OutcomeResult & {
  changeAfter: number | null;
  changeMade: boolean | null;
  measuredAt: string;
};

/**
 * A recommendation marked done, its baseline (the figure's 8 weeks before) and the results at
 * 14 and 30 days. One open row per account and rule: marking done again keeps the first
 * baseline; undoing deletes the row until its 30-day result is in.
 */
export const recommendationOutcomes = pgTable(
  "recommendation_outcomes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    ruleId: text("rule_id").notNull(),
    title: text("title").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull(),
    figure: text("figure", { enum: ["engagement_rate", "engagement_per_reach", "follower_growth"] }).notNull(),
    baseline: jsonb("baseline").$type<StoredBaselineWeek[]>().notNull(),
    changeKind: text("change_kind"),
    changeTarget: text("change_target"),
    changeBefore: doublePrecision("change_before"),
    result14: jsonb("result_14").$type<StoredOutcomeResult>(),
    result30: jsonb("result_30").$type<StoredOutcomeResult>(),
    /** The 30-day verdict, apart for the learning counts across workspaces. */
    verdict30: text("verdict_30"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recommendation_outcomes_open_key")
      .on(t.socialProfileId, t.ruleId)
      .where(sql`${t.result30} is null`),
    index("recommendation_outcomes_due_idx")
      .on(t.doneAt)
      .where(sql`${t.result30} is null`),
    index("recommendation_outcomes_account_idx").on(t.socialProfileId, t.doneAt.desc()),
    index("recommendation_outcomes_rule_verdict_idx")
      .on(t.ruleId, t.verdict30)
      .where(sql`${t.verdict30} is not null`),
    check(
      "recommendation_outcomes_figure_check",
      sql`${t.figure} in ('engagement_rate', 'engagement_per_reach', 'follower_growth')`,
    ),
  ],
);
