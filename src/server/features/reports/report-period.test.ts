// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { describe, expect, it } from "vitest";
import { periodMetricKeys, periodMetricLabels } from "@core/analytics/analytics-responses";
import {
  addDaysTo,
  saoPauloDay,
  startOfSaoPauloDay,
  storedPeriodInput,
  type Day,
  type PeriodPreset,
} from "@core/analytics/period";
import { formatDay } from "@core/format/format-date";
import { waitForIdleJobs } from "../../test/jobs";
import { pdfText } from "../../test/pdf";
import { collectedUser } from "../../test/users";
import { readPeriodAnalytics } from "../analytics/history.service";
import { readRecommendations } from "../insights/recommendations.service";
import { formatReportFigure, printable } from "./report-document";
import { readReport, readReportFile, requestReport } from "./reports.service";

const t = useTestServer();

/** Noon in São Paulo on a day. */
const noonOn = (day: Day) => new Date(startOfSaoPauloDay(day).getTime() + 12 * 3600_000);

/**
 * The 15th of last month: "Este mês" asked for then is its 1st-15th, within the demo account's
 * 90 days of history, and the same days of the month before are another range than the 15 days
 * right before it.
 */
function midLastMonth(today: Day) {
  return `${addDaysTo(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-15`;
}

/**
 * Day 1 of the latest month (this one or before) that follows a month shorter than 31 days: its
 * "Mês passado" is that month, and the calendar month before it (31 days) is another range than
 * as many days right before it.
 */
function afterShortMonth(today: Day) {
  let first = `${today.slice(0, 7)}-01`;
  // 31 days back from day 1 is the previous month's day 1 exactly when that month has 31 days.
  while (addDaysTo(first, -31).endsWith("-01")) first = addDaysTo(first, -31);
  return first;
}

describe("the PDF's period", { timeout: 300_000 }, () => {
  it("is the preset asked for, compared as the dashboard compares it, even when the PDF is made on a later day", async () => {
    const { accountId, workspaceId, userId } = await collectedUser(t.server, "relatorio.periodo");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    const today = saoPauloDay(new Date());
    const asked: [PeriodPreset, Date][] = [
      ["this_month", noonOn(midLastMonth(today))],
      ["last_month", noonOn(afterShortMonth(today))],
    ];
    for (const [preset, askedAt] of asked) {
      // Asked for on an earlier day; its job makes the PDF now.
      const queued = await requestReport(ctx, workspaceId, userId, { accountId, period: preset }, askedAt);
      const report = await waitFor(async () => {
        const current = await readReport(ctx, workspaceId, queued.id);
        return current.status === "done" || current.status === "failed" ? current : undefined;
      }, 90_000);
      expect(report.status).toBe("done");
      const { text } = await pdfText(new Uint8Array((await readReportFile(ctx, workspaceId, report.id)).content));
      // The dashboard's answer for the same preset on the day it was asked for.
      const analytics = await readPeriodAnalytics(ctx, workspaceId, { accountId, preset }, askedAt);
      expect(report.period).toMatchObject({ preset, from: analytics.period.from, to: analytics.period.to });
      const { period, previousPeriod } = analytics;
      expect(text, preset).toContain(
        `${formatDay(period.from)} a ${formatDay(period.to)}, comparado com ${formatDay(previousPeriod.from)} a ${formatDay(previousPeriod.to)}.`,
      );
      for (const key of periodMetricKeys) {
        const metric = analytics.metrics[key];
        if (!metric.available) continue;
        expect(text, `${preset} ${key}`).toContain(
          `${periodMetricLabels[key]} ${formatReportFigure(key, metric.value)} ${formatReportFigure(key, metric.previous)}`,
        );
      }
      // The recommendations name the month as the dashboard's do, never "the period chosen"
      // (read now, as the job read them: whether a question waits more than 24 h depends on now).
      const recommendations = await readRecommendations(ctx, workspaceId, { accountId, ...storedPeriodInput(report.period) });
      expect(text).not.toContain("período escolhido");
      for (const item of recommendations.recommendations) {
        if (item.status !== "dismissed") expect(text, item.id).toContain(printable(item.evidence));
      }
    }
  });
});
