import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

// The messages of the reports' jobs, apart from their handlers (reports.jobs.ts), which load the
// services that send them.

export const generateReportMessage = defineJobMessage({
  name: "reports.generate",
  payload: z.object({ reportId: z.uuid(), workspaceId: z.uuid() }),
});

export const deliverReportMessage = defineJobMessage({
  name: "reports.deliver",
  payload: z.object({
    deliveryId: z.uuid(),
    // Whose job this is, so deleting the workspace deletes it too (decision 020); absent in jobs
    // queued before it was added.
    workspaceId: z.uuid().optional(),
  }),
});
