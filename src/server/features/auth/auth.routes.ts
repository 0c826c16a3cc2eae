import { Hono } from "hono";
import type { AppContext } from "../../context";
import { readClientIp } from "../../http/client-ip";
import type { HonoEnv } from "../../http/hono-env";
import { clientIpHeader } from "./auth";
import { translateAuthError } from "./auth-errors";

/** better-auth's endpoints under /api/auth, with its error answers turned into ours. */
export function authRoutes(ctx: Pick<AppContext, "auth" | "env">) {
  return new Hono<HonoEnv>().on(["GET", "POST"], "/*", async (c) => {
    // better-auth rate-limits by this header; it is always ours, never the caller's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, readClientIp(c, ctx.env.TRUST_PROXY));
    const response = await ctx.auth.handler(new Request(c.req.raw, { headers }));
    if (response.status < 400) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string } | null;
    const error = translateAuthError(response.status, body);
    const retryAfter = response.headers.get("x-retry-after");
    if (retryAfter) c.header("Retry-After", retryAfter);
    throw error;
  });
}
