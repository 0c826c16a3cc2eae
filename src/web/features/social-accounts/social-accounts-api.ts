import type { Platform } from "@core/social/platforms";
import { api, lazySchemas } from "~/lib/api";

export type { CollectionRun, CollectionRunStatus, SocialAccount } from "@core/social/account-responses";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./social-accounts-schemas"));

export const instagramAccountsQueryKey = ["instagram", "accounts"] as const;

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
