import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context";
import { AppError } from "./app-error";
import type { HonoEnv } from "./hono-env";

export const unauthenticatedMessage = "Você precisa entrar na sua conta.";

/** Guards a router: the session's user is in c.var.user, or the request ends with 401. */
export function requireUser(ctx: Pick<AppContext, "auth">) {
  return createMiddleware<HonoEnv>(async (c, next) => {
    const result = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("UNAUTHENTICATED", unauthenticatedMessage);
    c.set("user", { id: result.user.id, email: result.user.email, name: result.user.name });
    c.set("session", { id: result.session.id, token: result.session.token });
    await next();
  });
}
