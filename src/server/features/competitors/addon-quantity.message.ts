import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/** competitors.addon-quantity's message, apart from its handler (addon-quantity.job.ts), which imports its sender. */
export const addonQuantityMessage = defineJobMessage({
  name: "competitors.addon-quantity",
  payload: z.object({ workspaceId: z.uuid() }),
});
