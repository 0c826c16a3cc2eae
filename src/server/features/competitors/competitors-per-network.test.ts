// The test server first: it extends zod with .openapi before the shared schemas load.
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import type { AddCompetitorResult, CompetitorComparison } from "@core/competitors/competitor-figures";
import type { RecommendationList } from "@core/recommendations/responses";
import type { Platform } from "@core/social/platforms";
import { accountDays, alerts } from "../../db/schema/index";
import { createNetworks } from "../../integrations/networks/index";
import type { CollectedProfile, PublicProfileSource } from "../../integrations/networks/network.port";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser } from "../../test/users";
import { evaluateAccountAlerts } from "../alerts/alerts.service";

// docs/decisions/034-competitors-per-network.md: an own account is compared with the competitors
// of its own network only, on every surface that compares (the comparison, /api/v1, the export,
// the recommendations and the overtaking alert). A workspace with an Instagram and a TikTok
// account, and a giant competitor plus a neighbour on each network: each account's race is its
// network's two competitors.

// Far ahead of any demo account, the TikTok giant the largest of all: if networks mixed, it
// would lead the Instagram account's comparison too.
const giants: Record<string, number> = { "gigante.insta": 50_000_000, "gigante.tt": 90_000_000 };

function withGiants(source: PublicProfileSource): PublicProfileSource {
  const grow = (collected: CollectedProfile): CollectedProfile => {
    const followers = giants[collected.profile.username];
    return followers === undefined ? collected : { ...collected, profile: { ...collected.profile, followersCount: followers } };
  };
  return {
    ...source,
    fetchProfile: async (input) => grow(await source.fetchProfile(input)),
    ...(source.fetchHistory ? { fetchHistory: async (input) => (await source.fetchHistory!(input)).map(grow) } : {}),
  };
}

const t = useTestServer(() => {
  const env = createTestEnv();
  const networks = createNetworks(env);
  return {
    env,
    networks: {
      instagram: { ...networks.instagram, publicProfiles: withGiants(networks.instagram.publicProfiles) },
      tiktok: { ...networks.tiktok, publicProfiles: withGiants(networks.tiktok.publicProfiles) },
    },
  };
});

async function json<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const sameNetwork: Record<Platform, string[]> = {
  instagram: ["gigante.insta", "vizinha.insta"],
  tiktok: ["gigante.tt", "vizinha.tt"],
};
const otherNetwork: Record<Platform, Platform> = { instagram: "tiktok", tiktok: "instagram" };

describe("competitors are compared within each own account's network", { timeout: 240_000 }, () => {
  let client: TestClient;
  let workspaceId: string;
  let key: string;
  const accountIds = {} as Record<Platform, string>;
  const competitorIds: Record<string, string> = {};

  beforeAll(async () => {
    const user = await collectedUser(t.server, "loja.insta", "advanced");
    ({ client, workspaceId } = user);
    accountIds.instagram = user.accountId;
    accountIds.tiktok = await connectCollectedTikTok(t.server, client, "loja.tt");
    // Added across networks, the other network's first: a mixed list would put it first.
    for (const [username, platform] of [
      ["gigante.tt", "tiktok"],
      ["gigante.insta", "instagram"],
      ["vizinha.tt", "tiktok"],
      ["vizinha.insta", "instagram"],
    ] as const) {
      const response = await client.post("/api/competitors", { username, platform });
      expect(response.status).toBe(201);
      competitorIds[username] = ((await response.json()) as Extract<AddCompetitorResult, { status: "added" }>).competitor.id;
    }
    for (const id of Object.values(competitorIds)) {
      await waitFor(
        async () =>
          (await t.server.context.db.select().from(accountDays).where(eq(accountDays.socialProfileId, id)).limit(1)).length
            ? true
            : undefined,
        60_000,
      );
    }
    await waitForIdleJobs(t.server.context.db);
    const created = await client.post("/api/api-keys", { name: "BI" });
    expect(created.status).toBe(201);
    key = ((await created.json()) as { key: string }).key;
  }, 240_000);

  const comparisonOf = async (platform: Platform) => {
    const comparison = await waitFor(async () => {
      const read = await json<CompetitorComparison>(
        client,
        `/api/competitors/comparison?accountId=${accountIds[platform]}&period=30d`,
      );
      return read.competitors.every((c) => !c.collecting && c.followers !== null) ? read : undefined;
    }, 60_000);
    return comparison;
  };

  it.each(["instagram", "tiktok"] as const)(
    "ranks the %s account among its network's competitors only, each row naming its network",
    async (platform) => {
      const comparison = await comparisonOf(platform);
      expect(comparison.platform).toBe(platform);
      expect(comparison.own).toMatchObject({ profileId: accountIds[platform], platform });
      expect(comparison.competitors.map((c) => c.username)).toEqual(sameNetwork[platform]);
      expect(comparison.competitors.map((c) => c.platform)).toEqual([platform, platform]);
      // Behind its network's giant, never behind the other network's (larger) one.
      const profiles = [comparison.own!, ...comparison.competitors];
      const followers = profiles.map((p) => p.followers!);
      expect(comparison.ranks.followers).toEqual({
        position: followers.filter((f) => f > comparison.own!.followers!).length + 1,
        of: 3,
      });
      expect(comparison.engagementShare.map((s) => s.profileId).sort()).toEqual(profiles.map((p) => p.profileId).sort());
      expect(JSON.stringify(comparison)).not.toContain(sameNetwork[otherNetwork[platform]][0]);
    },
  );

  it("compares the account the person looks at when the request names none", async () => {
    expect((await client.post(`/api/accounts/${accountIds.tiktok}/select`, {})).status).toBe(200);
    const chosen = await json<CompetitorComparison>(client, "/api/competitors/comparison?period=30d");
    expect(chosen.platform).toBe("tiktok");
    expect(chosen.own?.profileId).toBe(accountIds.tiktok);
    expect(chosen.competitors.map((c) => c.username)).toEqual(sameNetwork.tiktok);
  });

  it.each(["instagram", "tiktok"] as const)(
    "answers /api/v1's comparison of the %s account as the app does, rows with their network",
    async (platform) => {
      const app = await comparisonOf(platform);
      const response = await t.server.app.request(`/api/v1/accounts/${accountIds[platform]}/competitors?period=30d`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(200);
      const v1 = (await response.json()) as {
        platform: string;
        account: { id: string; platform: string };
        competitors: { id: string; username: string; platform: string; followers: number | null }[];
        ranks: CompetitorComparison["ranks"];
      };
      expect(v1.platform).toBe(platform);
      expect(v1.account).toMatchObject({ id: accountIds[platform], platform });
      expect(v1.competitors.map((c) => [c.username, c.platform, c.followers])).toEqual(
        app.competitors.map((c) => [c.username, platform, c.followers]),
      );
      expect(v1.ranks).toEqual(app.ranks);
      const list = await t.server.app.request("/api/v1/competitors", { headers: { authorization: `Bearer ${key}` } });
      const listed = ((await list.json()) as { data: { username: string; platform: string }[] }).data;
      expect(listed.find((c) => c.username === sameNetwork[platform][0])?.platform).toBe(platform);
    },
  );

  it.each(["instagram", "tiktok"] as const)(
    "exports the %s account's competitors sheet with its network's competitors only, naming the network",
    async (platform) => {
      const response = await client.request(`/api/exports?format=xlsx&period=30d&accountId=${accountIds[platform]}`);
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet("Concorrentes")!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const network = header.indexOf("Rede") + 1;
      expect(network).toBeGreaterThan(0);
      const rows: string[][] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) rows.push([String(row.getCell(1).value), String(row.getCell(network).value)]);
      });
      const label = platform === "instagram" ? "Instagram" : "TikTok";
      expect(rows).toEqual(sameNetwork[platform].map((username) => [`@${username}`, label]));
    },
  );

  it.each(["instagram", "tiktok"] as const)(
    "prints the %s account's PDF comparison with its network's competitors, naming the network",
    async (platform) => {
      const queued = await client.post("/api/reports", { accountId: accountIds[platform], period: "30d" });
      expect(queued.status).toBe(202);
      const { id } = (await queued.json()) as { id: string };
      await waitFor(async () => {
        const { status } = await json<{ status: string }>(client, `/api/reports/${id}`);
        if (status === "failed") throw new Error("The report failed");
        return status === "done" ? true : undefined;
      }, 90_000);
      const pdf = await getDocumentProxy(
        new Uint8Array(await (await client.request(`/api/reports/${id}/download`)).arrayBuffer()),
      );
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
      expect(text).toContain(
        `A conta e os concorrentes acompanhados no ${platform === "instagram" ? "Instagram" : "TikTok"}, de`,
      );
      for (const username of sameNetwork[platform]) expect(text).toContain(`@${username} `);
      for (const username of sameNetwork[otherNetwork[platform]]) expect(text).not.toContain(`@${username}`);
    },
  );

  it.each(["instagram", "tiktok"] as const)("recommends from the %s account's network's competitors only", async (platform) => {
    const list = await json<RecommendationList>(
      client,
      `/api/insights/recommendations?accountId=${accountIds[platform]}&period=30d`,
    );
    const gap = list.recommendations.find((item) => item.id === "competitor_followers_gap");
    expect(gap?.title).toBe(`@${sameNetwork[platform][0]} está à sua frente em seguidores`);
    expect(gap?.sample).toBe("2 concorrentes acompanhados");
    expect(JSON.stringify(list)).not.toContain(sameNetwork[otherNetwork[platform]][0]);
  });

  it("never tells an account that another network's competitor overtook it", async () => {
    const db = t.server.context.db;
    const yesterday = addDaysTo(saoPauloDay(new Date()), -1);
    const [own] = await db
      .select()
      .from(accountDays)
      .where(and(eq(accountDays.socialProfileId, accountIds.instagram), eq(accountDays.day, yesterday)));
    // Yesterday the TikTok giant was behind the Instagram account; today it is far ahead.
    await db
      .update(accountDays)
      .set({ followers: own!.followers - 100 })
      .where(and(eq(accountDays.socialProfileId, competitorIds["gigante.tt"]!), eq(accountDays.day, yesterday)));
    await db.transaction((tx) => evaluateAccountAlerts(t.server.context, tx, workspaceId, accountIds.instagram));
    const raised = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.workspaceId, workspaceId), eq(alerts.kind, "competitor_overtake")));
    expect(
      raised
        .map((alert) => alert.title)
        .filter((title) => sameNetwork.tiktok.some((username) => title.includes(`@${username} `))),
    ).toEqual([]);
  });
});
