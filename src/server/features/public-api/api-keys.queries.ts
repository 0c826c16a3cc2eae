import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { apiKeys, apiKeyUses } from "../../db/schema/index";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert) {
  const [saved] = await db.insert(apiKeys).values(row).returning();
  return saved!;
}

export async function countActiveApiKeys(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** The workspace's keys with their last use, oldest first. */
export function listApiKeys(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeyUses.lastUsedAt,
    })
    .from(apiKeys)
    .leftJoin(apiKeyUses, eq(apiKeyUses.apiKeyId, apiKeys.id))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Revokes a key of the workspace that is still active; returns whether one was. */
export async function revokeApiKey(db: DbOrTx, workspaceId: string, keyId: string, now: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function findApiKeyInWorkspace(db: DbOrTx, workspaceId: string, keyId: string) {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, keyId)));
  return row;
}

/** The key with this public prefix (revoked or not), for a request's authentication. */
export async function findApiKeyByPrefix(db: DbOrTx, prefix: string) {
  const [row] = await db
    .select({ id: apiKeys.id, workspaceId: apiKeys.workspaceId, keyHash: apiKeys.keyHash, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.prefix, prefix));
  return row;
}

/** Marks the key used at `at` unless a mark less than a minute older is already there. */
export async function markApiKeyUsed(db: DbOrTx, keyId: string, at: Date) {
  await db
    .insert(apiKeyUses)
    .values({ apiKeyId: keyId, lastUsedAt: at })
    .onConflictDoUpdate({
      target: apiKeyUses.apiKeyId,
      set: { lastUsedAt: sql`excluded."last_used_at"` },
      setWhere: sql`${apiKeyUses.lastUsedAt} < excluded."last_used_at" - interval '1 minute'`,
    });
}
