import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { CollectionSucceeded } from "../social-accounts/collection.hooks";
import { listActiveAccounts } from "../social-accounts/accounts.queries";
import { evaluateAlertsJob } from "./evaluate-alerts.job";

type Ctx = Pick<AppContext, "queue">;

/**
 * An own account's collection evaluates its alerts; a competitor's new figures may overtake an
 * own account (the competitor_overtake alert), so its collection re-evaluates every own account's.
 */
export async function queueAlertsAfterCollection(ctx: Ctx, tx: Tx, { workspaceId, account }: CollectionSucceeded) {
  if (account.kind === "own") {
    await ctx.queue.send(evaluateAlertsJob, { workspaceId, accountId: account.id }, { tx });
    return;
  }
  for (const { account: own } of await listActiveAccounts(tx, workspaceId)) {
    await ctx.queue.send(evaluateAlertsJob, { workspaceId, accountId: own.id }, { tx });
  }
}

/** Alerts read the failed run (collection failed, reconnection needed). */
export async function queueAlertsAfterFailedCollection(
  ctx: Ctx,
  { workspaceId, accountId }: { workspaceId: string; accountId: string },
) {
  await ctx.queue.send(evaluateAlertsJob, { workspaceId, accountId });
}
