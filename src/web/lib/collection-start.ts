import { isApiError } from "./api";

// docs/product/texts.md: starting a collection, on the setup page and on the dashboard alike.
export const collectionStartMessages = {
  started: "Coleta iniciada!",
  failureTitle: "Erro",
  failure: "Falha ao iniciar coleta de dados. Tente novamente.",
} as const;

/** Why a collection did not start: without a plan (403 NO_PLAN) or over its limits (429), the server's text says what to do. */
export function describeCollectionStartFailure(error: unknown): string {
  return isApiError(error) && (error.status === 403 || error.status === 429) ? error.message : collectionStartMessages.failure;
}
