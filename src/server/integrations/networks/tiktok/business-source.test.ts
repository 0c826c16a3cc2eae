import { listDays } from "@core/analytics/period";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "../instagram/contract-server";
import { failureOf } from "../../../test/source-error";
import {
  businessError,
  businessMetricDay,
  businessOk,
  businessOpenId,
  businessProfile,
  businessVideo,
  fieldsOf,
  requestsTo,
  serveBusiness,
  type BusinessRoutes,
} from "./business-contract-server";
import { createBusinessApiSources } from "./business-source";

// TikTok's Business API (Accounts API v1.3) as the connected account's own profile and insights,
// answered by a local server with recorded bodies of the documented shapes.
const now = new Date("2026-12-02T15:00:00Z");
const token = "act.business1a2b3c";

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

const sources = (timeoutMs?: number) =>
  createBusinessApiSources({
    appId: "7300000000000000001",
    apiBase: `${api.url}/open_api/v1.3`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

/** The list: 45 videos, newest first, pages of max_count; the cursor is an opaque number TikTok gives back. */
function pagedVideos(request: RecordedRequest): Reply {
  const maxCount = Number(request.url.searchParams.get("max_count"));
  const cursor = request.url.searchParams.get("cursor");
  const start = cursor === null ? 0 : Number(cursor) - 1_700_000_000_000;
  const videos = Array.from({ length: Math.min(maxCount, 45 - start) }, (_, i) => businessVideo(start + i));
  return businessOk({ videos, cursor: 1_700_000_000_000 + start + videos.length, has_more: start + videos.length < 45 });
}

/** business/get answering every asked day between start_date and end_date. */
function daysAnswer(
  extra: Record<string, unknown> = {},
  day: (date: string, n: number) => Record<string, unknown> = businessMetricDay,
) {
  return (request: RecordedRequest): Reply => {
    const start = request.url.searchParams.get("start_date");
    const end = request.url.searchParams.get("end_date");
    const metrics = start && end ? listDays(start, end).map((date, n) => day(date, n)) : [];
    return businessOk({ ...businessProfile, metrics, ...extra });
  };
}

describe("TikTok Business API own profile (live)", () => {
  it("reads business/get with the token's account and the Access-Token header, and maps the profile", async () => {
    serveBusiness(api, { account: () => businessOk(businessProfile), videos: pagedVideos });
    const collected = await sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 0, now });
    const [info] = requestsTo(api, "tt_user/token_info/get/");
    expect(JSON.parse(info?.body ?? "{}")).toEqual({ app_id: "7300000000000000001", access_token: token });
    const [account] = requestsTo(api, "business/get/");
    expect(account?.headers["access-token"]).toBe(token);
    expect(account?.url.searchParams.get("business_id")).toBe(businessOpenId);
    expect(fieldsOf(account!)).toEqual([
      "username",
      "display_name",
      "profile_image",
      "profile_deep_link",
      "bio_description",
      "is_verified",
      "following_count",
      "followers_count",
      "videos_count",
    ]);
    expect(collected.source).toBe("graph");
    expect(collected.profile).toMatchObject({
      fullName: "Café da Ana",
      username: "cafedaana",
      verified: false,
      biography: "Cafés especiais em BH ☕ #cafe",
      url: "https://vm.tiktok.com/ZMcafe123/",
      profilePicUrl: businessProfile.profile_image,
      followersCount: 48210,
      followsCount: 312,
      postsCount: 45,
      latestPosts: [],
    });
  });

  it("pages the video list by cursor while has_more, at most 20 a page, up to the posts limit", async () => {
    serveBusiness(api, { account: () => businessOk(businessProfile), videos: pagedVideos });
    const collected = await sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 30, now });
    const pages = requestsTo(api, "business/video/list/");
    expect(pages.map((page) => [page.url.searchParams.get("max_count"), page.url.searchParams.get("cursor")])).toEqual([
      ["20", null],
      ["10", "1700000000020"],
    ]);
    expect(fieldsOf(pages[0]!)).toContain("item_id");
    expect(collected.profile.latestPosts).toHaveLength(30);
    expect(collected.profile.latestPosts[0]).toEqual({
      id: "74400000000001000",
      type: "video",
      caption: "Espresso do dia 0 #cafe #barista com @lojadograo",
      timestamp: new Date(1_764_600_000 * 1000).toISOString(),
      displayUrl: "https://p16-sign-va.tiktokcdn.com/cover-0.jpeg",
      url: "https://www.tiktok.com/@cafedaana/video/74400000000001000",
      likesCount: 1000,
      commentsCount: 40,
      sharesCount: 12,
      videoViewCount: 20_000,
      videoDuration: 15.5,
      hashtags: ["cafe", "barista"],
      mentions: ["lojadograo"],
      taggedUsers: [],
    });
  });

  it("stops when has_more is false, and on a page that repeats its cursor", async () => {
    serveBusiness(api, { account: () => businessOk(businessProfile), videos: pagedVideos });
    expect(
      (await sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 200, now })).profile.latestPosts,
    ).toHaveLength(45);
    expect(requestsTo(api, "business/video/list/")).toHaveLength(3);
    serveBusiness(api, {
      account: () => businessOk(businessProfile),
      videos: () => businessOk({ videos: [businessVideo(0)], cursor: 7, has_more: true }),
    });
    await sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 100, now });
    expect(requestsTo(api, "business/video/list/")).toHaveLength(2);
  });

  it("keeps the profile and names video.list when the token lacks it", async () => {
    serveBusiness(api, {
      account: () => businessOk(businessProfile),
      videos: () => businessError(40001, "No permission to access the data. The scope video.list is not authorized."),
    });
    const collected = await sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 10, now });
    expect(collected.profile.latestPosts).toEqual([]);
    expect(collected.postsUnavailable).toEqual({ reason: "missing_permission", permission: "video.list" });
  });

  it.each<[string, Reply, string]>([
    ["an invalid token (40105)", businessError(40105, "Access token is invalid or has expired."), "token_revoked"],
    ["an expired token (40102)", businessError(40102, "Access token has expired."), "token_revoked"],
    ["throttling (40100)", businessError(40100, "Requests made too frequently."), "rate_limited"],
    ["HTTP 429 without a body", { status: 429, raw: "" }, "rate_limited"],
    ["refused parameters (40002)", businessError(40002, "fields: invalid field name"), "malformed"],
    ["a system error (51065)", businessError(51065, "System error, please retry."), "unavailable"],
    ["HTTP 502 with an HTML page", { status: 502, raw: "<html>Bad Gateway</html>" }, "unavailable"],
    ["a body that is not JSON", { raw: "<html>ok</html>" }, "malformed"],
    ["a count that is not a number", businessOk({ ...businessProfile, followers_count: "muitos" }), "malformed"],
    ["a profile without username", businessOk({ ...businessProfile, username: "" }), "malformed"],
  ])("maps %s on business/get", async (_name, reply, kind) => {
    serveBusiness(api, { account: () => reply });
    expect((await failureOf(sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 0, now }))).kind).toBe(kind);
  });

  it("names a missing scope from the message, and reads a refused token_info as token_revoked", async () => {
    serveBusiness(api, {
      account: () => businessError(40001, "The access token does not have the required scope user.info.stats"),
    });
    const error = await failureOf(sources().ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 0, now }));
    expect(error.kind).toBe("token_revoked");
    expect(error.missingPermission).toEqual({ name: "user.info.stats" });
    serveBusiness(api, { tokenInfo: () => businessError(40105, "Access token is invalid.") });
    expect((await failureOf(sources().ownProfiles.fetchOwnProfile({ accessToken: "act.other", postsLimit: 0, now }))).kind).toBe(
      "token_revoked",
    );
  });

  it("gives up on an API that does not answer in time, as unavailable", async () => {
    serveBusiness(api, { account: () => ({ ...businessOk(businessProfile), delayMs: 500 }) });
    expect((await failureOf(sources(100).ownProfiles.fetchOwnProfile({ accessToken: token, postsLimit: 0, now }))).kind).toBe(
      "unavailable",
    );
  });
});

describe("TikTok Business API owner insights (live)", () => {
  const ref = (n: number, timestamp = "2026-11-20T12:00:00Z") => ({
    id: businessVideo(n).item_id,
    type: "video" as const,
    timestamp,
  });

  it("reads each video's lifetime figures from video/list filtered by video_ids, at most 20 a request", async () => {
    serveBusiness(api, {
      videos: (request) => {
        const ids = (JSON.parse(request.url.searchParams.get("filters") ?? "{}") as { video_ids: string[] }).video_ids;
        return businessOk({
          videos: ids.map((id) => businessVideo(Number(id.slice(-4)) - 1000)),
          cursor: 0,
          has_more: false,
        });
      },
    });
    const posts = Array.from({ length: 25 }, (_, n) => ref(n));
    const answer = await sources().ownInsights.fetchPostInsights({ accessToken: token, posts, now });
    const requests = requestsTo(api, "business/video/list/");
    expect(requests.map((request) => JSON.parse(request.url.searchParams.get("filters")!).video_ids.length)).toEqual([20, 5]);
    expect(requests[0]?.url.searchParams.get("max_count")).toBe("20");
    expect(fieldsOf(requests[0]!)).toEqual([
      "item_id",
      "likes",
      "comments",
      "shares",
      "favorites",
      "reach",
      "video_views",
      "total_time_watched",
      "average_time_watched",
      "full_video_watched_rate",
      "new_followers",
      "profile_views",
    ]);
    expect(answer.available).toBe(true);
    if (!answer.available) return;
    expect(answer.value).toHaveLength(25);
    expect(answer.value[0]).toEqual({
      mediaId: "74400000000001000",
      insights: {
        available: true,
        value: {
          reach: 15_000,
          views: 20_000,
          saved: 30,
          shares: 12,
          totalInteractions: 1052,
          follows: 25,
          profileVisits: 300,
          avgWatchTimeSeconds: 6.5,
          totalWatchTimeSeconds: 130_000,
          fullWatchRate: 0.1234,
        },
      },
    });
  });

  it("keeps the other figures of a video missing one, and says no_data or delayed for a video TikTok left out", async () => {
    const { reach: _reach, favorites: _favorites, ...withoutReach } = businessVideo(0);
    serveBusiness(api, { videos: () => businessOk({ videos: [withoutReach], cursor: 0, has_more: false }) });
    const answer = await sources().ownInsights.fetchPostInsights({
      accessToken: token,
      posts: [ref(0), ref(1, "2026-11-01T12:00:00Z"), ref(2, "2026-12-02T09:00:00Z")],
      now,
    });
    expect(answer).toMatchObject({
      available: true,
      value: [
        { mediaId: ref(0).id, insights: { available: true, value: { reach: null, saved: null, views: 20_000, shares: 12 } } },
        { mediaId: ref(1).id, insights: { available: false, reason: "no_data" } },
        { mediaId: ref(2).id, insights: { available: false, reason: "delayed" } },
      ],
    });
  });

  it("follows the cursor when a filtered answer has more, and says video.insights is missing", async () => {
    serveBusiness(api, {
      videos: (request) =>
        request.url.searchParams.get("cursor") === null
          ? businessOk({ videos: [businessVideo(0)], cursor: 1_764_000_000_000, has_more: true })
          : businessOk({ videos: [businessVideo(1)], cursor: 1_763_000_000_000, has_more: false }),
    });
    const answer = await sources().ownInsights.fetchPostInsights({ accessToken: token, posts: [ref(0), ref(1)], now });
    expect(requestsTo(api, "business/video/list/")[1]?.url.searchParams.get("cursor")).toBe("1764000000000");
    expect(answer.available && answer.value.every((entry) => entry.insights.available)).toBe(true);
    serveBusiness(api, { videos: () => businessError(40001, "The scope video.insights is not authorized.") });
    expect(await sources().ownInsights.fetchPostInsights({ accessToken: token, posts: [ref(0)], now })).toEqual({
      available: false,
      reason: "missing_permission",
      permission: "video.insights",
    });
  });

  it("reads the account's days from business/get's metrics, each on the date it carries", async () => {
    serveBusiness(api, { account: daysAnswer() });
    const answer = await sources().ownInsights.fetchAccountDays({
      accessToken: token,
      from: "2026-11-25",
      to: "2026-12-02",
      now,
    });
    const [request] = requestsTo(api, "business/get/");
    expect(request?.url.searchParams.get("start_date")).toBe("2026-11-25");
    // Today (UTC) is not served yet: the request ends yesterday.
    expect(request?.url.searchParams.get("end_date")).toBe("2026-12-01");
    expect(fieldsOf(request!)).toEqual([
      "video_views",
      "unique_video_views",
      "profile_views",
      "likes",
      "comments",
      "shares",
      "bio_link_clicks",
      "daily_new_followers",
      "daily_lost_followers",
      "engaged_audience",
    ]);
    if (!answer.available) throw new Error("expected days");
    expect(answer.value.map((row) => row.day)).toEqual(listDays("2026-11-25", "2026-12-02"));
    expect(answer.value[0]).toEqual({
      day: "2026-11-25",
      reach: 7000,
      views: 9000,
      accountsEngaged: 650,
      totalInteractions: 670,
      profileLinksTaps: 15,
      profileViews: 400,
      follows: 60,
      unfollows: 8,
      settled: true,
    });
    expect(answer.value.at(-2)).toMatchObject({ day: "2026-12-01", reach: 7006, settled: false });
    expect(answer.value.at(-1)).toMatchObject({ day: "2026-12-02", reach: null, views: null, settled: false });
  });

  it("keeps a day's other figures when one is missing", async () => {
    serveBusiness(api, {
      account: daysAnswer({}, (date, n) => {
        const { profile_views: _views, bio_link_clicks: _clicks, ...rest } = businessMetricDay(date, n);
        return rest;
      }),
    });
    const answer = await sources().ownInsights.fetchAccountDays({
      accessToken: token,
      from: "2026-11-28",
      to: "2026-11-28",
      now,
    });
    expect(answer).toMatchObject({
      available: true,
      value: [{ day: "2026-11-28", reach: 7000, views: 9000, profileViews: null, profileLinksTaps: null, follows: 60 }],
    });
  });

  it("asks only the 60 days TikTok keeps, 30 a request, and leaves older days empty", async () => {
    serveBusiness(api, { account: daysAnswer() });
    const answer = await sources().ownInsights.fetchAccountDays({
      accessToken: token,
      from: "2026-09-03",
      to: "2026-12-01",
      now,
    });
    const ranges = requestsTo(api, "business/get/").map((request) => [
      request.url.searchParams.get("start_date"),
      request.url.searchParams.get("end_date"),
    ]);
    expect(ranges).toEqual([
      ["2026-10-03", "2026-11-01"],
      ["2026-11-02", "2026-12-01"],
    ]);
    if (!answer.available) throw new Error("expected days");
    expect(answer.value).toHaveLength(90);
    expect(answer.value[0]).toMatchObject({ day: "2026-09-03", reach: null, views: null, settled: true });
    expect(answer.value.find((row) => row.day === "2026-10-03")).toMatchObject({ reach: 7000 });
    expect(answer.value.at(-1)).toMatchObject({ day: "2026-12-01", reach: 7029 });
  });

  it("says user.insights is missing, and rejects the errors that fail the whole request", async () => {
    serveBusiness(api, { account: () => businessError(40001, "No permission: scope user.insights is required.") });
    expect(
      await sources().ownInsights.fetchAccountDays({ accessToken: token, from: "2026-11-28", to: "2026-11-29", now }),
    ).toEqual({
      available: false,
      reason: "missing_permission",
      permission: "user.insights",
    });
    for (const [reply, kind] of [
      [businessError(40100, "Requests made too frequently."), "rate_limited"],
      [businessError(40105, "Access token is invalid."), "token_revoked"],
      [businessOk({ metrics: "nenhuma" }), "malformed"],
    ] as const) {
      serveBusiness(api, { account: () => reply });
      expect(
        (
          await failureOf(
            sources().ownInsights.fetchAccountDays({ accessToken: token, from: "2026-11-28", to: "2026-11-29", now }),
          )
        ).kind,
      ).toBe(kind);
    }
  });

  const audience = {
    is_business_account: true,
    followers_count: 48210,
    audience_ages: [
      { age: "18-24", percentage: 0.2 },
      { age: "25-34", percentage: 0.45 },
      { age: "35-44", percentage: 0.2 },
      { age: "45-54", percentage: 0.1 },
      { age: "55+", percentage: 0.05 },
    ],
    audience_genders: [
      { gender: "Female", percentage: 0.62 },
      { gender: "Male", percentage: 0.35 },
      { gender: "Other", percentage: 0.03 },
    ],
    audience_countries: [
      { country: "BR", percentage: 0.91 },
      { country: "PT", percentage: 0.05 },
    ],
    audience_cities: [
      { city_name: "Belo Horizonte", percentage: 0.3 },
      { city_name: "São Paulo", percentage: 0.2 },
    ],
  };

  it("reads the audience (ages, genders, countries, cities) and its online hours", async () => {
    serveBusiness(api, {
      account: daysAnswer(audience, (date, n) => ({ date, audience_activity: businessMetricDay(date, n).audience_activity })),
    });
    const answer = await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: 48210, now });
    const [request] = requestsTo(api, "business/get/");
    expect(fieldsOf(request!)).toEqual([
      "is_business_account",
      "followers_count",
      "audience_ages",
      "audience_genders",
      "audience_countries",
      "audience_cities",
      "audience_activity",
    ]);
    expect([request?.url.searchParams.get("start_date"), request?.url.searchParams.get("end_date")]).toEqual([
      "2026-11-25",
      "2026-12-01",
    ]);
    expect(answer.engaged).toEqual({ available: false, reason: "not_supported" });
    expect(answer.followers).toEqual({
      available: true,
      value: {
        age: [
          { key: "25-34", value: 21695 },
          { key: "18-24", value: 9642 },
          { key: "35-44", value: 9642 },
          { key: "45-54", value: 4821 },
          { key: "55+", value: 2411 },
        ],
        gender: [
          { key: "F", value: 29890 },
          { key: "M", value: 16874 },
          { key: "U", value: 1446 },
        ],
        city: [
          { key: "Belo Horizonte", value: 14463 },
          { key: "São Paulo", value: 9642 },
        ],
        country: [
          { key: "BR", value: 43871 },
          { key: "PT", value: 2411 },
        ],
      },
    });
    if (!answer.online.available) throw new Error("expected online hours");
    expect(answer.online.value.timeZone).toBe("UTC");
    expect(answer.online.value.days).toHaveLength(7);
    expect(answer.online.value.days[0]).toEqual({
      day: "2026-11-25",
      hours: Array.from({ length: 24 }, (_, hour) => 100 * hour),
    });
  });

  it("keeps the breakdowns TikTok gave when one is missing", async () => {
    const { audience_cities: _cities, ...withoutCities } = audience;
    serveBusiness(api, { account: daysAnswer(withoutCities) });
    const answer = await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: 48210, now });
    expect(answer.followers).toMatchObject({ available: true, value: { city: null, country: [{ key: "BR" }, { key: "PT" }] } });
  });

  it("says a personal account has no audience, and under 100 followers there is none", async () => {
    serveBusiness(api, { account: () => businessOk({ ...audience, is_business_account: false }) });
    expect(await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: 48210, now })).toEqual({
      followers: { available: false, reason: "personal_account" },
      engaged: { available: false, reason: "personal_account" },
      online: { available: false, reason: "personal_account" },
    });
    serveBusiness(api, { account: () => businessOk({ ...audience, followers_count: 80, audience_ages: [] }) });
    expect((await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: null, now })).followers).toEqual({
      available: false,
      reason: "few_followers",
    });
    serveBusiness(api, {});
    expect((await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: 50, now })).online).toEqual({
      available: false,
      reason: "few_followers",
    });
    expect(requestsTo(api, "business/get/")).toHaveLength(0);
  });

  it("says user.insights is missing for the audience, and has no stories", async () => {
    const routes: BusinessRoutes = { account: () => businessError(40001, "scope user.insights is not authorized") };
    serveBusiness(api, routes);
    expect((await sources().ownInsights.fetchAudience({ accessToken: token, followersCount: 48210, now })).followers).toEqual({
      available: false,
      reason: "missing_permission",
      permission: "user.insights",
    });
    expect(await sources().ownInsights.fetchStories({ accessToken: token, now })).toEqual({
      available: false,
      reason: "not_supported",
    });
  });
});
