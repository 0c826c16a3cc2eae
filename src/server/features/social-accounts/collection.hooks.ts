import type { Day } from "@core/analytics/period";
import type {
  AccountDayInsights,
  AudienceInsights,
  CollectedStory,
  Insight,
  InsightsUnavailable,
  PostInsightsEntry,
} from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";
import type { ProfileData } from "@core/social/profile-data";
import type { AppContext } from "../../context";
import type { DbOrTx, Tx } from "../../db/client";
import type { CollectedPostComments, InsightsPostRef, SourceKind } from "../../integrations/networks/network.port";
import { defineHook } from "../../hook";

// Where accounts and collection let higher features react without importing them (decision 026);
// their handlers are registered in src/server/app/register-hooks.ts.

/** An own account was saved within the plan's limit, in that transaction (alerts: default rules). */
export const accountSavedHook = defineHook<[tx: Tx, workspaceId: string]>("social-accounts.account-saved");

/** One reading of the account's live stories (docs/decisions/044). */
export type StoriesReading = { readAt: Date; stories: Insight<CollectedStory[]> };

/**
 * What a collection read of the owner's insights (docs/decisions/040 and 044): `unavailable` when
 * the account has none (connected by username, a competitor, a network without them), else each
 * family asked for this time (absent: not asked), as the network answered it.
 */
export type OwnerInsightsRead = {
  unavailable?: InsightsUnavailable;
  posts?: Insight<PostInsightsEntry[]>;
  days?: Insight<AccountDayInsights[]>;
  audience?: AudienceInsights;
  /** Oldest first; a demo account's first collection also reads its past days' stories. */
  stories?: StoriesReading[];
};

/**
 * What the collection should read of the account's own insights this time, which analytics
 * decides from what it keeps (docs/decisions/044): the posts among those collected whose
 * insights are due, the days to read (null: none), whether the audience's weekly snapshot is
 * due, and from when to read a demo account's past stories (null: only the live ones).
 */
export type OwnerInsightsWanted = {
  posts: InsightsPostRef[];
  days: { from: Day; to: Day } | null;
  audience: boolean;
  storiesSince: Date | null;
};

export const ownerInsightsWantedHook = defineHook<
  [db: DbOrTx, request: { accountId: string; source: SourceKind; posts: InsightsPostRef[]; now: Date }],
  OwnerInsightsWanted
>("social-accounts.owner-insights-wanted");

export type CollectionSucceeded = {
  workspaceId: string;
  account: { id: string; kind: "own" | "competitor"; platform: Platform };
  profile: ProfileData;
  /** The comments read with this collection (own accounts), newest posts first. */
  comments?: CollectedPostComments[];
  /** The owner's insights read with this collection. */
  insights: OwnerInsightsRead;
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
export const collectionFailedHook = defineHook<
  [ctx: Pick<AppContext, "queue">, failed: { workspaceId: string; accountId: string }]
>("social-accounts.collection-failed");
