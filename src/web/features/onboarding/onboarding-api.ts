import type { CompanyDataInput } from "@core/validation/company";
import type { GoalId } from "@core/goal-catalog";
import type { OnboardingState } from "@core/onboarding/onboarding-state";
import type { PlanId } from "@core/plans/catalogue";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, lazySchemas } from "~/lib/api";

export type Onboarding = OnboardingState;

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./onboarding-schemas"));

export const onboardingKeys = {
  state: ["onboarding"] as const,
  verify: (sessionId: string) => ["onboarding", "verify", sessionId] as const,
};

export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKeys.state,
    queryFn: ({ signal }) => api.get("/api/onboarding", { signal, schema: schema("onboardingStateSchema") }),
    // The step is decided on the server from what exists: read it fresh on every visit.
    staleTime: 0,
  });
}

export function saveCompany(data: CompanyDataInput) {
  return api.put("/api/onboarding/company", data, { schema: schema("okSchema") });
}

export function useSaveCompany() {
  return useMutation({ mutationFn: saveCompany });
}

export function useSaveGoals() {
  return useMutation({
    mutationFn: (goals: readonly GoalId[]) => api.put("/api/onboarding/goals", { goals }, { schema: schema("okSchema") }),
  });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planType: PlanId) => api.post("/api/billing/checkout", { planType }, { schema: schema("checkoutSchema") }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state }),
  });
}

/** Verifies the payment of the checkout the provider sent the user back from. */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({
    queryKey: onboardingKeys.verify(sessionId ?? ""),
    queryFn: ({ signal }) =>
      api.post("/api/billing/verify", { sessionId }, { signal, schema: schema("paymentVerificationSchema") }),
    enabled: sessionId !== null,
    select: (data) => data.status,
    staleTime: Infinity,
    retry: false,
  });
}
