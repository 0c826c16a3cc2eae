import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import { and, count, eq, gt, gte, inArray, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PeriodInsights } from "@core/analytics/owner-insights-responses";
import { describeInsightGap } from "@core/social/insight-gaps";
import {
  accountDays,
  accountInsightDays,
  accountInsightStatus,
  postDays,
  posts,
  socialMediaProfiles,
} from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser, paidUser, signUpConfirmed } from "../../test/users";
import { fanOutDailyCollection } from "./daily-collection.job";
import { demoBackfillDays } from "./history.service";
import { purgeOldHistory } from "./purge-history.job";

const t = useTestServer();

type Analytics = {
  period: { from: string; to: string; days: number };
  previousPeriod: { from: string; to: string };
  firstDay: string;
  metrics: Record<
    string,
    {
      available: boolean;
      reason: string | null;
      value: number | null;
      previous: number | null;
      change: number | null;
      difference?: number | null;
    }
  >;
  followersSeries: { day: string; followers: number }[];
  engagementSeries: { day: string; posts: number; interactions: number }[];
  byFormat: { type: string; posts: number }[];
  heatmap: { posts: number }[];
  insights?: PeriodInsights;
};
type PostsPage = { posts: { type: string; likes: number; comments: number; publishedAt: string }[]; total: number; page: number };

async function read<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function collectAgain(client: TestClient, accountId: string) {
  const run = (await (await client.post(`/api/accounts/${accountId}/collect`, {})).json()) as { id: string };
  await waitFor(async () => {
    const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
}

describe("history by day", () => {
  it("gives a newly connected demo account 90 days of history, and the period figures add up", async () => {
    const { client, accountId } = await collectedUser(t.server, "natgeo");
    const ninety = await read<Analytics>(client, "/api/analytics?period=90d");
    expect(ninety.followersSeries).toHaveLength(demoBackfillDays);
    expect(ninety.firstDay).toBe(ninety.period.from);
    // Before the first day there is no follower count: no rate is made up for that period.
    expect(ninety.metrics.engagementRate!.previous).toBeNull();
    expect(ninety.metrics.engagementRate!.value).toBeGreaterThan(0);
    expect(ninety.followersSeries.at(-1)!.day).toBe(saoPauloDay(new Date()));
    expect(new Set(ninety.followersSeries.map((point) => point.followers)).size).toBeGreaterThan(10);

    const week = await read<Analytics>(client, `/api/analytics?period=7d&accountId=${accountId}`);
    expect(week.period.days).toBe(7);
    expect(week.followersSeries).toHaveLength(7);
    expect(week.engagementSeries).toHaveLength(7);
    // The headline figures are the posts table's: the same posts, the same sums.
    const all = await read<PostsPage>(client, "/api/analytics/posts?period=7d&pageSize=50");
    expect(week.metrics.posts!.value).toBe(all.total);
    expect(week.metrics.likes!.value).toBe(all.posts.reduce((sum, post) => sum + post.likes, 0));
    expect(week.byFormat.reduce((sum, format) => sum + format.posts, 0)).toBe(all.total);
    expect(week.heatmap.reduce((sum, cell) => sum + cell.posts, 0)).toBe(all.total);
    expect(week.metrics.followers!.value).toBe(week.followersSeries.at(-1)!.followers);
    expect(week.metrics.followers!.previous).toBe(
      ninety.followersSeries.find((p) => p.day === week.previousPeriod.to)!.followers,
    );
    // An account connected by username has none of the owner's insights: said, never 0.
    expect(week.metrics.reach).toEqual({
      available: false,
      reason: describeInsightGap({ reason: "username_connection" }, "instagram"),
      value: null,
      previous: null,
      change: null,
      difference: null,
    });
  });

  it("shows an account's own day figures only for the days that have them, never a made-up 0", async () => {
    const { client, accountId, workspaceId } = await collectedUser(t.server, "marca_graph");
    const db = t.server.context.db;
    // As if connected through Instagram Login, before any of its days was read.
    await db
      .update(socialMediaProfiles)
      .set({ connectionType: "oauth", dataSource: "graph" })
      .where(eq(socialMediaProfiles.id, accountId));
    await db.delete(accountInsightStatus).where(eq(accountInsightStatus.socialProfileId, accountId));
    const before = await read<Analytics>(client, "/api/analytics?period=7d");
    expect(before.metrics.reach).toMatchObject({
      available: false,
      value: null,
      reason: describeInsightGap({ reason: "no_data" }, "instagram"),
    });
    const read3 = [-1, -2, -3].map((back) => addDaysTo(before.period.to, back));
    await db.insert(accountInsightDays).values(
      read3.map((day) => ({
        socialProfileId: accountId,
        day,
        workspaceId,
        reach: 1200,
        views: 3000,
        settled: true,
        readAt: new Date(),
      })),
    );
    const after = await read<Analytics>(client, "/api/analytics?period=7d");
    expect(after.metrics.reach).toMatchObject({ available: true, value: 3 * 1200 });
    expect(after.insights!.reach).toMatchObject({ value: 3 * 1200, unavailable: null });
    expect(after.insights!.days.filter((day) => day.reach !== null).map((day) => day.day)).toEqual([...read3].reverse());
  });

  it("writes one row per account and day however often the day is collected", async () => {
    const { client, accountId } = await collectedUser(t.server, "marca_dia");
    const db = t.server.context.db;
    const rowsOf = async () => ({
      days: (await db.select({ n: count() }).from(accountDays).where(eq(accountDays.socialProfileId, accountId)))[0]!.n,
      snapshots: (
        await db
          .select({ n: count() })
          .from(postDays)
          .innerJoin(posts, eq(posts.id, postDays.postId))
          .where(eq(posts.socialProfileId, accountId))
      )[0]!.n,
      posts: (await db.select({ n: count() }).from(posts).where(eq(posts.socialProfileId, accountId)))[0]!.n,
    });
    const before = await rowsOf();
    expect(before.days).toBe(demoBackfillDays);
    await collectAgain(client, accountId);
    expect(await rowsOf()).toEqual(before);
  });

  it("sorts, filters and pages the period's posts", async () => {
    const { client } = await collectedUser(t.server, "marca_tabela", "sparks_pro");
    const byEngagement = await read<PostsPage>(client, "/api/analytics/posts?period=30d&sort=engagement&order=desc&pageSize=50");
    const engagement = byEngagement.posts.map((post) => post.likes + post.comments);
    expect(engagement).toEqual([...engagement].sort((a, b) => b - a));
    const reels = await read<PostsPage>(client, "/api/analytics/posts?period=30d&type=clips&pageSize=50");
    expect(reels.posts.every((post) => post.type === "clips")).toBe(true);
    const second = await read<PostsPage>(client, "/api/analytics/posts?period=30d&sort=date&pageSize=5&page=2");
    expect(second.page).toBe(2);
    expect(second.posts.map((post) => post.publishedAt)).toEqual(
      byEngagement.posts
        .map((p) => p.publishedAt)
        .sort()
        .reverse()
        .slice(5, 10),
    );
  });

  it("refuses bad periods with a pt-BR 400 naming the field", async () => {
    const { client } = await paidUser(t.server);
    const cases: [string, string, string][] = [
      ["period=custom&from=2026-11-20&to=2026-11-10", "from", "A data inicial deve ser anterior ou igual à data final."],
      [
        `period=custom&from=2026-01-01&to=${addDaysTo(saoPauloDay(new Date()), 2)}`,
        "to",
        "O período não pode terminar depois de hoje.",
      ],
      ["period=custom&from=2019-01-01&to=2020-01-01", "from", "O período deve estar dentro dos últimos 3 anos."],
      ["period=custom&from=2026-02-30&to=2026-03-01", "from", "Data inválida. Use o formato AAAA-MM-DD."],
      ["period=ontem", "period", "Período inválido."],
    ];
    for (const [query, field, message] of cases) {
      const response = await client.request(`/api/analytics?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields[field], query).toBe(message);
    }
  });
});

describe("period figures (decision 023)", () => {
  type Figures = Analytics & {
    previousCovered: boolean;
    followerGrowth: {
      value: number;
      base: { day: string; followers: number };
      end: { day: string; followers: number };
      baseIsFirstCollectedDay: boolean;
    } | null;
  };
  const comparedFigures = ["followers", "followerGrowth", "posts", "engagementRate", "likes", "comments", "views"] as const;

  it("compares only with a previous period the collected history covers, and counts growth one way", async () => {
    const { client } = await collectedUser(t.server, "marca_cobertura");
    const ninety = await read<Figures>(client, "/api/analytics?period=90d");
    const followersOn = new Map(ninety.followersSeries.map((point) => [point.day, point.followers]));
    // The history starts on the 90-day period's first day: the previous 90 days are not covered,
    // though some of their posts were seen. No figure is compared with them.
    expect(ninety.firstDay).toBe(ninety.period.from);
    expect(ninety.previousCovered).toBe(false);
    for (const key of comparedFigures) expect(ninety.metrics[key], key).toMatchObject({ previous: null, change: null });
    // No day before the period: growth counts from the first collected day, and says so.
    expect(ninety.followerGrowth).toEqual({
      value: ninety.followersSeries.at(-1)!.followers - ninety.followersSeries[0]!.followers,
      base: ninety.followersSeries[0],
      end: ninety.followersSeries.at(-1),
      baseIsFirstCollectedDay: true,
    });
    expect(ninety.metrics.followerGrowth!.value).toBe(ninety.followerGrowth!.value);

    // 30 days: covered; growth from the previous period's last day, for both periods.
    const thirty = await read<Figures>(client, "/api/analytics?period=30d");
    expect(thirty.previousCovered).toBe(true);
    const dayBefore = addDaysTo(thirty.period.from, -1);
    expect(thirty.followerGrowth).toMatchObject({
      base: { day: dayBefore, followers: followersOn.get(dayBefore) },
      baseIsFirstCollectedDay: false,
    });
    expect(thirty.metrics.followerGrowth).toMatchObject({
      value: followersOn.get(thirty.period.to)! - followersOn.get(dayBefore)!,
      previous: followersOn.get(thirty.previousPeriod.to)! - followersOn.get(addDaysTo(thirty.previousPeriod.from, -1))!,
    });
    expect(thirty.metrics.posts!.previous).toEqual(expect.any(Number));

    // A custom period whose previous one starts on the first collected day: covered, and its
    // growth counts from that day instead of being unknown.
    const today = saoPauloDay(new Date());
    const custom = await read<Figures>(client, `/api/analytics?period=custom&from=${addDaysTo(today, -44)}&to=${today}`);
    expect(custom.previousPeriod.from).toBe(ninety.firstDay);
    expect(custom.previousCovered).toBe(true);
    expect(custom.metrics.followerGrowth!.previous).toBe(
      followersOn.get(custom.previousPeriod.to)! - followersOn.get(custom.previousPeriod.from)!,
    );
  });

  it("gives no percent for a figure that crosses zero, only the difference (docs/decisions/035-change-across-zero.md)", async () => {
    const { client, accountId } = await collectedUser(t.server, "marca_cruza_zero");
    const db = t.server.context.db;
    const { period, previousPeriod } = await read<Figures>(client, "/api/analytics?period=7d");
    // Followers: 1.000 until the previous period, 994 in it (-6), 1.046 in this one (+52).
    const setFollowers = (followers: number, from: string | null, to: string) =>
      db
        .update(accountDays)
        .set({ followers })
        .where(
          and(
            eq(accountDays.socialProfileId, accountId),
            from ? gte(accountDays.day, from) : undefined,
            lte(accountDays.day, to),
          ),
        );
    await setFollowers(1_000, null, addDaysTo(previousPeriod.from, -1));
    await setFollowers(994, previousPeriod.from, previousPeriod.to);
    await setFollowers(1_046, period.from, period.to);
    await db
      .update(accountDays)
      .set({ followers: 1_046 })
      .where(and(eq(accountDays.socialProfileId, accountId), gt(accountDays.day, period.to)));
    const figures = await read<Figures>(client, "/api/analytics?period=7d");
    expect(figures.metrics.followerGrowth).toMatchObject({ value: 52, previous: -6, change: null, difference: 58 });
    // A positive base keeps its percent, with the difference beside it.
    expect(figures.metrics.followers).toMatchObject({ value: 1_046, previous: 994, difference: 52 });
    expect(figures.metrics.followers!.change).toBeCloseTo(52 / 994, 10);
  });

  it("counts a post of a past period with its snapshot as of the period's end, never with metrics collected later", async () => {
    const { client, accountId } = await collectedUser(t.server, "marca_retrato");
    const db = t.server.context.db;
    const thirty = await read<Figures>(client, "/api/analytics?period=30d");
    const previousTo = thirty.previousPeriod.to;
    // The latest post of the previous period with a snapshot on or before its end and one after
    // (a post published late on the period's last day is first collected the next day); its
    // latest metrics, as if collected much later.
    const candidates = (await db.select().from(posts).where(eq(posts.socialProfileId, accountId)))
      .filter((row) => saoPauloDay(row.publishedAt) >= thirty.previousPeriod.from && saoPauloDay(row.publishedAt) <= previousTo)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    let chosen:
      | { post: (typeof candidates)[number]; asOfEnd: typeof postDays.$inferSelect; firstAfter: typeof postDays.$inferSelect }
      | undefined;
    for (const candidate of candidates) {
      const snapshots = (await db.select().from(postDays).where(eq(postDays.postId, candidate.id))).sort((a, b) =>
        a.day.localeCompare(b.day),
      );
      const asOfEnd = snapshots.findLast((row) => row.day <= previousTo);
      const firstAfter = snapshots.find((row) => row.day > previousTo);
      if (asOfEnd && firstAfter) {
        chosen = { post: candidate, asOfEnd, firstAfter };
        break;
      }
    }
    expect(chosen, "a post of the previous period with snapshots on both sides of its end").toBeDefined();
    const { post, asOfEnd, firstAfter } = chosen!;
    await db.update(posts).set({ likes: 9_000_000 }).where(eq(posts.id, post.id));
    expect((await read<Figures>(client, "/api/analytics?period=30d")).metrics.likes!.previous).toBe(
      thirty.metrics.likes!.previous,
    );

    // Without a snapshot on or before the period's end (first seen after it), its first one counts.
    await db.delete(postDays).where(and(eq(postDays.postId, post.id), lte(postDays.day, previousTo)));
    const after = await read<Figures>(client, "/api/analytics?period=30d");
    expect(after.metrics.likes!.previous).toBe(thirty.metrics.likes!.previous! - asOfEnd.likes + firstAfter.likes);
  });

  it("shows one count of followers now everywhere after a day row written without a collection", async () => {
    const { client, accountId } = await collectedUser(t.server, "marca_queda");
    const drop = await client.post("/dev/follower-drop", { accountId, percent: 5 });
    expect(drop.status).toBe(200);
    const today = saoPauloDay(new Date());
    const [day] = await t.server.context.db
      .select()
      .from(accountDays)
      .where(and(eq(accountDays.socialProfileId, accountId), eq(accountDays.day, today)));

    const dashboard = await read<{
      accounts: { followersCount: number }[];
      analytics: { profile: { followersCount: number }; metrics: { followersCount: number } };
    }>(client, "/api/dashboard");
    const period = await read<Figures>(client, "/api/analytics?period=30d");
    const key = ((await (await client.post("/api/api-keys", { name: "Conferência" })).json()) as { key: string }).key;
    const v1 = async <T>(path: string) => {
      const response = await t.server.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const v1Accounts = await v1<{ data: { id: string; followers: number }[] }>("/accounts");
    const v1Metrics = await v1<{ data: { date: string; followers: number }[] }>(`/accounts/${accountId}/metrics?period=7d`);

    expect({
      dashboardCard: dashboard.analytics.metrics.followersCount,
      dashboardProfile: dashboard.analytics.profile.followersCount,
      dashboardAccount: dashboard.accounts[0]!.followersCount,
      period: period.metrics.followers!.value,
      v1Account: v1Accounts.data.find((row) => row.id === accountId)!.followers,
      v1Metrics: v1Metrics.data.at(-1)!.followers,
    }).toEqual({
      dashboardCard: day!.followers,
      dashboardProfile: day!.followers,
      dashboardAccount: day!.followers,
      period: day!.followers,
      v1Account: day!.followers,
      v1Metrics: day!.followers,
    });
  });
});

describe("daily collection", () => {
  it("queues exactly the active accounts of workspaces with a plan, once per day", async () => {
    const withPlan = await collectedUser(t.server, "marca_diaria", "advanced");
    const disconnected = (await (await withPlan.client.post("/api/accounts", { username: "marca_desligada" })).json()) as {
      id: string;
    };
    await withPlan.client.request(`/api/accounts/${disconnected.id}`, { method: "DELETE" });
    const noPlan = await signUpConfirmed(t.server);
    const db = t.server.context.db;
    // An account left behind by a workspace without a plan (as after a cancellation).
    const [orphan] = await db
      .insert(socialMediaProfiles)
      .values({
        workspaceId: noPlan.workspaceId,
        platform: "instagram",
        platformUserId: "manual_sem_plano",
        username: "sem_plano",
        isActive: true,
      })
      .returning();

    const sent: { accountId: string }[] = [];
    const queue = {
      sendMany: async (_definition: unknown, jobs: { payload: { accountId: string }; singletonKey?: string }[]) => {
        sent.push(...jobs.map((job) => job.payload));
      },
    } as unknown as Parameters<typeof fanOutDailyCollection>[0]["queue"];
    await fanOutDailyCollection({ db, queue }, new Date());
    const ids = sent.map((job) => job.accountId);
    expect(ids).toContain(withPlan.accountId);
    expect(ids).not.toContain(disconnected.id);
    expect(ids).not.toContain(orphan!.id);

    // Through the real queue: a scheduled collection runs like the button and writes today's row once.
    // A day compressed to nothing: every account's time is already past, so each runs at once.
    const queued = await fanOutDailyCollection(t.server.context, new Date(Date.now() - 2 * 3600_000), { secondsPerDay: 0 });
    expect(queued).toBe(new Set(ids).size);
    await waitFor(async () => {
      const [row] = await db
        .select()
        .from(accountDays)
        .where(eq(accountDays.socialProfileId, withPlan.accountId))
        .orderBy(accountDays.day);
      return row ? true : undefined;
    });
  });

  it("purges what is older than 3 years", async () => {
    const { accountId, workspaceId } = await collectedUser(t.server, "marca_antiga");
    const db = t.server.context.db;
    const [post] = await db.select().from(posts).where(eq(posts.socialProfileId, accountId)).limit(1);
    await db.insert(accountDays).values({
      socialProfileId: accountId,
      day: "2020-01-15",
      workspaceId,
      platform: "instagram",
      followers: 10,
      following: 1,
      posts: 1,
      collectedAt: new Date("2020-01-15T12:00:00Z"),
    });
    await db.insert(postDays).values({ postId: post!.id, day: "2020-01-15", workspaceId, likes: 1, comments: 0 });
    const [old] = await db
      .insert(posts)
      .values({
        socialProfileId: accountId,
        workspaceId,
        platform: "instagram",
        mediaId: "antigo",
        type: "image",
        publishedAt: new Date("2020-01-10T12:00:00Z"),
        likes: 1,
        comments: 0,
        lastSeenAt: new Date("2020-01-15T12:00:00Z"),
      })
      .returning();
    const purged = await purgeOldHistory({ db }, new Date());
    expect(purged).toMatchObject({ accountDays: 1, postDays: 1, posts: 1 });
    expect(
      await db
        .select()
        .from(posts)
        .where(inArray(posts.id, [old!.id])),
    ).toEqual([]);
    const kept = await db.select({ n: count() }).from(accountDays).where(eq(accountDays.socialProfileId, accountId));
    expect(kept[0]!.n).toBe(demoBackfillDays);
  });
});
