import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";

export const ownerOnlyMessage = "Apenas o proprietário deste espaço de trabalho pode fazer isso.";

/** Owner-only actions (DECISIONS.md: billing and plan, members, API keys, white-label). */
export function assertOwner(workspace: RequestWorkspace) {
  if (workspace.role !== "owner") throw new AppError("FORBIDDEN", ownerOnlyMessage, { reason: "OWNER_ONLY" });
}
