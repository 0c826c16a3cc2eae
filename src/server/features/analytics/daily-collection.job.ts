import { saoPauloDay } from "@core/analytics/period";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { defineJob } from "../../jobs/job";
import type { JobQueue } from "../../jobs/queue";
import type { DbOrTx } from "../../db/client";
import { startCollection } from "../social-accounts/collection.service";
import { listAccountsToCollect } from "./history.queries";

// docs/product/features.md "History and collection": every active account of a workspace with an active
// (or pending) plan is collected once a day, spread over 05:00-07:00 America/Sao_Paulo.
export const collectionWindowSeconds = 2 * 3600;

/** One account's daily collection: a run like the manual button's (one open run per account). */
export const scheduledCollectJob = defineJob({
  name: "instagram.scheduled-collect",
  payload: z.object({ accountId: z.uuid(), workspaceId: z.uuid(), day: z.string() }),
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  concurrency: 4,
  async handler({ accountId, workspaceId }, ctx) {
    try {
      await startCollection(ctx, workspaceId, accountId, { includeCompetitors: true });
    } catch (error) {
      // Disconnected since the fan-out, or the plan ended: nothing to collect.
      if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) return;
      throw error;
    }
  },
});

/**
 * Queues one collection per eligible account, spread evenly over the window so no source gets
 * a burst. Keyed by account and day: a second fan-out the same day adds nothing while the first
 * one's jobs wait.
 */
export async function fanOutDailyCollection(ctx: { db: DbOrTx; queue: JobQueue }, now: Date) {
  const day = saoPauloDay(now);
  const accounts = await listAccountsToCollect(ctx.db);
  const spacing = accounts.length > 0 ? (collectionWindowSeconds * 1000) / accounts.length : 0;
  await ctx.queue.sendMany(
    scheduledCollectJob,
    accounts.map((account, index) => ({
      payload: { accountId: account.id, workspaceId: account.workspaceId, day },
      startAfter: new Date(now.getTime() + Math.floor(index * spacing)),
      singletonKey: `${account.id}:${day}`,
    })),
  );
  return accounts.length;
}

export const dailyCollectionJob = defineJob({
  name: "analytics.daily-collection",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: "0 5 * * *",
  async handler(_payload, ctx) {
    const queued = await fanOutDailyCollection(ctx, new Date());
    ctx.log.info({ queued }, "daily collection queued");
  },
});
