import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/** instagram.collect's message, apart from its handler (collect.job.ts) so senders don't import it. */
export const collectMessage = defineJobMessage({
  name: "instagram.collect",
  payload: z.object({ runId: z.uuid() }),
});
