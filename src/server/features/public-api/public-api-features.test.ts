// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompetitorComparison, CompetitorList } from "@core/competitors/competitor-figures";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import type { RecommendationList } from "@core/recommendations/responses";
import { accountDays } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { collectedUser } from "../../test/users";
import { insertReport } from "../reports/reports.queries";
import { invalidApiKeyMessage } from "./api-keys.service";

// /api/v1's competitors, reports and recommendations (docs/decisions/019): the app's figures,
// in the public shape, for the key's workspace only.

const t = useTestServer();

type ErrorBody = { error: { code: string; message: string; reason?: string; fields?: Record<string, string> } };
type Workspace = Awaited<ReturnType<typeof collectedUser>> & { key: string; competitorId: string; reportId: string };
type V1Figures = {
  id: string;
  kind: string;
  username: string;
  followers: number | null;
  engagementRate: number | null;
  interactions: number;
  followersSeries: { date: string; followers: number }[];
};
type V1Comparison = {
  accountId: string;
  period: { from: string; to: string; days: number };
  account: V1Figures | null;
  competitors: V1Figures[];
  ranks: Record<string, { position: number | null; of: number }>;
  engagementShare: { id: string; share: number }[];
};
type V1Report = {
  id: string;
  accountId: string;
  username: string;
  period: { preset: string; from: string; to: string };
  status: string;
  sizeBytes: number | null;
  createdAt: string;
  finishedAt: string | null;
  fileName: string;
};
type V1Recommendations = {
  accountId: string;
  period: { from: string; to: string; days: number };
  planId: string;
  basis: {
    followers: number | null;
    engagementRate: number | null;
    previousEngagementRate: number | null;
    posts: number;
    previousPosts: number | null;
  };
  data: { id: string; tier: string; priority: number; evidence: string; status: string }[];
};

function call(path: string, key: string | null, headers: Record<string, string> = {}) {
  return t.server.app.request(`/api/v1${path}`, {
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
  });
}

async function read<T>(path: string, key: string) {
  const response = await call(path, key);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function appJson<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** An owner on Go with a collected account, a collected competitor, a finished PDF report and a key. */
async function workspace(username: string, competitor: string): Promise<Workspace> {
  const user = await collectedUser(t.server, username, "advanced");
  const added = await user.client.post("/api/competitors", { username: competitor });
  expect(added.status).toBe(201);
  const competitorId = ((await added.json()) as { competitor: { id: string } }).competitor.id;
  await waitFor(async () => {
    const [row] = await t.server.context.db
      .select()
      .from(accountDays)
      .where(eq(accountDays.socialProfileId, competitorId))
      .limit(1);
    return row ? true : undefined;
  }, 60_000);
  const queued = await user.client.post("/api/reports", { accountId: user.accountId, period: "30d" });
  expect(queued.status).toBe(202);
  const reportId = ((await queued.json()) as { id: string }).id;
  await waitFor(async () => {
    const report = await appJson<{ status: string }>(user.client, `/api/reports/${reportId}`);
    return report.status === "done" ? true : undefined;
  }, 90_000);
  const created = await user.client.post("/api/api-keys", { name: "BI" });
  expect(created.status).toBe(201);
  return { ...user, key: ((await created.json()) as { key: string }).key, competitorId, reportId };
}

let mine: Workspace;
let theirs: Workspace;

beforeAll(async () => {
  mine = await workspace("api_wired", "rival_api");
  theirs = await workspace("api_wired_vizinho", "rival_vizinho");
}, 240_000);

describe("/api/v1 competitors, reports and recommendations", { timeout: 120_000 }, () => {
  it("answers a request without a valid key with the same 401 on every new route", async () => {
    const paths = [
      "/competitors",
      `/accounts/${mine.accountId}/competitors`,
      "/reports",
      `/reports/${mine.reportId}/download`,
      `/accounts/${mine.accountId}/recommendations`,
    ];
    for (const path of paths) {
      for (const key of [null, `igk_ZZZZZZZZ_${"B".repeat(43)}`]) {
        const response = await call(path, key);
        expect(response.status, path).toBe(401);
        expect(response.headers.get("www-authenticate"), path).toMatch(/^Bearer/);
        expect(((await response.json()) as ErrorBody).error.message, path).toBe(invalidApiKeyMessage);
      }
    }
    // The app's session is not a key either.
    expect((await mine.client.request("/api/v1/reports")).status).toBe(401);
  });

  it("lists the workspace's competitors and compares them with an account as the app does", async () => {
    const list = await read<{
      data: {
        id: string;
        username: string;
        followers: number | null;
        billing: string;
        trackedSince: string;
        lastCollectedAt: string | null;
      }[];
    }>("/competitors", mine.key);
    const app = await appJson<CompetitorList>(mine.client, "/api/competitors");
    expect(list.data.map((c) => c.id)).toEqual(app.competitors.map((c) => c.id));
    expect(list.data).toEqual([
      expect.objectContaining({
        id: mine.competitorId,
        username: "rival_api",
        billing: "included",
        followers: app.competitors[0]!.followersCount,
      }),
    ]);
    expect(new Date(list.data[0]!.trackedSince).toISOString()).toBe(list.data[0]!.trackedSince);
    expect(JSON.stringify(list)).not.toContain("rival_vizinho");

    const comparison = await read<V1Comparison>(`/accounts/${mine.accountId}/competitors?period=30d`, mine.key);
    const appComparison = await appJson<CompetitorComparison>(
      mine.client,
      `/api/competitors/comparison?accountId=${mine.accountId}&period=30d`,
    );
    expect(comparison.accountId).toBe(mine.accountId);
    expect(comparison.period).toEqual({ from: appComparison.period.from, to: appComparison.period.to, days: 30 });
    expect(comparison.account).toMatchObject({
      id: mine.accountId,
      kind: "own",
      username: "api_wired",
      followers: appComparison.own!.followers,
      engagementRate: appComparison.own!.engagementRate,
      interactions: appComparison.own!.interactions,
    });
    expect(comparison.competitors.map((c) => [c.id, c.followers, c.engagementRate])).toEqual(
      appComparison.competitors.map((c) => [c.profileId, c.followers, c.engagementRate]),
    );
    expect(typeof comparison.account!.followers).toBe("number");
    expect(comparison.account!.followersSeries[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(comparison.ranks).toEqual(appComparison.ranks);
    expect(comparison.engagementShare.map((s) => s.id).sort()).toEqual([mine.accountId, mine.competitorId].sort());

    const custom = await read<V1Comparison>(
      `/accounts/${mine.accountId}/competitors?period=custom&from=${comparison.period.from}&to=${comparison.period.to}`,
      mine.key,
    );
    expect(custom.competitors).toEqual(comparison.competitors);
    // Another workspace's account, an unknown one, and a bad period.
    const foreign = await call(`/accounts/${theirs.accountId}/competitors`, mine.key);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("rival_vizinho");
    expect((await call(`/accounts/${randomUUID()}/competitors`, mine.key)).status).toBe(404);
    const badPeriod = await call(`/accounts/${mine.accountId}/competitors?period=custom&from=2026-02-31&to=2026-03-01`, mine.key);
    expect(badPeriod.status).toBe(400);
    expect(((await badPeriod.json()) as ErrorBody).error.fields?.from).toBeTruthy();
  });

  it("lists the workspace's reports and downloads one's PDF, never another workspace's", async () => {
    const list = await read<{ data: V1Report[] }>("/reports", mine.key);
    expect(list.data.map((r) => r.id)).toEqual([mine.reportId]);
    const [report] = list.data;
    expect(report).toMatchObject({ accountId: mine.accountId, username: "api_wired", status: "done", period: { preset: "30d" } });
    expect(report!.period.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(report!.createdAt).toISOString()).toBe(report!.createdAt);
    expect(new Date(report!.finishedAt!).toISOString()).toBe(report!.finishedAt);
    expect(report!.sizeBytes).toBeGreaterThan(1000);

    const download = await call(`/reports/${mine.reportId}/download`, mine.key);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain(report!.fileName);
    expect(download.headers.get("ratelimit-remaining")).not.toBeNull();
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(report!.sizeBytes);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The same bytes as the app's download.
    const appBytes = Buffer.from(await (await mine.client.request(`/api/reports/${mine.reportId}/download`)).arrayBuffer());
    expect(bytes.equals(appBytes)).toBe(true);

    const foreign = await call(`/reports/${theirs.reportId}/download`, mine.key);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toContain("application/json");
    expect((await call(`/reports/${randomUUID()}/download`, mine.key)).status).toBe(404);
    const badId = await call("/reports/nao-e-um-id/download", mine.key);
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as ErrorBody).error.fields?.reportId).toBeTruthy();

    // A report still queued: 409 NOT_READY, and it is listed as queued with no size.
    const pending = await insertReport(t.server.context.db, {
      workspaceId: mine.workspaceId,
      socialProfileId: mine.accountId,
      requestedBy: mine.userId,
      periodPreset: "7d",
      periodFrom: "2026-11-01",
      periodTo: "2026-11-07",
      fileName: "relatorio-api_wired-2026-11-01-a-2026-11-07.pdf",
    });
    const notReady = await call(`/reports/${pending.id}/download`, mine.key);
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as ErrorBody).error.reason).toBe("NOT_READY");
    const withPending = await read<{ data: V1Report[] }>("/reports", mine.key);
    expect(withPending.data.find((r) => r.id === pending.id)).toMatchObject({
      status: "queued",
      sizeBytes: null,
      finishedAt: null,
    });
    expect(withPending.data.some((r) => r.id === theirs.reportId)).toBe(false);
  });

  it("lists the recommendations the plan shows, with the period's figures as plain numbers", async () => {
    const v1 = await read<V1Recommendations>(`/accounts/${mine.accountId}/recommendations?period=30d`, mine.key);
    const app = await appJson<RecommendationList>(
      mine.client,
      `/api/insights/recommendations?accountId=${mine.accountId}&period=30d`,
    );
    const analytics = await appJson<PeriodAnalytics>(mine.client, `/api/analytics?accountId=${mine.accountId}&period=30d`);
    expect(v1.accountId).toBe(mine.accountId);
    expect(v1.planId).toBe("advanced");
    expect(v1.period).toEqual({ from: app.period.from, to: app.period.to, days: 30 });
    expect(v1.data.map((r) => [r.id, r.priority, r.evidence, r.status])).toEqual(
      app.recommendations.map((r) => [r.id, r.priority, r.evidence, r.status]),
    );
    expect(v1.data.length).toBeGreaterThan(0);
    // Only what Go includes: nothing of Pro's improvement tier, locked ones left out.
    expect(v1.data.every((r) => r.tier !== "improvement")).toBe(true);
    expect(JSON.stringify(v1)).not.toContain("locked");
    expect(v1.basis).toEqual({
      followers: analytics.metrics.followers.value,
      engagementRate: analytics.metrics.engagementRate.value,
      previousEngagementRate: analytics.metrics.engagementRate.previous,
      posts: analytics.metrics.posts.value,
      previousPosts: analytics.metrics.posts.previous,
    });
    expect(typeof v1.basis.followers).toBe("number");
    expect(typeof v1.basis.engagementRate).toBe("number");

    // A dismissal in the app shows in the API's status.
    const ruleId = v1.data[0]!.id;
    const dismissed = await mine.client.request(`/api/insights/recommendations/${ruleId}/status`, {
      method: "PUT",
      json: { accountId: mine.accountId, status: "dismissed" },
    });
    expect(dismissed.status).toBe(200);
    const after = await read<V1Recommendations>(`/accounts/${mine.accountId}/recommendations?period=30d`, mine.key);
    expect(after.data.find((r) => r.id === ruleId)!.status).toBe("dismissed");

    const foreign = await call(`/accounts/${theirs.accountId}/recommendations`, mine.key);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("api_wired_vizinho");
    expect((await call(`/accounts/${mine.accountId}/recommendations?period=ano`, mine.key)).status).toBe(400);
  });

  it("revalidates every new read with its ETag and 304", async () => {
    for (const path of [
      "/competitors",
      `/accounts/${mine.accountId}/competitors?period=7d`,
      "/reports",
      `/reports/${mine.reportId}/download`,
      `/accounts/${mine.accountId}/recommendations?period=7d`,
    ]) {
      const first = await call(path, mine.key);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get("etag");
      expect(tag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("cache-control"), path).toBe("private, no-cache");
      const again = await call(path, mine.key, { "if-none-match": tag! });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("ratelimit-remaining"), path).not.toBeNull();
    }
    // A new competitor changes the list's ETag.
    const before = (await call("/competitors", mine.key)).headers.get("etag")!;
    expect((await mine.client.post("/api/competitors", { username: "rival_api_dois" })).status).toBe(201);
    const changed = await call("/competitors", mine.key, { "if-none-match": before });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(before);
  });
});
