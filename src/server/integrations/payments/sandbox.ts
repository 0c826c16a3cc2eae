import { randomBytes } from "node:crypto";
import { estimatePlanChange } from "@core/billing/plan-change-estimate";
import { getPlan, isPlanId, listPaymentMethods, type PlanId } from "@core/plans/catalogue";
import type { Db } from "../../db/client";
import type { PaymentsPort, ProviderEvent, ProviderInvoice } from "./payments.port";
import { checkSandboxCard, type SandboxCard } from "./sandbox-card";
import {
  completeOpenSandboxCheckout,
  findLiveSandboxSubscription,
  findSandboxCheckout,
  findSandboxInvoice,
  findSandboxSubscription,
  insertSandboxCheckout,
  insertSandboxInvoice,
  insertSandboxSubscription,
  lockSandboxCustomer,
  updateSandboxCheckout,
  updateSandboxSubscription,
} from "./sandbox.queries";

export { sandboxCardMessages as sandboxDeclineMessages, sandboxCards } from "./sandbox-card";

// Stripe Checkout's "limit customers to one subscription": a customer with a live subscription
// is sent to change the plan instead of paying a second one.
export const sandboxAlreadySubscribedMessage =
  "Você já tem uma assinatura ativa, então este pagamento não foi feito. Para trocar de plano, use Mudar de plano em Meu Plano.";

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;
const monthLater = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

export type SandboxPayResult =
  | { ok: true; successUrl: string }
  | { ok: false; message: string; reason: "closed" | "declined" | "already_subscribed"; changePlanUrl?: string };

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
      const invoiceId = await changeSandboxPlan(subscriptionId, planType);
      await emit("customer.subscription.updated", subscriptionId);
      if (invoiceId) await emit("invoice.paid", invoiceId);
    },
  };

  /**
   * Like Stripe with proration_behavior "always_invoice": an upgrade is invoiced and paid at once
   * for the rest of the period (the same proration the change-plan dialog estimates); a
   * downgrade's credit would go to the customer's balance, which the sandbox does not keep.
   */
  async function changeSandboxPlan(subscriptionId: string, planType: PlanId): Promise<string | null> {
    return db.transaction(async (tx) => {
      const subscription = await findSandboxSubscription(tx, subscriptionId);
      if (!subscription || !isPlanId(subscription.planType)) throw new Error(`sandbox subscription ${subscriptionId} not found`);
      await updateSandboxSubscription(tx, subscriptionId, { planType });
      const from = getPlan(subscription.planType);
      const to = getPlan(planType);
      const { amountCentavos } = estimatePlanChange({
        currentPriceCentavos: from.monthlyPriceCentavos,
        newPriceCentavos: to.monthlyPriceCentavos,
        currentPeriodEnd: subscription.currentPeriodEnd,
        now: new Date(),
      });
      if (amountCentavos <= 0) return null;
      const invoiceId = newId("in");
      await insertSandboxInvoice(tx, {
        id: invoiceId,
        subscriptionId,
        workspaceId: subscription.workspaceId,
        description: `Ajuste proporcional: ${from.name} para ${to.name}`,
        amount: amountCentavos,
        status: "paid",
        createdAt: new Date(),
      });
      return invoiceId;
    });
  }

  /**
   * The checkout page's "Pagar" with a card, or the simulated Pix payment. The checkout is
   * completed only while still open, in the transaction that creates the subscription and its
   * invoice, so simultaneous payments of one checkout charge once.
   */
  async function pay(checkoutId: string, method: ({ kind: "card" } & SandboxCard) | { kind: "pix" }): Promise<SandboxPayResult> {
    const closed = { ok: false, reason: "closed", message: "Esta sessão de pagamento não está mais aberta." } as const;
    const checkout = await findSandboxCheckout(db, checkoutId);
    if (!checkout || checkout.status !== "open") return closed;
    if (method.kind === "card") {
      const failure = checkSandboxCard(method);
      if (failure) {
        await updateSandboxCheckout(db, checkoutId, { lastError: failure });
        return { ok: false, reason: "declined", message: failure };
      }
    }
    const now = new Date();
    const subscriptionId = newId("sub");
    const invoiceId = newId("in");
    const plan = getPlan(checkout.planType as Parameters<typeof getPlan>[0]);
    const outcome = await db.transaction(async (tx) => {
      await lockSandboxCustomer(tx, checkout.workspaceId);
      if (await findLiveSandboxSubscription(tx, checkout.workspaceId)) return "already_subscribed" as const;
      if (!(await completeOpenSandboxCheckout(tx, checkoutId, subscriptionId))) return "closed" as const;
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
      return "paid" as const;
    });
    if (outcome === "closed") return closed;
    if (outcome === "already_subscribed") {
      return {
        ok: false,
        reason: "already_subscribed",
        message: sandboxAlreadySubscribedMessage,
        changePlanUrl: `${appUrl}/admin/my-plan?mudar=${checkout.planType}`,
      };
    }
    await emit("checkout.session.completed", checkoutId);
    await emit("invoice.paid", invoiceId);
    return { ok: true, successUrl: checkout.successUrl };
  }

  return {
    port,
    pay,
    findCheckout: (id: string) => findSandboxCheckout(db, id),
    findInvoice: (id: string) => findSandboxInvoice(db, id),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
