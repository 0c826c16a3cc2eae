import { defineJob } from "../../jobs/job";
import { addonQuantityMessage } from "./addon-quantity.message";
import { lowerAddonQuantity } from "./competitors.service";

// competitors.addon-quantity: after a removal on Start, the add-on's quantity at the provider is
// lowered to the competitors still tracked. The removal tries it at once; this job, queued in
// the removal's transaction, makes sure it happens when the provider was down (retried with
// backoff). Idempotent: a quantity already low enough is left alone.
export const addonQuantityJob = defineJob({
  ...addonQuantityMessage,
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  async handler({ workspaceId }, ctx) {
    await lowerAddonQuantity(ctx, workspaceId);
  },
});
