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

/** "Enviar teste para mim": ids and the period only (no address in the job, decision 020). */
export const testReportMessage = defineJobMessage({
  name: "reports.test",
  payload: z.object({
    workspaceId: z.uuid(),
    userId: z.string().min(1).max(100),
    accountId: z.uuid(),
    cadence: z.enum(["monthly", "weekly", "daily"]),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
});
