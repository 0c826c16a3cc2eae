import { type PlanId, planIds } from "@core/plans/catalogue";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "~/lib/api";

// Mirrors of the server's response schemas (src/server/features/billing/billing.routes.ts);
// web may not import server code, so the responses are parsed here instead of trusted.
export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  planType: z.enum(planIds),
  planName: z.string(),
  monthlyPriceCentavos: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const myPlanSchema = z.object({ subscription: subscriptionSchema.nullable() });

export const paymentSchema = z.object({
  id: z.string(),
  description: z.string(),
  status: z.string(),
  /** Unix seconds. */
  created: z.number().int(),
  /** Centavos. */
  amount: z.number().int(),
  currency: z.string(),
  invoice_url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

const paymentHistorySchema = z.object({ payments: z.array(paymentSchema) });

export const billingKeys = {
  subscription: ["billing", "subscription"] as const,
  payments: ["billing", "payments"] as const,
};

export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => api.get("/api/billing/subscription", { signal, schema: myPlanSchema }),
    select: (data) => data.subscription,
  });
}

export function usePaymentHistory() {
  return useQuery({
    queryKey: billingKeys.payments,
    queryFn: ({ signal }) => api.get("/api/billing/payments", { signal, schema: paymentHistorySchema }),
    select: (data) => data.payments,
  });
}

/** Cancel at period end (`cancel: true`) or undo it; the subscription is re-read afterwards (spec §4). */
export function useSetCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, cancel }: { subscriptionId: string; cancel: boolean }) =>
      api.post(`/api/billing/subscription/${cancel ? "cancel" : "resume"}`, { subscriptionId }, { schema: myPlanSchema }),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.subscription, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

/** Upgrade or downgrade now (prorated by the provider); the subscription is re-read afterwards. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, planType }: { subscriptionId: string; planType: PlanId }) =>
      api.post("/api/billing/subscription/change", { subscriptionId, planType }, { schema: myPlanSchema }),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.subscription, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}
