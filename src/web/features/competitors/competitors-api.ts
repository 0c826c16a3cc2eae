import { comparisonApiQuery } from "@core/competitors/comparison-search";
import type { Platform } from "@core/social/platforms";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";
import { competitorListQueryKey, competitorsQueryKey } from "~/lib/competitors-list";
import { selectionKey, type PeriodSelection } from "~/lib/period-search";
import { useSocialAccounts } from "~/lib/use-social-accounts";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./competitors-schemas"));

export const competitorKeys = {
  all: competitorsQueryKey,
  list: competitorListQueryKey,
  comparison: (accountId: string | null, selection: PeriodSelection) =>
    ["competitors", "comparison", accountId, selectionKey(selection)] as const,
};

/**
 * The comparison of an own account with its network's competitors in the period (decision 034):
 * the one `chosen` on the page (asked for by id), else the person's current account (the server's
 * choice, left to it so the page takes the answer that came with its HTML); read again every few
 * seconds while a competitor is collecting. The key names that account (`accountId`: the chosen
 * one, or the first of the accounts list): after "Perfil" is switched or another account is
 * chosen, that account's comparison is read, and the previous account's is never shown for it,
 * not even while the new one loads.
 */
function useComparison(accountId: string | undefined, chosen: string | undefined, selection: PeriodSelection, enabled: boolean) {
  const account = accountId ?? null;
  return useQuery({
    queryKey: competitorKeys.comparison(account, selection),
    // The query as the server writes the page's first answer (src/server/http/page-data.ts).
    ...apiQuery(`/api/competitors/comparison?${comparisonApiQuery(selection, chosen)}`, { schema: schema("comparisonSchema") }),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === account ? previous : undefined),
    refetchInterval: (query) => (query.state.data?.competitors.some((c) => c.collecting) ? 3000 : false),
  });
}

/**
 * The comparison the page shows: the account chosen on it (?conta=), else the current account's
 * (the first of the accounts list, accounts.service.ts).
 */
export function useCurrentComparison(selection: PeriodSelection, enabled: boolean, chosen?: string) {
  const accounts = useSocialAccounts();
  return useComparison(
    chosen ?? accounts.data?.[0]?.id,
    chosen,
    selection,
    enabled && (chosen !== undefined || !accounts.isPending),
  );
}

function useCompetitorMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: competitorKeys.all }) });
}

export function useAddCompetitor() {
  return useCompetitorMutation(({ username, platform }: { username: string; platform: Platform }) =>
    api.post("/api/competitors", { username, platform }, { schema: schema("addCompetitorResultSchema") }),
  );
}

export function useRemoveCompetitor() {
  return useCompetitorMutation((id: string) =>
    api.delete(`/api/competitors/${encodeURIComponent(id)}`, { schema: schema("okSchema") }),
  );
}
