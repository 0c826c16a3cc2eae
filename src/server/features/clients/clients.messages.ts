import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

// The messages of the clients' jobs, apart from their handlers (clients.jobs.ts), which load the
// services that send them.

/** One client's scheduled e-mail to one address: ids only (no address in the job, decision 020). */
export const deliverClientReportMessage = defineJobMessage({
  name: "clients.deliver",
  payload: z.object({ deliveryId: z.uuid(), workspaceId: z.uuid() }),
});
