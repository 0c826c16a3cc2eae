import type { PlanId } from "@core/plans/catalogue";

/** Who is looking at the plans; only "signed in or not" matters here. */
export type PlanHrefUser = { email: string } | null;

/**
 * Where a plan button goes (docs/product/screens.md "Landing"): signed out to /signup, signed in to
 * /onboarding, both carrying the chosen plan (`?plan=advanced`).
 */
export function buildPlanHref(planId: PlanId, user: PlanHrefUser): string {
  return `${user ? "/onboarding" : "/signup"}?plan=${encodeURIComponent(planId)}`;
}

/** The caller passes the session user (useAuth), so this module stays free of the auth context. */
export function usePlanHref(user: PlanHrefUser): (planId: PlanId) => string {
  return (planId) => buildPlanHref(planId, user);
}
