import { collectionRunSchema, instagramAccountSchema, oauthCallbackResultSchema } from "@core/instagram/account-responses";
import { z } from "zod";
import { api } from "~/lib/api";

export type { CollectionRun, CollectionRunStatus, InstagramAccount } from "@core/instagram/account-responses";

const oauthStartSchema = z.object({ url: z.string() });

export const instagramAccountsQueryKey = ["instagram", "accounts"] as const;

export function connectInstagramUsername(username: string) {
  return api.post("/api/instagram/accounts", { username }, { schema: instagramAccountSchema });
}

export function disconnectInstagramAccount(accountId: string) {
  return api.delete(`/api/instagram/accounts/${encodeURIComponent(accountId)}`);
}

export function selectInstagramAccount(accountId: string) {
  return api.post(`/api/instagram/accounts/${encodeURIComponent(accountId)}/select`, undefined, {
    schema: instagramAccountSchema,
  });
}

/** Queues a collection (or returns the one already queued or running for the account). */
export function startInstagramCollection(accountId: string) {
  return api.post(`/api/instagram/accounts/${encodeURIComponent(accountId)}/collect`, undefined, {
    schema: collectionRunSchema,
  });
}

export function fetchCollectionRun(runId: string, signal?: AbortSignal) {
  return api.get(`/api/instagram/runs/${encodeURIComponent(runId)}`, { signal, schema: collectionRunSchema });
}

/** The authorize URL (Instagram's, or the local sandbox consent page without INSTAGRAM_APP_ID). */
export async function startInstagramOAuth(): Promise<string> {
  const { url } = await api.post("/api/instagram/oauth/start", undefined, { schema: oauthStartSchema });
  return url;
}

export function completeInstagramOAuth(code: string, state: string) {
  return api.post("/api/instagram/oauth/callback", { code, state }, { schema: oauthCallbackResultSchema });
}
