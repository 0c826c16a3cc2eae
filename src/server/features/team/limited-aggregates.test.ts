import { and, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import type { NetworkOverview } from "@core/social/network-overview";
import { accountDays, alerts, instagramProfileAnalytics, recommendationOutcomes, reportDeliveries } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { useTestServer } from "../../test/server";
import { connectCollected, joinTeam } from "../../test/team";
import { connectTikTok } from "../../test/tiktok";
import { collectedUser } from "../../test/users";

// A member limited to one account (docs/decisions/030) reads every figure that sums or counts
// over accounts as the owner reads it for that account alone: the overview, the comparison's
// own row, the search and its export, the exports, the alerts' counts, the reports' deliveries,
// /api/v1 through their key. The workspace has the allowed Instagram account, a second
// Instagram account and a TikTok account, both kept from the member: one on the same network,
// one on another.

const t = useTestServer();

let owner: Awaited<ReturnType<typeof collectedUser>>;
let viewer: Awaited<ReturnType<typeof joinTeam>>;
let editor: Awaited<ReturnType<typeof joinTeam>>;
let mine: string;
let sameNetwork: string;
let otherNetwork: string;
let viewerKey: string;
let ownerKey: string;
const excludedNames = ["marca_ig_reservada", "marca_tt_reservada"];

const read = async (client: TestClient, path: string, headers: Record<string, string> = {}) => {
  const response = await client.request(path, { headers });
  const text = await response.text();
  expect(response.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
  // Nothing of an excluded account, by id or by name, in any answer the member gets.
  if (client === viewer.client)
    for (const secret of [sameNetwork, otherNetwork, ...excludedNames]) expect(text, path).not.toContain(secret);
  return text;
};
const json = async <T>(client: TestClient, path: string, headers?: Record<string, string>) =>
  JSON.parse(await read(client, path, headers)) as T;

/** One account's figures in the overview's terms, as the owner reads them on that account's own analytics. */
async function accountFigures(accountId: string) {
  const analytics = await json<PeriodAnalytics>(owner.client, `/api/analytics?accountId=${accountId}&period=30d`);
  const value = (key: keyof PeriodAnalytics["metrics"]) => analytics.metrics[key]?.value ?? 0;
  return {
    platform: analytics.platform ?? "instagram",
    accounts: 1,
    followers: analytics.metrics.followers.value,
    interactions: value("likes") + value("comments") + (analytics.platform === "tiktok" ? value("shares") : 0),
    posts: value("posts"),
  };
}

beforeAll(async () => {
  owner = await collectedUser(t.server, "marca_liberada", "sparks_pro");
  mine = owner.accountId;
  sameNetwork = (await connectCollected(owner.client, "marca_ig_reservada")).accountId;
  otherNetwork = await connectTikTok(t.server, owner.client, "marca_tt_reservada");
  expect((await owner.client.post("/api/competitors", { username: "rival_agregado" })).status).toBe(201);
  viewer = await joinTeam(t.server, owner.client, { role: "viewer", accountIds: [mine], name: "Lia Leitora" });
  editor = await joinTeam(t.server, owner.client, { role: "editor", accountIds: [mine], name: "Edu Editor" });
  const keyOf = async (client: TestClient) =>
    ((await (await client.post("/api/api-keys", { name: "Planilha" })).json()) as { key: string }).key;
  viewerKey = await keyOf(viewer.client);
  ownerKey = await keyOf(owner.client);
}, 240_000);

describe("a member limited to one account, on every figure summed over accounts", () => {
  it("'Visão geral' counts that account alone: no other network, no other account of its network", async () => {
    // The reference reads what the overview sums: the owner's overview of the TikTok network
    // (one account) is that account's own analytics.
    const ownerOverview = await json<NetworkOverview>(owner.client, "/api/dashboard/overview?period=30d");
    expect(ownerOverview.networks.map((network) => [network.platform, network.accounts])).toEqual([
      ["instagram", 2],
      ["tiktok", 1],
    ]);
    expect(ownerOverview.networks[1]).toEqual(await accountFigures(otherNetwork));

    const overview = await json<NetworkOverview>(viewer.client, "/api/dashboard/overview?period=30d");
    expect(overview.period).toEqual(ownerOverview.period);
    expect(overview.networks).toEqual([await accountFigures(mine)]);
  });

  it("the competitors' comparison ranks that account, as the owner sees it for that account", async () => {
    const own = await json<{ own: { profileId: string } }>(viewer.client, "/api/competitors/comparison?period=30d");
    expect(own.own.profileId).toBe(mine);
    expect(own).toEqual(await json(owner.client, `/api/competitors/comparison?period=30d&accountId=${mine}`));
  });

  it("the search, its export and /api/v1's search find that account's posts and comments only", async () => {
    // A word of every account's captions (the demo's): each account has matches to leak.
    const captions = async (accountId: string) =>
      (
        await json<{ posts: { caption: string }[] }>(owner.client, `/api/analytics/posts?accountId=${accountId}&period=90d`)
      ).posts.flatMap((post) => post.caption.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
    const [a, b, c] = [await captions(mine), await captions(sameNetwork), await captions(otherNetwork)];
    const word = a.find((w) => b.includes(w) && c.includes(w)) ?? a.find((w) => b.includes(w) || c.includes(w));
    expect(word, "a word shared with an excluded account").toBeTruthy();
    type Results = { total: number; results: unknown[] };
    const query = `q=${encodeURIComponent(word!)}&period=90d`;
    const everyone = await json<Results>(owner.client, `/api/search?${query}&scope=own`);
    const expected = await json<Results>(owner.client, `/api/search?${query}&accountId=${mine}`);
    expect(everyone.total).toBeGreaterThan(expected.total);
    const found = await json<Results>(viewer.client, `/api/search?${query}&scope=own`);
    expect({ total: found.total, results: found.results }).toEqual({ total: expected.total, results: expected.results });
    expect(await read(viewer.client, `/api/search/export?${query}&scope=own&format=csv`)).toBe(
      await read(owner.client, `/api/search/export?${query}&accountId=${mine}&format=csv`),
    );
    const v1 = await json<{ data: unknown[] }>(viewer.client, `/api/v1/search?${query}&scope=own&limit=100`, {
      authorization: `Bearer ${viewerKey}`,
    });
    const v1Expected = await json<{ data: unknown[] }>(owner.client, `/api/v1/search?${query}&accountId=${mine}&limit=100`, {
      authorization: `Bearer ${ownerKey}`,
    });
    expect(v1.data).toEqual(v1Expected.data);
  });

  it("the exports are that account's, as the owner exports it", async () => {
    for (const sheet of ["posts", "days", "competitors"]) {
      expect(await read(viewer.client, `/api/exports?period=30d&format=csv&sheet=${sheet}`), sheet).toBe(
        await read(owner.client, `/api/exports?period=30d&format=csv&sheet=${sheet}&accountId=${mine}`),
      );
    }
  });

  it("/api/v1 through the member's key lists and compares that account only", async () => {
    const viewerHeaders = { authorization: `Bearer ${viewerKey}` };
    const accounts = await json<{ data: { id: string }[] }>(viewer.client, "/api/v1/accounts", viewerHeaders);
    expect(accounts.data.map((account) => account.id)).toEqual([mine]);
    expect(await json(viewer.client, "/api/v1/competitors", viewerHeaders)).toEqual(
      await json(owner.client, "/api/v1/competitors", { authorization: `Bearer ${ownerKey}` }),
    );
  });

  it("the alerts' list, unread count and 'marcar todas' count that account's alerts alone", async () => {
    // Alerts raised for the member before the limit (an account they no longer reach).
    const db = t.server.context.db;
    const alert = (socialProfileId: string, n: number) => ({
      workspaceId: owner.workspaceId,
      userId: viewer.userId,
      socialProfileId,
      kind: "follower_drop",
      eventKey: `agregado-${n}`,
      title: "Queda de seguidores",
      body: "Seguidores caíram.",
      email: false,
    });
    await db.insert(alerts).values([alert(mine, 1), alert(sameNetwork, 2), alert(otherNetwork, 3)]);
    const listed = await json<{ alerts: { accountId: string | null }[]; unread: number }>(viewer.client, "/api/alerts");
    const reachable = listed.alerts.filter((row) => row.accountId === mine).length;
    expect(reachable).toBeGreaterThan(0);
    expect(listed.alerts.every((row) => row.accountId === null || row.accountId === mine)).toBe(true);
    expect(listed.unread).toBe(reachable);
    expect(await json(viewer.client, "/api/alerts/unread")).toEqual({ unread: reachable });
    // Marking every alert read marks those the member sees, not the ones kept from them.
    const marked = await viewer.client.post("/api/alerts/read-all", {});
    expect(marked.status).toBe(200);
    const stillUnread = await db
      .select({ accountId: alerts.socialProfileId })
      .from(alerts)
      .where(and(eq(alerts.userId, viewer.userId), isNull(alerts.readAt)));
    expect(stillUnread.map((row) => row.accountId).sort()).toEqual([sameNetwork, otherNetwork].sort());
  });

  it("the reports' page lists the scheduled e-mails of that account only", async () => {
    const db = t.server.context.db;
    const delivery = (socialProfileId: string) => ({
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      socialProfileId,
      cadence: "monthly" as const,
      periodFrom: "2026-10-01",
      periodTo: "2026-10-31",
      status: "sent" as const,
      sentAt: new Date("2026-11-01T12:00:00Z"),
    });
    await db.insert(reportDeliveries).values([delivery(mine), delivery(sameNetwork), delivery(otherNetwork)]);
    type Settings = { deliveries: { username: string }[] };
    expect((await json<Settings>(owner.client, "/api/report-settings")).deliveries).toHaveLength(3);
    expect((await json<Settings>(viewer.client, "/api/report-settings")).deliveries.map((row) => row.username)).toEqual([
      "marca_liberada",
    ]);
  });
});

describe("the development aids, as a member limited to one account", () => {
  it("refuse an account out of reach as not found, changing nothing, and act on the one in reach", async () => {
    const db = t.server.context.db;
    const excluded = inArray(accountDays.socialProfileId, [sameNetwork, otherNetwork]);
    // A recommendation marked done on each excluded account, its outcome still open: what
    // /dev/age-outcomes would move back.
    await db.insert(recommendationOutcomes).values(
      [sameNetwork, otherNetwork].map((socialProfileId) => ({
        workspaceId: owner.workspaceId,
        socialProfileId,
        platform: socialProfileId === otherNetwork ? ("tiktok" as const) : ("instagram" as const),
        ruleId: "limited-walk",
        title: "Poste mais vídeos",
        doneAt: new Date(Date.now() - 86_400_000),
        figure: "engagement_rate" as const,
        baseline: [],
      })),
    );
    const rowsOfExcluded = async () => ({
      days: await db.select().from(accountDays).where(excluded).orderBy(accountDays.socialProfileId, accountDays.day),
      analytics: await db
        .select({ id: instagramProfileAnalytics.socialProfileId, lastUpdated: instagramProfileAnalytics.lastUpdated })
        .from(instagramProfileAnalytics)
        .where(inArray(instagramProfileAnalytics.socialProfileId, [sameNetwork, otherNetwork]))
        .orderBy(instagramProfileAnalytics.socialProfileId),
      outcomes: await db
        .select()
        .from(recommendationOutcomes)
        .where(inArray(recommendationOutcomes.socialProfileId, [sameNetwork, otherNetwork]))
        .orderBy(recommendationOutcomes.socialProfileId),
    });
    const before = await rowsOfExcluded();
    expect(before.days.length).toBeGreaterThan(0);
    expect(before.outcomes).toHaveLength(2);
    const bodies: Record<string, (accountId: string) => object> = {
      "/dev/follower-drop": (accountId) => ({ accountId, percent: 10 }),
      "/dev/age-analytics": (accountId) => ({ accountId, hours: 30 }),
      "/dev/age-outcomes": (accountId) => ({ accountId, days: 30 }),
    };
    for (const [path, body] of Object.entries(bodies)) {
      for (const accountId of [sameNetwork, otherNetwork]) {
        const refused = await editor.client.post(path, body(accountId));
        expect(refused.status, `${path} ${accountId}`).toBe(404);
      }
      expect((await editor.client.post(path, body(mine))).status, path).toBe(200);
    }
    expect(await rowsOfExcluded()).toEqual(before);
  });
});
