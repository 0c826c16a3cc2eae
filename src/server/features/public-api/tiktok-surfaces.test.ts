// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { PeriodAnalytics, PeriodPostsPage } from "@core/analytics/analytics-responses";
import { engagementRatePerFollower, engagementRatePerView } from "@core/social/engagement";
import { DURATION_FORMATS, durationFormatLabels, formatOfPost } from "@core/social/formats";
import { NOT_APPLICABLE_INDICATORS } from "@core/social/indicator-catalogue";
import type { RecommendationList } from "@core/recommendations/responses";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { collectedTikTokUser } from "../../test/tiktok-account";

// A TikTok account through every surface that shows its figures (decision 029): one
// definition of engagement (likes + comments + shares), both rates, the indicators that do not
// apply, formats by duration, and the same figures in periods, PDF, Excel, recommendations and
// /api/v1.

const t = useTestServer();

async function json<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const reasons = NOT_APPLICABLE_INDICATORS.tiktok;

describe("a TikTok account", { timeout: 240_000 }, () => {
  let client: TestClient;
  let accountId: string;
  let analytics: PeriodAnalytics;
  let posts: PeriodPostsPage;

  beforeAll(async () => {
    ({ client, accountId } = await collectedTikTokUser(t.server, "criadora.tt"));
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    analytics = await json<PeriodAnalytics>(client, `/api/analytics?accountId=${accountId}&period=30d`);
    // Every post of the period, newest first, through the table's pages (50 at most each).
    posts = await json<PeriodPostsPage>(
      client,
      `/api/analytics/posts?accountId=${accountId}&period=30d&sort=date&order=desc&pageSize=50`,
    );
    for (let page = 2; posts.posts.length < posts.total; page++) {
      const next = await json<PeriodPostsPage>(
        client,
        `/api/analytics/posts?accountId=${accountId}&period=30d&sort=date&order=desc&pageSize=50&page=${page}`,
      );
      posts = { ...posts, posts: [...posts.posts, ...next.posts] };
    }
  }, 240_000);

  it("has its period's figures with shares in the interactions and both engagement rates", () => {
    expect(analytics.platform).toBe("tiktok");
    expect(posts.platform).toBe("tiktok");
    expect(posts.total).toBeGreaterThan(3);
    expect(posts.posts.length).toBe(posts.total);
    const sums = { likes: 0, comments: 0, shares: 0, views: 0 };
    for (const post of posts.posts) {
      expect(post.type).toBe("video");
      expect(post.shares, post.id).toEqual(expect.any(Number));
      expect(post.views, post.id).toEqual(expect.any(Number));
      sums.likes += post.likes;
      sums.comments += post.comments;
      sums.shares += post.shares!;
      sums.views += post.views!;
    }
    expect(sums.shares).toBeGreaterThan(0);
    const { metrics } = analytics;
    expect(metrics.posts.value).toBe(posts.total);
    expect(metrics.shares?.value).toBe(sums.shares);
    const followers = metrics.followers.value!;
    // Per follower: mean (likes + comments + shares) per video / followers; per view: interactions / views.
    expect(metrics.engagementRate.value).toBe(engagementRatePerFollower("tiktok", sums, posts.total, followers));
    expect(metrics.engagementRate.value).toBeGreaterThan(engagementRatePerFollower("instagram", sums, posts.total, followers));
    expect(metrics.engagementRatePerView?.value).toBe(engagementRatePerView("tiktok", sums, sums.views));
    // A post's rate counts its shares too; the daily series' interactions add up to the period's.
    const first = posts.posts[0]!;
    expect(first.engagementRate).toBe(engagementRatePerFollower("tiktok", first, 1, followers));
    expect(first.engagementRatePerView).toBe(engagementRatePerView("tiktok", first, first.views));
    expect(analytics.engagementSeries.reduce((sum, point) => sum + point.interactions, 0)).toBe(
      sums.likes + sums.comments + sums.shares,
    );
  });

  it("compares durations, not post types, in the formats breakdown", () => {
    expect(analytics.byFormat.length).toBeGreaterThan(0);
    for (const row of analytics.byFormat) {
      expect([...DURATION_FORMATS, "duration_unknown"]).toContain(row.format);
      expect(row.label).toBe(durationFormatLabels[row.format as keyof typeof durationFormatLabels]);
      expect(row.posts).toBe(posts.posts.filter((post) => formatOfPost("tiktok", post) === row.format).length);
    }
    expect(analytics.byFormat.reduce((sum, row) => sum + row.posts, 0)).toBe(posts.total);
    // Every video of the demo creator has its duration from the latest collection.
    expect(analytics.byFormat.some((row) => row.format === "duration_unknown")).toBe(false);
  });

  it("sorts the posts table by shares", async () => {
    const page = await json<PeriodPostsPage>(
      client,
      `/api/analytics/posts?accountId=${accountId}&period=30d&sort=shares&order=desc&pageSize=50`,
    );
    const shares = page.posts.map((post) => post.shares!);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it("shows both rates on the dashboard and 'não se aplica' for the indicators without meaning on TikTok", async () => {
    type Indicator = { value: unknown; score: number | null; sufficient: boolean; notApplicable?: { reason: string } };
    const dashboard = await waitFor(async () => {
      const body = await json<{
        analytics: { metrics: { engagementRate: number; engagementRatePerView?: number | null } };
        indicators: { values: Record<string, Indicator> } | null;
      }>(client, `/api/dashboard?accountId=${accountId}`);
      return body.indicators ? body : undefined;
    });
    expect(dashboard.analytics.metrics.engagementRatePerView).toEqual(expect.any(Number));
    for (const [id, reason] of Object.entries(reasons)) {
      expect(dashboard.indicators!.values[id], id).toEqual({
        value: null,
        score: null,
        sufficient: false,
        notApplicable: { reason },
      });
    }
    expect(dashboard.indicators!.values.comment_like_ratio!.notApplicable).toBeUndefined();
    expect(dashboard.indicators!.values.comment_like_ratio!.sufficient).toBe(true);
  });

  it("gets advice on durations and posting times, never on carousels, photos or Reels", async () => {
    const list = await json<RecommendationList>(client, `/api/insights/recommendations?accountId=${accountId}&period=90d`);
    const ids = [...list.recommendations.map((item) => item.id), ...list.locked.map((item) => item.id)];
    expect(ids).not.toContain("format_best");
    expect(ids).not.toContain("format_try_reels");
    for (const item of list.recommendations) {
      const text = [item.title, item.evidence, item.action, item.effect, item.sample, item.why].join(" ");
      expect(text, item.id).not.toMatch(/carross|fotos|Reels/i);
    }
  });

  it("has a PDF that names TikTok, shows both rates and says which indicators do not apply", async () => {
    const queued = await client.post("/api/reports", { accountId, period: "30d" });
    expect(queued.status).toBe(202);
    const { id } = (await queued.json()) as { id: string };
    const report = await waitFor(async () => {
      const current = await json<{ status: string }>(client, `/api/reports/${id}`);
      return current.status === "done" || current.status === "failed" ? current : undefined;
    }, 120_000);
    expect(report.status).toBe("done");
    const download = await client.request(`/api/reports/${id}/download`);
    const pdf = await getDocumentProxy(new Uint8Array(await download.arrayBuffer()));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Relatório de desempenho no TikTok");
    expect(text).toContain("Engajamento por seguidor");
    expect(text).toContain("Engajamento por visualização");
    expect(text).toContain("Compartilhamentos");
    expect(text).toContain("Não se aplica");
    for (const reason of Object.values(reasons)) expect(text).toContain(reason);
    expect(text).toContain(analytics.byFormat[0]!.label!);
    expect(text).not.toContain("Carrossel");
  });

  it("exports the posts with shares and both rates, and a daily sheet of the videos' figures", async () => {
    const response = await client.request(`/api/exports?format=xlsx&period=30d&accountId=${accountId}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Publicações")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Publicado em",
      "Formato",
      "Duração (s)",
      "Legenda",
      "Curtidas",
      "Comentários",
      "Compartilhamentos",
      "Visualizações",
      "Engajamento por seguidor",
      "Engajamento por visualização",
      "Link",
    ]);
    expect(sheet.rowCount).toBe(posts.total + 1);
    let shares = 0;
    sheet.eachRow((row, index) => {
      if (index > 1) shares += Number(row.getCell(7).value);
    });
    expect(shares).toBe(analytics.metrics.shares!.value);
    const newest = posts.posts.at(0)!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(9).value).toBeCloseTo(newest.engagementRate / 100, 8);

    const days = workbook.getWorksheet("Métricas diárias")!;
    expect((days.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Dia",
      "Seguidores",
      "Seguindo",
      "Publicações na conta",
      "Publicações no dia",
      "Curtidas (publicações do dia)",
      "Comentários (publicações do dia)",
      "Visualizações (publicações do dia)",
      "Compartilhamentos (publicações do dia)",
      "Interações (publicações do dia)",
      "Visualizações da conta",
      "Alcance",
      "Contas engajadas",
      "Interações totais",
      "Cliques no perfil",
    ]);
    let dailyShares = 0;
    days.eachRow((row, index) => {
      if (index > 1) dailyShares += Number(row.getCell(9).value);
    });
    expect(dailyShares).toBe(analytics.metrics.shares!.value);

    const indicators = workbook.getWorksheet("Indicadores")!;
    const notApplicable: string[] = [];
    indicators.eachRow((row) => {
      if (row.getCell(2).value === "Não se aplica") notApplicable.push(String(row.getCell(4).value));
    });
    expect(notApplicable.sort()).toEqual(Object.values(reasons).sort());
  });

  it("serves /api/v1 posts with shares and interactions, and indicators with the reason they do not apply", async () => {
    const created = await client.post("/api/api-keys", { name: "TikTok" });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const call = async <T>(path: string) => {
      const response = await t.server.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    type V1Post = {
      platform: string;
      likes: number;
      comments: number;
      shares: number | null;
      views: number | null;
      interactions: number;
    };
    const page = await call<{ data: V1Post[] }>(`/accounts/${accountId}/posts?limit=50`);
    expect(page.data.length).toBeGreaterThan(0);
    for (const post of page.data) {
      expect(post.platform).toBe("tiktok");
      expect(post.shares).toEqual(expect.any(Number));
      expect(post.interactions).toBe(post.likes + post.comments + post.shares!);
    }
    const latest = await call<{
      indicators: Record<string, { value: unknown; score: unknown; notApplicable: { reason: string } | null }>;
    }>(`/accounts/${accountId}/indicators`);
    for (const [id, reason] of Object.entries(reasons)) {
      expect(latest.indicators[id], id).toMatchObject({ value: null, score: null, notApplicable: { reason } });
    }
    expect(latest.indicators.comment_like_ratio!.notApplicable).toBeNull();
  });
});
