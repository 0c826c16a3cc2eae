import { addDaysTo, listDays } from "@core/analytics/period";
import type { Insight } from "@core/social/owner-insights";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import {
  graphDaySeries,
  graphError,
  graphLifetimeInsights,
  graphTotalValueInsights,
  notEnoughViewers,
  startContractServer,
  type ContractServer,
  type RecordedRequest,
  type Reply,
} from "./contract-server";
import { createInstagramInsightsSource, INSIGHT_METRICS } from "./graph";
import type { InsightsPostRef } from "../network.port";

// The owner's insights against a local server answering like graph.instagram.com (Instagram API
// with Instagram Login), with the bodies Meta documents (contract-server.ts).
const token = "IGAAlongLivedToken";
const now = new Date("2026-03-10T15:00:00Z");

const image: InsightsPostRef = { id: "18000000000000001", type: "image", timestamp: "2026-03-01T12:00:00Z" };
const carousel: InsightsPostRef = { id: "18000000000000002", type: "sidecar", timestamp: "2026-03-02T12:00:00Z" };
const reel: InsightsPostRef = { id: "18000000000000003", type: "clips", timestamp: "2026-03-03T12:00:00Z" };
const fresh: InsightsPostRef = { id: "18000000000000004", type: "image", timestamp: "2026-03-10T09:00:00Z" };

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

/** Serves GET /v23.0/{id}/insights with `reply(mediaId, metrics)`; anything else is Graph's 404. */
function serveMediaInsights(reply: (mediaId: string, metrics: string[], request: RecordedRequest) => Reply | undefined) {
  api.handle((request) => {
    const match = /^\/v23\.0\/(\d+)\/insights$/.exec(request.url.pathname);
    if (!match || request.url.searchParams.get("access_token") !== token) return undefined;
    return reply(match[1]!, request.url.searchParams.get("metric")!.split(","), request);
  });
}

const source = (concurrency = 4) => createInstagramInsightsSource({ baseUrl: api.url, insightsConcurrency: concurrency });
const valueOf = <T>(insight: Insight<T>): T => {
  if (!insight.available) throw new Error(`expected figures, got ${insight.reason}`);
  return insight.value;
};
const mediaRequests = () => api.requests.filter((request) => /\/insights$/.test(request.url.pathname));

describe("post insights (GET /{media-id}/insights)", () => {
  it("asks a feed post for its feed metrics and a Reel for its own, and reads each figure", async () => {
    serveMediaInsights((mediaId, metrics) =>
      graphLifetimeInsights(
        Object.fromEntries(
          metrics.map((metric) => [
            metric,
            { reach: 4200, saved: 96, shares: 31, total_interactions: 610, views: 7800, follows: 12, profile_visits: 85 }[
              metric
            ] ??
              { ig_reels_avg_watch_time: 8437, ig_reels_video_view_total_time: 65_808_600 }[metric] ??
              0,
          ]),
        ),
      ),
    );
    const entries = valueOf(await source().fetchPostInsights({ accessToken: token, posts: [image, reel], now }));
    const asked = Object.fromEntries(
      mediaRequests().map((request) => [request.url.pathname, request.url.searchParams.get("metric")]),
    );
    expect(asked["/v23.0/18000000000000001/insights"]).toBe("reach,saved,shares,total_interactions,views,follows,profile_visits");
    expect(asked["/v23.0/18000000000000003/insights"]).toBe(
      "reach,saved,shares,total_interactions,views,ig_reels_avg_watch_time,ig_reels_video_view_total_time",
    );
    expect(entries.map((entry) => entry.mediaId)).toEqual([image.id, reel.id]);
    expect(valueOf(entries[0]!.insights)).toEqual({
      reach: 4200,
      views: 7800,
      saved: 96,
      shares: 31,
      totalInteractions: 610,
      follows: 12,
      profileVisits: 85,
      avgWatchTimeSeconds: null,
      totalWatchTimeSeconds: null,
      fullWatchRate: null,
    });
    // Watch times come in milliseconds and are kept in seconds.
    expect(valueOf(entries[1]!.insights)).toMatchObject({
      reach: 4200,
      follows: null,
      profileVisits: null,
      avgWatchTimeSeconds: 8.4,
      totalWatchTimeSeconds: 65_809,
    });
  });

  it("leaves a post with too few viewers (#10) without figures and keeps every other post's", async () => {
    serveMediaInsights((mediaId) =>
      mediaId === carousel.id ? notEnoughViewers : graphLifetimeInsights({ reach: 1500, views: 2100 }),
    );
    const insights = await source(1).fetchPostInsights({ accessToken: token, posts: [image, carousel, reel], now });
    const [first, second, third] = valueOf(insights);
    expect(second!.insights).toEqual({ available: false, reason: "no_data" });
    expect(valueOf(first!.insights).reach).toBe(1500);
    expect(valueOf(third!.insights).reach).toBe(1500);
    // Read one at a time: the refused post did not stop the ones after it.
    expect(mediaRequests()).toHaveLength(3);
  });

  it("treats any other error for one post as that post's alone", async () => {
    serveMediaInsights((mediaId) =>
      mediaId === image.id
        ? graphError(400, 100, "(#100) Media Posted Before Business Account Conversion")
        : graphLifetimeInsights({ reach: 900 }),
    );
    const [first, second] = valueOf(await source(1).fetchPostInsights({ accessToken: token, posts: [image, carousel], now }));
    expect(first!.insights).toEqual({ available: false, reason: "no_data" });
    expect(valueOf(second!.insights).reach).toBe(900);
  });

  it("keeps the metrics an answer has when it leaves some out", async () => {
    serveMediaInsights(() => graphLifetimeInsights({ reach: 3300, saved: 41 }));
    const [entry] = valueOf(await source().fetchPostInsights({ accessToken: token, posts: [image], now }));
    expect(valueOf(entry!.insights)).toMatchObject({
      reach: 3300,
      saved: 41,
      shares: null,
      views: null,
      follows: null,
      profileVisits: null,
    });
  });

  it("says a figure is delayed for a post of the last 48 hours and absent for an older one when Meta answers an empty set", async () => {
    serveMediaInsights(() => ({ body: { data: [] } }));
    const [old, recent] = valueOf(await source().fetchPostInsights({ accessToken: token, posts: [image, fresh], now }));
    expect(old!.insights).toEqual({ available: false, reason: "no_data" });
    expect(recent!.insights).toEqual({ available: false, reason: "delayed" });
  });

  it("stops asking once Instagram throttles, and never fails the batch", async () => {
    serveMediaInsights((mediaId) =>
      mediaId === image.id
        ? graphLifetimeInsights({ reach: 10 })
        : graphError(403, 4, "(#4) Application request limit reached", { is_transient: true }),
    );
    const entries = valueOf(await source(1).fetchPostInsights({ accessToken: token, posts: [image, carousel, reel], now }));
    expect(valueOf(entries[0]!.insights).reach).toBe(10);
    expect(entries.slice(1).map((entry) => entry.insights)).toEqual([
      { available: false, reason: "unavailable" },
      { available: false, reason: "unavailable" },
    ]);
    expect(mediaRequests()).toHaveLength(2);
  });

  it("names the insights permission when the connection lacks it, without asking for every post", async () => {
    serveMediaInsights(() => graphError(403, 10, "(#10) Application does not have permission for this action"));
    const entries = valueOf(await source(1).fetchPostInsights({ accessToken: token, posts: [image, carousel], now }));
    for (const entry of entries)
      expect(entry.insights).toEqual({
        available: false,
        reason: "missing_permission",
        permission: "instagram_business_manage_insights",
      });
    expect(mediaRequests()).toHaveLength(1);
  });
});

describe("account days (GET /me/insights)", () => {
  const to = "2026-03-08";
  const from = addDaysTo(to, -89);
  const days = listDays(from, to);

  /** Reach by day from the series; the day totals and the day's follows from one-day total_value requests. */
  function serveAccount(overrides: { totals?: Reply } = {}) {
    api.handle((request) => {
      if (request.url.pathname !== "/v23.0/me/insights") return undefined;
      const params = request.url.searchParams;
      const since = Number(params.get("since")) * 1000;
      const until = Number(params.get("until")) * 1000;
      // The day a one-day request is for (since is its São Paulo midnight, 03:00 UTC).
      const day = new Date(since).toISOString().slice(0, 10);
      if (params.get("metric_type") === "time_series") {
        const inRange = days.filter((candidate) => {
          const start = Date.parse(`${candidate}T03:00:00Z`);
          return start >= since && start < until;
        });
        return graphDaySeries(
          "reach",
          Object.fromEntries(inRange.map((candidate) => [candidate, 1000 + Number(candidate.slice(8))])),
        );
      }
      if (params.get("breakdown") === "follow_type") {
        return graphTotalValueInsights(
          { follows_and_unfollows: 14 },
          { metric: "follows_and_unfollows", key: "follow_type", results: { FOLLOWER: 11, NON_FOLLOWER: 3 } },
        );
      }
      return (
        overrides.totals ??
        graphTotalValueInsights({
          views: 5000 + Number(day.slice(8)),
          accounts_engaged: 210,
          total_interactions: 480,
          profile_links_taps: 7,
        })
      );
    });
  }

  it("splits 90 days of reach into requests of at most 30 days and reads every day's figures", async () => {
    serveAccount();
    const rows = valueOf(await source().fetchAccountDays({ accessToken: token, from, to, now }));
    const series = api.requests.filter((request) => request.url.searchParams.get("metric_type") === "time_series");
    expect(series).toHaveLength(3);
    for (const request of series) {
      expect(request.url.searchParams.get("metric")).toBe(INSIGHT_METRICS.accountDaySeries.join(","));
      expect(request.url.searchParams.get("period")).toBe("day");
      const seconds = Number(request.url.searchParams.get("until")) - Number(request.url.searchParams.get("since"));
      expect(seconds).toBeLessThanOrEqual(30 * 86_400);
    }
    // Together the series requests cover the 90 days, with no gap and no overlap.
    const covered = series.map(
      (request) => [Number(request.url.searchParams.get("since")), Number(request.url.searchParams.get("until"))] as const,
    );
    expect(covered[0]![0]).toBe(Date.parse(`${from}T03:00:00Z`) / 1000);
    expect(covered.at(-1)![1]).toBe(Date.parse(`${addDaysTo(to, 1)}T03:00:00Z`) / 1000);
    for (let i = 1; i < covered.length; i++) expect(covered[i]![0]).toBe(covered[i - 1]![1]);

    expect(rows.map((row) => row.day)).toEqual(days);
    expect(rows[0]).toEqual({
      day: from,
      reach: 1000 + Number(from.slice(8)),
      views: 5000 + Number(from.slice(8)),
      accountsEngaged: 210,
      totalInteractions: 480,
      profileLinksTaps: 7,
      profileViews: null,
      follows: 11,
      unfollows: 3,
      settled: true,
    });
    const totals = api.requests.filter(
      (request) => request.url.searchParams.get("metric") === INSIGHT_METRICS.accountDay.join(","),
    );
    expect(totals).toHaveLength(90);
    expect(totals.every((request) => request.url.searchParams.get("metric_type") === "total_value")).toBe(true);
  });

  it("says which days Instagram may still change (the last 48 hours)", async () => {
    serveAccount();
    const rows = valueOf(await source().fetchAccountDays({ accessToken: token, from: "2026-03-07", to: "2026-03-09", now }));
    // now is 10/03 12:00 in São Paulo: 07/03 ended more than 48 h before, 08/03 did not.
    expect(rows.map((row) => [row.day, row.settled])).toEqual([
      ["2026-03-07", true],
      ["2026-03-08", false],
      ["2026-03-09", false],
    ]);
  });

  it("keeps the figures an answer has when it leaves a metric out", async () => {
    serveAccount({ totals: graphTotalValueInsights({ views: 800 }) });
    const [row] = valueOf(await source().fetchAccountDays({ accessToken: token, from: "2026-03-01", to: "2026-03-01", now }));
    expect(row).toMatchObject({
      views: 800,
      accountsEngaged: null,
      totalInteractions: null,
      profileLinksTaps: null,
      follows: 11,
    });
  });

  it("answers missing_permission without the insights permission, and rejects when throttled", async () => {
    api.handle(() => graphError(403, 10, "(#10) Application does not have permission for this action"));
    expect(await source().fetchAccountDays({ accessToken: token, from: "2026-03-01", to: "2026-03-02", now })).toEqual({
      available: false,
      reason: "missing_permission",
      permission: "instagram_business_manage_insights",
    });
    api.handle(() => graphError(400, 17, "(#17) User request limit reached"));
    expect(
      (await failureOf(source().fetchAccountDays({ accessToken: token, from: "2026-03-01", to: "2026-03-02", now }))).kind,
    ).toBe("rate_limited");
  });
});

describe("audience (follower_demographics, engaged_audience_demographics, online_followers)", () => {
  const breakdownResults: Record<string, Record<string, number>> = {
    age: { "18-24": 3100, "25-34": 5200, "35-44": 2100 },
    gender: { F: 7300, M: 3400, U: 200 },
    city: { "São Paulo, São Paulo": 4100, "Rio de Janeiro, Rio de Janeiro": 1600 },
    country: { BR: 10100, PT: 300 },
  };

  function serveAudience() {
    api.handle((request) => {
      if (request.url.pathname !== "/v23.0/me/insights") return undefined;
      const params = request.url.searchParams;
      const metric = params.get("metric")!;
      if (metric === "online_followers") {
        return {
          body: {
            data: [
              {
                name: "online_followers",
                period: "lifetime",
                values: [
                  {
                    value: Object.fromEntries(Array.from({ length: 24 }, (_, hour) => [String(hour), 100 + hour])),
                    end_time: "2026-03-09T07:00:00+0000",
                  },
                  { value: { "20": 950 }, end_time: "2026-03-10T07:00:00+0000" },
                ],
                id: "17841400123456789/insights/online_followers/lifetime",
              },
            ],
          },
        };
      }
      const breakdown = params.get("breakdown")!;
      const results = breakdownResults[breakdown]!;
      const scale = metric === "engaged_audience_demographics" ? 0.1 : 1;
      return graphTotalValueInsights(
        { [metric]: 0 },
        {
          metric,
          key: breakdown,
          results: Object.fromEntries(Object.entries(results).map(([key, value]) => [key, Math.round(value * scale)])),
        },
      );
    });
  }

  it("reads each breakdown of both audiences and the followers' hours", async () => {
    serveAudience();
    const audience = await source().fetchAudience({ accessToken: token, followersCount: 15_230, now });
    const demographicRequests = api.requests.filter((request) => request.url.searchParams.get("breakdown"));
    expect(demographicRequests).toHaveLength(8);
    for (const request of demographicRequests) {
      expect(request.url.searchParams.get("period")).toBe("lifetime");
      expect(request.url.searchParams.get("metric_type")).toBe("total_value");
      expect(request.url.searchParams.get("timeframe")).toBe("this_month");
    }
    const followers = valueOf(audience.followers);
    expect(followers.age).toEqual([
      { key: "25-34", value: 5200 },
      { key: "18-24", value: 3100 },
      { key: "35-44", value: 2100 },
    ]);
    expect(followers.city?.[0]).toEqual({ key: "São Paulo, São Paulo", value: 4100 });
    expect(valueOf(audience.engaged).gender).toEqual([
      { key: "F", value: 730 },
      { key: "M", value: 340 },
      { key: "U", value: 20 },
    ]);
    const online = valueOf(audience.online);
    expect(online.days.map((day) => day.day)).toEqual(["2026-03-08", "2026-03-09"]);
    expect(online.days[0]!.hours[23]).toBe(123);
    expect(online.days[1]!.hours[20]).toBe(950);
    expect(online.days[1]!.hours[19]).toBeNull();
  });

  it("asks nothing below 100 followers: Meta computes no audience there", async () => {
    serveAudience();
    const audience = await source().fetchAudience({ accessToken: token, followersCount: 99, now });
    expect(audience).toEqual({
      followers: { available: false, reason: "few_followers" },
      engaged: { available: false, reason: "few_followers" },
      online: { available: false, reason: "few_followers" },
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe("stories (GET /me/stories)", () => {
  const stories = [
    {
      id: "17900000000000101",
      media_type: "IMAGE",
      media_url: "https://scontent.cdninstagram.com/story1.jpg",
      permalink: "https://instagram.com/stories/loja.bella/1",
      timestamp: "2026-03-10T11:00:00+0000",
    },
    {
      id: "17900000000000102",
      media_type: "VIDEO",
      media_url: "https://scontent.cdninstagram.com/story2.mp4",
      thumbnail_url: "https://scontent.cdninstagram.com/story2.jpg",
      timestamp: "2026-03-10T13:30:00+0000",
    },
  ];

  it("lists the live stories with their figures and navigation, and keeps one with too few viewers", async () => {
    api.handle((request) => {
      const { pathname, searchParams } = request.url;
      if (pathname === "/v23.0/me/stories") return { body: { data: stories, paging: { cursors: { before: "a", after: "b" } } } };
      const match = /^\/v23\.0\/(\d+)\/insights$/.exec(pathname);
      if (!match) return undefined;
      if (match[1] === "17900000000000102") return notEnoughViewers;
      if (searchParams.get("metric") === "navigation" && searchParams.get("breakdown") === "story_navigation_action_type") {
        return graphTotalValueInsights(
          { navigation: 410 },
          {
            metric: "navigation",
            key: "story_navigation_action_type",
            results: { tap_forward: 300, tap_back: 22, tap_exit: 61, swipe_forward: 27 },
          },
        );
      }
      if (searchParams.get("metric") !== INSIGHT_METRICS.story.join(",")) return undefined;
      return graphLifetimeInsights({ reach: 820, views: 1040, replies: 6, shares: 3 });
    });
    const collected = valueOf(await source().fetchStories({ accessToken: token, now }));
    expect(collected).toEqual([
      {
        id: "17900000000000101",
        mediaType: "image",
        displayUrl: "https://scontent.cdninstagram.com/story1.jpg",
        permalink: "https://instagram.com/stories/loja.bella/1",
        timestamp: "2026-03-10T11:00:00.000Z",
        insights: {
          available: true,
          value: {
            reach: 820,
            views: 1040,
            replies: 6,
            shares: 3,
            navigation: { total: 410, tapsForward: 300, tapsBack: 22, exits: 61, swipesForward: 27 },
          },
        },
      },
      {
        id: "17900000000000102",
        mediaType: "video",
        displayUrl: "https://scontent.cdninstagram.com/story2.jpg",
        permalink: null,
        timestamp: "2026-03-10T13:30:00.000Z",
        insights: { available: false, reason: "no_data" },
      },
    ]);
  });

  it("rejects with the token's error when the story list is refused", async () => {
    api.handle(() => graphError(400, 190, "Error validating access token: Session has expired", { error_subcode: 463 }));
    expect((await failureOf(source().fetchStories({ accessToken: token, now }))).kind).toBe("token_revoked");
  });
});
