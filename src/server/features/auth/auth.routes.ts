import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { readClientIp } from "../../http/client-ip";
import type { HonoEnv } from "../../http/hono-env";
import { clientIpHeader } from "./auth";
import { translateAuthError } from "./auth-errors";

// better-auth endpoints we don't offer: a password is changed through POST /api/account/password
// (spec §2 form, common-password check, other sessions ended); e-mail changes are not designed.
const disabledPaths = new Set(["/api/auth/change-password", "/api/auth/change-email"]);

/** better-auth's endpoints under /api/auth, with its error answers turned into ours. */
export function authRoutes(ctx: Pick<AppContext, "auth" | "env" | "sessions">) {
  return new Hono<HonoEnv>().on(["GET", "POST"], "/*", async (c) => {
    if (disabledPaths.has(c.req.path)) throw new AppError("NOT_FOUND", "Recurso não encontrado.");
    // better-auth rate-limits by this header; it is always ours, never the caller's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, readClientIp(c, ctx.env.TRUST_PROXY));
    const response = await ctx.auth.handler(new Request(c.req.raw, { headers }));
    // A sign-out, reset or revocation may have ended sessions this process remembers; the
    // database's notification would follow, but the next request must not wait for it.
    if (c.req.method === "POST") ctx.sessions.forgetAll();
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
