import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// The customer (docs/product/teams-and-roles.md): it owns the subscription, the onboarding
// data, the connected accounts and everything collected from them. People reach it only
// through a membership (docs/decisions/013).
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Shown where no company name was given in onboarding (the creator's name at first).
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// An invitation by e-mail: valid 7 days, single use; only the token's hash is kept.
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // The role the invitee gets, and the accounts they are limited to (null: all of them);
    // the accepted membership gets the ones still in the workspace (docs/decisions/030).
    role: text("role", { enum: ["admin", "editor", "viewer"] })
      .notNull()
      .default("editor"),
    accountIds: uuid("account_ids").array(),
    // The clients they are limited to as well (their accounts; docs/decisions/045-clients-and-report-links.md).
    clientIds: uuid("client_ids").array(),
  },
  (t) => [
    check("workspace_invitations_role_check", sql`${t.role} in ('admin', 'editor', 'viewer')`),
    // One open (neither accepted nor revoked) invitation per address and workspace.
    uniqueIndex("workspace_invitations_one_open_per_email")
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

// A counter per workspace that database triggers raise when a transaction that wrote what the
// dashboard shows commits (migration 0007). The dashboard's response cache is keyed by it
// (docs/decisions/012).
export const workspaceDataVersions = pgTable("workspace_data_versions", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
