import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { workspaceId } from "./workspace-owned";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// Account lifecycle (docs/decisions/020): a workspace whose renewal failed. One row while it is
// overdue; removed when a payment restores it. The daily dunning job walks the timeline from
// `overdueSince` (day 0): e-mails on days 0, 3 and 6, suspension on day 7, a warning on day 23,
// deletion on day 30. Each step is stamped once.
export const workspaceDunning = pgTable("workspace_dunning", {
  workspaceId: workspaceId().primaryKey(),
  overdueSince: timestamp("overdue_since", { withTimezone: true }).notNull(),
  // The last reminder sent (0, 3 or 6), so each is sent once.
  lastReminderDay: integer("last_reminder_day"),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  deletionWarnedAt: timestamp("deletion_warned_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// "Meus dados": one export of everything about the person and their workspace, built by a job
// (progress 0–100) into a ZIP of JSON files kept a few days.
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    status: text("status", { enum: ["queued", "running", "ready", "failed"] })
      .notNull()
      .default("queued"),
    progress: integer("progress").notNull().default(0),
    file: bytea("file"),
    fileName: text("file_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_created_idx").on(t.userId, t.createdAt.desc()),
    // One export at a time per person: a second one while the first runs is refused.
    uniqueIndex("data_exports_one_open_per_user")
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

// Consent records (LGPD): the cookie choice and the acceptance of the terms, with the version
// of the text and the time. Never updated: a new choice is a new row.
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["terms", "cookies"] }).notNull(),
    choice: text("choice").notNull(),
    version: text("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_user_created_idx").on(t.userId, t.createdAt.desc())],
);
