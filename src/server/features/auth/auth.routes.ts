import { Hono } from "hono";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { translateAuthError } from "./auth-errors";

/** better-auth's endpoints under /api/auth, with its error answers turned into ours. */
export function authRoutes(ctx: Pick<AppContext, "auth">) {
  return new Hono<HonoEnv>().on(["GET", "POST"], "/*", async (c) => {
    const response = await ctx.auth.handler(c.req.raw);
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
