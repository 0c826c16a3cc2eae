import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { grantedAccountIdsArray } from "../../db/member-access";
import { apiKeys, apiKeyUses, workspaceMembers } from "../../db/schema/index";
import type { WorkspaceRole } from "@core/team/roles";

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

/** The workspace's keys (only `createdBy`'s when given) with their last use, oldest first. */
export function listApiKeys(db: DbOrTx, workspaceId: string, createdBy?: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
      createdBy: apiKeys.createdBy,
      lastUsedAt: apiKeyUses.lastUsedAt,
    })
    .from(apiKeys)
    .leftJoin(apiKeyUses, eq(apiKeyUses.apiKeyId, apiKeys.id))
    .where(and(eq(apiKeys.workspaceId, workspaceId), createdBy ? eq(apiKeys.createdBy, createdBy) : undefined))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Revokes a key of the workspace (only `createdBy`'s when given) that is still active; returns whether one was. */
export async function revokeApiKey(db: DbOrTx, workspaceId: string, keyId: string, now: Date, createdBy?: string) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.workspaceId, workspaceId),
        eq(apiKeys.id, keyId),
        isNull(apiKeys.revokedAt),
        createdBy ? eq(apiKeys.createdBy, createdBy) : undefined,
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function findApiKeyInWorkspace(db: DbOrTx, workspaceId: string, keyId: string, createdBy?: string) {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, keyId), createdBy ? eq(apiKeys.createdBy, createdBy) : undefined),
    );
  return row;
}

/**
 * What a request's authentication reads of a key: the row, and what its creator may reach now
 * (docs/decisions/029: a key carries at most its creator's access). `creatorRole` is null when
 * the creator is no longer a member; `creatorAccountIds` null when they reach every account.
 * A key made before roles names no creator: the whole workspace, as the owner made it.
 */
export const apiKeyLookupColumns = {
  id: apiKeys.id,
  workspaceId: apiKeys.workspaceId,
  keyHash: apiKeys.keyHash,
  revokedAt: apiKeys.revokedAt,
  createdBy: apiKeys.createdBy,
  // Named in full: a one-table select leaves drizzle's columns unqualified, which the
  // subquery's own workspace_members would take for its columns.
  creatorRole: sql<WorkspaceRole | null>`(select m.role from ${workspaceMembers} m
    where m.workspace_id = "api_keys"."workspace_id" and m.user_id = "api_keys"."created_by")`,
  creatorAccountIds: sql<
    string[] | null
  >`(select case when m.account_access = 'some' then ${grantedAccountIdsArray(sql`m.workspace_id`, sql`m.user_id`)} end
    from ${workspaceMembers} m where m.workspace_id = "api_keys"."workspace_id" and m.user_id = "api_keys"."created_by")`,
};

/** The key with this public prefix (revoked or not), for a request's authentication. */
export async function findApiKeyByPrefix(db: DbOrTx, prefix: string) {
  const [row] = await db.select(apiKeyLookupColumns).from(apiKeys).where(eq(apiKeys.prefix, prefix));
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
