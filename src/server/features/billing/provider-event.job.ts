import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { applyProviderEvent } from "./billing.service";

// Stripe webhooks and the sandbox deliver here; retried with backoff when the provider is slow.
export const providerEventJob = defineJob({
  name: "billing.provider-event",
  payload: z.object({ id: z.string().min(1), type: z.string().min(1), objectId: z.string().min(1) }),
  queue: { retryLimit: 8, retryDelay: 5, retryBackoff: true },
  concurrency: 2,
  async handler(event, ctx) {
    await applyProviderEvent(ctx, event);
  },
});
