import { PLATFORMS } from "@core/social/platforms";
import { collectionSecondOfDay } from "@core/social/collection-schedule";
import { runInCallScope, type CallScope } from "../../integrations/networks/call-scope";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { defineJob } from "../../jobs/job";
import type { JobQueue } from "../../jobs/queue";
import { listLoginAccountsOf } from "../social-accounts/accounts.service";
import { readOwnerStories } from "../social-accounts/owner-insights-reader";
import { listAccountsForStories } from "./history.queries";
import { recordStoriesOutcome, recordStoryNotice } from "./record-owner-insights";
import { storyInsightsMessage } from "./story-insights.message";

/*
 * Stories (docs/decisions/044): they expire after 24 hours with their insights. The network's
 * webhook brings each one's final figures (analytics.story-insights, queued by
 * instagram-webhook.routes.ts); every 4 hours the live stories of every account connected through
 * the network's login are read too, so a story is captured even when a notification never comes.
 */

/** A story notice as the webhook's job carries it (the instant as text). */
export const storyInsightsJob = defineJob({
  ...storyInsightsMessage,
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async handler({ platform, notices }, ctx) {
    await ctx.db.transaction(async (tx) => {
      let stories = 0;
      for (const notice of notices) {
        stories += await recordStoryNotice(tx, platform, { ...notice, sentAt: new Date(notice.sentAt) }, (platformUserId) =>
          listLoginAccountsOf({ db: tx }, platform, platformUserId),
        );
      }
      ctx.log.info({ notices: notices.length, stories }, "story insights recorded");
      await ctx.settle(tx);
    });
  },
});

/** One account's live stories, read now. */
export const readStoriesJob = defineJob({
  name: "analytics.read-stories",
  payload: z.object({ workspaceId: z.uuid(), accountId: z.uuid(), platform: z.enum(PLATFORMS), slot: z.string() }),
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true },
  concurrency: 2,
  async handler({ workspaceId, accountId, platform }, ctx) {
    // Through the networks' call budget (docs/decisions/047-call-budgets-and-day-schedule.md); a reading the budget refuses now
    // is left to the next slot (a story lives 24 hours, it is read again in 4).
    const scope: CallScope = { budget: ctx.callBudget, accountKey: accountId, calls: 0, replayed: 0 };
    const outcome = await runInCallScope(scope, () => readOwnerStories(ctx, workspaceId, accountId, new Date())).catch(
      (error: unknown) => {
        if (scope.deferUntil) return null;
        throw error;
      },
    );
    if (scope.deferUntil) {
      ctx.log.info({ accountId, until: scope.deferUntil }, "stories reading skipped: call budget spent");
      return;
    }
    // Disconnected since the fan-out: nothing to read.
    if (!outcome) return;
    await ctx.db.transaction(async (tx) => {
      await recordStoriesOutcome(tx, { workspaceId, accountId, platform }, outcome);
      await ctx.settle(tx);
    });
  },
});

/** Hours between two readings of the live stories: a story lives 24, so each is seen several times. */
export const storiesEveryHours = 4;

/**
 * Queues one stories reading per account, keyed by account and 4-hour slot (a second fan-out adds
 * nothing), each at its own stable offset in the slot (docs/decisions/047-call-budgets-and-day-schedule.md): the readings fit
 * between the day's collections instead of all at once.
 */
export async function fanOutStories(ctx: { db: DbOrTx; queue: JobQueue }, now: Date) {
  const slotSeconds = storiesEveryHours * 3600;
  const slot = String(Math.floor(now.getTime() / (slotSeconds * 1000)));
  const accounts = await listAccountsForStories(ctx.db);
  await ctx.queue.sendMany(
    readStoriesJob,
    accounts.map((account) => ({
      payload: { workspaceId: account.workspaceId, accountId: account.id, platform: account.platform, slot },
      startAfter: new Date(now.getTime() + (collectionSecondOfDay(account.id) % slotSeconds) * 1000),
      singletonKey: `${account.id}:${slot}`,
    })),
  );
  return accounts.length;
}

export const storiesFanOutJob = defineJob({
  name: "analytics.stories-fan-out",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: `20 */${storiesEveryHours} * * *`,
  async handler(_payload, ctx) {
    const queued = await fanOutStories(ctx, new Date());
    ctx.log.info({ queued }, "stories readings queued");
  },
});
