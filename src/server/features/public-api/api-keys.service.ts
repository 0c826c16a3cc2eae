import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { maxActiveApiKeys, type ApiKeySummary, type CreatedApiKey } from "@core/public-api/api-keys-responses";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { hasRole } from "@core/team/roles";
import {
  countActiveApiKeys,
  findApiKeyByPrefix,
  findApiKeyInWorkspace,
  insertApiKey,
  listApiKeys,
  markApiKeyUsed,
  revokeApiKey,
} from "./api-keys.queries";

type Ctx = Pick<AppContext, "db">;
/** The API-key reader is optional so that services can run without a server (tests, scripts). */
type KeyCtx = Ctx & Partial<Pick<AppContext, "apiKeys">>;

// A key is "igk_" + 8 characters that find its row (its prefix, shown to the owner) + "_" +
// 32 random bytes, both base64url (docs/decisions/019).
const keyPattern = /^(igk_[A-Za-z0-9_-]{8})_[A-Za-z0-9_-]{43}$/;
export const apiKeyNotFoundMessage = "Chave de API não encontrada.";
/** The one answer to every key that does not open the API: missing, malformed, unknown or revoked. */
export const invalidApiKeyMessage =
  "Chave de API ausente, inválida ou revogada. Envie o cabeçalho Authorization: Bearer <sua chave>.";

const hashKey = (key: string) => createHash("sha256").update(key).digest();
// Compared against when no row matches, so an unknown prefix costs the same as a wrong key.
const decoyHash = hashKey("igk_decoy");

function toSummary(row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Whose keys a person sees and revokes (docs/decisions/030): the owner and admins every key of
 * the workspace; an editor or viewer their own.
 */
const creatorFilter = (workspace: RequestWorkspace, userId: string) => (hasRole(workspace.role, "admin") ? undefined : userId);

/** GET /api/api-keys: the keys this person manages (never the keys themselves). */
export async function readApiKeys(ctx: Ctx, workspace: RequestWorkspace, userId: string) {
  const rows = await listApiKeys(ctx.db, workspace.id, creatorFilter(workspace, userId));
  return { keys: rows.map(toSummary), canManage: true };
}

/**
 * POST /api/api-keys (every role): a new read-only key, returned this once. It reads at most
 * what its creator may (their accounts, while they are a member: docs/decisions/030).
 */
export async function createApiKey(
  ctx: Ctx,
  workspace: RequestWorkspace,
  // Null only for a key made outside a request (a benchmark): the whole workspace, as keys before roles.
  userId: string | null,
  name: string,
  now = new Date(),
): Promise<CreatedApiKey> {
  if ((await countActiveApiKeys(ctx.db, workspace.id)) >= maxActiveApiKeys) {
    throw new AppError(
      "CONFLICT",
      `Este espaço de trabalho já tem ${maxActiveApiKeys} chaves ativas. Revogue uma antes de criar outra.`,
      {
        reason: "TOO_MANY_API_KEYS",
      },
    );
  }
  for (;;) {
    const prefix = `igk_${randomBytes(6).toString("base64url")}`;
    const key = `${prefix}_${randomBytes(32).toString("base64url")}`;
    try {
      const row = await insertApiKey(ctx.db, {
        workspaceId: workspace.id,
        name,
        prefix,
        keyHash: hashKey(key).toString("hex"),
        createdAt: now,
        createdBy: userId,
      });
      return { ...toSummary({ ...row, lastUsedAt: null }), key };
    } catch (error) {
      // Two keys with one 48-bit prefix: draw again.
      if (!isUniqueViolation(error, "api_keys_prefix_key")) throw error;
    }
  }
}

/** DELETE /api/api-keys/{id} (an admin any key, others their own): the key stops working at once, on every process. */
export async function revokeWorkspaceApiKey(
  ctx: KeyCtx,
  workspace: RequestWorkspace,
  userId: string,
  keyId: string,
  now = new Date(),
) {
  const createdBy = creatorFilter(workspace, userId);
  if (await revokeApiKey(ctx.db, workspace.id, keyId, now, createdBy)) {
    // This process stops the key before answering; the others on the trigger's notification.
    ctx.apiKeys?.forgetAll();
    return;
  }
  // Revoking twice is done already; another workspace's key is not found.
  if (!(await findApiKeyInWorkspace(ctx.db, workspace.id, keyId, createdBy)))
    throw new AppError("NOT_FOUND", apiKeyNotFoundMessage);
}

const lastMarked = new Map<string, number>();
const markEveryMs = 60_000;

/**
 * The workspace an `Authorization: Bearer` header opens, or 401 with one message whatever was
 * wrong. The row comes from the process's key reader (remembered briefly, dropped on
 * revocation: api-key-reader.ts) or, without one, from the database; its last use is written
 * at most once a minute per key and process.
 */
export async function authenticateApiKey(ctx: KeyCtx, authorization: string | undefined, now = new Date()) {
  const refuse = () => new AppError("UNAUTHENTICATED", invalidApiKeyMessage, { reason: "INVALID_API_KEY" });
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
  const key = match?.[1] ?? "";
  const parts = keyPattern.exec(key);
  if (!parts) throw refuse();
  const row = ctx.apiKeys ? await ctx.apiKeys.find(parts[1]!) : await findApiKeyByPrefix(ctx.db, parts[1]!);
  const stored = row ? Buffer.from(row.keyHash, "hex") : decoyHash;
  const equal = stored.length === decoyHash.length && timingSafeEqual(hashKey(key), stored);
  if (!row || !equal || row.revokedAt) throw refuse();
  // A key whose creator left the team opens nothing (docs/decisions/030).
  if (row.createdBy && !row.creatorRole) throw refuse();
  if (now.getTime() - (lastMarked.get(row.id) ?? 0) >= markEveryMs) {
    lastMarked.set(row.id, now.getTime());
    if (lastMarked.size > 10_000) lastMarked.clear();
    await markApiKeyUsed(ctx.db, row.id, now);
  }
  return { keyId: row.id, workspaceId: row.workspaceId, accountIds: row.createdBy ? row.creatorAccountIds : null };
}
