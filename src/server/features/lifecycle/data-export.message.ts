import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/** lifecycle.data-export's message, apart from its handler (lifecycle.jobs.ts), which imports its sender. */
export const dataExportMessage = defineJobMessage({
  name: "lifecycle.data-export",
  payload: z.object({
    exportId: z.uuid(),
    // Whose export this is, so deleting the person or the workspace deletes the job too
    // (decision 020); absent in jobs queued before they were added.
    userId: z.string().min(1).optional(),
    workspaceId: z.uuid().optional(),
  }),
});
