import { isPlanId, listPaymentMethods, type PlanId } from "@core/plans/catalogue";
import Stripe from "stripe";
import { getPlan } from "@core/plans/catalogue";
import {
  MalformedProviderEventError,
  PaymentDeclinedError,
  type PaymentsPort,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderOwner,
  type SubscriptionStatus,
} from "./payments.port";

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  /** STRIPE_PRICE_COMPETITOR: Start's competitor add-on, a second recurring price (docs/decisions/022). */
  competitorPrice?: string;
  /** STRIPE_PIX_AUTOMATICO: the account has Pix Automático, so subscriptions can be paid by Pix. */
  pixAutomatico: boolean;
  /** Stripe's API address; tests point it at a local server. */
  apiBase?: string;
};

const statusMap: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "active",
  incomplete: "pending",
  past_due: "past_due",
  unpaid: "past_due",
  paused: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
};

export function createStripeClient(config: StripeConfig) {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port || 80), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

export function createStripePayments(config: StripeConfig): PaymentsPort & {
  parseWebhook(rawBody: string, signature: string): ProviderEvent;
} {
  const stripe = createStripeClient(config);
  const planByPrice = new Map(Object.entries(config.prices).map(([plan, price]) => [price, plan as PlanId]));
  const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

  const planItemOf = (subscription: Stripe.Subscription) =>
    subscription.items.data.find((item) => item.price.id !== config.competitorPrice) ?? subscription.items.data[0];
  const addonItemOf = (subscription: Stripe.Subscription) =>
    config.competitorPrice ? subscription.items.data.find((item) => item.price.id === config.competitorPrice) : undefined;

  const paymentMethods = listPaymentMethods({ pixAutomatico: config.pixAutomatico });
  return {
    kind: "stripe",
    paymentMethods,
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        locale: "pt-BR",
        currency: "brl",
        line_items: [{ price: config.prices[input.planType], quantity: 1 }],
        // Only the methods GET /api/billing/options announces (a filter on the account's dynamic
        // methods, so nothing else shows, e.g. boleto): Pix in subscription mode is Pix Automático,
        // listed only when the account has it.
        allowed_payment_method_types: [...paymentMethods],
        client_reference_id: input.workspaceId,
        customer_email: input.email,
        metadata: { workspaceId: input.workspaceId, planType: input.planType },
        subscription_data: { metadata: { workspaceId: input.workspaceId, planType: input.planType } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async retrieveCheckout(id) {
      const session = await retrieveOrNull(() => stripe.checkout.sessions.retrieve(id));
      if (!session) return null;
      return {
        id: session.id,
        owner: ownerOf(session.metadata) ?? (session.client_reference_id ? { workspaceId: session.client_reference_id } : null),
        status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
        paymentStatus: session.payment_status === "paid" ? "paid" : "unpaid",
        subscriptionId: idOf(session.subscription),
      };
    },
    async retrieveSubscription(id) {
      const subscription = await retrieveOrNull(() => stripe.subscriptions.retrieve(id));
      if (!subscription) return null;
      const item = planItemOf(subscription);
      const addon = addonItemOf(subscription);
      const planType = (item && planByPrice.get(item.price.id)) ?? subscription.metadata?.planType;
      const owner = ownerOf(subscription.metadata);
      if (!item || !planType || !isPlanId(planType) || !owner) return null;
      return {
        id: subscription.id,
        owner,
        customerId: idOf(subscription.customer) ?? "",
        planType,
        status: statusMap[subscription.status] ?? "pending",
        // Since 2025 the period lives on the subscription item (docs/decisions/008-payments-port-and-sandbox.md).
        currentPeriodEnd: new Date(item.current_period_end * 1000),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        competitorAddons: addon?.quantity ?? 0,
      };
    },
    async retrieveInvoice(id): Promise<ProviderInvoice | null> {
      const invoice = await retrieveOrNull(() => stripe.invoices.retrieve(id));
      if (!invoice) return null;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
      const owner = ownerOf(invoice.parent?.subscription_details?.metadata) ?? ownerOf(invoice.metadata);
      if (!owner || !invoice.id) return null;
      return {
        id: invoice.id,
        owner,
        subscriptionId,
        description: invoice.lines?.data[0]?.description ?? "Assinatura Inteligram",
        status:
          invoice.status === "paid"
            ? "succeeded"
            : invoice.status === "open" || invoice.status === "draft"
              ? "pending"
              : "failed",
        amount: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        created: new Date(invoice.created * 1000),
        invoiceUrl: invoice.hosted_invoice_url ?? null,
      };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async cancelNow(subscriptionId) {
      // An already-ended subscription is not an error: deleting an account must go on.
      await retrieveOrNull(() => stripe.subscriptions.cancel(subscriptionId, { prorate: false }));
    },
    async deleteCustomers(_workspaceId, customerIds) {
      // A customer already deleted is not an error: deleting an account must go on.
      for (const customerId of customerIds) await retrieveOrNull(() => stripe.customers.del(customerId));
    },
    async paymentUpdateUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: "pt-BR",
      });
      return session.url;
    },
    async retrieveCreditBalance(customerId) {
      const customer = await retrieveOrNull(() => stripe.customers.retrieve(customerId));
      if (!customer || customer.deleted) return { available: 0, currency: "brl", entries: [] };
      const currency = customer.currency ?? "brl";
      const transactions = await stripe.customers.listBalanceTransactions(customerId, { limit: 100 });
      return {
        // Stripe's sign: a negative balance is a credit the next invoices use; a positive one, a debit.
        available: Math.max(0, -customer.balance),
        currency,
        entries: transactions.data.map((transaction) => ({
          id: transaction.id,
          credit: -transaction.amount,
          currency: transaction.currency,
          description: transaction.description,
          created: new Date(transaction.created * 1000),
        })),
      };
    },
    async changePlan(subscriptionId, planType) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = planItemOf(subscription);
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      // Go and Pro include their competitors: the add-on's item goes with Start.
      const addon = addonItemOf(subscription);
      const dropAddon = addon && getPlan(planType).limits.competitors.addOnPriceCentavos === null;
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: config.prices[planType] }, ...(dropAddon ? [{ id: addon.id, deleted: true }] : [])],
        // Charged (or credited to the balance) now, as the change-plan dialog tells the person.
        proration_behavior: "always_invoice",
        metadata: { ...subscription.metadata, planType },
      });
    },
    async buyCompetitorAddon(input) {
      if (!config.competitorPrice) throw new Error("STRIPE_PRICE_COMPETITOR is not set");
      const subscription = await stripe.subscriptions.retrieve(input.subscriptionId);
      const addon = addonItemOf(subscription);
      try {
        // Prorated and invoiced now, charged to the saved card; a decline changes nothing.
        await stripe.subscriptions.update(input.subscriptionId, {
          items: [addon ? { id: addon.id, quantity: (addon.quantity ?? 0) + 1 } : { price: config.competitorPrice, quantity: 1 }],
          proration_behavior: "always_invoice",
          payment_behavior: "error_if_incomplete",
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message, { cause: error });
        throw error;
      }
      return { id: input.subscriptionId, url: input.successUrl.replace("{CHECKOUT_SESSION_ID}", input.subscriptionId) };
    },
    async setCompetitorAddons(subscriptionId, quantity) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const addon = addonItemOf(subscription);
      if (!addon) return;
      await stripe.subscriptions.update(subscriptionId, {
        items: [quantity === 0 ? { id: addon.id, deleted: true } : { id: addon.id, quantity }],
        // No credit now: the lower quantity is billed from the next period.
        proration_behavior: "none",
      });
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret) as Partial<Stripe.Event>;
      // Signed, so it is Stripe's (or a test's): a missing part is a malformed event, not a forgery.
      const object = event.data?.object as { id?: unknown } | undefined;
      if (typeof event.id !== "string" || typeof event.type !== "string" || !object) {
        throw new MalformedProviderEventError("the event has no id, type or data.object");
      }
      return { id: event.id, type: event.type, objectId: typeof object.id === "string" ? object.id : "" };
    },
  };
}

async function retrieveOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The workspace in an object's metadata; objects made before workspaces existed name the
 * paying user instead (docs/decisions/013).
 */
function ownerOf(metadata: Record<string, string> | null | undefined): ProviderOwner | null {
  if (metadata?.workspaceId) return { workspaceId: metadata.workspaceId };
  return metadata?.userId ? { userId: metadata.userId } : null;
}
