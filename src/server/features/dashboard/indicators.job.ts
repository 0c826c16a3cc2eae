import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { calculateIndicators } from "./indicators.service";

// analytics.indicators: after every collection, and when the dashboard finds none or stale ones.
export const indicatorsJob = defineJob({
  name: "analytics.indicators",
  payload: z.object({ workspaceId: z.uuid(), accountId: z.uuid() }),
  // One waiting and one running calculation per account (singletonKey = account id).
  queue: { policy: "stately", retryLimit: 2, retryDelay: 5 },
  async handler({ workspaceId, accountId }, ctx) {
    // The new indicators row commits with the job's completion: a retry after a crash does not
    // add a second one.
    await ctx.db.transaction(async (tx) => {
      await calculateIndicators({ db: tx }, workspaceId, accountId);
      await ctx.settle(tx);
    });
  },
});
