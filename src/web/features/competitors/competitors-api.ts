import { comparisonApiQuery } from "@core/competitors/comparison-search";
import type { Platform } from "@core/social/platforms";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";
import { selectionKey, type PeriodSelection } from "../dashboard/period-search";
import { instagramAccountsQueryKey } from "../social-accounts/social-accounts-api";
import { useInstagramAccounts } from "../social-accounts/use-social-accounts";

export type { FacebookConnection } from "./competitors-schemas";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./competitors-schemas"));

export const competitorKeys = {
  all: ["competitors"] as const,
  list: ["competitors", "list"] as const,
  comparison: (accountId: string | null, selection: PeriodSelection) => ["competitors", "comparison", accountId, selectionKey(selection)] as const,
};

/** The workspace's competitors and the plan's limit. */
export function useCompetitors(options: { afterPayment?: boolean } = {}) {
  return useQuery({
    queryKey: competitorKeys.list,
    ...apiQuery("/api/competitors", { schema: schema("competitorListSchema") }),
    // Back from the add-on's payment: read again for a minute while the provider's events arrive.
    refetchInterval: (query) => (options.afterPayment && query.state.dataUpdateCount < 30 ? 2000 : false),
  });
}

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
  const accounts = useInstagramAccounts();
  return useComparison(chosen ?? accounts.data?.[0]?.id, chosen, selection, enabled && (chosen !== undefined || !accounts.isPending));
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


export const facebookKey = ["competitors", "facebook"] as const;

export function useFacebookConnection() {
  return useQuery({
    queryKey: facebookKey,
    ...apiQuery("/api/facebook/connection", { schema: schema("facebookConnectionSchema") }),
  });
}

export function startFacebookConnect() {
  return api.post("/api/facebook/connect", {}, { schema: schema("urlSchema") });
}

export function completeFacebookConnect(code: string, state: string) {
  return api.post("/api/facebook/callback", { code, state }, { schema: schema("facebookConnectionSchema") });
}

/**
 * Where the Facebook callback returns: the page the person started from (/concorrentes or
 * /social-media-setup), kept for the round trip through Facebook in this tab only.
 */
const facebookReturnKey = "inteligram.facebook.return";
const facebookReturnPaths = ["/concorrentes", "/social-media-setup"] as const;
export type FacebookReturnPath = (typeof facebookReturnPaths)[number];

export async function goToFacebookConnect(returnTo: FacebookReturnPath) {
  const { url } = await startFacebookConnect();
  try {
    window.sessionStorage.setItem(facebookReturnKey, returnTo);
  } catch {
    // Storage refused (private mode): the callback falls back to /concorrentes.
  }
  window.location.assign(url);
}

export function takeFacebookReturnPath(): FacebookReturnPath {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(facebookReturnKey);
    window.sessionStorage.removeItem(facebookReturnKey);
  } catch {
    stored = null;
  }
  return facebookReturnPaths.find((path) => path === stored) ?? "/concorrentes";
}

/** The chosen Page's Instagram account becomes an own account: the accounts are refreshed too. */
function useFacebookMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: competitorKeys.all }),
        queryClient.invalidateQueries({ queryKey: [instagramAccountsQueryKey[0]] }),
      ]),
  });
}

export function useChooseFacebookPage() {
  return useFacebookMutation((pageId: string) => api.post("/api/facebook/connection/page", { pageId }, { schema: schema("facebookConnectionSchema") }));
}

export function useDisconnectFacebook() {
  return useFacebookMutation(() => api.delete("/api/facebook/connection", { schema: schema("okSchema") }));
}
