import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
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

// Reports and exports (docs/product/features.md "Reports and exports"; docs/decisions/017).

/** Bytes (a PDF, a logo), as a Buffer whichever driver reads them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One generated PDF report of one account and period: its progress, then its file. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    // Who asked for it; null for a scheduled report (or once that person's user is deleted).
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    trigger: text("trigger", { enum: ["manual", "scheduled"] })
      .notNull()
      .default("manual"),
    periodPreset: text("period_preset").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    // 0-100, shown while the job runs.
    progress: integer("progress").notNull().default(0),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes"),
    content: bytea("content"),
    // What the report shows (docs/decisions/017): the chosen sections (null = every one) and
    // the analyst's note on its first page.
    sections: jsonb("sections").$type<string[] | null>(),
    note: text("note"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("reports_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
    check("reports_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A workspace's report settings: the e-mail schedule's accounts and pause, and the Pro white-label. */
export const reportSettings = pgTable("report_settings", {
  workspaceId: workspaceId().primaryKey(),
  paused: boolean("paused").notNull().default(false),
  // Accounts the scheduled e-mail covers; null = every account of the workspace.
  accountIds: jsonb("account_ids").$type<string[] | null>(),
  logo: bytea("logo"),
  logoType: text("logo_type"),
  brandColor: text("brand_color"),
  // The scheduled report's shape: its sections (null = every one) and the analyst's note.
  sections: jsonb("sections").$type<string[] | null>(),
  note: text("note"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member's choice about the scheduled e-mail; without a row, only the owner receives it. */
export const reportRecipients = pgTable(
  "report_recipients",
  {
    workspaceId: workspaceId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    // Raised each time the person starts receiving again: an unsubscribe link names the
    // generation it was sent in, so an old link cannot undo a newer choice.
    generation: integer("generation").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("report_recipients_member_idx").on(t.workspaceId, t.userId)],
);

/**
 * An address outside the workspace that receives the scheduled report (at most 10 per
 * workspace). Stored lower-cased; removing it deletes the row, never its opt-out.
 */
export const reportOutsideRecipients = pgTable(
  "report_outside_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("report_outside_recipients_email_idx").on(t.workspaceId, t.email)],
);

/**
 * Addresses that no longer receive a workspace's reports: they unsubscribed (the e-mail's link)
 * or the mail server refused them for good (a bounce). Kept apart from the recipients, so
 * removing and adding the address again does not undo it.
 */
export const reportSuppressions = pgTable(
  "report_suppressions",
  {
    workspaceId: workspaceId(),
    email: text("email").notNull(),
    reason: text("reason", { enum: ["unsubscribed", "bounced"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "report_suppressions_pkey", columns: [t.workspaceId, t.email] }),
    check("report_suppressions_reason_check", sql`${t.reason} in ('unsubscribed', 'bounced')`),
  ],
);

/**
 * One scheduled e-mail of one account's period to one person. The unique key makes "never twice
 * for the same period and recipient" a database rule: a second worker's insert finds the row.
 */
export const reportDeliveries = pgTable(
  "report_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    // A member (userId) or an outside address (email, lower-cased): exactly one of the two.
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    cadence: text("cadence", { enum: ["monthly", "weekly", "daily"] }).notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    // cancelled: the address unsubscribed or left the schedule (or the account did) before it went out.
    status: text("status", { enum: ["pending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    attached: boolean("attached"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("report_deliveries_once_idx").on(t.userId, t.socialProfileId, t.periodFrom, t.periodTo),
    uniqueIndex("report_deliveries_outside_once_idx").on(t.workspaceId, t.email, t.socialProfileId, t.periodFrom, t.periodTo),
    check("report_deliveries_recipient_check", sql`(${t.userId} is null) <> (${t.email} is null)`),
    index("report_deliveries_workspace_idx").on(t.workspaceId, t.createdAt.desc()),
  ],
);
