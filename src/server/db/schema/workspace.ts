import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { socialMediaProfiles } from "./instagram";

// The customer (DECISIONS.md "Workspaces and seats"): it owns the subscription, the onboarding
// data, the connected accounts and everything collected from them. People reach it only
// through a membership (docs/decisions/013).
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Shown where no company name was given in onboarding (the creator's name at first).
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // When the person last made this their current workspace: a new session starts there.
    lastSelectedAt: timestamp("last_selected_at", { withTimezone: true }),
    // The account this person looks at in this workspace (DECISIONS.md: each person's own
    // choice); null, or an account no longer active, means the first connected one.
    currentAccountId: uuid("current_account_id").references(() => socialMediaProfiles.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ name: "workspace_members_pkey", columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    // Deleting an account finds the choices that named it.
    index("workspace_members_current_account_idx").on(t.currentAccountId),
    uniqueIndex("workspace_members_one_owner").on(t.workspaceId).where(sql`${t.role} = 'owner'`),
    check("workspace_members_role_check", sql`${t.role} in ('owner', 'member')`),
  ],
);

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
  },
  (t) => [
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
