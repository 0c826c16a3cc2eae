import type { Platform } from "@core/social/platforms";
import type { QueryClient } from "@tanstack/react-query";
import { api, lazySchemas } from "./api";
import { dashboardQueryKey } from "./dashboard-query";

/**
 * The one client of the server's accounts and collection routes
 * (src/server/features/social-accounts/social-accounts.routes.ts), for both networks: every page
 * that lists, connects, chooses or collects an account calls these. Ids are encoded into the path,
 * and every answer is checked against core's schemas (src/core/social/account-responses.ts).
 */

export type { CollectionRun, CollectionRunStatus, SocialAccount } from "@core/social/account-responses";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./social-accounts-schemas"));

/** The workspace's accounts (GET /api/accounts); its first element names the key's family. */
export const accountsQueryKey = ["social-accounts", "list"] as const;

/**
 * After the accounts or the current one changed (connected, disconnected, chosen on the setup
 * page or in the dashboard's "Perfil"): the accounts list and the dashboard are read again. Both
 * name the current account, and the queries that depend on it are keyed by its id (the period's
 * figures, the comments, the recommendations, the competitors' comparison), so they follow it.
 */
export function readAccountsAgain(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [accountsQueryKey[0]] }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}

/** Connects an Instagram account by its username (no login: public data only). */
export function connectInstagramUsername(username: string) {
  return api.post("/api/accounts", { username }, { schema: schema("socialAccountSchema") });
}

export function disconnectAccount(accountId: string) {
  return api.delete(`/api/accounts/${encodeURIComponent(accountId)}`);
}

/** docs/product/screens.md profile switch: makes the account the current one for this person. */
export function selectAccount(accountId: string) {
  return api.post(`/api/accounts/${encodeURIComponent(accountId)}/select`, undefined, { schema: schema("socialAccountSchema") });
}

/** Queues a collection of the account (or returns the one already queued or running for it). */
export function startCollection(accountId: string) {
  return api.post(`/api/accounts/${encodeURIComponent(accountId)}/collect`, undefined, { schema: schema("collectionRunSchema") });
}

export function readCollectionRun(runId: string, signal?: AbortSignal) {
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
