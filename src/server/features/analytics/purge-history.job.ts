import { earliestDay, startOfSaoPauloDay } from "@core/analytics/period";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { defineJob } from "../../jobs/job";
import { purgeCommentsBefore } from "./comments.queries";
import { purgeHistoryBefore } from "./history.queries";
import { purgeInsightsBefore } from "./owner-insights.queries";

/**
 * docs/product/lifecycle.md: collected data is kept 3 years (the privacy page says so), then purged; the
 * comments too, by when they were written (their authors' usernames and texts are third
 * parties' personal data, "Comments and search").
 */
export async function purgeOldHistory(ctx: { db: DbOrTx }, now: Date) {
  const firstKept = earliestDay(now);
  const comments = await purgeCommentsBefore(ctx.db, startOfSaoPauloDay(firstKept));
  // The owner's insights and Stories are kept 3 years like posts (docs/decisions/044).
  const insights = await purgeInsightsBefore(ctx.db, firstKept);
  return { ...(await purgeHistoryBefore(ctx.db, firstKept, startOfSaoPauloDay(firstKept))), comments, ...insights };
}

export const purgeHistoryJob = defineJob({
  name: "analytics.purge-history",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 300 },
  schedule: "40 3 * * *",
  async handler(_payload, ctx) {
    const purged = await purgeOldHistory(ctx, new Date());
    ctx.log.info(purged, "history older than 3 years purged");
  },
});
