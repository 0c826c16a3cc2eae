import { createMiddleware } from "hono/factory";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { authenticate } from "../../http/require-user";
import { runWithAccountAccess } from "./account-access";
import { leastRoleFor } from "./operation-roles";
import { resolveWorkspace } from "./workspace.service";
import { memberRequestHook } from "./team.hooks";
import { assertRole } from "./workspace-access";

/**
 * Guards a router whose routes read or change a workspace's data: the session's user is in
 * c.get("user") and their workspace, through a membership checked on this request, in
 * c.get("workspace") (docs/decisions/013). Every query of those routes is scoped by its id.
 * The person's role must allow the operation (operation-roles.ts), and a member limited to
 * some accounts reaches only those for the rest of the request (account-access.ts,
 * docs/decisions/030).
 */
export function requireMember(ctx: Pick<AppContext, "sessions" | "db">) {
  return createMiddleware<HonoEnv>(async (c, next) => {
    await authenticate(ctx, c);
    const workspace = await resolveWorkspace(ctx, c.get("user"), c.get("session"));
    c.set("workspace", workspace);
    assertRole(workspace, leastRoleFor(c.req.method, c.req.path), "OPERATION_ROLE");
    // A workspace suspended for an overdue payment is read-only (docs/decisions/020).
    await memberRequestHook.run(ctx, c);
    await runWithAccountAccess(workspace.accountIds, () => next());
  });
}
