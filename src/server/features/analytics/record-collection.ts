import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { CollectionSucceeded } from "../social-accounts/collection.hooks";
import { backfillDemoHistory, recordCollectionDay } from "./history.service";
import { recordComments } from "./record-comments";
import { recordOwnerInsights } from "./record-owner-insights";

/**
 * A collection's day-table rows (docs/decisions/014), comments, a new demo account's 90 days and
 * the owner's insights read with it (docs/decisions/044).
 */
export async function recordCollection(_ctx: Pick<AppContext, "queue">, tx: Tx, collected: CollectionSucceeded) {
  const { workspaceId, account, profile, collectedAt, demoHistory } = collected;
  await recordCollectionDay(tx, { workspaceId, accountId: account.id, platform: account.platform, profile, collectedAt });
  if (collected.comments) {
    await recordComments(tx, {
      workspaceId,
      accountId: account.id,
      platform: account.platform,
      accountUsername: profile.username,
      read: collected.comments,
      collectedAt,
    });
  }
  if (demoHistory)
    await backfillDemoHistory(tx, {
      workspaceId,
      accountId: account.id,
      platform: account.platform,
      now: collectedAt,
      history: demoHistory,
    });
  await recordOwnerInsights(tx, {
    workspaceId,
    accountId: account.id,
    platform: account.platform,
    insights: collected.insights,
    collectedAt,
  });
}
