import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

// A link that works without signing in (an e-mail's one-click unsubscribe, RFC 8058) names what
// it acts on in a token signed with HMAC-SHA256: "<base64url JSON>.<base64url signature>". The
// key is derived from AUTH_SECRET and the token's purpose, so a token signed for one use never
// passes as another's. The JSON is readable by whoever holds the link: put ids in it, never an
// address.

const maxLength = 400;

const keyOf = (purpose: string, secret: string) => createHmac("sha256", secret).update(purpose).digest();

const sign = (purpose: string, payload: string, secret: string) =>
  createHmac("sha256", keyOf(purpose, secret)).update(payload).digest();

/** Signs `body` (a small JSON object of ids) for `purpose`, e.g. "inteligram/alert-unsubscribe/v1". */
export function signToken(purpose: string, body: Record<string, unknown>, secret: string): string {
  const payload = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return `${payload}.${sign(purpose, payload, secret).toString("base64url")}`;
}

/** The body of a token signed for `purpose` with this secret, as `schema` reads it; null for anything else (altered, truncated, another purpose or key). */
export function readToken<T>(purpose: string, token: string, schema: z.ZodType<T>, secret: string): T | null {
  if (token.length > maxLength) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(purpose, payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const result = schema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
