import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { CollectionSucceeded } from "../social-accounts/collection.hooks";
import { indicatorsJob } from "./indicators.job";

/** The dashboard's indicators are an own account's; a competitor is read by period only. */
export async function queueIndicatorsAfterCollection(
  ctx: Pick<AppContext, "queue">,
  tx: Tx,
  { workspaceId, account }: CollectionSucceeded,
) {
  if (account.kind !== "own") return;
  await ctx.queue.send(indicatorsJob, { workspaceId, accountId: account.id }, { tx, singletonKey: account.id });
}
