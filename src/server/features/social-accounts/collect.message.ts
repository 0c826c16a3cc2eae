import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/** instagram.collect's message, apart from its handler (collect.job.ts) so senders don't import it. */
export const collectMessage = defineJobMessage({
  name: "instagram.collect",
  payload: z.object({
    runId: z.uuid(),
    // Whose job this is, so deleting the workspace deletes it too (decision 020); absent in jobs
    // queued before it was added.
    workspaceId: z.uuid().optional(),
    // How many times a network's limit deferred this run (collect.job.ts), and the queue priority it
    // keeps across them (a person's "Coletar dados" and first collections go ahead of the schedule).
    deferrals: z.number().int().min(0).optional(),
    priority: z.number().int().optional(),
  }),
});
