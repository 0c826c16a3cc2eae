import { logRetentionYears } from "@core/legal/policy-terms";
import { z } from "zod";
import type { Db } from "../../db/client";
import { defineJob } from "../../jobs/job";
import { advanceDunning } from "./dunning.service";
import { buildExport } from "./data-export.service";
import { dataExportMessage } from "./data-export.message";
import { purgeRecords, updateExport } from "./lifecycle.queries";

/** A ready export is kept this long, then purged with the other records. */
export const exportLifetimeDays = 7;

/**
 * docs/product/lifecycle.md / the privacy policy: request logs and records are kept 1 year. What is kept
 * less is purged at its own end: expired sessions and verifications, finished rate-limit
 * windows, exports after 7 days. Collected analytics (3 years) is the history purge's.
 */
export function purgeExpiredRecords(ctx: { db: Db }, now: Date) {
  const oneYearAgo = new Date(now);
  oneYearAgo.setUTCFullYear(oneYearAgo.getUTCFullYear() - logRetentionYears);
  const exportsBefore = new Date(now.getTime() - exportLifetimeDays * 86_400_000);
  return ctx.db.transaction((tx) => purgeRecords(tx, now, oneYearAgo, exportsBefore));
}

export const retentionPurgeJob = defineJob({
  name: "lifecycle.retention-purge",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 300 },
  schedule: "20 3 * * *",
  async handler(_payload, ctx) {
    const purged = await purgeExpiredRecords(ctx, new Date());
    ctx.log.info(purged, "records past their retention purged");
  },
});

/** The overdue timeline's daily step (dunning.service.ts). */
export const dunningJob = defineJob({
  name: "lifecycle.dunning",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 300 },
  schedule: "0 9 * * *",
  async handler(_payload, ctx) {
    const outcomes = await advanceDunning(ctx, new Date());
    ctx.log.info({ workspaces: Object.keys(outcomes).length }, "overdue workspaces advanced");
  },
});

/** "Meus dados": builds one export ZIP (data-export.service.ts). */
export const dataExportJob = defineJob({
  ...dataExportMessage,
  queue: { retryLimit: 2, retryDelay: 30 },
  concurrency: 1,
  async handler({ exportId }, ctx) {
    await buildExport(ctx, exportId);
  },
  async onGiveUp({ exportId }, ctx) {
    await updateExport(ctx.db, exportId, { status: "failed", finishedAt: new Date() });
  },
});
