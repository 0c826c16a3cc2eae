import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid, boolean } from "drizzle-orm/pg-core";
import { workspaceId } from "./workspace-owned";

// The company data entered in onboarding (docs/product/screens.md "Validation"). One row per workspace.
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId().unique(),
    accountType: text("account_type", { enum: ["business", "personal"] }).notNull(),
    companyName: text("company_name"),
    ownerName: text("owner_name"),
    legalDocument: text("legal_document"),
    email: text("email"),
    phone: text("phone"),
    instagramHandle: text("instagram_handle"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("profiles_account_type_check", sql`${t.accountType} in ('business', 'personal')`)],
);

// Goal ids (src/core/goal-catalog.ts): growth, engagement, sales, analytics, competitor, visibility.
export const businessGoals = pgTable(
  "business_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    goalType: text("goal_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("business_goals_workspace_goal_key").on(t.workspaceId, t.goalType)],
);

// The workspace's subscription (docs/product/plans-and-limits.md), with what the provider reports (cancel at period end, customer).
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    status: text("status").notNull(),
    planType: text("plan_type").notNull(),
    provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // When the row was last synced from the provider (every sync re-reads the provider's truth).
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    // Set on a second live subscription of a workspace (paid in two tabs): kept as the
    // provider's record, asked to end, and never the workspace's plan.
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    // Start's paid competitors: the add-on's quantity on the provider's subscription.
    competitorAddons: integer("competitor_addons").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
    // At most one live subscription per workspace: a database rule, not only a check.
    uniqueIndex("subscriptions_one_live_per_workspace")
      .on(t.workspaceId)
      .where(sql`${t.status} in ('active', 'pending', 'past_due') and ${t.supersededAt} is null`),
  ],
);

// A payment of the billing history (docs/product/screens.md "Billing"); amounts in centavos.
export const paymentHistory = pgTable(
  "payment_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    providerInvoiceId: text("provider_invoice_id").notNull().unique(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("brl"),
    invoiceUrl: text("invoice_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_history_workspace_created_idx").on(t.workspaceId, t.createdAt.desc())],
);
