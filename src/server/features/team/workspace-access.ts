import { capabilities, hasRole, roleRefusal, type Capability, type WorkspaceRole } from "@core/team/roles";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";

export const ownerOnlyMessage = "Apenas o proprietário deste espaço de trabalho pode fazer isso.";

/**
 * 403 unless the person's role is `least` or above (docs/decisions/030). The reason says who
 * refused: OPERATION_ROLE the membership check (the operation's least role), else the service.
 */
export function assertRole(workspace: Pick<RequestWorkspace, "role">, least: WorkspaceRole, reason?: "OPERATION_ROLE") {
  if (!hasRole(workspace.role, least)) {
    throw new AppError("FORBIDDEN", roleRefusal(workspace.role, least), {
      reason: reason ?? (least === "owner" ? "OWNER_ONLY" : "ROLE"),
    });
  }
}

/** 403 unless the person's role may (core/team/roles.ts). */
export function assertCan(workspace: Pick<RequestWorkspace, "role">, capability: Capability) {
  assertRole(workspace, capabilities[capability]);
}

/** Owner-only actions (docs/product/teams-and-roles.md): billing and plan, ownership, deleting the workspace. */
export function assertOwner(workspace: Pick<RequestWorkspace, "role">) {
  assertRole(workspace, "owner");
}

/** The owner's or an admin's: the team, API keys of others, company data, white-label. */
export function assertManager(workspace: Pick<RequestWorkspace, "role">) {
  assertRole(workspace, "admin");
}
