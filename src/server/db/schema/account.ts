import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid, boolean } from "drizzle-orm/pg-core";
import { users } from "./auth";

const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// Spec §3 "profiles": company data entered in onboarding. One row per user.
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId().unique(),
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

// Spec §3 "business_goals": goal ids growth, engagement, sales, analytics, competitor, visibility.
export const businessGoals = pgTable(
  "business_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    goalType: text("goal_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("business_goals_user_goal_key").on(t.userId, t.goalType)],
);

// Spec §3 "subscriptions", plus what the provider reports (cancel at period end, customer).
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    status: text("status").notNull(),
    planType: text("plan_type").notNull(),
    provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // When the row was last synced from the provider (every sync re-reads the provider's truth).
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_created_idx").on(t.userId, t.createdAt.desc())],
);

// Spec §3 "payment history item"; amounts in centavos.
export const paymentHistory = pgTable(
  "payment_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    providerInvoiceId: text("provider_invoice_id").notNull().unique(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("brl"),
    invoiceUrl: text("invoice_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_history_user_created_idx").on(t.userId, t.createdAt.desc())],
);

// A counter per user that database triggers raise when a transaction that wrote what the
// dashboard shows commits: profiles, subscriptions, social_media_profiles,
// instagram_profile_analytics, follower_snapshots, instagram_advanced_metrics (migration 0004).
// The dashboard's response cache is keyed by it (docs/decisions/012).
export const userDataVersions = pgTable("user_data_versions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
