import type { Platform } from "@core/social/platforms";
import type { ProfileData } from "@core/social/profile-data";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { CollectedPostComments } from "../../integrations/networks/network.port";
import { defineHook } from "../../hook";

// Where accounts and collection let higher features react without importing them (decision 026);
// their handlers are registered in src/server/app/register-hooks.ts.

/** An own account was saved within the plan's limit, in that transaction (alerts: default rules). */
export const accountSavedHook = defineHook<[tx: Tx, workspaceId: string]>("social-accounts.account-saved");

export type CollectionSucceeded = {
  workspaceId: string;
  account: { id: string; kind: "own" | "competitor"; platform: Platform };
  profile: ProfileData;
  /** The comments read with this collection (own accounts), newest posts first. */
  comments?: CollectedPostComments[];
  collectedAt: Date;
  /** The demo source's past days of this profile, for a new demo account's backfill; absent otherwise. */
  demoHistory?: (at: Date[]) => Promise<{ profile: ProfileData }[]>;
};

/**
 * A collection's data was written, in its transaction: analytics records the day tables, the
 * dashboard queues its indicators and alerts their evaluation, all in the same commit.
 */
export const collectionSucceededHook = defineHook<[ctx: Pick<AppContext, "queue">, tx: Tx, collected: CollectionSucceeded]>(
  "social-accounts.collection-succeeded",
);

/** A collection of an active account ended without data (alerts: collection failed, reconnect). */
export const collectionFailedHook = defineHook<[ctx: Pick<AppContext, "queue">, failed: { workspaceId: string; accountId: string }]>(
  "social-accounts.collection-failed",
);
