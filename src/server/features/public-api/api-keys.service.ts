import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { maxActiveApiKeys, type ApiKeySummary, type CreatedApiKey } from "@core/public-api/api-keys-responses";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { assertOwner } from "../team/workspace-access";
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
export const invalidApiKeyMessage = "Chave de API ausente, inválida ou revogada. Envie o cabeçalho Authorization: Bearer <sua chave>.";

const hashKey = (key: string) => createHash("sha256").update(key).digest();
// Compared against when no row matches, so an unknown prefix costs the same as a wrong key.
const decoyHash = hashKey("igk_decoy");

function toSummary(row: { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET /api/api-keys: every member sees the keys (never the keys themselves); the owner manages them. */
export async function readApiKeys(ctx: Ctx, workspace: RequestWorkspace) {
  const rows = await listApiKeys(ctx.db, workspace.id);
  return { keys: rows.map(toSummary), canManage: workspace.role === "owner" };
}

/** POST /api/api-keys (owner): a new read-only key, returned this once. */
export async function createApiKey(ctx: Ctx, workspace: RequestWorkspace, name: string, now = new Date()): Promise<CreatedApiKey> {
  assertOwner(workspace);
  if ((await countActiveApiKeys(ctx.db, workspace.id)) >= maxActiveApiKeys) {
    throw new AppError("CONFLICT", `Este espaço de trabalho já tem ${maxActiveApiKeys} chaves ativas. Revogue uma antes de criar outra.`, {
      reason: "TOO_MANY_API_KEYS",
    });
  }
  for (;;) {
    const prefix = `igk_${randomBytes(6).toString("base64url")}`;
    const key = `${prefix}_${randomBytes(32).toString("base64url")}`;
    try {
      const row = await insertApiKey(ctx.db, { workspaceId: workspace.id, name, prefix, keyHash: hashKey(key).toString("hex"), createdAt: now });
      return { ...toSummary({ ...row, lastUsedAt: null }), key };
    } catch (error) {
      // Two keys with one 48-bit prefix: draw again.
      if (!isUniqueViolation(error, "api_keys_prefix_key")) throw error;
    }
  }
}

/** DELETE /api/api-keys/{id} (owner): the key stops working at once, on every process. */
export async function revokeWorkspaceApiKey(ctx: KeyCtx, workspace: RequestWorkspace, keyId: string, now = new Date()) {
  assertOwner(workspace);
  if (await revokeApiKey(ctx.db, workspace.id, keyId, now)) {
    // This process stops the key before answering; the others on the trigger's notification.
    ctx.apiKeys?.forgetAll();
    return;
  }
  // Revoking twice is done already; another workspace's key is not found.
  if (!(await findApiKeyInWorkspace(ctx.db, workspace.id, keyId))) throw new AppError("NOT_FOUND", apiKeyNotFoundMessage);
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
  if (now.getTime() - (lastMarked.get(row.id) ?? 0) >= markEveryMs) {
    lastMarked.set(row.id, now.getTime());
    if (lastMarked.size > 10_000) lastMarked.clear();
    await markApiKeyUsed(ctx.db, row.id, now);
  }
  return { keyId: row.id, workspaceId: row.workspaceId };
}
