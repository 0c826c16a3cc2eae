import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { betterAuthTimestamps, users } from "./auth";
import { workspaces } from "./workspace";

// better-auth's sessions (see auth.ts), apart from its other tables: a session points at its
// workspace, and a workspace's tables point at users, so keeping it in auth.ts made a circle.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // The workspace this session works in (docs/decisions/013); null until first resolved.
    activeWorkspaceId: uuid("active_workspace_id").references((): AnyPgColumn => workspaces.id, { onDelete: "set null" }),
    ...betterAuthTimestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);
