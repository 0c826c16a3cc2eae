// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import { waitForIdleJobs } from "../../test/jobs";
import { collectedUser } from "../../test/users";

const t = useTestServer();

/** The São Paulo day a sheet's date cell stands for (dates are written as São Paulo wall-clock times). */
const dayOf = (cell: ExcelJS.CellValue) => (cell as Date).toISOString().slice(0, 10);

describe("the export's daily sheet", { timeout: 240_000 }, () => {
  it("counts the posts of a period that ended before today with their metrics on its last day, as the posts sheet and the dashboard do", async () => {
    const { client, accountId } = await collectedUser(t.server, "planilha.dias");
    await waitForIdleJobs(t.server.context.db);
    // Two weeks that ended a week ago: their posts kept gaining likes after the period's last day.
    const today = saoPauloDay(new Date());
    const from = addDaysTo(today, -20);
    const to = addDaysTo(today, -7);
    const query = `accountId=${accountId}&period=custom&from=${from}&to=${to}`;
    const analytics = (await (await client.request(`/api/analytics?${query}`)).json()) as PeriodAnalytics;
    const response = await client.request(`/api/exports?format=xlsx&${query}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());

    // The posts sheet, summed per São Paulo day of publication.
    const postsByDay = new Map<string, { posts: number; likes: number; comments: number }>();
    workbook.getWorksheet("Publicações")!.eachRow((row, number) => {
      if (number === 1) return;
      const day = dayOf(row.getCell(1).value);
      const sums = postsByDay.get(day) ?? { posts: 0, likes: 0, comments: 0 };
      postsByDay.set(day, {
        posts: sums.posts + 1,
        likes: sums.likes + (row.getCell(4).value as number),
        comments: sums.comments + (row.getCell(5).value as number),
      });
    });
    expect(postsByDay.size).toBeGreaterThan(0);

    const days = workbook.getWorksheet("Métricas diárias")!;
    expect(days.getRow(1).getCell(6).value).toBe("Curtidas (publicações do dia)");
    let likes = 0;
    let comments = 0;
    days.eachRow((row, number) => {
      if (number === 1) return;
      const day = dayOf(row.getCell(1).value);
      const published = postsByDay.get(day) ?? { posts: 0, likes: 0, comments: 0 };
      expect([row.getCell(5).value, row.getCell(6).value, row.getCell(7).value], day).toEqual([
        published.posts,
        published.likes,
        published.comments,
      ]);
      likes += row.getCell(6).value as number;
      comments += row.getCell(7).value as number;
    });
    // And the dashboard's figures for the same period.
    expect(likes).toBe(analytics.metrics.likes.value);
    expect(comments).toBe(analytics.metrics.comments.value);
  });
});
