import { z } from "zod";
import { defineJob } from "../../jobs/job";

// alerts.evaluate: after every collection of an account, and after a failed one.
export const evaluateAlertsJob = defineJob({
  name: "alerts.evaluate",
  payload: z.object({ workspaceId: z.uuid(), accountId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 5 },
  async handler({ workspaceId, accountId }, ctx) {
    // Loaded here, not at the top: this file is reached from bootstrap's imports (register-hooks →
    // queue-evaluation) and the job registry, possibly before @hono/zod-openapi has extended zod,
    // and the alerts' shared schemas must be created after that (alerts.routes calls .openapi on them).
    const { evaluateAccountAlerts } = await import("./alerts.service");
    // The alerts commit with the job's completion; their unique keys make any rerun a no-op.
    await ctx.db.transaction(async (tx) => {
      await evaluateAccountAlerts(ctx, tx, workspaceId, accountId);
      await ctx.settle(tx);
    });
  },
});
