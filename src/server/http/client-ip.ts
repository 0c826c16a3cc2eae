import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP for rate limits: the socket's address, or the first X-Forwarded-For hop
 * when TRUST_PROXY says a reverse proxy in front of us sets it.
 */
export function readClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (in-process requests).
    return "unknown";
  }
}
