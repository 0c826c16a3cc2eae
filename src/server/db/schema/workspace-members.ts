import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { socialMediaProfiles } from "./social-accounts";
import { workspaces } from "./workspace";

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
