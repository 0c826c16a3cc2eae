import { saoPauloDay, startOfSaoPauloDay } from "@core/analytics/period";
import { collectionTimeOn } from "@core/social/collection-schedule";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { defineJob } from "../../jobs/job";
import type { JobQueue } from "../../jobs/queue";
import type { DbOrTx } from "../../db/client";
import { collectionPriority, startCollection } from "../social-accounts/collection.service";
import { listAccountsToCollect } from "./history.queries";

// docs/product/features.md "History and collection": every active account of a workspace with an active
// (or pending) plan is collected once a day, each at its own stable time of the São Paulo day
// (@core/social/collection-schedule, docs/decisions/047-call-budgets-and-day-schedule.md): the day's load spreads over 24 hours.

/** One account's daily collection: a run like the manual button's (one open run per account). */
export const scheduledCollectJob = defineJob({
  name: "instagram.scheduled-collect",
  payload: z.object({ accountId: z.uuid(), workspaceId: z.uuid(), day: z.string() }),
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  concurrency: 4,
  async handler({ accountId, workspaceId }, ctx) {
    try {
      // Behind a person's "Coletar dados" and new accounts' first collections in the queue.
      await startCollection(ctx, workspaceId, accountId, { includeCompetitors: true, priority: collectionPriority.scheduled });
    } catch (error) {
      // Disconnected since the fan-out, or the plan ended: nothing to collect.
      if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) return;
      throw error;
    }
  },
});

/**
 * Queues the day's collection of every eligible account at its own time of the São Paulo day
 * (a time already past when the fan-out runs late: at once). Keyed by account and day: a second
 * fan-out the same day adds nothing while the first one's jobs wait. `secondsPerDay` compresses
 * the day (the scale benchmark's clock); `dayStart` defaults to now's São Paulo midnight.
 */
export async function fanOutDailyCollection(
  ctx: { db: DbOrTx; queue: JobQueue },
  now: Date,
  options: { dayStart?: Date; secondsPerDay?: number; day?: string } = {},
) {
  const day = options.day ?? saoPauloDay(now);
  const dayStart = options.dayStart ?? startOfSaoPauloDay(saoPauloDay(now));
  const accounts = await listAccountsToCollect(ctx.db);
  await ctx.queue.sendMany(
    scheduledCollectJob,
    accounts.map((account) => ({
      payload: { accountId: account.id, workspaceId: account.workspaceId, day },
      startAfter: collectionTimeOn(account.id, dayStart, options.secondsPerDay),
      singletonKey: `${account.id}:${day}`,
    })),
  );
  return accounts.length;
}

export const dailyCollectionJob = defineJob({
  name: "analytics.daily-collection",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  // Midnight São Paulo: the day's collections, each at its own time.
  schedule: "0 0 * * *",
  async handler(_payload, ctx) {
    const queued = await fanOutDailyCollection(ctx, new Date());
    ctx.log.info({ queued }, "daily collection queued");
  },
});
