import { isApiError } from "~/lib/api";

// docs/product/texts.md, verbatim.
export const paymentErrorTitle = "Erro no pagamento";
export const paymentErrorFallback = "Ocorreu um erro ao processar o pagamento";
export const missingCheckoutUrlMessage = "URL de checkout não foi retornada";

/** The text under 'Erro no pagamento': the server's pt-BR message, else the spec's fallback. */
export function describeCheckoutError(error: unknown): string {
  if (isApiError(error) && error.code !== "INTERNAL" && error.message) return error.message;
  return paymentErrorFallback;
}

/** Where a checkout refused because a plan is already live sends the person: Meu Plano's plan change. */
export function changePlanPath(error: unknown, planId: string): string | null {
  if (!isApiError(error) || error.reason !== "ALREADY_SUBSCRIBED") return null;
  return `/admin/my-plan?mudar=${encodeURIComponent(planId)}`;
}
