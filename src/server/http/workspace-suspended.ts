import { AppError } from "./app-error";

export const suspendedMessage =
  "Este espaço de trabalho está suspenso por falta de pagamento: você pode ver os dados, mas não alterá-los. Atualize o pagamento para liberar.";

/** The refusal of a change to a suspended workspace (decision 020): a pt-BR 403. */
export const workspaceSuspendedError = () => new AppError("FORBIDDEN", suspendedMessage, { reason: "WORKSPACE_SUSPENDED" });
