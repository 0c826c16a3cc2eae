import { z } from "zod";

// The Instagram API's answers (src/server/features/instagram/instagram.routes.ts), shared by
// the server's routes and the web client that parses them.

export const instagramAccountSchema = z.object({
  id: z.string(),
  platform: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followersCount: z.number().int().nullable(),
  connectionType: z.enum(["manual", "oauth", "facebook"]),
  dataSource: z.enum(["demo", "apify", "graph"]),
  needsReconnect: z.boolean(),
  lastCollectedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

export const collectionRunSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  // "resuming": an attempt was interrupted (a worker stopped, a transient failure) and the
  // collection goes on with another one.
  status: z.enum(["queued", "running", "resuming", "succeeded", "failed"]),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CollectionRun = z.infer<typeof collectionRunSchema>;
export type CollectionRunStatus = CollectionRun["status"];

export const accountListSchema = z.object({ accounts: z.array(instagramAccountSchema) });
export const oauthCallbackResultSchema = z.object({ account: instagramAccountSchema, run: collectionRunSchema });
