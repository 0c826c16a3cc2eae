import { isApiError } from "~/lib/api";

// Spec §8, verbatim.
export const paymentErrorTitle = "Erro no pagamento";
export const paymentErrorFallback = "Ocorreu um erro ao processar o pagamento";
export const missingCheckoutUrlMessage = "URL de checkout não foi retornada";

/** The text under 'Erro no pagamento': the server's pt-BR message, else the spec's fallback. */
export function describeCheckoutError(error: unknown): string {
  if (isApiError(error) && error.code !== "INTERNAL" && error.message) return error.message;
  return paymentErrorFallback;
}
