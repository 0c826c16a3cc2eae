import type { AppContext } from "../../context";
import { findOwnedWorkspaceId, findOwner } from "./team.queries";

type Ctx = Pick<AppContext, "db">;

/** Whom a workspace's billing and account e-mails go to: its owner. */
export function findWorkspaceOwner(ctx: Ctx, workspaceId: string) {
  return findOwner(ctx.db, workspaceId);
}

/** The workspace a person owns: the one a provider object made before workspaces belongs to. */
export function findWorkspaceOwnedBy(ctx: Ctx, userId: string) {
  return findOwnedWorkspaceId(ctx.db, userId);
}
