import { z } from "zod";
import { AppError } from "../../http/app-error";
import { reportScheduleCron } from "@core/reports/report-schedule";
import { defineJob } from "../../jobs/job";
import { updateReport } from "./reports.queries";
import { deliverReportMessage, generateReportMessage, testReportMessage } from "./reports.messages";

const failedMessage = "Não foi possível gerar o relatório. Tente novamente.";

// reports.generate: one PDF report asked for on the dashboard or /relatorios.
export const generateReportJob = defineJob({
  ...generateReportMessage,
  queue: { retryLimit: 2, retryDelay: 5 },
  concurrency: 1,
  async handler({ reportId, workspaceId }, ctx) {
    const { generateReport } = await import("./reports.service");
    try {
      await generateReport(ctx, workspaceId, reportId);
    } catch (error) {
      // The account was disconnected or the plan ended meanwhile: said on the row, not retried.
      if (error instanceof AppError && error.status < 500) {
        await updateReport(ctx.db, reportId, { status: "failed", error: error.message, finishedAt: new Date() });
        return;
      }
      throw error;
    }
  },
  async onGiveUp({ reportId }, ctx) {
    await updateReport(ctx.db, reportId, { status: "failed", error: failedMessage, finishedAt: new Date() });
  },
});

// reports.schedule: every day at 08:00 São Paulo and hourly after it (a missed run catches up the
// same day); each plan's cadence decides who is due.
export const scheduleReportsJob = defineJob({
  name: "reports.schedule",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: reportScheduleCron,
  async handler(_payload, ctx) {
    const { runScheduledReports } = await import("./scheduled.service");
    const queued = await runScheduledReports(ctx, new Date());
    ctx.log.info({ queued }, "scheduled reports queued");
  },
});

// reports.deliver: one scheduled e-mail (recipient, account, period); a failure is retried.
export const deliverReportJob = defineJob({
  ...deliverReportMessage,
  queue: { retryLimit: 4, retryDelay: 60, retryBackoff: true },
  concurrency: 1,
  async handler({ deliveryId }, ctx) {
    const { deliverReport } = await import("./scheduled.service");
    const { countDeliveryAttempt, updateDelivery } = await import("./reports.queries");
    await countDeliveryAttempt(ctx.db, deliveryId);
    try {
      await deliverReport(ctx, deliveryId, ctx.settle);
    } catch (error) {
      // The account was disconnected meanwhile: nothing to send, not retried.
      if (error instanceof AppError && error.code === "NOT_FOUND") {
        await updateDelivery(ctx.db, deliveryId, { status: "failed", error: error.message });
        return;
      }
      await updateDelivery(ctx.db, deliveryId, { error: error instanceof Error ? error.message.slice(0, 500) : "erro" });
      throw error;
    }
  },
  async onGiveUp({ deliveryId }, ctx) {
    const { updateDelivery } = await import("./reports.queries");
    await updateDelivery(ctx.db, deliveryId, { status: "failed" });
  },
});

// reports.test: "Enviar teste para mim", one account's report to the person who asked.
export const testReportJob = defineJob({
  ...testReportMessage,
  queue: { retryLimit: 2, retryDelay: 30 },
  concurrency: 1,
  async handler(payload, ctx) {
    const { deliverTestReport } = await import("./scheduled.service");
    try {
      await deliverTestReport(ctx, payload, ctx.settle);
    } catch (error) {
      // The account was disconnected or the plan ended meanwhile: nothing to send.
      if (error instanceof AppError && error.status < 500) return;
      throw error;
    }
  },
});
