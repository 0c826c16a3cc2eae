import { formatDate } from "@core/format/format-date";
import type { StatusTone } from "./payment-status";
import type { Subscription } from "./billing-api";

// docs/product/screens.md "Subscription", verbatim.
export const pendingPlanNote = "Seu plano está sendo processado. Você terá acesso completo em breve.";

const subscriptionStatuses: Readonly<Record<string, { label: string; tone: StatusTone }>> = {
  active: { label: "Ativo", tone: "success" },
  pending: { label: "Pendente", tone: "warning" },
  past_due: { label: "Pagamento em atraso", tone: "destructive" },
  canceled: { label: "Cancelado", tone: "outline" },
};

export function describeSubscriptionStatus(status: string): { label: string; tone: StatusTone } {
  return Object.hasOwn(subscriptionStatuses, status) ? subscriptionStatuses[status]! : { label: status, tone: "outline" };
}

/**
 * The period line of 'Meu Plano': the renewal date, or, once cancelled at period end, the last
 * day of access (docs/product/plans-and-limits.md: access lasts until current_period_end). While a
 * renewal is unpaid there is no "next" renewal to announce: the line says the payment waits.
 */
export function describePeriodEnd(
  subscription: Pick<Subscription, "currentPeriodEnd" | "cancelAtPeriodEnd"> & { status?: string },
): {
  label: string;
  date: string;
} | null {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return { label: `Acesso até ${date}`, date };
  if (subscription.status === "past_due") return { label: "Renovação aguardando pagamento: atualize a forma de pagamento", date };
  return { label: `Próxima renovação em ${date}`, date };
}
