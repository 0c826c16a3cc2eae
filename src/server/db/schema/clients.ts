import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./reports";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceMembers } from "./workspace-members";
import { workspaceId } from "./workspace-owned";

// Clients (docs/decisions/045-clients-and-report-links.md): a brand inside a workspace that
// groups accounts of both networks and their competitors, with its own report, schedule,
// recipients and links the client opens without signing in.

export const clientCadences = ["weekly", "monthly"] as const;

/** A client (brand) and its report's schedule and white-label (Pro). */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    // White-label on Pro: stored as the reports' logo is (decoded and re-encoded as PNG).
    logo: bytea("logo"),
    logoType: text("logo_type"),
    brandColor: text("brand_color"),
    // The schedule: none (null), weekly on a weekday (0 = Sunday) or monthly on a day (1-28).
    scheduleCadence: text("schedule_cadence", { enum: clientCadences }),
    scheduleWeekday: integer("schedule_weekday"),
    scheduleMonthDay: integer("schedule_month_day"),
    scheduleAttachPdf: boolean("schedule_attach_pdf").notNull().default(true),
    // Paused by a person, or by the schedule itself when the client had no account left.
    schedulePaused: boolean("schedule_paused").notNull().default(false),
    schedulePausedReason: text("schedule_paused_reason", { enum: ["manual", "no_accounts"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lets the links below name a client of their own workspace only.
    unique("clients_workspace_id_key").on(t.workspaceId, t.id),
    uniqueIndex("clients_workspace_name_idx").on(t.workspaceId, sql`lower(${t.name})`),
    check("clients_schedule_cadence_check", sql`${t.scheduleCadence} is null or ${t.scheduleCadence} in ('weekly', 'monthly')`),
    check("clients_schedule_weekday_check", sql`${t.scheduleWeekday} is null or ${t.scheduleWeekday} between 0 and 6`),
    check("clients_schedule_month_day_check", sql`${t.scheduleMonthDay} is null or ${t.scheduleMonthDay} between 1 and 28`),
    check(
      "clients_schedule_paused_reason_check",
      sql`${t.schedulePausedReason} is null or ${t.schedulePausedReason} in ('manual', 'no_accounts')`,
    ),
  ],
);

/** The client's own accounts; an account belongs to at most one client (the unique index). */
export const clientAccounts = pgTable(
  "client_accounts",
  {
    workspaceId: uuid("workspace_id").notNull(),
    clientId: uuid("client_id").notNull(),
    accountId: uuid("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "client_accounts_pkey", columns: [t.clientId, t.accountId] }),
    uniqueIndex("client_accounts_one_client_idx").on(t.accountId),
    foreignKey({
      name: "client_accounts_client_fk",
      columns: [t.workspaceId, t.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "client_accounts_account_fk",
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [socialMediaProfiles.workspaceId, socialMediaProfiles.id],
    }).onDelete("cascade"),
  ],
);

/** The competitors shown in the client's report (a competitor may be shown for several clients). */
export const clientCompetitors = pgTable(
  "client_competitors",
  {
    workspaceId: uuid("workspace_id").notNull(),
    clientId: uuid("client_id").notNull(),
    competitorId: uuid("competitor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "client_competitors_pkey", columns: [t.clientId, t.competitorId] }),
    index("client_competitors_competitor_idx").on(t.competitorId),
    foreignKey({
      name: "client_competitors_client_fk",
      columns: [t.workspaceId, t.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "client_competitors_competitor_fk",
      columns: [t.workspaceId, t.competitorId],
      foreignColumns: [socialMediaProfiles.workspaceId, socialMediaProfiles.id],
    }).onDelete("cascade"),
  ],
);

/** Who receives the client's scheduled report: addresses, lower-cased, at most 10 per client. */
export const clientRecipients = pgTable(
  "client_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id").notNull(),
    clientId: uuid("client_id").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("client_recipients_email_idx").on(t.clientId, t.email),
    foreignKey({
      name: "client_recipients_client_fk",
      columns: [t.workspaceId, t.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
  ],
);

/**
 * A link the client opens without signing in (/r/<token>): one client and one period, read-only.
 * Only the token's SHA-256 is kept. A deleted client leaves its links (client_id null) so they
 * answer "gone", as a revoked or expired one does.
 */
export const clientReportLinks = pgTable(
  "client_report_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    periodPreset: text("period_preset").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    // A person's link (manual) or one made for a scheduled e-mail.
    source: text("source", { enum: ["manual", "scheduled"] })
      .notNull()
      .default("manual"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    openCount: integer("open_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
  },
  (t) => [
    index("client_report_links_client_idx").on(t.clientId, t.createdAt.desc()),
    check("client_report_links_source_check", sql`${t.source} in ('manual', 'scheduled')`),
  ],
);

/**
 * One scheduled e-mail of a client's period to one address. The unique key makes "never twice
 * for the same period and recipient" a database rule, as report_deliveries does for accounts.
 */
export const clientReportDeliveries = pgTable(
  "client_report_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id").notNull(),
    clientId: uuid("client_id").notNull(),
    email: text("email").notNull(),
    cadence: text("cadence", { enum: clientCadences }).notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    linkId: uuid("link_id").references(() => clientReportLinks.id, { onDelete: "set null" }),
    attached: boolean("attached"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("client_report_deliveries_once_idx").on(t.clientId, t.email, t.periodFrom, t.periodTo),
    index("client_report_deliveries_workspace_idx").on(t.workspaceId, t.createdAt.desc()),
    foreignKey({
      name: "client_report_deliveries_client_fk",
      columns: [t.workspaceId, t.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
  ],
);

/**
 * The clients a member limited to some accounts also reaches (docs/decisions/030): every account
 * of a granted client, as if each were granted (src/server/db/member-access.ts).
 */
export const workspaceMemberClients = pgTable(
  "workspace_member_clients",
  {
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    clientId: uuid("client_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "workspace_member_clients_pkey", columns: [t.workspaceId, t.userId, t.clientId] }),
    foreignKey({
      name: "workspace_member_clients_member_fk",
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete("cascade"),
    foreignKey({
      name: "workspace_member_clients_client_fk",
      columns: [t.workspaceId, t.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    index("workspace_member_clients_client_idx").on(t.clientId),
  ],
);
