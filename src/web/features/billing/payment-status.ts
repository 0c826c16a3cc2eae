import type { CreditEntry } from "@core/billing/billing-responses";
import type { Payment } from "./billing-api";

export type StatusTone = "success" | "warning" | "destructive" | "outline";

// docs/product/screens.md "Subscription": succeeded 'Pago', pending 'Pendente', failed 'Falhou', any other value raw.
const paymentStatuses: Readonly<Record<string, { label: string; tone: StatusTone }>> = {
  succeeded: { label: "Pago", tone: "success" },
  pending: { label: "Pendente", tone: "warning" },
  failed: { label: "Falhou", tone: "destructive" },
};

export function describePaymentStatus(status: string): { label: string; tone: StatusTone } {
  return Object.hasOwn(paymentStatuses, status) ? paymentStatuses[status]! : { label: status, tone: "outline" };
}

// A movement of the credit (docs/decisions/036-credit-balance-from-the-provider.md).
const creditGiven = { label: "Crédito", tone: "outline" } as const;
const creditUsed = { label: "Crédito usado", tone: "outline" } as const;

/** A line of Faturamento's history: a payment or a movement of the credit. */
export type BillingRow = {
  key: string;
  description: string;
  /** Seconds since 1970. */
  created: number;
  /** Centavos, as a positive amount. */
  amount: number;
  status: { label: string; tone: StatusTone };
  invoiceUrl: string | null;
};

/** The payments and the credit's movements, newest first (docs/product/screens.md billing list); ties keep payments first, then the server's order. */
export function listBillingRows(payments: readonly Payment[], creditEntries: readonly CreditEntry[]): BillingRow[] {
  const rows: BillingRow[] = [
    ...payments.map((payment) => ({
      key: `payment:${payment.id}`,
      description: payment.description,
      created: payment.created,
      amount: payment.amount,
      status: describePaymentStatus(payment.status),
      invoiceUrl: payment.invoice_url,
    })),
    ...creditEntries.map((entry) => ({
      key: `credit:${entry.id}`,
      description: entry.description,
      created: entry.created,
      amount: Math.abs(entry.amount),
      status: entry.amount >= 0 ? creditGiven : creditUsed,
      invoiceUrl: null,
    })),
  ];
  return rows.sort((a, b) => b.created - a.created);
}
