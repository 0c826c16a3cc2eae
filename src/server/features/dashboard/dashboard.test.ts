import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountDays,
  instagramAdvancedMetrics,
  instagramProfileAnalytics,
  profiles,
  subscriptions,
  workspaceDataVersions,
  workspaces,
} from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser, paidUser, signUpConfirmed } from "../../test/users";
import { dashboardViewVersion } from "@core/social/dashboard-view";
import { readDashboardBody } from "./dashboard.service";

const t = useTestServer();

type Dashboard = {
  companyName: string | null;
  current: { id: string; username: string } | null;
  analytics: null | {
    stale: boolean;
    source: string;
    metrics: { followersCount: number; engagementRate: number };
    recentPosts: unknown[];
    recentVideos: unknown[];
    relatedProfiles: unknown[];
    relatedProfilesTotal: number;
  };
  indicators: null | {
    values: Record<string, { score: number | null; sufficient: boolean }>;
    recalculating: boolean;
    updatedAt: string;
  };
};

const collected = (username?: string) => collectedUser(t.server, username);

const read = async (client: TestClient, query = "") =>
  (await (await client.request(`/api/dashboard${query}`)).json()) as Dashboard;

describe("GET /api/dashboard", () => {
  it("needs a plan (403 NO_PLAN sends the user to onboarding)", async () => {
    const { client } = await signUpConfirmed(t.server);
    const response = await client.request("/api/dashboard");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { reason: "NO_PLAN" } });
  });

  it("says there is nothing to show for a paid user without accounts", async () => {
    const { client } = await paidUser(t.server);
    const dashboard = await read(client);
    expect(dashboard).toMatchObject({ current: null, analytics: null, indicators: null });
  });

  it("loads profile, metrics, lists capped at 6 and indicators in one request, without tokens", async () => {
    const { client, accountId } = await collected();
    // The collection queues the indicators; wait until they exist.
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    const response = await client.request("/api/dashboard");
    const text = await response.text();
    expect(text).not.toMatch(/access_?token|refresh_?token/i);
    const dashboard = JSON.parse(text) as Dashboard;
    expect(dashboard.current?.id).toBe(accountId);
    expect(dashboard.analytics).toMatchObject({ stale: false, source: "demo" });
    expect(dashboard.analytics!.recentPosts.length).toBeLessThanOrEqual(6);
    expect(dashboard.analytics!.recentVideos.length).toBeLessThanOrEqual(6);
    expect(dashboard.analytics!.relatedProfiles.length).toBeLessThanOrEqual(6);
    expect(dashboard.analytics!.relatedProfilesTotal).toBeGreaterThanOrEqual(dashboard.analytics!.relatedProfiles.length);
    expect(Object.keys(dashboard.indicators!.values)).toHaveLength(12);
    // The charts over time come from the period's own request (/api/analytics/...), not from here.
    expect(dashboard).not.toHaveProperty("history");
  });

  it("answers 404 for another user's account id", async () => {
    const owner = await collected("outra_marca");
    const other = await paidUser(t.server);
    const response = await other.client.request(`/api/dashboard?accountId=${owner.accountId}`);
    expect(response.status).toBe(404);
    const calculate = await other.client.post("/api/dashboard/indicators", { accountId: owner.accountId });
    expect(calculate.status).toBe(404);
  });

  it("shows each account with its own indicators, the newest connected first, and the plan before the account", async () => {
    const first = await collected("primeira_marca");
    const second = (await (await first.client.post("/api/accounts", { username: "segunda_marca" })).json()) as { id: string };
    const run = (await (await first.client.post(`/api/accounts/${second.id}/collect`, {})).json()) as { id: string };
    await waitFor(
      async () =>
        ((await (await first.client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string }).status ===
          "succeeded" || undefined,
      40_000,
    );
    await waitFor(async () => ((await read(first.client, `?accountId=${first.accountId}`)).indicators ? true : undefined));
    await waitFor(async () => ((await read(first.client, `?accountId=${second.id}`)).indicators ? true : undefined));
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const latestOf = async (accountId: string) =>
      (
        await t.server.context.db
          .select()
          .from(instagramAdvancedMetrics)
          .where(eq(instagramAdvancedMetrics.socialProfileId, accountId))
      ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;

    const current = await read(first.client);
    expect(current.current?.id).toBe(second.id);
    for (const accountId of [first.accountId, second.id]) {
      const dashboard = await read(first.client, `?accountId=${accountId}`);
      expect(dashboard.current?.id).toBe(accountId);
      expect(dashboard.indicators!.updatedAt).toBe((await latestOf(accountId)).updatedAt.toISOString());
    }

    // Without a plan the answer is 403, whatever account is asked for.
    await t.server.context.db
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.workspaceId, first.workspaceId));
    const refused = await first.client.request(`/api/dashboard?accountId=${crypto.randomUUID()}`);
    expect(refused.status).toBe(403);
  });

  it("reads the view saved with the collection, and builds the same one for a collection saved without it or with another version", async () => {
    const { client, accountId } = await collected("vista_salva");
    const [row] = await t.server.context.db
      .select({ dashboardView: instagramProfileAnalytics.dashboardView })
      .from(instagramProfileAnalytics)
      .where(eq(instagramProfileAnalytics.socialProfileId, accountId));
    const { version, ...savedView } = row!.dashboardView!;
    expect(version).toBe(dashboardViewVersion);
    expect(savedView).toMatchObject({ source: "demo", metrics: { followersCount: expect.any(Number) } });
    const saved = await read(client);
    expect(saved.analytics).toMatchObject(savedView);
    expect(saved.analytics).not.toHaveProperty("version");

    // A view saved by another version of the code is not shown: it is built again.
    await t.server.context.db
      .update(instagramProfileAnalytics)
      .set({ dashboardView: { ...row!.dashboardView!, version: dashboardViewVersion + 1, relatedProfilesTotal: -1 } })
      .where(eq(instagramProfileAnalytics.socialProfileId, accountId));
    const rebuilt = await waitFor(async () => {
      const next = await read(client);
      return next.analytics && next.analytics.relatedProfilesTotal >= 0 ? next : undefined;
    });
    expect(rebuilt.analytics).toEqual(saved.analytics);

    // As a collection from before migration 0016 has it.
    await t.server.context.db
      .update(instagramProfileAnalytics)
      .set({ dashboardView: null })
      .where(eq(instagramProfileAnalytics.socialProfileId, accountId));
    const built = await waitFor(async () => {
      const next = await read(client);
      return next.analytics ? next : undefined;
    });
    expect(built.analytics).toEqual(saved.analytics);
  });

  it("flags data older than 24 h as stale and recalculates indicators older than 24 h", async () => {
    const { client, accountId } = await collected("marca_antiga");
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    // A calculation the reads above queued must not land after the aging below.
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600_000);
    await t.server.context.db
      .update(instagramProfileAnalytics)
      .set({ lastUpdated: dayAndHourAgo })
      .where(eq(instagramProfileAnalytics.socialProfileId, accountId));
    await t.server.context.db
      .update(instagramAdvancedMetrics)
      .set({ updatedAt: dayAndHourAgo, createdAt: dayAndHourAgo })
      .where(eq(instagramAdvancedMetrics.socialProfileId, accountId));
    const dashboard = await read(client);
    expect(dashboard.analytics!.stale).toBe(true);
    expect(dashboard.indicators!.recalculating).toBe(true);
    const fresh = await waitFor(async () => {
      const next = await read(client);
      return Date.parse(next.indicators!.updatedAt) > dayAndHourAgo.getTime() + 3600_000 ? next : undefined;
    });
    expect(fresh.indicators!.recalculating).toBe(false);
  });

  it("measures the growth trend on the account's follower history right after a demo account's first collection", async () => {
    const { client, accountId } = await collected("tendencia_historico");
    const dashboard = await waitFor(async () => {
      const next = await read(client);
      return next.indicators ? next : undefined;
    });
    // The 90 days the first collection wrote: the oldest and newest day rows of the last 30 days.
    const now = Date.now();
    const days = (await t.server.context.db.select().from(accountDays).where(eq(accountDays.socialProfileId, accountId)))
      .filter((row) => row.collectedAt.getTime() >= now - 30 * 86_400_000)
      .sort((a, b) => a.collectedAt.getTime() - b.collectedAt.getTime());
    expect(days.length).toBeGreaterThanOrEqual(29);
    const growth = ((days.at(-1)!.followers - days[0]!.followers) / days[0]!.followers) * 100;
    expect(dashboard.indicators!.values.growth_trend_score).toEqual({
      value: Math.round(growth * 100) / 100,
      score: Math.min(100, Math.max(0, Math.round(50 + 10 * growth))),
      sufficient: true,
      basis: "followers",
    });
  });

  it("calculates indicators on demand", async () => {
    const { client, accountId } = await collected("sob_demanda");
    // The calculations queued by the collection (and by reading the dashboard) land first, so
    // they are not counted as ours.
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const before = await t.server.context.db
      .select()
      .from(instagramAdvancedMetrics)
      .where(eq(instagramAdvancedMetrics.socialProfileId, accountId));
    const response = await client.post("/api/dashboard/indicators", { accountId });
    expect(response.status).toBe(200);
    const after = await t.server.context.db
      .select()
      .from(instagramAdvancedMetrics)
      .where(eq(instagramAdvancedMetrics.socialProfileId, accountId));
    expect(after.length).toBe(before.length + 1);
  });
});

describe("the dashboard's response cache", () => {
  const versionOf = async (workspaceId: string) =>
    (await t.server.context.db.select().from(workspaceDataVersions).where(eq(workspaceDataVersions.workspaceId, workspaceId)))[0]
      ?.version ?? 0;

  it("answers with a change as soon as the database announces it, whatever wrote it", async () => {
    const { client, workspaceId } = await collected("marca_cache");
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    expect((await read(client)).companyName).toBeNull();
    const before = await versionOf(workspaceId);
    const companyNameIs = (name: string) => async () => ((await read(client)).companyName === name ? true : undefined);

    // Straight to the database, past every service: the triggers still raise the version and
    // notify, on commit, the process that remembers this session.
    await t.server.context.db.insert(profiles).values({ workspaceId, accountType: "business", companyName: "Marca Ltda" });
    expect(await versionOf(workspaceId)).toBeGreaterThan(before);
    await waitFor(companyNameIs("Marca Ltda"), 5_000);
    await t.server.context.db
      .update(profiles)
      .set({ companyName: "Nome Novo Ltda" })
      .where(eq(profiles.workspaceId, workspaceId));
    await waitFor(companyNameIs("Nome Novo Ltda"), 5_000);

    await t.server.context.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.workspaceId, workspaceId));
    await waitFor(async () => ((await client.request("/api/dashboard")).status === 403 ? true : undefined), 5_000);
  });

  it("sends the same dashboard gzipped to a client that accepts it", async () => {
    const { client } = await collected("marca_gzip");
    // The indicators jobs run after the collection: both reads must come after them.
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const plain = await client.request("/api/dashboard");
    const gzipped = await client.request("/api/dashboard", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe(await plain.text());
  });

  it("is not shared between users", async () => {
    const first = await collected("marca_um");
    const second = await collected("marca_dois");
    expect((await read(first.client)).current?.username).toBe("marca_um");
    expect((await read(second.client)).current?.username).toBe("marca_dois");
  });

  it("expires when its data turns 24 h old, without any write", async () => {
    const { client, userId, workspaceId } = await collected("marca_relogio");
    await waitFor(async () => ((await read(client)).indicators ? true : undefined));
    const workspace = { id: workspaceId, role: "owner" as const, dataVersion: await versionOf(workspaceId) };
    const user = { id: userId, name: "Maria Souza", email: "cache@example.com" };
    const now = new Date();
    const readAt = async (at: Date) =>
      JSON.parse(
        new TextDecoder().decode((await readDashboardBody(t.server.context, user, workspace, undefined, at)).json()),
      ) as Dashboard;
    const fresh = await readAt(now);
    expect(fresh.analytics!.stale).toBe(false);
    const dayLater = new Date(now.getTime() + 24 * 3600_000 + 60_000);
    const later = await readAt(dayLater);
    expect(later.analytics!.stale).toBe(true);
    expect(later.indicators!.recalculating).toBe(true);
  });

  it("does not stop a workspace with dashboard data from being deleted", async () => {
    const { workspaceId } = await collected("marca_apagada");
    await t.server.context.db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    expect(
      await t.server.context.db.select().from(workspaceDataVersions).where(eq(workspaceDataVersions.workspaceId, workspaceId)),
    ).toEqual([]);
  });
});
