import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceId } from "./workspace-owned";

// Recommendations, content analysis and alerts (docs/decisions/018).

const accountColumn = () => uuid("social_profile_id").references(() => socialMediaProfiles.id, { onDelete: "cascade" });
const userColumn = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A recommendation the workspace dismissed or marked as done, per account and rule. */
export const recommendationStates = pgTable(
  "recommendation_states",
  {
    workspaceId: workspaceId(),
    socialProfileId: accountColumn().notNull(),
    ruleId: text("rule_id").notNull(),
    status: text("status", { enum: ["dismissed", "done"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "recommendation_states_pkey", columns: [t.socialProfileId, t.ruleId] }),
    check("recommendation_states_status_check", sql`${t.status} in ('dismissed', 'done')`),
  ],
);

/** A member's alert rule: one per kind, for every account or one of them. */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: userColumn(),
    kind: text("kind").notNull(),
    threshold: doublePrecision("threshold"),
    email: boolean("email").notNull().default(true),
    enabled: boolean("enabled").notNull().default(true),
    socialProfileId: accountColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alert_rules_member_kind_key").on(t.workspaceId, t.userId, t.kind)],
);

/** One alert per member and event: the key makes a retried or doubled evaluation write nothing. */
export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: userColumn(),
    ruleId: uuid("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    socialProfileId: accountColumn(),
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The rule asked for e-mail: the next digest includes it. */
    email: boolean("email").notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alerts_member_event_key").on(t.workspaceId, t.userId, t.eventKey),
    index("alerts_member_created_idx").on(t.userId, t.workspaceId, t.createdAt.desc()),
  ],
);

/** When a member last got an alerts digest: at most one an hour (docs/product/features.md "Alerts"). */
export const alertDigests = pgTable("alert_digests", {
  userId: userColumn().primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});

/** LLM tokens a workspace spent per São Paulo day (the daily budget). */
export const llmUsage = pgTable(
  "llm_usage",
  {
    workspaceId: workspaceId(),
    day: date("day", { mode: "string" }).notNull(),
    tokens: integer("tokens").notNull().default(0),
  },
  (t) => [primaryKey({ name: "llm_usage_pkey", columns: [t.workspaceId, t.day] })],
);

/** The last content analysis of an account and period, so a reload spends no tokens. */
export const contentAnalyses = pgTable(
  "content_analyses",
  {
    workspaceId: workspaceId(),
    socialProfileId: accountColumn().notNull(),
    periodKey: text("period_key").notNull(),
    source: text("source", { enum: ["llm", "template"] }).notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "content_analyses_pkey", columns: [t.socialProfileId, t.periodKey] })],
);
