import type { PaymentMethodId, PlanId } from "@core/plans/catalogue";

export type SubscriptionStatus = "active" | "pending" | "past_due" | "canceled";
export type PaymentStatus = "succeeded" | "pending" | "failed";

/**
 * Whom a provider object belongs to: the workspace in its metadata (docs/decisions/013).
 * Stripe objects made before workspaces existed carry the paying user instead.
 */
export type ProviderOwner = { workspaceId: string } | { userId: string };

export type ProviderCheckout = {
  id: string;
  owner: ProviderOwner | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid";
  subscriptionId: string | null;
};

export type ProviderSubscription = {
  id: string;
  owner: ProviderOwner;
  customerId: string;
  planType: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Start's competitor add-on: its quantity on the subscription (docs/decisions/022). */
  competitorAddons: number;
};

export type ProviderInvoice = {
  id: string;
  owner: ProviderOwner;
  subscriptionId: string | null;
  description: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  created: Date;
  invoiceUrl: string | null;
};

/** A movement of the customer's credit balance (Stripe's customer balance transactions). */
export type ProviderCreditEntry = {
  id: string;
  /** Centavos. Positive: credit given to the customer (a downgrade's proration); negative: credit used on a charge. */
  credit: number;
  currency: string;
  /** The provider's words for it, when it has any. */
  description: string | null;
  created: Date;
};

/**
 * The customer's credit balance (Stripe's customer `balance`, negative when it is a credit): what
 * the provider discounts from the next charges, and how it got there.
 */
export type ProviderCreditBalance = {
  /** Centavos still to be discounted from the next charges; 0 without credit. */
  available: number;
  currency: string;
  /** Newest first. */
  entries: ProviderCreditEntry[];
};

/** What a provider event tells us: only its id, type and the id of the object to re-read. */
export type ProviderEvent = { id: string; type: string; objectId: string };

/** The provider refused the card for an immediate charge (e.g. a competitor add-on); nothing changed. */
export class PaymentDeclinedError extends Error {
  override name = "PaymentDeclinedError";
}

/** A correctly signed event that lacks what every event carries (its id, type, data.object.id). */
export class MalformedProviderEventError extends Error {
  override name = "MalformedProviderEventError";
}

/** Stripe, or the local sandbox that plays its part; the same code runs after this boundary. */
export type PaymentsPort = {
  kind: "stripe" | "sandbox";
  /** Payment methods the checkout offers: card, and Pix with Pix Automático (decision 008). */
  paymentMethods: readonly PaymentMethodId[];
  createCheckout(input: {
    workspaceId: string;
    email: string;
    planType: PlanId;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Moves the subscription to another plan now; the prorated difference is invoiced at once. */
  changePlan(subscriptionId: string, planType: PlanId): Promise<void>;
  /**
   * One more competitor add-on on the subscription, prorated and paid now (docs/decisions/022).
   * Stripe charges the saved card at once (a decline throws PaymentDeclinedError and changes
   * nothing) and `url` is `successUrl`; the sandbox answers with its checkout page to pay on.
   * Either way the quantity reaches the application through the subscription's events.
   */
  buyCompetitorAddon(input: {
    workspaceId: string;
    subscriptionId: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Sets the add-on's quantity without proration: a removal is billed from the next period. */
  setCompetitorAddons(subscriptionId: string, quantity: number): Promise<void>;
  /** Ends the subscription now, with no further charge (an account or workspace deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * A deleted workspace's customers are forgotten (LGPD): Stripe deletes each customer object
   * (its e-mail and cards; Stripe keeps the invoices its own law needs); the sandbox deletes its
   * checkouts (which name the e-mail), subscriptions, invoices, cards and balance of the workspace.
   */
  deleteCustomers(workspaceId: string, customerIds: readonly string[]): Promise<void>;
  /** The customer's credit balance and its movements (an unknown customer has none). */
  retrieveCreditBalance(customerId: string): Promise<ProviderCreditBalance>;
  /** Where the customer updates the payment method (Stripe's customer portal, the sandbox's page). */
  paymentUpdateUrl(customerId: string, returnUrl: string): Promise<string>;
};
