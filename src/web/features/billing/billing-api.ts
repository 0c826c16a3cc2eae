import type { PlanId } from "@core/plans/catalogue";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/billing/billing-responses"));

export type { Payment, Subscription } from "@core/billing/billing-responses";

export const billingKeys = {
  subscription: ["billing", "subscription"] as const,
  payments: ["billing", "payments"] as const,
  // Under the subscription's key: re-read whenever the subscription is.
  changes: ["billing", "subscription", "changes"] as const,
};

export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    ...apiQuery("/api/billing/subscription", { schema: schema("myPlanSchema") }),
    select: (data) => data.subscription,
  });
}

/** The owner's plan changes: for each plan, why the workspace does not fit it now (null: it does). */
export function usePlanChanges() {
  return useQuery({
    queryKey: billingKeys.changes,
    ...apiQuery("/api/billing/subscription/changes", { schema: schema("planChangesSchema") }),
    select: (data) => new Map(data.plans.map((plan) => [plan.planType, plan.refusal])),
  });
}

export function usePaymentHistory() {
  return useQuery({
    queryKey: billingKeys.payments,
    ...apiQuery("/api/billing/payments", { schema: schema("paymentHistorySchema") }),
  });
}

/** Cancel at period end (`cancel: true`) or undo it; the subscription is re-read afterwards (docs/product/screens.md). */
export function useSetCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, cancel }: { subscriptionId: string; cancel: boolean }) =>
      api.post(
        `/api/billing/subscription/${cancel ? "cancel" : "resume"}`,
        { subscriptionId },
        { schema: schema("myPlanSchema") },
      ),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.subscription, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

/** Upgrade or downgrade now (prorated by the provider); the subscription is re-read afterwards. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, planType }: { subscriptionId: string; planType: PlanId }) =>
      api.post("/api/billing/subscription/change", { subscriptionId, planType }, { schema: schema("myPlanSchema") }),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.subscription, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}
