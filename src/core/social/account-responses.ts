import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { platformSchema } from "./platforms";

// The accounts API's answers (src/server/features/social-accounts/social-accounts.routes.ts), shared
// by the server's routes and the web client that parses them.

/** Where an account's data comes from. */
export const dataSourceSchema = z.enum(["demo", "apify", "graph"]);

export const socialAccountSchema = z.object({
  id: entityIdSchema,
  platform: platformSchema,
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followersCount: z.number().int().nullable(),
  connectionType: z.enum(["manual", "oauth", "facebook"]),
  dataSource: dataSourceSchema,
  needsReconnect: z.boolean(),
  /** The permission the connection lacks to read comments (reconnect and grant it); null when they are read. */
  commentsMissingPermission: z.string().nullable(),
  /** The connection lacks the permission to read the posts (TikTok's video.list, unticked): reconnect and grant it. */
  postsNotAuthorized: z.boolean(),
  /**
   * An account read through the workspace's Facebook connection whose token ends within a week:
   * when it ends (the card offers reconnecting before it does). Null, or absent, otherwise.
   */
  connectionEndsAt: instantSchema.nullish(),
  lastCollectedAt: instantSchema.nullable(),
  updatedAt: instantSchema,
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const collectionRunSchema = z.object({
  id: entityIdSchema,
  accountId: entityIdSchema,
  // "resuming": an attempt was interrupted (a worker stopped, a transient failure) and the
  // collection goes on with another one.
  status: z.enum(["queued", "running", "resuming", "succeeded", "failed"]),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: instantSchema,
  finishedAt: instantSchema.nullable(),
});
export type CollectionRun = z.infer<typeof collectionRunSchema>;
export type CollectionRunStatus = CollectionRun["status"];

export const accountListSchema = z.object({ accounts: z.array(socialAccountSchema) });
export const oauthCallbackResultSchema = z.object({
  account: socialAccountSchema,
  run: collectionRunSchema,
  /** The account was already connected in this workspace: its authorization was renewed, nothing was added. */
  alreadyConnected: z.boolean(),
});
