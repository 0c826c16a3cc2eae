import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { socialMediaProfiles } from "./social-accounts";
import { workspaces } from "./workspace";
import { workspaceRoles } from "@core/team/roles";

// A person's membership of a workspace (docs/decisions/013). Its own file: it names an account
// (the person's current one), and the accounts' table hangs off the workspace.
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: workspaceRoles }).notNull(),
    // "all" accounts of the workspace, or only "some": those granted in workspace_member_accounts
    // (docs/decisions/030; an editor or viewer only).
    accountAccess: text("account_access", { enum: ["all", "some"] })
      .notNull()
      .default("all"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // When the person last made this their current workspace: a new session starts there.
    lastSelectedAt: timestamp("last_selected_at", { withTimezone: true }),
    // The account this person looks at in this workspace (docs/product/teams-and-roles.md: each person's own
    // choice); null, or an account no longer active, means the first connected one.
    currentAccountId: uuid("current_account_id").references(() => socialMediaProfiles.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ name: "workspace_members_pkey", columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    // Deleting an account finds the choices that named it.
    index("workspace_members_current_account_idx").on(t.currentAccountId),
    uniqueIndex("workspace_members_one_owner")
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
    check("workspace_members_role_check", sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
    check("workspace_members_account_access_check", sql`${t.accountAccess} in ('all', 'some')`),
  ],
);

// The accounts a member limited to "some" may reach (docs/decisions/030): both sides belong to
// the same workspace, which the two foreign keys hold (an account of another workspace cannot
// be granted). Removing the member or the account removes the grant.
export const workspaceMemberAccounts = pgTable(
  "workspace_member_accounts",
  {
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    accountId: uuid("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "workspace_member_accounts_pkey", columns: [t.workspaceId, t.userId, t.accountId] }),
    foreignKey({
      name: "workspace_member_accounts_member_fk",
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete("cascade"),
    foreignKey({
      name: "workspace_member_accounts_account_fk",
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [socialMediaProfiles.workspaceId, socialMediaProfiles.id],
    }).onDelete("cascade"),
    index("workspace_member_accounts_account_idx").on(t.accountId),
  ],
);

// A membership that ended without the person's doing: an owner or admin removed them, or the
// workspace was deleted. The next signed-in page tells them (with the e-mail sent at once) until
// they dismiss it. No reference to the workspace: it may be gone; the name is kept as shown then.
export const membershipEndings = pgTable(
  "membership_endings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["removed", "workspace_deleted"] }).notNull(),
    workspaceName: text("workspace_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [
    index("membership_endings_user_idx")
      .on(t.userId)
      .where(sql`${t.dismissedAt} is null`),
    check("membership_endings_reason_check", sql`${t.reason} in ('removed', 'workspace_deleted')`),
  ],
);
