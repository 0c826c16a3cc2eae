import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { measureDueOutcomes } from "./outcomes.service";

// insights.measure-outcomes: once a day, the 14- and 30-day outcomes that came due
// (docs/decisions/050-recommendation-outcomes.md). Each result is written once, so a rerun is a no-op.
export const measureOutcomesJob = defineJob({
  name: "insights.measure-outcomes",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 300 },
  schedule: "30 7 * * *",
  async handler(_payload, ctx) {
    const measured = await measureDueOutcomes(ctx, new Date());
    ctx.log.info({ measured }, "recommendation outcomes measured");
  },
});
