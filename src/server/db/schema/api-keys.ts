import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { workspaceId } from "./workspace-owned";

// docs/product/features.md "Public API": keys per workspace, shown once, stored hashed (docs/decisions/019).
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    // The key's public part ("igk_" + 8 characters): how a request finds its row, and what the
    // owner sees of the key after it is created.
    prefix: text("prefix").notNull(),
    // SHA-256 (hex) of the whole key: the key itself is never stored.
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Who created the key: it reads at most what they may (their accounts), and stops when they
    // leave (docs/decisions/030). Null for keys made before roles: the owner's, the whole workspace.
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("api_keys_prefix_key").on(t.prefix), index("api_keys_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * When each key was last used, apart from the key: written at most once a minute per key, so
 * that calling the API changes nothing the workspace owns but this mark.
 */
export const apiKeyUses = pgTable("api_key_uses", {
  apiKeyId: uuid("api_key_id")
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: "cascade" }),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
});
