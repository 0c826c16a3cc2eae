import type { DbOrTx } from "../db/database";
import { isWorkspaceSuspended } from "../db/workspace-suspension";
import { AppError } from "./app-error";

export const suspendedMessage =
  "Este espaço de trabalho está suspenso por falta de pagamento: você pode ver os dados, mas não alterá-los. Atualize o pagamento para liberar.";

/** The refusal of a change to a suspended workspace (decision 020): a pt-BR 403. */
export const workspaceSuspendedError = () => new AppError("FORBIDDEN", suspendedMessage, { reason: "WORKSPACE_SUSPENDED" });

/**
 * After a write whose statement carried workspaceNotSuspended changed nothing: the suspension's
 * 403 when that was why; otherwise it returns, and the caller gives the write's own answer
 * (not found, nothing to do). The one query runs on this path only.
 */
export async function refuseWhenSuspended(db: DbOrTx, workspaceId: string) {
  if (await isWorkspaceSuspended(db, workspaceId)) throw workspaceSuspendedError();
}
