import type { Payment } from "./billing-api";

export type StatusTone = "success" | "warning" | "destructive" | "outline";

// Spec §4 "Subscription": succeeded 'Pago', pending 'Pendente', failed 'Falhou', any other value raw.
const paymentStatuses: Readonly<Record<string, { label: string; tone: StatusTone }>> = {
  succeeded: { label: "Pago", tone: "success" },
  pending: { label: "Pendente", tone: "warning" },
  failed: { label: "Falhou", tone: "destructive" },
};

export function describePaymentStatus(status: string): { label: string; tone: StatusTone } {
  return Object.hasOwn(paymentStatuses, status) ? paymentStatuses[status]! : { label: status, tone: "outline" };
}

/** Newest first (spec §2 billing list); ties keep the server's order. */
export function sortPaymentsNewestFirst(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => b.created - a.created);
}
