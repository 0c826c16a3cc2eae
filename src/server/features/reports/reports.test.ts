// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { INDICATOR_CATALOGUE, INDICATOR_IDS } from "@core/social/indicator-catalogue";
import { describeGrowthBase } from "@core/analytics/period-figures";
import {
  periodMetricKeys,
  periodMetricLabels,
  type PeriodAnalytics,
  type PeriodPostsPage,
} from "@core/analytics/analytics-responses";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { pdfText } from "../../test/pdf";
import { waitForEmail } from "../../test/mailbox";
import { collectedUser, signUpConfirmed } from "../../test/users";
import type { CompetitorComparison } from "@core/competitors/competitor-figures";
import type { RecommendationList } from "@core/recommendations/responses";
import { competitorFigureCells, formatReportFigure, printable } from "./report-document";

const t = useTestServer();

type Report = {
  id: string;
  status: string;
  progress: number;
  sizeBytes: number | null;
  fileName: string;
  username: string;
  period: { from: string; to: string };
};

async function json<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function generate(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/reports", body);
  expect(response.status).toBe(202);
  const queued = (await response.json()) as Report;
  return waitFor(async () => {
    const report = await json<Report>(client, `/api/reports/${queued.id}`);
    return report.status === "done" || report.status === "failed" ? report : undefined;
  }, 60_000);
}

describe("PDF report", { timeout: 240_000 }, () => {
  it("has the dashboard's figures for the same period, the indicators and page numbers", async () => {
    const { client, accountId } = await collectedUser(t.server, "padaria.aurora");
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const report = await generate(client, { accountId, period: "30d" });
    expect(report).toMatchObject({ status: "done", progress: 100, username: "padaria.aurora" });
    const analytics = await json<PeriodAnalytics>(client, `/api/analytics?accountId=${accountId}&period=30d`);
    expect(report.period).toEqual({ preset: "30d", from: analytics.period.from, to: analytics.period.to });

    const download = await client.request(`/api/reports/${report.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain(report.fileName);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(report.sizeBytes);
    const { text, totalPages } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Página 1 de ${totalPages}`);
    expect(text).toContain("Relatório de desempenho no Instagram");
    expect(text).toContain("@padaria.aurora");
    // Every headline figure as the dashboard has it, with the previous period's.
    for (const key of periodMetricKeys) {
      const metric = analytics.metrics[key];
      if (!metric.available) {
        expect(text).toContain(`${periodMetricLabels[key]} Indisponível`);
        continue;
      }
      expect(text, key).toContain(
        `${periodMetricLabels[key]} ${formatReportFigure(key, metric.value)} ${formatReportFigure(key, metric.previous)}`,
      );
    }
    for (const id of INDICATOR_IDS) expect(text).toContain(INDICATOR_CATALOGUE[id].name);
    // The growth's base as the dashboard's card says it (decision 023).
    expect(text.replace(/\s+/g, " ")).toContain(`Novos seguidores: ${describeGrowthBase(analytics.followerGrowth)}`);
    expect(text).toContain("Melhores publicações");
    expect(text).toContain("Desempenho por formato");
    expect(text).toContain("Melhores horários para publicar");
    // No competitor tracked: no such section.
    expect(text).not.toContain("Concorrentes");
    // The best post is the posts table's first by engagement.
    const best = await json<PeriodPostsPage>(
      client,
      `/api/analytics/posts?accountId=${accountId}&period=30d&sort=engagement&pageSize=1`,
    );
    expect(text).toContain(`${new Intl.NumberFormat("pt-BR").format(best.posts[0]!.likes)} curtidas`);

    const list = await json<{ reports: Report[] }>(client, "/api/reports");
    expect(list.reports.map((item) => item.id)).toContain(report.id);
    expect((await client.request(`/api/reports/${report.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await client.request(`/api/reports/${report.id}/download`)).status).toBe(404);
  });
});

describe("competitors and recommendations", { timeout: 240_000 }, () => {
  it("the PDF compares the account with its competitors as the comparison API does and lists the plan's recommendations; the xlsx has a Concorrentes sheet", async () => {
    const { client, accountId } = await collectedUser(t.server, "doceria.mel");
    const added = await client.post("/api/competitors", { username: "rival.doce" });
    expect(added.status).toBe(201);
    const comparisonPath = `/api/competitors/comparison?accountId=${accountId}&period=30d`;
    const comparison = await waitFor(async () => {
      const current = await json<CompetitorComparison>(client, comparisonPath);
      return current.competitors[0] && !current.competitors[0].collecting ? current : undefined;
    }, 60_000);
    const rival = comparison.competitors[0]!;
    expect(rival.username).toBe("rival.doce");
    expect(rival.followers).not.toBeNull();
    const recommendations = await json<RecommendationList>(
      client,
      `/api/insights/recommendations?accountId=${accountId}&period=30d`,
    );
    expect(recommendations.recommendations.length).toBeGreaterThan(0);

    const report = await generate(client, { accountId, period: "30d" });
    expect(report.status).toBe("done");
    const { text } = await pdfText(
      new Uint8Array(await (await client.request(`/api/reports/${report.id}/download`)).arrayBuffer()),
    );
    expect(text).toContain("Concorrentes");
    // Side by side: the account's row and the competitor's, each with the API's figures.
    expect(text).toContain(`@doceria.mel (sua conta) ${competitorFigureCells(comparison.own!).join(" ")}`);
    expect(text).toContain(`@rival.doce ${competitorFigureCells(rival).join(" ")}`);
    expect(comparison.ranks.followers.position).not.toBeNull();
    expect(text).toContain(`Seguidores: ${comparison.ranks.followers.position}º de ${comparison.ranks.followers.of}`);
    expect(text).toContain("Recomendações");
    for (const item of recommendations.recommendations) expect(text).toContain(printable(item.title));
    expect(text).toContain("O que fazer:");

    const response = await client.request(`/api/exports?format=xlsx&period=30d&accountId=${accountId}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Concorrentes")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Perfil",
      "Nome",
      "Seguidores",
      "Crescimento no período",
      "Publicações por semana",
      "Taxa de engajamento",
      "Média de curtidas",
      "Média de comentários",
      "Interações no período",
      "Rede",
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:J1");
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe("@rival.doce");
    expect(row.getCell(3).value).toBe(rival.followers);
    expect(row.getCell(3).numFmt).toBe("#,##0");
    expect(row.getCell(4).value).toBe(rival.growth);
    expect(row.getCell(5).value).toBe(rival.postsPerWeek);
    expect((row.getCell(6).value as number) * 100).toBeCloseTo(rival.engagementRate!, 10);
    expect(row.getCell(6).numFmt).toBe("0.00%");
    expect(row.getCell(7).value).toBe(rival.averageLikes);
    expect(row.getCell(8).value).toBe(rival.averageComments);
    expect(row.getCell(9).value).toBe(rival.interactions);
    expect(row.getCell(10).value).toBe("Instagram");

    const csv = await client.request(`/api/exports?format=csv&sheet=competitors&period=30d&accountId=${accountId}`);
    expect(csv.headers.get("content-disposition")).toContain("concorrentes.csv");
    const lines = Buffer.from(await csv.arrayBuffer())
      .subarray(3)
      .toString("utf8")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^@rival\.doce;/);
  });
});

describe("bad input", { timeout: 240_000 }, () => {
  it("answers another workspace's account or report with 404, an empty period with a clear empty report, bad values with pt-BR 400s", async () => {
    const owner = await collectedUser(t.server, "cafe.da.esquina");
    const other = await collectedUser(t.server, "loja.vizinha");
    const response = await other.client.post("/api/reports", { accountId: owner.accountId, period: "7d" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/não encontrada/);
    const mine = await generate(owner.client, { accountId: owner.accountId, period: "7d" });
    expect((await other.client.request(`/api/reports/${mine.id}`)).status).toBe(404);
    expect((await other.client.request(`/api/reports/${mine.id}/download`)).status).toBe(404);
    expect((await other.client.request(`/api/reports/${mine.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.client.request(`/api/exports?format=xlsx&accountId=${owner.accountId}`)).status).toBe(404);

    // Two years ago nothing was collected: a report that says so.
    const year = new Date().getUTCFullYear() - 2;
    const empty = await generate(owner.client, {
      accountId: owner.accountId,
      period: "custom",
      from: `${year}-01-01`,
      to: `${year}-01-31`,
    });
    expect(empty.status).toBe("done");
    const { text } = await pdfText(
      new Uint8Array(await (await owner.client.request(`/api/reports/${empty.id}/download`)).arrayBuffer()),
    );
    expect(text).toContain("Sem dados neste período");
    expect(text).not.toContain("Melhores publicações");

    const unknownFormat = await owner.client.request("/api/exports?format=docx");
    expect(unknownFormat.status).toBe(400);
    expect(JSON.stringify(await unknownFormat.json())).toContain("Formato inválido");
    const badPeriod = await owner.client.post("/api/reports", { period: "custom", from: "2026-02-30", to: "2026-03-01" });
    expect(badPeriod.status).toBe(400);
  });
});

describe("deleting a report", { timeout: 240_000 }, () => {
  it("is for the workspace's owner or whoever asked for it; another member gets a pt-BR 403 and the list says so", async () => {
    const owner = await collectedUser(t.server, "padaria.central");
    const member = await signUpConfirmed(t.server, "Membro da Padaria");
    await owner.client.post("/api/team/invitations", { email: member.email });
    const invitation = await waitForEmail(t.server.context.db, member.email, "Convite para a equipe");
    const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(invitation.html)![1]!;
    expect((await member.client.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);

    const ownersReport = await generate(owner.client, { accountId: owner.accountId, period: "7d" });
    const membersReport = await generate(member.client, { accountId: owner.accountId, period: "7d" });
    type Listed = Report & { canDelete: boolean };
    const seenBy = async (client: TestClient) =>
      Object.fromEntries(
        (await json<{ reports: Listed[] }>(client, "/api/reports")).reports.map((report) => [report.id, report.canDelete]),
      );
    expect(await seenBy(member.client)).toEqual({ [ownersReport.id]: false, [membersReport.id]: true });
    expect(await seenBy(owner.client)).toEqual({ [ownersReport.id]: true, [membersReport.id]: true });

    const refused = await member.client.request(`/api/reports/${ownersReport.id}`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Só o proprietário do espaço de trabalho ou quem pediu o relatório pode excluí-lo.",
    );
    expect((await owner.client.request(`/api/reports/${ownersReport.id}`)).status).toBe(200);

    expect((await member.client.request(`/api/reports/${membersReport.id}`, { method: "DELETE" })).status).toBe(200);
    const again = await generate(member.client, { accountId: owner.accountId, period: "7d" });
    expect((await owner.client.request(`/api/reports/${again.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.client.request(`/api/reports/${ownersReport.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await json<{ reports: Listed[] }>(owner.client, "/api/reports")).reports).toEqual([]);
  });
});

describe("Excel and CSV exports", { timeout: 240_000 }, () => {
  it("have the posts table's figures in real number, date and percent cells, frozen headers and filters", async () => {
    const { client, accountId } = await collectedUser(t.server, "estudio.luz");
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const response = await client.request(`/api/exports?format=xlsx&period=30d&accountId=${accountId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="relatorio-estudio\.luz-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Publicações",
      "Métricas diárias",
      "Indicadores",
      "Concorrentes",
    ]);
    // No competitor tracked: the sheet has its header only.
    expect(workbook.getWorksheet("Concorrentes")!.rowCount).toBe(1);

    const page = await json<PeriodPostsPage>(
      client,
      `/api/analytics/posts?accountId=${accountId}&period=30d&sort=date&order=asc&pageSize=50`,
    );
    const analytics = await json<PeriodAnalytics>(client, `/api/analytics?accountId=${accountId}&period=30d`);
    const posts = workbook.getWorksheet("Publicações")!;
    expect(posts.getRow(1).values).toEqual([
      undefined,
      "Publicado em",
      "Formato",
      "Legenda",
      "Curtidas",
      "Comentários",
      "Visualizações",
      "Taxa de engajamento",
      "Link",
    ]);
    expect(posts.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(posts.autoFilter).toBe("A1:H1");
    expect(posts.rowCount - 1).toBe(page.total);
    let likes = 0;
    posts.eachRow((row, number) => {
      if (number === 1) return;
      likes += row.getCell(4).value as number;
    });
    expect(likes).toBe(analytics.metrics.likes.value);
    const first = posts.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(first.getCell(7).numFmt).toBe("0.00%");
    expect((first.getCell(7).value as number) * 100).toBeCloseTo(page.posts[0]!.engagementRate, 10);
    expect(first.getCell(4).value).toBe(page.posts[0]!.likes);

    const days = workbook.getWorksheet("Métricas diárias")!;
    expect(days.rowCount - 1).toBe(analytics.followersSeries.length);
    expect(days.getRow(days.rowCount).getCell(2).value).toBe(analytics.metrics.followers.value);
    expect(workbook.getWorksheet("Indicadores")!.rowCount - 1).toBe(12);

    const csv = await client.request(`/api/exports?format=csv&sheet=posts&period=30d&accountId=${accountId}`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csvBytes = Buffer.from(await csv.arrayBuffer());
    // A UTF-8 BOM, so Excel reads the accents.
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("Publicado em;Formato;Legenda;Curtidas;Comentários;Visualizações;Taxa de engajamento;Link");
    expect(lines).toHaveLength(page.total + 1);
  });
});
