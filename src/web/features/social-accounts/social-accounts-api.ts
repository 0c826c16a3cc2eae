import type { Platform } from "@core/social/platforms";
import type { QueryClient } from "@tanstack/react-query";
import { api, lazySchemas } from "~/lib/api";
import { dashboardQueryKey } from "../dashboard/dashboard-api";

export type { CollectionRun, CollectionRunStatus, SocialAccount } from "@core/social/account-responses";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./social-accounts-schemas"));

export const instagramAccountsQueryKey = ["instagram", "accounts"] as const;

/**
 * After the accounts or the current one changed (connected, disconnected, chosen on the setup
 * page or in the dashboard's "Perfil"): the accounts list and the dashboard are read again. Both
 * name the current account, and the queries that depend on it are keyed by its id (the period's
 * figures, the comments, the recommendations, the competitors' comparison), so they follow it.
 */
export function readAccountsAgain(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [instagramAccountsQueryKey[0]] }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}

export function connectInstagramUsername(username: string) {
  return api.post("/api/accounts", { username }, { schema: schema("socialAccountSchema") });
}

export function disconnectInstagramAccount(accountId: string) {
  return api.delete(`/api/accounts/${encodeURIComponent(accountId)}`);
}

export function selectInstagramAccount(accountId: string) {
  return api.post(`/api/accounts/${encodeURIComponent(accountId)}/select`, undefined, {
    schema: schema("socialAccountSchema"),
  });
}

/** Queues a collection (or returns the one already queued or running for the account). */
export function startInstagramCollection(accountId: string) {
  return api.post(`/api/accounts/${encodeURIComponent(accountId)}/collect`, undefined, {
    schema: schema("collectionRunSchema"),
  });
}

export function fetchCollectionRun(runId: string, signal?: AbortSignal) {
  return api.get(`/api/collection-runs/${encodeURIComponent(runId)}`, { signal, schema: schema("collectionRunSchema") });
}

/** The network's authorize URL (or its local sandbox consent page when its keys are not set). */
export async function startOAuth(platform: Platform): Promise<string> {
  const { url } = await api.post(`/api/networks/${platform}/oauth/start`, undefined, { schema: schema("urlSchema") });
  return url;
}

export function completeOAuth(platform: Platform, code: string, state: string) {
  return api.post(`/api/networks/${platform}/oauth/callback`, { code, state }, { schema: schema("oauthCallbackResultSchema") });
}
