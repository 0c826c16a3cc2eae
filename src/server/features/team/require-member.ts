import { createMiddleware } from "hono/factory";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { authenticate } from "../../http/require-user";
import { resolveWorkspace } from "./workspace.service";
import { memberRequestHook } from "./team.hooks";

/**
 * Guards a router whose routes read or change a workspace's data: the session's user is in
 * c.var.user and their workspace, through a membership checked on this request, in
 * c.var.workspace (docs/decisions/013). Every query of those routes is scoped by its id.
 */
export function requireMember(ctx: Pick<AppContext, "sessions" | "db">) {
  return createMiddleware<HonoEnv>(async (c, next) => {
    await authenticate(ctx, c);
    c.set("workspace", await resolveWorkspace(ctx, c.var.user, c.var.session));
    // A workspace suspended for an overdue payment is read-only (docs/decisions/020).
    await memberRequestHook.run(ctx, c);
    await next();
  });
}
