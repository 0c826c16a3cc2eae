// The test server first: it extends zod with .openapi before the shared schemas load.
import { testOrigin, useTestServer, waitFor } from "../../test/server";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import type { AudienceAnswer, StoriesAnswer } from "@core/analytics/owner-insights-responses";
import { audienceSliceName, formatShare, formatWatchTime } from "@core/analytics/owner-insights-labels";
import { saoPauloDay } from "@core/analytics/period";
import { formatDateTime } from "@core/format/format-date";
import { formatPercent } from "@core/format/format-percent";
import { weekdayNames } from "@core/recommendations/evidence-format";
import { stories as storiesTable } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { pdfText } from "../../test/pdf";
import { collectedUser, paidUser } from "../../test/users";

// The owner's insights in the client's PDF and in the Excel export (docs/decisions/044): an
// account connected through Instagram Login (the sandbox) gets "Alcance", "Público" and "Stories"
// with the dashboard's numbers; an account connected by username gets none of them.

const t = useTestServer();

type Report = { id: string; status: string };
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const count = (value: number | null) => (value === null ? "—" : integer.format(value));

/** An advanced plan's user with an account connected through the sandbox's Instagram Login, its first collection done. */
async function instagramLoginUser(username: string) {
  const user = await paidUser(t.server, "advanced");
  const { url } = (await (await user.client.post("/api/networks/instagram/oauth/start", {})).json()) as { url: string };
  const authorize = new URL(url);
  const consent = await t.server.app.request(authorize.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: new URLSearchParams({
      username,
      state: authorize.searchParams.get("state")!,
      redirect_uri: authorize.searchParams.get("redirect_uri")!,
    }).toString(),
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get("location")!);
  const connected = await user.client.post("/api/networks/instagram/oauth/callback", {
    code: callback.searchParams.get("code"),
    state: callback.searchParams.get("state"),
  });
  expect(connected.status).toBe(200);
  const body = (await connected.json()) as { account: { id: string }; run: { id: string } };
  await waitFor(async () => {
    const run = (await (await user.client.request(`/api/collection-runs/${body.run.id}`)).json()) as { status: string };
    return run.status === "succeeded" ? run : undefined;
  }, 60_000);
  return { ...user, accountId: body.account.id };
}

/** A report of the account's last 30 days, rendered by the job and read back as text. */
async function reportText(client: TestClient, accountId: string) {
  const queued = (await (await client.post("/api/reports", { accountId, period: "30d" })).json()) as Report;
  const report = await waitFor(async () => {
    const current = (await (await client.request(`/api/reports/${queued.id}`)).json()) as Report;
    return current.status === "done" || current.status === "failed" ? current : undefined;
  }, 90_000);
  expect(report.status).toBe("done");
  return (await pdfText(new Uint8Array(await (await client.request(`/api/reports/${report.id}/download`)).arrayBuffer()))).text;
}

async function workbookOf(client: TestClient, accountId: string) {
  const response = await client.request(`/api/exports?format=xlsx&accountId=${accountId}&period=30d`);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** A sheet's rows after the header, as plain values (cell 1 first). */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number > 1) rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
  });
  return rows;
}

const headersOf = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.columnCount }, (_, index) => sheet.getRow(1).getCell(index + 1).value);

/** The text from `heading` on, up to `end` when given (a section's own part of the report). */
function after(text: string, heading: string, end?: string) {
  const start = text.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const stop = end === undefined ? -1 : text.indexOf(end, start);
  return stop < 0 ? text.slice(start) : text.slice(start, stop);
}

describe("the owner's insights in the report and the export", { timeout: 400_000 }, () => {
  it("gives an Instagram Login account's PDF and Excel its reach, audience and stories, with the API's numbers", async () => {
    const { client, accountId, workspaceId } = await instagramLoginUser("loja.insights");
    const db = t.server.context.db;
    // A story never seen while live: only the final figures the network sent when it expired.
    const postedAt = new Date(Date.now() - 30 * 3600_000);
    await db.insert(storiesTable).values({
      socialProfileId: accountId,
      workspaceId,
      platform: "instagram",
      mediaId: "story-perdido-1",
      postedAt,
      expiresAt: new Date(postedAt.getTime() + 24 * 3600_000),
      day: saoPauloDay(postedAt),
      reach: 321,
      views: 400,
      replies: 2,
      shares: 1,
      tapsForward: 200,
      tapsBack: 10,
      exits: 33,
      swipesForward: 5,
      capturedAt: null,
      finalAt: postedAt,
    });
    const query = `accountId=${accountId}&period=30d`;
    const analytics = (await (await client.request(`/api/analytics?${query}`)).json()) as PeriodAnalytics;
    const audience = (await (await client.request(`/api/analytics/audience?${query}`)).json()) as AudienceAnswer;
    const stories = (await (await client.request(`/api/analytics/stories?${query}`)).json()) as StoriesAnswer;
    const insights = analytics.insights!;
    expect(insights.reach.value).toBeGreaterThan(0);
    expect(insights.previousCovered).toBe(true);
    expect(audience.unavailable).toBeNull();
    expect(stories.stories.length).toBeGreaterThan(1);
    const missed = stories.stories.find((story) => story.missed)!;
    expect(missed.reach).toBe(321);

    const text = await reportText(client, accountId);

    // "Alcance, salvamentos e compartilhamentos": each figure in full against the previous period.
    const reach = after(text, "Alcance, salvamentos e compartilhamentos", "Alcance por dia");
    expect(reach).toContain("Métrica No período Período anterior Variação");
    for (const [label, metric] of [
      ["Alcance", insights.reach],
      ["Visualizações", insights.views],
      ["Salvamentos", insights.saves],
      ["Compartilhamentos", insights.shares],
      ["Visitas ao perfil", insights.profileVisits],
      ["Toques nos links", insights.profileLinksTaps],
    ] as const) {
      expect(metric.value, label).not.toBeNull();
      expect(reach).toContain(`${label} ${count(metric.value)} ${count(metric.previous)}`);
    }
    const percent = (value: number | null) => (value === null ? "—" : formatPercent(value));
    const perReach = insights.engagementRatePerReach;
    const perFollower = analytics.metrics.engagementRate;
    expect(reach).toContain(
      `Engajamento por alcance ${percent(perReach.value)} ${percent(perReach.previous)} ${perReach.previous === null ? "— " : ""}` +
        `Engajamento por seguidor ${percent(perFollower.value)} ${percent(perFollower.previous)}`,
    );
    const watch = insights.reelsAverageWatchTimeSeconds;
    const seconds = (value: number | null) => (value === null ? "—" : formatWatchTime(value));
    expect(reach).toContain(`Tempo médio dos Reels ${seconds(watch.value)} ${seconds(watch.previous)}`);
    // Every figure known: none is said missing; then the chart of reach per day.
    expect(reach).not.toContain("Indisponível");
    expect(text).toContain("Alcance por dia");
    // The last days are not final yet (the network may change them for 48 h): drawn dotted, and said.
    const open = insights.days.filter((day) => day.reach !== null && !day.final);
    expect(open.length).toBeGreaterThan(0);
    expect(insights.days.at(-1)!.final).toBe(false);
    expect(insights.days.filter((day) => day.final).length).toBeGreaterThan(20);
    expect(text).toContain("Pontilhada: dias que a rede ainda pode mudar (até 48 h).");

    // "Público": the followers by age, gender, city and country, and the best hours to post.
    const publico = after(text, "Público");
    const breakdowns = audience.followers.breakdowns!;
    for (const key of ["age", "gender", "city", "country"] as const) {
      const top = breakdowns[key]![0]!;
      expect(publico).toContain(`${audienceSliceName(key, top.key)} ${formatShare(top.share)}`);
    }
    expect(audience.online.bestHours.length).toBeGreaterThan(0);
    for (const cell of audience.online.bestHours) {
      expect(publico).toContain(`${weekdayNames[cell.weekday]} às ${cell.hour}h (${count(cell.followers)} seguidores online)`);
    }

    // "Stories": the totals against the previous period, then every story, the missed one said.
    const storiesText = after(text, "Stories publicados");
    for (const [label, metric] of [
      ["Stories publicados", stories.totals.stories],
      ["Alcance", stories.totals.reach],
      ["Visualizações", stories.totals.views],
      ["Respostas", stories.totals.replies],
      ["Saídas", stories.totals.exits],
    ] as const) {
      expect(storiesText).toContain(`${label} ${count(metric.value)} ${count(metric.previous)}`);
    }
    for (const story of stories.stories) {
      const when = `${formatDateTime(story.postedAt)}${story.missed ? " (Perdido)" : ""}`;
      const figures = story.unavailable
        ? "Indisponível"
        : `${count(story.reach)} ${count(story.views)} ${count(story.replies)} ${count(story.exits)}`;
      expect(storiesText).toContain(`${when} ${figures}`);
    }
    expect(storiesText).toContain("Não capturado no ar");

    // The Excel: the same figures, a sheet each.
    const workbook = await workbookOf(client, accountId);
    const reachSheet = workbook.getWorksheet("Alcance")!;
    expect(headersOf(reachSheet).slice(0, 6)).toEqual([
      "Dia",
      "Alcance",
      "Visualizações",
      "Contas engajadas",
      "Interações totais",
      "Toques nos links",
    ]);
    const reachRows = rowsOf(reachSheet);
    expect(reachRows.map((row) => (row[0] as Date).toISOString().slice(0, 10))).toEqual(insights.days.map((day) => day.day));
    expect(reachRows.map((row) => [row[1], row[2]])).toEqual(insights.days.map((day) => [day.reach, day.views]));
    // Provisional in the sheet exactly where the dashboard's day is not final.
    expect(reachRows.map((row) => String(row[6] ?? "").startsWith("Provisório"))).toEqual(
      insights.days.map((day) => day.reach !== null && !day.final),
    );
    const sum = (column: number) => reachRows.reduce((total, row) => total + ((row[column] as number | null) ?? 0), 0);
    expect([sum(1), sum(2), sum(3), sum(4), sum(5)]).toEqual([
      insights.reach.value,
      insights.views.value,
      insights.accountsEngaged.value,
      insights.totalInteractions.value,
      insights.profileLinksTaps.value,
    ]);

    const audienceRows = rowsOf(workbook.getWorksheet("Público")!);
    const slices = (["age", "gender", "city", "country"] as const).flatMap((key) =>
      breakdowns[key]!.map((slice) => ({ key, slice })),
    );
    const followerRows = audienceRows.filter((row) => row[0] === "Seguidores");
    expect(followerRows).toHaveLength(slices.length);
    for (const { key, slice } of slices) {
      const row = followerRows.find(
        (candidate) =>
          candidate[2] === audienceSliceName(key, slice.key) &&
          candidate[1] === { age: "Idade", gender: "Gênero", city: "Cidades", country: "Países" }[key],
      );
      expect(row, `${key} ${slice.key}`).toBeDefined();
      expect(row![3]).toBe(slice.share);
    }
    expect(audienceRows.filter((row) => row[0] === "Contas engajadas").length).toBeGreaterThan(0);

    const storyRows = rowsOf(workbook.getWorksheet("Stories")!);
    expect(storyRows).toHaveLength(stories.stories.length);
    const byTime = [...stories.stories].sort((a, b) => a.postedAt.localeCompare(b.postedAt));
    expect(storyRows.map((row) => [row[2], row[3], row[4], row[8]])).toEqual(
      byTime.map((story) => [story.reach, story.views, story.replies, story.exits]),
    );
    const missedRow = storyRows[byTime.indexOf(missed)]!;
    expect(String(missedRow.at(-2))).toContain("Perdido");

    // Each set also as CSV: the reach by day, the same figures in pt-BR.
    const csv = await (await client.request(`/api/exports?format=csv&sheet=reach&${query}`)).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Dia;Alcance;Visualizações;Contas engajadas;Interações totais;Toques nos links;Situação");
    expect(lines).toHaveLength(insights.days.length + 1);
    expect(lines.slice(1).map((row) => row.split(";")[1])).toEqual(
      insights.days.map((day) => (day.reach === null ? "" : String(day.reach))),
    );
  });

  it("leaves the sections and sheets out for an account connected by username", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja.sem_insights");
    const analytics = (await (
      await client.request(`/api/analytics?accountId=${accountId}&period=30d`)
    ).json()) as PeriodAnalytics;
    expect(analytics.insights!.unavailable?.reason).toBe("username_connection");
    const text = await reportText(client, accountId);
    expect(text).toContain("Resumo do período");
    for (const heading of ["Alcance, salvamentos e compartilhamentos", "Público", "Stories publicados", "Alcance por dia"])
      expect(text).not.toContain(heading);
    const workbook = await workbookOf(client, accountId);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Publicações",
      "Métricas diárias",
      "Indicadores",
      "Concorrentes",
    ]);
  });
});
