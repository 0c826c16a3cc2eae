import { randomBytes } from "node:crypto";
import { getPlan, isPlanId, listPaymentMethods } from "@core/plans/catalogue";
import type { Db } from "../../db/client";
import type { PaymentsPort, ProviderEvent, ProviderInvoice } from "./payments.port";
import {
  findSandboxCheckout,
  findSandboxInvoice,
  findSandboxSubscription,
  insertSandboxCheckout,
  insertSandboxInvoice,
  insertSandboxSubscription,
  updateSandboxCheckout,
  updateSandboxSubscription,
} from "./sandbox.queries";

// Stripe's test cards (DECISIONS.md "Payments").
export const sandboxCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const sandboxDeclineMessages = {
  declined: "Pagamento recusado: o banco emissor recusou o cartão. Tente outro cartão.",
  insufficientFunds: "Pagamento recusado: saldo insuficiente. Tente outro cartão ou pague com Pix.",
  invalidCard: "Número de cartão inválido. Use um cartão de teste, como 4242 4242 4242 4242.",
} as const;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;
const monthLater = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

export type SandboxPayResult = { ok: true; successUrl: string } | { ok: false; message: string };

/**
 * The local stand-in for Stripe: it keeps checkouts, subscriptions and invoices in its own
 * tables and reports changes as Stripe-shaped events to `deliver` (the same handler Stripe's
 * webhooks reach).
 */
export function createSandboxPayments(options: {
  db: Db;
  appUrl: string;
  deliver: (event: ProviderEvent) => Promise<void>;
}) {
  const { db, appUrl, deliver } = options;
  const emit = (type: string, objectId: string) => deliver({ id: newId("evt"), type, objectId });

  const port: PaymentsPort = {
    kind: "sandbox",
    // The sandbox page offers both: a card form and a simulated Pix.
    paymentMethods: listPaymentMethods({ pixEnabled: true }),
    async createCheckout(input) {
      const id = newId("cs");
      await insertSandboxCheckout(db, {
        id,
        workspaceId: input.workspaceId,
        email: input.email,
        planType: input.planType,
        amount: getPlan(input.planType).monthlyPriceCentavos,
        successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: input.cancelUrl,
      });
      return { id, url: `${appUrl}/sandbox/checkout/${id}` };
    },
    async retrieveCheckout(id) {
      const row = await findSandboxCheckout(db, id);
      if (!row) return null;
      return {
        id: row.id,
        owner: { workspaceId: row.workspaceId },
        status: row.status,
        paymentStatus: row.paymentStatus,
        subscriptionId: row.subscriptionId,
      };
    },
    async retrieveSubscription(id) {
      const row = await findSandboxSubscription(db, id);
      if (!row || !isPlanId(row.planType)) return null;
      return {
        id: row.id,
        owner: { workspaceId: row.workspaceId },
        customerId: row.customerId,
        planType: row.planType,
        status: row.status as "active" | "canceled" | "past_due" | "pending",
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    },
    async retrieveInvoice(id): Promise<ProviderInvoice | null> {
      const row = await findSandboxInvoice(db, id);
      if (!row) return null;
      return {
        id: row.id,
        owner: { workspaceId: row.workspaceId },
        subscriptionId: row.subscriptionId,
        description: row.description,
        status: row.status === "paid" ? "succeeded" : row.status === "open" ? "pending" : "failed",
        amount: row.amount,
        currency: row.currency,
        created: row.createdAt,
        invoiceUrl: `${appUrl}/sandbox/invoices/${row.id}`,
      };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await updateSandboxSubscription(db, subscriptionId, { cancelAtPeriodEnd: cancel });
      await emit("customer.subscription.updated", subscriptionId);
    },
    async changePlan(subscriptionId, planType) {
      await updateSandboxSubscription(db, subscriptionId, { planType });
      await emit("customer.subscription.updated", subscriptionId);
    },
  };

  /** The checkout page's "Pagar" with a card, or the simulated Pix payment. */
  async function pay(checkoutId: string, method: { kind: "card"; number: string } | { kind: "pix" }) {
    const checkout = await findSandboxCheckout(db, checkoutId);
    if (!checkout || checkout.status !== "open") return { ok: false, message: "Esta sessão de pagamento não está mais aberta." } as const;
    if (method.kind === "card") {
      const digits = method.number.replace(/\D/g, "");
      const failure =
        digits === sandboxCards.declined
          ? sandboxDeclineMessages.declined
          : digits === sandboxCards.insufficientFunds
            ? sandboxDeclineMessages.insufficientFunds
            : digits === sandboxCards.success
              ? null
              : sandboxDeclineMessages.invalidCard;
      if (failure) {
        await updateSandboxCheckout(db, checkoutId, { lastError: failure });
        return { ok: false, message: failure } as const;
      }
    }
    const now = new Date();
    const subscriptionId = newId("sub");
    const invoiceId = newId("in");
    const plan = getPlan(checkout.planType as Parameters<typeof getPlan>[0]);
    await db.transaction(async (tx) => {
      await insertSandboxSubscription(tx, {
        id: subscriptionId,
        workspaceId: checkout.workspaceId,
        customerId: `cus_sandbox_${checkout.workspaceId}`,
        planType: checkout.planType,
        status: "active",
        currentPeriodEnd: monthLater(now),
      });
      await insertSandboxInvoice(tx, {
        id: invoiceId,
        subscriptionId,
        workspaceId: checkout.workspaceId,
        description: `Assinatura ${plan.name} (mensal)`,
        amount: checkout.amount,
        status: "paid",
        createdAt: now,
      });
      await updateSandboxCheckout(tx, checkoutId, { status: "complete", paymentStatus: "paid", subscriptionId, lastError: null });
    });
    await emit("checkout.session.completed", checkoutId);
    await emit("invoice.paid", invoiceId);
    return { ok: true, successUrl: checkout.successUrl } as const;
  }

  return {
    port,
    pay,
    findCheckout: (id: string) => findSandboxCheckout(db, id),
    findInvoice: (id: string) => findSandboxInvoice(db, id),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
