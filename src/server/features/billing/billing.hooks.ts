import type { PlanUsage } from "@core/billing/plan-change-refusal";
import type { AppContext } from "../../context";
import { defineHook } from "../../hook";
import type { ProviderCheckout } from "../../integrations/payments/payments.port";

// Where billing lets higher features react without importing them (decision 026); their
// handlers are registered in src/server/app/register-hooks.ts.

type Ctx = Pick<AppContext, "db" | "payments" | "env" | "log" | "queue">;

/** The provider reported a completed checkout (competitors: a Start add-on's order is paid). */
export const checkoutCompletedHook = defineHook<[ctx: Ctx, checkout: ProviderCheckout]>("billing.checkout-completed");

/** The person came back from a paid checkout (onboarding: the handle they typed is collected). */
export const checkoutVerifiedHook = defineHook<[ctx: Ctx, workspaceId: string]>("billing.checkout-verified");

/** A subscription or an invoice of the workspace changed (lifecycle: the overdue timeline follows). */
export const paymentStandingHook = defineHook<[ctx: Ctx, workspaceId: string]>("billing.payment-standing");

/** What the workspace uses that a plan limits, counted by the features that own it (accounts, competitors). */
export const planUsageHook = defineHook<[ctx: Pick<AppContext, "db">, workspaceId: string], Partial<PlanUsage>>(
  "billing.plan-usage",
);
