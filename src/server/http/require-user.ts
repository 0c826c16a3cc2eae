import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context";
import { AppError } from "./app-error";
import type { HonoEnv } from "./hono-env";

export const unauthenticatedMessage = "Você precisa entrar na sua conta.";

/**
 * The session's user goes into c.get("user"), or the request ends with 401. A session cookie
 * better-auth refreshed or cleared on the way goes back with the response.
 */
export async function authenticate(ctx: Pick<AppContext, "sessions">, c: Context<HonoEnv>) {
  const result = await ctx.sessions.read(c.req.raw.headers);
  for (const cookie of result?.setCookies ?? []) c.header("set-cookie", cookie, { append: true });
  if (!result) throw new AppError("UNAUTHENTICATED", unauthenticatedMessage);
  c.set("user", result.user);
  c.set("session", result.session);
}

/** Guards a router: signed-in only (see `authenticate`). */
export function requireUser(ctx: Pick<AppContext, "sessions">) {
  return createMiddleware<HonoEnv>(async (c, next) => {
    await authenticate(ctx, c);
    await next();
  });
}
