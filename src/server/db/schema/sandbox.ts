import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The sandbox payment provider's own records: it plays Stripe's part on a machine with no keys.
// The application reads them only through the payments port, as it would read Stripe.
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  id: text("id").primaryKey(),
  workspaceId: text("workspace_id").notNull(),
  email: text("email").notNull(),
  planType: text("plan_type").notNull(),
  amount: integer("amount").notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  paymentStatus: text("payment_status", { enum: ["unpaid", "paid"] })
    .notNull()
    .default("unpaid"),
  subscriptionId: text("subscription_id"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  lastError: text("last_error"),
  // A plan's checkout, or the payment of one more competitor add-on on an existing subscription.
  kind: text("kind", { enum: ["subscription", "competitor_addon"] })
    .notNull()
    .default("subscription"),
  // The invoice line an add-on's payment writes (e.g. "Concorrente adicional: @marca").
  description: text("description"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    customerId: text("customer_id").notNull(),
    planType: text("plan_type").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    competitorAddons: integer("competitor_addons").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_subscriptions_workspace_idx").on(t.workspaceId)],
);

export const sandboxInvoices = pgTable("sandbox_invoices", {
  id: text("id").primaryKey(),
  subscriptionId: text("subscription_id").notNull(),
  workspaceId: text("workspace_id").notNull(),
  description: text("description").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull().default("brl"),
  status: text("status", { enum: ["paid", "open", "uncollectible"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The card a sandbox customer pays with, as far as renewals care: Stripe's failing-renewal test
// card (4000 0000 0000 0341) makes every renewal fail until the customer updates it.
export const sandboxPaymentMethods = pgTable("sandbox_payment_methods", {
  customerId: text("customer_id").primaryKey(),
  renewalFails: boolean("renewal_fails").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// The sandbox customer's credit balance, as Stripe keeps it: a ledger of customer balance
// transactions in Stripe's sign (negative credits the customer, e.g. a downgrade's proration;
// positive uses that credit on an invoice). The balance is their sum.
export const sandboxBalanceTransactions = pgTable(
  "sandbox_balance_transactions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    workspaceId: text("workspace_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("brl"),
    description: text("description").notNull(),
    invoiceId: text("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_balance_transactions_customer_idx").on(t.customerId)],
);
