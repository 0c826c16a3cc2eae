import { z } from "zod";
import { reportScheduleCron } from "@core/reports/report-schedule";
import { AppError } from "../../http/app-error";
import { defineJob } from "../../jobs/job";
import { deliverClientReportMessage } from "./clients.messages";

// clients.schedule: hourly from 08:00 to 23:00 São Paulo, as the workspace's e-mail (a missed run
// catches up the same day); each client's schedule decides whether it is due.
export const scheduleClientReportsJob = defineJob({
  name: "clients.schedule",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: reportScheduleCron,
  async handler(_payload, ctx) {
    const { runClientSchedules } = await import("./client-schedule.service");
    const queued = await runClientSchedules(ctx, new Date());
    ctx.log.info({ queued }, "client reports queued");
  },
});

// clients.deliver: one client's e-mail to one address; a failure is retried.
export const deliverClientReportJob = defineJob({
  ...deliverClientReportMessage,
  queue: { retryLimit: 4, retryDelay: 60, retryBackoff: true },
  concurrency: 1,
  async handler({ deliveryId }, ctx) {
    const { deliverClientReport } = await import("./client-schedule.service");
    const { countClientDeliveryAttempt, updateClientDelivery } = await import("./clients.queries");
    await countClientDeliveryAttempt(ctx.db, deliveryId);
    try {
      await deliverClientReport(ctx, deliveryId, ctx.settle);
    } catch (error) {
      // The client or the plan went meanwhile: nothing to send, not retried.
      if (error instanceof AppError && error.status < 500) {
        await updateClientDelivery(ctx.db, deliveryId, { status: "failed", error: error.message });
        return;
      }
      await updateClientDelivery(ctx.db, deliveryId, { error: error instanceof Error ? error.message.slice(0, 500) : "erro" });
      throw error;
    }
  },
  async onGiveUp({ deliveryId }, ctx) {
    const { updateClientDelivery } = await import("./clients.queries");
    await updateClientDelivery(ctx.db, deliveryId, { status: "failed" });
  },
});
