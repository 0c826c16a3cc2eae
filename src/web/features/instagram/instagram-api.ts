import { z } from "zod";
import { api } from "~/lib/api";

// The response shapes of src/server/features/instagram/instagram.routes.ts (web code may not import
// the server); parsing them here keeps a contract change from failing silently in the page.

export const instagramAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followersCount: z.number().nullable(),
  connectionType: z.enum(["manual", "oauth"]),
  dataSource: z.enum(["demo", "apify", "graph"]),
  needsReconnect: z.boolean(),
  lastCollectedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

export const collectionRunSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  errorMessage: z.string().nullable(),
});
export type CollectionRun = z.infer<typeof collectionRunSchema>;
export type CollectionRunStatus = CollectionRun["status"];

const accountListSchema = z.object({ accounts: z.array(instagramAccountSchema) });
const oauthStartSchema = z.object({ url: z.string() });
const oauthCallbackSchema = z.object({ account: instagramAccountSchema, run: collectionRunSchema });

export const instagramAccountsQueryKey = ["instagram", "accounts"] as const;

/** Active accounts, newest updated first: the first one is the current profile (spec §4). */
export async function fetchInstagramAccounts(signal?: AbortSignal): Promise<InstagramAccount[]> {
  const { accounts } = await api.get("/api/instagram/accounts", { signal, schema: accountListSchema });
  return accounts;
}

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
  return api.post("/api/instagram/oauth/callback", { code, state }, { schema: oauthCallbackSchema });
}
