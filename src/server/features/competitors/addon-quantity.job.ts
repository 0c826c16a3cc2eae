import { z } from "zod";
import { defineJob } from "../../jobs/job";

// competitors.addon-quantity: after a removal on Start, the add-on's quantity at the provider is
// lowered to the competitors still tracked. The removal tries it at once; this job, queued in
// the removal's transaction, makes sure it happens when the provider was down (retried with
// backoff). Idempotent: a quantity already low enough is left alone.
export const addonQuantityJob = defineJob({
  name: "competitors.addon-quantity",
  payload: z.object({ workspaceId: z.uuid() }),
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  async handler({ workspaceId }, ctx) {
    // Loaded here, as the other jobs reached from bootstrap's import chain do.
    const { lowerAddonQuantity } = await import("./competitors.service");
    await lowerAddonQuantity(ctx, workspaceId);
  },
});
