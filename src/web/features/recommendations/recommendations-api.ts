import { defaultPeriodPreset, periodPresets, type PeriodPreset } from "@core/analytics/period";
import type { RecommendationList, RecommendationStatus } from "@core/recommendations/responses";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, apiQuery, describeError, lazySchemas } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/recommendations/responses"));

// Under the dashboard's "analytics" key: its refresh and every finished collection invalidate
// that key, so the recommendations are read again with the period's figures.
export const recommendationsQueryKey = ["analytics", "recommendations"] as const;

/** The dashboard's period from its URL (?periodo, &de, &ate), the same keys the dashboard writes. */
export function readPeriodFromUrl(params: URLSearchParams) {
  const preset = params.get("periodo");
  if (!preset || !(periodPresets as readonly string[]).includes(preset)) return { period: defaultPeriodPreset };
  return preset === "custom"
    ? { period: preset as PeriodPreset, from: params.get("de") ?? undefined, to: params.get("ate") ?? undefined }
    : { period: preset as PeriodPreset };
}
export type PeriodParams = ReturnType<typeof readPeriodFromUrl>;

/**
 * The recommendations of the person's current account in the period. The request leaves the
 * account to the server (so /recomendacoes takes the answer that came with its HTML, decision
 * 021); the key names it, `accountId` (the dashboard's current account, or the first of the
 * accounts list), so after "Perfil" is switched the new account's are read and the previous
 * account's answer is never shown for it. `enabled: false` while it is known that no account is
 * connected (it would only answer 404).
 */
export function useRecommendations(
  accountId: string | undefined,
  period: PeriodParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...recommendationsQueryKey, accountId ?? null, period],
    ...apiQuery("/api/insights/recommendations", { query: period, schema: schema("recommendationListSchema") }),
    enabled,
    retry: false,
  });
}

const outcomeSchema = lazySchemas(() => import("@core/outcomes/outcome-responses"));

/**
 * The current account's followed recommendations and their outcomes ("Resultados"). Under the
 * recommendations' key, so marking one done or undoing it reads them again.
 */
export function useOutcomes(accountId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...recommendationsQueryKey, "outcomes", accountId ?? null],
    ...apiQuery("/api/insights/outcomes", {
      query: accountId ? { accountId } : {},
      schema: outcomeSchema("outcomeListSchema"),
    }),
    enabled,
    retry: false,
  });
}

export const statusMessages: Record<RecommendationStatus, string> = {
  dismissed: "Recomendação dispensada.",
  done: "Recomendação marcada como feita.",
  open: "Recomendação reaberta.",
};

export function useSetRecommendationStatus(list: RecommendationList | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, status }: { ruleId: string; status: RecommendationStatus }) =>
      api.put(`/api/insights/recommendations/${encodeURIComponent(ruleId)}/status`, { accountId: list!.accountId, status }),
    onSuccess: (_, { status }) => {
      toast.success(statusMessages[status]);
      void queryClient.invalidateQueries({ queryKey: recommendationsQueryKey });
    },
    onError: (error) => toast.error(describeError(error)),
  });
}

export function useContentAnalysis(period: PeriodParams) {
  return useMutation({
    mutationFn: (refresh: boolean) =>
      api.post("/api/insights/content-analysis", { ...period, refresh }, { schema: schema("contentAnalysisSchema") }),
    onError: (error) => toast.error(describeError(error)),
  });
}
