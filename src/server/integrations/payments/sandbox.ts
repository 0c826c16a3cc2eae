import { randomBytes } from "node:crypto";
import { estimatePlanChange } from "@core/billing/plan-change-estimate";
import { competitorAddonProration } from "@core/competitors/addon";
import { getPlan, isPlanId, listPaymentMethods, type PlanId } from "@core/plans/catalogue";
import type { Db, Tx } from "../../db/client";
import type { PaymentsPort, ProviderEvent, ProviderInvoice } from "./payments.port";
import { checkSandboxCard, sandboxCards, type SandboxCard } from "./sandbox-card";
import {
  completeOpenSandboxCheckout,
  deleteSandboxCustomerData,
  findLiveSandboxSubscription,
  findSandboxCheckout,
  findSandboxInvoice,
  findSandboxSubscription,
  findSandboxSubscriptionByCustomer,
  insertSandboxBalanceTransaction,
  insertSandboxCheckout,
  listSandboxBalanceTransactions,
  listUnpaidSandboxInvoices,
  markSandboxInvoicePaid,
  sandboxCustomerBalance,
  sandboxRenewalFails,
  setSandboxRenewalFails,
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
  | {
      ok: false;
      message: string;
      reason: "closed" | "declined" | "already_subscribed" | "method_not_offered";
      changePlanUrl?: string;
    };

export const pixNotOfferedMessage = "Esta assinatura não pode ser paga com Pix. Pague com cartão de crédito.";

/**
 * The local stand-in for Stripe: it keeps checkouts, subscriptions and invoices in its own
 * tables and reports changes as Stripe-shaped events to `deliver` (the same handler Stripe's
 * webhooks reach).
 */
export function createSandboxPayments(options: {
  db: Db;
  appUrl: string;
  deliver: (event: ProviderEvent) => Promise<void>;
  /** The Stripe account it stands in for has Pix Automático (STRIPE_PIX_AUTOMATICO). */
  pixAutomatico?: boolean;
}) {
  const { db, appUrl, deliver } = options;
  const paymentMethods = listPaymentMethods({ pixAutomatico: options.pixAutomatico ?? false });
  const emit = (type: string, objectId: string) => deliver({ id: newId("evt"), type, objectId });

  const port: PaymentsPort = {
    kind: "sandbox",
    // What the configured Stripe account would offer (decision 008): card, and a simulated Pix
    // Automático only when STRIPE_PIX_AUTOMATICO says the account has it.
    paymentMethods,
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
        competitorAddons: row.competitorAddons,
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
    async buyCompetitorAddon(input) {
      // Like Stripe's prorated quantity change, paid on the sandbox's checkout page.
      const subscription = await findSandboxSubscription(db, input.subscriptionId);
      if (!subscription) throw new Error(`sandbox subscription ${input.subscriptionId} not found`);
      const id = newId("cs");
      await insertSandboxCheckout(db, {
        id,
        kind: "competitor_addon",
        workspaceId: input.workspaceId,
        email: "",
        planType: subscription.planType,
        amount: competitorAddonProration(subscription.currentPeriodEnd),
        subscriptionId: subscription.id,
        successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: input.cancelUrl,
        description: input.description,
      });
      return { id, url: `${appUrl}/sandbox/checkout/${id}` };
    },
    async setCompetitorAddons(subscriptionId, quantity) {
      // No proration: the lower quantity is what the next period's invoice charges.
      await updateSandboxSubscription(db, subscriptionId, { competitorAddons: quantity });
      await emit("customer.subscription.updated", subscriptionId);
    },
    async changePlan(subscriptionId, planType) {
      const invoiceId = await changeSandboxPlan(subscriptionId, planType);
      await emit("customer.subscription.updated", subscriptionId);
      if (invoiceId) await emit("invoice.paid", invoiceId);
    },
    async cancelNow(subscriptionId) {
      const subscription = await findSandboxSubscription(db, subscriptionId);
      if (!subscription || subscription.status === "canceled") return;
      await updateSandboxSubscription(db, subscriptionId, { status: "canceled", cancelAtPeriodEnd: false });
      await emit("customer.subscription.deleted", subscriptionId);
    },
    async deleteCustomers(workspaceId, customerIds) {
      await deleteSandboxCustomerData(db, workspaceId, customerIds);
    },
    async paymentUpdateUrl(customerId) {
      return `${appUrl}/sandbox/billing/${encodeURIComponent(customerId)}`;
    },
    async retrieveCreditBalance(customerId) {
      const [balance, transactions] = await Promise.all([
        sandboxCustomerBalance(db, customerId),
        listSandboxBalanceTransactions(db, customerId),
      ]);
      return {
        available: Math.max(0, -balance),
        currency: "brl",
        entries: transactions.map((transaction) => ({
          id: transaction.id,
          credit: -transaction.amount,
          currency: transaction.currency,
          description: transaction.description,
          created: transaction.createdAt,
        })),
      };
    },
  };

  /**
   * Like Stripe when it finalizes an invoice: the customer's credit pays what it can of `total`
   * (a balance transaction linked to the invoice), and the rest is what the invoice charges. The
   * caller holds the customer's lock, so two charges cannot spend one credit.
   */
  async function chargeAfterCredit(
    tx: Tx,
    invoice: { id: string; customerId: string; workspaceId: string; description: string; total: number; createdAt: Date },
  ) {
    const credit = Math.max(0, -(await sandboxCustomerBalance(tx, invoice.customerId)));
    const used = Math.min(credit, invoice.total);
    if (used > 0) {
      await insertSandboxBalanceTransaction(tx, {
        id: newId("cbtxn"),
        customerId: invoice.customerId,
        workspaceId: invoice.workspaceId,
        amount: used,
        description: `Crédito descontado: ${invoice.description}`,
        invoiceId: invoice.id,
        createdAt: invoice.createdAt,
      });
    }
    return invoice.total - used;
  }

  /**
   * The renewal of the workspace's live subscription, now (the sandbox's clock control): paid with
   * the customer's card, or failed (invoice.payment_failed, past due) with the failing-renewal card.
   */
  async function renewNow(workspaceId: string, now = new Date()) {
    const subscription = await db.transaction((tx) => findLiveSandboxSubscription(tx, workspaceId));
    if (!subscription || !isPlanId(subscription.planType)) return null;
    const plan = getPlan(subscription.planType);
    const fails = await sandboxRenewalFails(db, subscription.customerId);
    const invoiceId = newId("in");
    const description = `Renovação ${plan.name} (mensal)`;
    await db.transaction(async (tx) => {
      await lockSandboxCustomer(tx, workspaceId);
      const amount = await chargeAfterCredit(tx, {
        id: invoiceId,
        customerId: subscription.customerId,
        workspaceId,
        description,
        total: plan.monthlyPriceCentavos,
        createdAt: now,
      });
      await insertSandboxInvoice(tx, {
        id: invoiceId,
        subscriptionId: subscription.id,
        workspaceId,
        description,
        amount,
        status: fails ? "open" : "paid",
        createdAt: now,
      });
      await updateSandboxSubscription(
        tx,
        subscription.id,
        fails ? { status: "past_due" } : { status: "active", currentPeriodEnd: monthLater(now) },
      );
    });
    await emit(fails ? "invoice.payment_failed" : "invoice.paid", invoiceId);
    await emit("customer.subscription.updated", subscription.id);
    return { invoiceId, failed: fails };
  }

  /**
   * The sandbox's "update payment" page: a new card. A good one pays what a failed renewal left
   * open and the subscription is active again; the failing-renewal card is kept as it is.
   */
  async function updatePaymentMethod(customerId: string, card: SandboxCard, now = new Date()) {
    const failure = checkSandboxCard(card, now);
    if (failure) return { ok: false as const, message: failure };
    const digits = card.number.replace(/\D/g, "");
    await setSandboxRenewalFails(db, customerId, digits === sandboxCards.failingRenewal);
    if (digits === sandboxCards.failingRenewal) {
      return { ok: false as const, message: "Este cartão de teste recusa as renovações. Use 4242 4242 4242 4242 para pagar." };
    }
    const subscription = await findSandboxSubscriptionByCustomer(db, customerId);
    if (!subscription) return { ok: true as const, paid: [] as string[] };
    const unpaid = await listUnpaidSandboxInvoices(db, subscription.id);
    await db.transaction(async (tx) => {
      for (const invoice of unpaid) await markSandboxInvoicePaid(tx, invoice.id);
      if (subscription.status === "past_due") {
        await updateSandboxSubscription(tx, subscription.id, { status: "active", currentPeriodEnd: monthLater(now) });
      }
    });
    for (const invoice of unpaid) await emit("invoice.paid", invoice.id);
    await emit("customer.subscription.updated", subscription.id);
    return { ok: true as const, paid: unpaid.map((invoice) => invoice.id) };
  }

  /**
   * Like Stripe with proration_behavior "always_invoice": an upgrade is invoiced and paid at once
   * for the rest of the period (the same proration the change-plan dialog estimates), less the
   * customer's credit; a downgrade's prorated amount is credited to the customer's balance, which
   * the next charges use.
   */
  async function changeSandboxPlan(subscriptionId: string, planType: PlanId): Promise<string | null> {
    return db.transaction(async (tx) => {
      const found = await findSandboxSubscription(tx, subscriptionId);
      if (!found) throw new Error(`sandbox subscription ${subscriptionId} not found`);
      await lockSandboxCustomer(tx, found.workspaceId);
      // Re-read under the customer's lock: a concurrent change may have moved the plan.
      const subscription = await findSandboxSubscription(tx, subscriptionId);
      if (!subscription || !isPlanId(subscription.planType)) throw new Error(`sandbox subscription ${subscriptionId} not found`);
      // A plan without the add-on (Go, Pro) includes its competitors: the add-on's item goes.
      const keepsAddon = getPlan(planType).limits.competitors.addOnPriceCentavos !== null;
      await updateSandboxSubscription(tx, subscriptionId, { planType, ...(keepsAddon ? {} : { competitorAddons: 0 }) });
      const from = getPlan(subscription.planType);
      const to = getPlan(planType);
      const now = new Date();
      const { amountCentavos } = estimatePlanChange({
        currentPriceCentavos: from.monthlyPriceCentavos,
        newPriceCentavos: to.monthlyPriceCentavos,
        currentPeriodEnd: subscription.currentPeriodEnd,
        now,
      });
      if (amountCentavos < 0) {
        await insertSandboxBalanceTransaction(tx, {
          id: newId("cbtxn"),
          customerId: subscription.customerId,
          workspaceId: subscription.workspaceId,
          amount: amountCentavos,
          description: `Crédito proporcional: ${from.name} para ${to.name}`,
          createdAt: now,
        });
      }
      if (amountCentavos <= 0) return null;
      const invoiceId = newId("in");
      const description = `Ajuste proporcional: ${from.name} para ${to.name}`;
      const amount = await chargeAfterCredit(tx, {
        id: invoiceId,
        customerId: subscription.customerId,
        workspaceId: subscription.workspaceId,
        description,
        total: amountCentavos,
        createdAt: now,
      });
      await insertSandboxInvoice(tx, {
        id: invoiceId,
        subscriptionId,
        workspaceId: subscription.workspaceId,
        description,
        amount,
        status: "paid",
        createdAt: now,
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
    if (!paymentMethods.includes(method.kind)) return { ok: false, reason: "method_not_offered", message: pixNotOfferedMessage };
    if (method.kind === "card") {
      const failure = checkSandboxCard(method);
      if (!failure) {
        await setSandboxRenewalFails(
          db,
          `cus_sandbox_${checkout.workspaceId}`,
          method.number.replace(/\D/g, "") === sandboxCards.failingRenewal,
        );
      }
      if (failure) {
        await updateSandboxCheckout(db, checkoutId, { lastError: failure });
        return { ok: false, reason: "declined", message: failure };
      }
    }
    if (checkout.kind === "competitor_addon") return payCompetitorAddon(checkout);
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

  /** One more add-on on the checkout's subscription and its prorated invoice, in one transaction. */
  async function payCompetitorAddon(
    checkout: NonNullable<Awaited<ReturnType<typeof findSandboxCheckout>>>,
  ): Promise<SandboxPayResult> {
    const subscriptionId = checkout.subscriptionId!;
    const invoiceId = newId("in");
    const paid = await db.transaction(async (tx) => {
      await lockSandboxCustomer(tx, checkout.workspaceId);
      const subscription = await findSandboxSubscription(tx, subscriptionId);
      if (!subscription || subscription.status === "canceled") return false;
      if (!(await completeOpenSandboxCheckout(tx, checkout.id, subscriptionId))) return false;
      await updateSandboxSubscription(tx, subscriptionId, { competitorAddons: subscription.competitorAddons + 1 });
      const description = checkout.description ?? "Concorrente adicional (proporcional)";
      const createdAt = new Date();
      const amount = await chargeAfterCredit(tx, {
        id: invoiceId,
        customerId: subscription.customerId,
        workspaceId: checkout.workspaceId,
        description,
        total: checkout.amount,
        createdAt,
      });
      await insertSandboxInvoice(tx, {
        id: invoiceId,
        subscriptionId,
        workspaceId: checkout.workspaceId,
        description,
        amount,
        status: "paid",
        createdAt,
      });
      return true;
    });
    if (!paid) return { ok: false, reason: "closed", message: "Esta sessão de pagamento não está mais aberta." };
    await emit("checkout.session.completed", checkout.id);
    await emit("customer.subscription.updated", subscriptionId);
    await emit("invoice.paid", invoiceId);
    return { ok: true, successUrl: checkout.successUrl };
  }

  return {
    port,
    pay,
    renewNow,
    updatePaymentMethod,
    findSubscriptionByCustomer: (customerId: string) => findSandboxSubscriptionByCustomer(db, customerId),
    findCheckout: (id: string) => findSandboxCheckout(db, id),
    findInvoice: (id: string) => findSandboxInvoice(db, id),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
