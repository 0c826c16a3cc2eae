import { profileDataSchema } from "@core/social/profile-data";
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
import { createFacebookLogin } from "./facebook-login";
import { createFacebookGraphSource, INSIGHT_METRICS } from "./graph";
import type { SourceErrorKind } from "../network.port";

// A local server answering like graph.facebook.com for the Instagram API with Facebook Login: the
// IG user node /{ig-user-id} (no user_id or account_type field there: asking for one fails the
// request with code 100, as Graph does), /{ig-user-id}/media paged with paging.next,
// /{media-id}/insights, /{ig-user-id}/insights, and /oauth/access_token's fb_exchange_token.
const token = "EAAGlongLivedFacebookUserToken";
const igUserId = "17841405822304914";
const now = new Date("2026-03-10T15:00:00Z");

const igUser = {
  id: igUserId,
  username: "cafe.aurora",
  name: "Café Aurora",
  profile_picture_url: "https://scontent.xx.fbcdn.net/v/t51.2885-15/aurora.jpg",
  followers_count: 8421,
  follows_count: 310,
  media_count: 204,
  biography: "Café especial em Curitiba ☕",
  website: "https://cafeaurora.com.br",
};

const media = [
  {
    id: "17900000000000001",
    caption: "Latte art de sábado #cafe #curitiba com @barista.ju",
    media_type: "VIDEO",
    media_product_type: "REELS",
    media_url: "https://scontent.xx.fbcdn.net/reel1.mp4",
    thumbnail_url: "https://scontent.xx.fbcdn.net/reel1.jpg",
    permalink: "https://www.instagram.com/reel/CAf001/",
    timestamp: "2026-03-09T21:14:05+0000",
    like_count: 610,
    comments_count: 22,
  },
  {
    id: "17900000000000002",
    caption: "Novo blend #cafeespecial",
    media_type: "CAROUSEL_ALBUM",
    media_product_type: "FEED",
    media_url: "https://scontent.xx.fbcdn.net/car1.jpg",
    permalink: "https://www.instagram.com/p/CAf002/",
    timestamp: "2026-03-07T12:00:00+0000",
    like_count: 350,
    comments_count: 17,
  },
  {
    id: "17900000000000003",
    media_type: "IMAGE",
    media_product_type: "FEED",
    media_url: "https://scontent.xx.fbcdn.net/img1.jpg",
    permalink: "https://www.instagram.com/p/CAf003/",
    timestamp: "2026-03-05T10:30:00+0000",
    like_count: 198,
    comments_count: 5,
  },
];

const expiredToken: Reply = {
  status: 400,
  body: {
    error: {
      message: "Error validating access token: Session has expired on Tuesday, 10-Mar-26 04:00:00 PDT.",
      type: "OAuthException",
      code: 190,
      error_subcode: 463,
      fbtrace_id: "AbCdEfGh123",
    },
  },
};
const pageRateLimit: Reply = {
  status: 400,
  body: { error: { message: "(#32) Page request limit reached", type: "OAuthException", code: 32, fbtrace_id: "Pg32" } },
};
const nonexistingField = (field: string): Reply => ({
  status: 400,
  body: {
    error: {
      message: `(#100) Tried accessing nonexisting field (${field}) on node type (ShadowIGUser)`,
      type: "OAuthException",
      code: 100,
      fbtrace_id: "Nf100",
    },
  },
});

let api: ContractServer;

beforeAll(async () => {
  api = await startContractServer();
});

afterAll(async () => {
  await api.close();
});

function serveFacebookGraph(overrides: { user?: Reply; accountInsights?: Reply } = {}) {
  const pageSize = 2;
  api.handle((request: RecordedRequest) => {
    const { pathname, searchParams } = request.url;
    if (searchParams.get("access_token") !== token) return expiredToken;
    if (pathname === `/v23.0/${igUserId}`) {
      const fields = (searchParams.get("fields") ?? "").split(",");
      const unknown = fields.find((field) => field === "user_id" || field === "account_type");
      if (unknown) return nonexistingField(unknown);
      return overrides.user ?? { body: igUser };
    }
    if (pathname === `/v23.0/${igUserId}/media`) {
      const start = Number(searchParams.get("after") ?? 0);
      const data = media.slice(start, start + pageSize);
      const nextStart = start + data.length;
      return {
        body: {
          data,
          paging: {
            cursors: { before: String(start), after: String(nextStart) },
            ...(nextStart < media.length
              ? { next: `${api.url}/v23.0/${igUserId}/media?access_token=${token}&limit=${pageSize}&after=${nextStart}` }
              : {}),
          },
        },
      };
    }
    if (pathname === `/v23.0/${igUserId}/insights`) {
      return (
        overrides.accountInsights ?? {
          body: {
            data: [
              { name: "reach", period: "day", total_value: { value: 5120 } },
              { name: "views", period: "day", total_value: { value: 15300 } },
              { name: "accounts_engaged", period: "day", total_value: { value: 640 } },
              { name: "total_interactions", period: "day", total_value: { value: 1180 } },
            ],
          },
        }
      );
    }
    const mediaInsights = /^\/v23\.0\/(\d+)\/insights$/.exec(pathname);
    if (mediaInsights) return { body: { data: [{ name: "views", period: "lifetime", values: [{ value: 9870 }] }] } };
    return undefined;
  });
}

const source = () => createFacebookGraphSource({ baseUrl: api.url });
const requestsTo = (pattern: RegExp) => api.requests.filter((request) => pattern.test(request.url.pathname));

describe("Facebook Graph source (Instagram API with Facebook Login)", () => {
  it("reads /{ig-user-id} and its media on graph.facebook.com into a profile that passes the core schema", async () => {
    serveFacebookGraph();
    const collected = await source().fetchOwnProfile({ igUserId, accessToken: token, postsLimit: 30, now });
    expect(collected.source).toBe("graph");
    const { profile } = collected;
    expect(profileDataSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      fullName: "Café Aurora",
      username: "cafe.aurora",
      isBusinessAccount: true,
      biography: igUser.biography,
      externalUrl: "https://cafeaurora.com.br",
      url: "https://www.instagram.com/cafe.aurora/",
      followersCount: 8421,
      followsCount: 310,
      postsCount: 204,
    });
    // Same parsing as Instagram Login: types, tags, mentions, views of the reel from its insights.
    expect(profile.latestPosts.map((post) => [post.id, post.type])).toEqual([
      ["17900000000000001", "clips"],
      ["17900000000000002", "sidecar"],
      ["17900000000000003", "image"],
    ]);
    expect(profile.latestPosts[0]).toMatchObject({
      hashtags: ["cafe", "curitiba"],
      mentions: ["barista.ju"],
      videoViewCount: 9870,
      likesCount: 610,
    });
    expect(profile.latestPosts[0]!.timestamp).toBe("2026-03-09T21:14:05.000Z");
    // Two media pages followed through paging.next; views asked for the video only.
    expect(requestsTo(new RegExp(`/${igUserId}/media$`))).toHaveLength(2);
    expect(requestsTo(/\/17900000000000001\/insights$/)).toHaveLength(1);
    expect(requestsTo(/\/1790000000000000[23]\/insights$/)).toHaveLength(0);
    const fields = requestsTo(new RegExp(`/${igUserId}$`))[0]!
      .url.searchParams.get("fields")!
      .split(",");
    expect(fields).toEqual(
      expect.arrayContaining(["id", "username", "followers_count", "follows_count", "media_count", "profile_picture_url"]),
    );
    expect(fields).not.toContain("user_id");
    expect(fields).not.toContain("account_type");
  });

  it("stops at the plan's posts limit", async () => {
    serveFacebookGraph();
    const { profile } = await source().fetchOwnProfile({ igUserId, accessToken: token, postsLimit: 2, now });
    expect(profile.latestPosts).toHaveLength(2);
    expect(requestsTo(new RegExp(`/${igUserId}/media$`))).toHaveLength(1);
  });

  it("reads the account insights of /{ig-user-id}/insights", async () => {
    serveFacebookGraph();
    const insights = await source().fetchAccountInsights({
      igUserId,
      accessToken: token,
      since: new Date("2026-03-01T00:00:00Z"),
      until: now,
    });
    expect(insights).toEqual({ reach: 5120, views: 15300, accounts_engaged: 640, total_interactions: 1180 });
    const request = requestsTo(new RegExp(`/${igUserId}/insights$`))[0]!;
    expect(request.url.searchParams.get("metric")).toBe(INSIGHT_METRICS.account.join(","));
    expect(request.url.searchParams.get("metric_type")).toBe("total_value");
  });

  it.each<[string, Reply, SourceErrorKind]>([
    ["an expired token", expiredToken, "token_revoked"],
    ["a Page rate limit", pageRateLimit, "rate_limited"],
    ["a body without the username", { body: { id: igUserId } }, "malformed"],
  ])("maps %s to %s", async (_name, reply, kind) => {
    serveFacebookGraph({ user: reply });
    const failure = await failureOf(source().fetchOwnProfile({ igUserId, accessToken: token, postsLimit: 5, now }));
    expect(failure.kind).toBe(kind);
  });

  it("refuses an id that is not an IG user id before asking anything", async () => {
    serveFacebookGraph();
    const failure = await failureOf(source().fetchOwnProfile({ igUserId: "../me", accessToken: token, postsLimit: 5, now }));
    expect(failure.kind).toBe("malformed");
    expect(api.requests).toHaveLength(0);
  });
});

describe("the owner's insights through Facebook Login (graph.facebook.com)", () => {
  const insights = () => createFacebookGraphSource({ baseUrl: api.url, insightsConcurrency: 1 }).insights;
  const reel = { id: "17900000000000001", type: "clips" as const, timestamp: "2026-03-09T21:14:05Z" };
  const carousel = { id: "17900000000000002", type: "sidecar" as const, timestamp: "2026-03-07T12:00:00Z" };

  it("reads each post's insights with the Reel's own metrics, a post with too few viewers left without figures", async () => {
    api.handle(({ url }) => {
      if (url.pathname === `/v23.0/${reel.id}/insights`)
        return graphLifetimeInsights({ reach: 7400, views: 9870, saved: 120, shares: 44, ig_reels_avg_watch_time: 6120 });
      if (url.pathname === `/v23.0/${carousel.id}/insights`) return notEnoughViewers;
      return undefined;
    });
    const answer = await insights().fetchPostInsights({ igUserId, accessToken: token, posts: [reel, carousel], now });
    expect(answer.available && answer.value.map((entry) => entry.insights)).toEqual([
      {
        available: true,
        value: {
          reach: 7400,
          views: 9870,
          saved: 120,
          shares: 44,
          totalInteractions: null,
          follows: null,
          profileVisits: null,
          avgWatchTimeSeconds: 6.1,
          totalWatchTimeSeconds: null,
          fullWatchRate: null,
        },
      },
      { available: false, reason: "no_data" },
    ]);
    expect(requestsTo(new RegExp(`/${reel.id}/insights$`))[0]!.url.searchParams.get("metric")).toBe(
      INSIGHT_METRICS.reel.join(","),
    );
  });

  it("reads the days, the audience and the stories of /{ig-user-id}", async () => {
    api.handle(({ url }) => {
      const params = url.searchParams;
      if (url.pathname === `/v23.0/${igUserId}/stories`) return { body: { data: [] } };
      if (url.pathname !== `/v23.0/${igUserId}/insights`) return undefined;
      if (params.get("metric_type") === "time_series") return graphDaySeries("reach", { "2026-03-01": 2300 });
      if (params.get("breakdown") === "follow_type")
        return graphTotalValueInsights(
          { follows_and_unfollows: 9 },
          { metric: "follows_and_unfollows", key: "follow_type", results: { FOLLOWER: 7, NON_FOLLOWER: 2 } },
        );
      if (params.get("metric") === "online_followers") return { body: { data: [] } };
      if (params.get("timeframe"))
        return graphTotalValueInsights(
          { [params.get("metric")!]: 0 },
          { metric: params.get("metric")!, key: params.get("breakdown")!, results: { BR: 8000 } },
        );
      return graphTotalValueInsights({ views: 6100, accounts_engaged: 300 });
    });
    const source = insights();
    const days = await source.fetchAccountDays({ igUserId, accessToken: token, from: "2026-03-01", to: "2026-03-01", now });
    expect(days).toEqual({
      available: true,
      value: [
        {
          day: "2026-03-01",
          reach: 2300,
          views: 6100,
          accountsEngaged: 300,
          totalInteractions: null,
          profileLinksTaps: null,
          profileViews: null,
          follows: 7,
          unfollows: 2,
          settled: true,
        },
      ],
    });
    const audience = await source.fetchAudience({ igUserId, accessToken: token, followersCount: 8421, now });
    expect(audience.followers.available && audience.followers.value.country).toEqual([{ key: "BR", value: 8000 }]);
    // Meta gave no online hours: said so, not zeros.
    expect(audience.online).toEqual({ available: false, reason: "no_data" });
    expect(await source.fetchStories({ igUserId, accessToken: token, now })).toEqual({ available: true, value: [] });
    expect(api.requests.every((request) => request.url.pathname.startsWith(`/v23.0/${igUserId}/`))).toBe(true);
  });

  it("names Facebook Login's insights permission when the connection lacks it", async () => {
    api.handle(() => graphError(403, 10, "(#10) Application does not have permission for this action"));
    expect(
      await insights().fetchAccountDays({ igUserId, accessToken: token, from: "2026-03-01", to: "2026-03-01", now }),
    ).toEqual({
      available: false,
      reason: "missing_permission",
      permission: "instagram_manage_insights",
    });
  });

  it("refuses an id that is not an IG user id before asking anything", async () => {
    api.handle(() => undefined);
    expect((await failureOf(insights().fetchStories({ igUserId: "me", accessToken: token, now }))).kind).toBe("malformed");
    expect(api.requests).toHaveLength(0);
  });
});

describe("Facebook Login token refresh (fb_exchange_token)", () => {
  const login = () =>
    createFacebookLogin({ appId: "app-1", appSecret: "secret-1", configId: "cfg-1", graphBase: api.url, clock: () => now });

  it("trades a long-lived token for a new one with its expiry", async () => {
    api.handle(({ url }) => {
      if (url.pathname !== "/v23.0/oauth/access_token") return undefined;
      if (url.searchParams.get("grant_type") !== "fb_exchange_token" || url.searchParams.get("fb_exchange_token") !== token)
        return expiredToken;
      return { body: { access_token: "EAAGrenewed", token_type: "bearer", expires_in: 5183944 } };
    });
    const refreshed = await login().refreshToken(token);
    expect(refreshed).toEqual({ accessToken: "EAAGrenewed", expiresAt: new Date(now.getTime() + 5183944 * 1000) });
    const request = api.requests[0]!;
    expect(request.url.searchParams.get("client_id")).toBe("app-1");
    expect(request.url.searchParams.get("client_secret")).toBe("secret-1");
  });

  it("answers token_revoked when Meta refuses the token", async () => {
    api.handle(() => expiredToken);
    expect((await failureOf(login().refreshToken("EAAGexpired"))).kind).toBe("token_revoked");
  });
});
