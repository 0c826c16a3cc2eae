import { earliestDay, startOfSaoPauloDay } from "@core/analytics/period";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { defineJob } from "../../jobs/job";
import { purgeHistoryBefore } from "./history.queries";

/** DECISIONS.md: collected data is kept 3 years (the privacy page says so), then purged. */
export function purgeOldHistory(ctx: { db: DbOrTx }, now: Date) {
  const firstKept = earliestDay(now);
  return purgeHistoryBefore(ctx.db, firstKept, startOfSaoPauloDay(firstKept));
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
