import { createHash } from "node:crypto";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { createMiddleware } from "hono/factory";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { createApiRateLimiter } from "./api-rate-limit";
import { authenticateApiKey } from "./api-keys.service";
import { runWithAccountAccess } from "../team/account-access";
import { leastRoleFor } from "../team/operation-roles";
import { assertRole } from "../team/workspace-access";

// docs/product/features.md "Public API": 1000 requests per hour per workspace (API_RATE_LIMIT_PER_HOUR),
// counted in PostgreSQL so every web process shares the count (one upsert per round trip for
// the requests that arrive together: api-rate-limit.ts).
const windowSeconds = 3600;
export const rateLimitedMessage =
  "Limite de requisições da API atingido para este espaço de trabalho. Tente novamente depois do horário indicado em Retry-After.";

const rateLimitHeaders = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];
const revalidate = etag({
  retainedHeaders: [...RETAINED_304_HEADERS, ...rateLimitHeaders.map((name) => name.toLowerCase())],
  // Node's own SHA-1, synchronous: WebCrypto's async digest cost more than the hashing itself.
  generateDigest: (body) => {
    const digest = createHash("sha1").update(body).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
  },
});

/**
 * Guards /api/v1: the bearer key opens its workspace (read-only: the role of a member), each
 * request counts against the workspace's hourly limit, and a GET's answer carries an ETag that
 * If-None-Match turns into a 304.
 */
export function requireApiKey(ctx: Pick<AppContext, "db" | "env" | "apiKeys">) {
  const rule = { windowSeconds, max: ctx.env.API_RATE_LIMIT_PER_HOUR };
  const limiter = createApiRateLimiter(ctx.db, rule);
  return createMiddleware<HonoEnv>(async (c, next) => {
    let key;
    try {
      key = await authenticateApiKey(ctx, c.req.header("authorization"));
    } catch (error) {
      c.header("WWW-Authenticate", 'Bearer realm="Inteligram API"');
      throw error;
    }
    const now = Date.now();
    const hit = await limiter.hit(`api:${key.workspaceId}`, now);
    const resetSeconds = Math.max(0, Math.ceil((hit.resetAt - now) / 1000));
    const headers: Record<string, string> = {
      "RateLimit-Limit": String(rule.max),
      "RateLimit-Remaining": String(Math.max(0, rule.max - hit.count)),
      "RateLimit-Reset": String(resetSeconds),
    };
    if (!hit.allowed) {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header("Retry-After", String(resetSeconds));
      throw new AppError("RATE_LIMITED", rateLimitedMessage);
    }
    // Read-only, and limited to the accounts its creator may reach (docs/decisions/030): a
    // viewer's role, refused what the operations' table (team/operation-roles.ts) keeps above it.
    const workspace = { id: key.workspaceId, role: "viewer" as const, accountIds: key.accountIds };
    assertRole(workspace, leastRoleFor(c.req.method, c.req.path), "OPERATION_ROLE");
    c.set("workspace", workspace);
    await runWithAccountAccess(key.accountIds, () => revalidate(c, next));
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    c.res.headers.set("Cache-Control", "private, no-cache");
  });
}
