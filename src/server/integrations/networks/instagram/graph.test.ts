import { profileDataSchema } from "@core/social/profile-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "./contract-server";
import { createGraphSource, INSIGHT_METRICS } from "./graph";
import type { SourceErrorKind } from "../network.port";
import { failureOf } from "../../../test/source-error";

// A local server answering like graph.instagram.com (Instagram API with Instagram Login) with the
// documented shapes: /me fields, /me/media pages with paging.next, media insights, and the Graph
// error body { error: { message, type, code, error_subcode, fbtrace_id } }.
const token = "IGAAlongLivedToken";
const now = new Date("2026-03-10T15:00:00Z");

const me = {
  id: "7321456789012345",
  user_id: "17841400123456789",
  username: "loja.bella",
  name: "Loja Bella",
  account_type: "BUSINESS",
  profile_picture_url: "https://scontent.cdninstagram.com/v/t51.2885-19/bella.jpg",
  followers_count: 15230,
  follows_count: 402,
  media_count: 318,
  biography: "Moda feminina • Entregamos em todo o Brasil",
  website: "https://lojabella.com.br",
};

const media = [
  {
    id: "18000000000000001",
    caption: "Nova coleção no ar! #moda #lookdodia com @ana.souza",
    media_type: "VIDEO",
    media_product_type: "REELS",
    media_url: "https://scontent.cdninstagram.com/reel1.mp4",
    thumbnail_url: "https://scontent.cdninstagram.com/reel1.jpg",
    permalink: "https://www.instagram.com/reel/DAbc001/",
    timestamp: "2026-03-09T21:14:05+0000",
    like_count: 830,
    comments_count: 41,
  },
  {
    id: "18000000000000002",
    caption: "Provador: qual você escolhe? #modafeminina",
    media_type: "CAROUSEL_ALBUM",
    media_product_type: "FEED",
    media_url: "https://scontent.cdninstagram.com/car1.jpg",
    permalink: "https://www.instagram.com/p/DAbc002/",
    timestamp: "2026-03-07T12:00:00+0000",
    like_count: 512,
    comments_count: 33,
  },
  {
    id: "18000000000000003",
    media_type: "IMAGE",
    media_product_type: "FEED",
    media_url: "https://scontent.cdninstagram.com/img1.jpg",
    permalink: "https://www.instagram.com/p/DAbc003/",
    timestamp: "2026-03-05T10:30:00+0000",
    like_count: 299,
    comments_count: 8,
  },
  {
    id: "18000000000000004",
    caption: "Bastidores do ensaio",
    media_type: "VIDEO",
    media_product_type: "FEED",
    media_url: "https://scontent.cdninstagram.com/vid1.mp4",
    thumbnail_url: "https://scontent.cdninstagram.com/vid1.jpg",
    permalink: "https://www.instagram.com/p/DAbc004/",
    timestamp: "2026-03-01T09:00:00+0000",
    like_count: 120,
    comments_count: 4,
  },
  {
    id: "18000000000000005",
    caption: "Arquivo",
    media_type: "IMAGE",
    media_product_type: "FEED",
    media_url: "https://scontent.cdninstagram.com/img2.jpg",
    permalink: "https://www.instagram.com/p/DAbc005/",
    timestamp: "2026-02-20T09:00:00+0000",
    like_count: 90,
    comments_count: 2,
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
const appRateLimit: Reply = {
  status: 403,
  body: {
    error: {
      message: "(#4) Application request limit reached",
      type: "OAuthException",
      is_transient: true,
      code: 4,
      fbtrace_id: "Xy12",
    },
  },
};
const unsupportedMetric: Reply = {
  status: 400,
  body: {
    error: { message: "(#100) Incompatible metric for this media", type: "OAuthException", code: 100, fbtrace_id: "Zz99" },
  },
};

let api: ContractServer;

beforeAll(async () => {
  api = await startContractServer();
});

afterAll(async () => {
  await api.close();
});

type Overrides = { me?: Reply; insights?: (mediaId: string) => Reply; pageSize?: number; foreignNext?: boolean };

/** Pages /me/media by `pageSize` with an `after` cursor, like Instagram does. */
function serveInstagram(overrides: Overrides = {}) {
  const pageSize = overrides.pageSize ?? 2;
  api.handle((request: RecordedRequest) => {
    const { pathname, searchParams } = request.url;
    if (searchParams.get("access_token") !== token) return expiredToken;
    if (pathname === "/v23.0/me") return overrides.me ?? { body: me };
    if (pathname === "/v23.0/me/media") {
      const start = Number(searchParams.get("after") ?? 0);
      const data = media.slice(start, start + pageSize);
      const nextStart = start + data.length;
      const next = new URL(
        `${overrides.foreignNext ? "https://graph.instagram.com" : api.url}/v23.0/me/media?access_token=${token}&limit=${pageSize}&after=${nextStart}`,
      );
      return {
        body: {
          data,
          paging: {
            cursors: { before: String(start), after: String(nextStart) },
            ...(nextStart < media.length ? { next: next.toString() } : {}),
          },
        },
      };
    }
    const insights = /^\/v23\.0\/(\d+)\/insights$/.exec(pathname);
    if (insights) {
      const mediaId = insights[1]!;
      if (overrides.insights) return overrides.insights(mediaId);
      return {
        body: {
          data: [
            {
              name: "views",
              period: "lifetime",
              values: [{ value: mediaId === "18000000000000001" ? 25400 : 3100 }],
              title: "Views",
              description: "The number of times your reel was played or displayed.",
              id: `${mediaId}/insights/views/lifetime`,
            },
          ],
        },
      };
    }
    return undefined;
  });
}

const source = () => createGraphSource({ baseUrl: api.url });
const requestsTo = (pattern: RegExp) => api.requests.filter((request) => pattern.test(request.url.pathname));

describe("Graph source (Instagram API with Instagram Login)", () => {
  it("reads /me and /me/media into a profile that passes the core schema", async () => {
    serveInstagram();
    const collected = await source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now });
    expect(collected.source).toBe("graph");
    expect(collected.relatedProfiles).toEqual([]);
    const { profile } = collected;
    expect(profileDataSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      fullName: "Loja Bella",
      username: "loja.bella",
      isBusinessAccount: true,
      biography: me.biography,
      externalUrl: "https://lojabella.com.br",
      url: "https://www.instagram.com/loja.bella/",
      profilePicUrl: me.profile_picture_url,
      followersCount: 15230,
      followsCount: 402,
      postsCount: 318,
      latestIgtvVideos: [],
    });
    const meRequest = requestsTo(/\/me$/)[0];
    expect(meRequest?.url.searchParams.get("fields")?.split(",")).toEqual(
      expect.arrayContaining([
        "id",
        "user_id",
        "username",
        "followers_count",
        "follows_count",
        "media_count",
        "profile_picture_url",
      ]),
    );
  });

  it("maps media types and reads hashtags and mentions from captions", async () => {
    serveInstagram();
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now });
    expect(profile.latestPosts.map((post) => [post.id, post.type])).toEqual([
      ["18000000000000001", "clips"],
      ["18000000000000002", "sidecar"],
      ["18000000000000003", "image"],
      ["18000000000000004", "video"],
      ["18000000000000005", "image"],
    ]);
    const [reel, , image, video] = profile.latestPosts;
    expect(reel).toMatchObject({
      caption: media[0]!.caption,
      hashtags: ["moda", "lookdodia"],
      mentions: ["ana.souza"],
      likesCount: 830,
      commentsCount: 41,
      timestamp: "2026-03-09T21:14:05.000Z",
      displayUrl: "https://scontent.cdninstagram.com/reel1.jpg",
      url: "https://www.instagram.com/reel/DAbc001/",
    });
    expect(image).toMatchObject({ caption: "", hashtags: [], displayUrl: "https://scontent.cdninstagram.com/img1.jpg" });
    expect(video?.displayUrl).toBe("https://scontent.cdninstagram.com/vid1.jpg");
  });

  it("follows paging.next until it has postsLimit posts, and no further", async () => {
    serveInstagram({ pageSize: 2 });
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 3, now });
    expect(profile.latestPosts.map((post) => post.id)).toEqual(["18000000000000001", "18000000000000002", "18000000000000003"]);
    const pages = requestsTo(/\/me\/media$/);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.url.searchParams.get("limit")).toBe("3");
    expect(pages[0]?.url.searchParams.get("fields")?.split(",")).toEqual(
      expect.arrayContaining(["media_type", "media_product_type", "like_count", "comments_count", "permalink", "timestamp"]),
    );
    expect(pages[1]?.url.searchParams.get("after")).toBe("2");
  });

  it("reads every page when the plan allows more posts than the account has", async () => {
    serveInstagram({ pageSize: 2 });
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 200, now });
    expect(profile.latestPosts).toHaveLength(5);
    expect(requestsTo(/\/me\/media$/)).toHaveLength(3);
  });

  it("never follows a next link to another host: it rebuilds the page from the cursor", async () => {
    serveInstagram({ pageSize: 2, foreignNext: true });
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 4, now });
    expect(profile.latestPosts).toHaveLength(4);
    const pages = requestsTo(/\/me\/media$/);
    expect(pages.map((page) => page.url.searchParams.get("after"))).toEqual([null, "2"]);
  });

  it("asks media insights for video views with the current metric only", async () => {
    serveInstagram();
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now });
    const insightRequests = requestsTo(/\/insights$/);
    expect(insightRequests.map((request) => request.url.pathname).sort()).toEqual([
      "/v23.0/18000000000000001/insights",
      "/v23.0/18000000000000004/insights",
    ]);
    for (const request of insightRequests) expect(request.url.searchParams.get("metric")).toBe(INSIGHT_METRICS.media.join(","));
    expect(profile.latestPosts.map((post) => post.videoViewCount)).toEqual([25400, undefined, undefined, 3100, undefined]);
  });

  it("keeps removed metrics out of every list", () => {
    const all: string[] = Object.values(INSIGHT_METRICS).flat();
    for (const removed of ["impressions", "plays", "video_views", "engagement"]) expect(all).not.toContain(removed);
  });

  it("leaves views absent when insights fail for an item, and still returns the profile", async () => {
    serveInstagram({
      insights: (mediaId) =>
        mediaId === "18000000000000004"
          ? unsupportedMetric
          : { body: { data: [{ name: "views", period: "lifetime", values: [{ value: 7 }] }] } },
    });
    const { profile } = await source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now });
    expect(profile.latestPosts[0]?.videoViewCount).toBe(7);
    expect(profile.latestPosts[3]).not.toHaveProperty("videoViewCount");
    expect(profileDataSchema.parse(profile)).toEqual(profile);
  });

  it("keeps reading the other videos' views when one has too few viewers (#10), which is no revoked token", async () => {
    serveInstagram({
      insights: (mediaId) =>
        mediaId === "18000000000000001"
          ? {
              status: 400,
              body: {
                error: {
                  message: "(#10) Not enough viewers for the media to show insights",
                  type: "OAuthException",
                  code: 10,
                  fbtrace_id: "Nv1",
                },
              },
            }
          : { body: { data: [{ name: "views", period: "lifetime", values: [{ value: 3100 }] }] } },
    });
    const { profile } = await createGraphSource({ baseUrl: api.url, insightsConcurrency: 1 }).fetchOwnProfile({
      accessToken: token,
      postsLimit: 30,
      now,
    });
    expect(profile.latestPosts[0]).not.toHaveProperty("videoViewCount");
    expect(profile.latestPosts[3]?.videoViewCount).toBe(3100);
  });

  it("stops asking for insights once Instagram throttles them", async () => {
    serveInstagram({ insights: () => appRateLimit });
    const { profile } = await createGraphSource({ baseUrl: api.url, insightsConcurrency: 1 }).fetchOwnProfile({
      accessToken: token,
      postsLimit: 30,
      now,
    });
    expect(requestsTo(/\/insights$/)).toHaveLength(1);
    expect(profile.latestPosts.every((post) => post.videoViewCount === undefined)).toBe(true);
  });

  const failures: Array<[string, Overrides, SourceErrorKind]> = [
    ["an expired token (code 190)", { me: expiredToken }, "token_revoked"],
    ["the app rate limit (code 4)", { me: appRateLimit }, "rate_limited"],
    [
      "the user rate limit (code 17)",
      { me: { status: 400, body: { error: { message: "(#17) User request limit reached", type: "OAuthException", code: 17 } } } },
      "rate_limited",
    ],
    [
      "HTTP 429",
      { me: { status: 429, body: { error: { message: "Too many calls", type: "OAuthException", code: 80002 } } } },
      "rate_limited",
    ],
    [
      "a server error",
      {
        me: {
          status: 500,
          body: { error: { message: "An unknown error has occurred.", type: "OAuthException", code: 1, is_transient: true } },
        },
      },
      "unavailable",
    ],
    ["a profile without a username", { me: { body: { id: "1", followers_count: 3 } } }, "malformed"],
    ["a follower count that is not a count", { me: { body: { ...me, followers_count: -5 } } }, "malformed"],
    ["a body that is not JSON", { me: { raw: "<html>maintenance</html>" } }, "malformed"],
  ];

  it.each(failures)("ends %s in the right state", async (_name, overrides, kind) => {
    serveInstagram(overrides);
    const error = await failureOf(source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now }));
    expect(error.kind).toBe(kind);
  });

  it("ends a revoked token in token_revoked, which is not retried", async () => {
    serveInstagram();
    const error = await failureOf(source().fetchOwnProfile({ accessToken: "IGAArevoked", postsLimit: 30, now }));
    expect(error.kind).toBe("token_revoked");
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/code 190\/463/);
  });

  it("ends a malformed media page in malformed", async () => {
    api.handle((request) =>
      request.url.pathname === "/v23.0/me/media"
        ? { body: { data: "nope" } }
        : request.url.pathname === "/v23.0/me"
          ? { body: me }
          : undefined,
    );
    const error = await failureOf(source().fetchOwnProfile({ accessToken: token, postsLimit: 30, now }));
    expect(error.kind).toBe("malformed");
  });

  it("reads account insights totals with the current account metrics", async () => {
    api.handle((request) =>
      request.url.pathname === "/v23.0/me/insights"
        ? {
            body: {
              data: [
                {
                  name: "reach",
                  period: "day",
                  title: "Accounts reached",
                  total_value: { value: 12040 },
                  id: "17841400123456789/insights/reach/day",
                },
                {
                  name: "views",
                  period: "day",
                  title: "Views",
                  total_value: { value: 40321 },
                  id: "17841400123456789/insights/views/day",
                },
                { name: "accounts_engaged", period: "day", title: "Accounts engaged", total_value: { value: 810 }, id: "x" },
                { name: "total_interactions", period: "day", title: "Interactions", total_value: { value: 2210 }, id: "y" },
              ],
            },
          }
        : undefined,
    );
    const insights = await source().fetchAccountInsights({
      accessToken: token,
      since: new Date("2026-02-10T00:00:00Z"),
      until: new Date("2026-03-10T00:00:00Z"),
    });
    expect(insights).toEqual({ reach: 12040, views: 40321, accounts_engaged: 810, total_interactions: 2210 });
    const params = api.requests[0]?.url.searchParams;
    expect(params?.get("metric")).toBe("reach,views,accounts_engaged,total_interactions");
    expect(params?.get("period")).toBe("day");
    expect(params?.get("metric_type")).toBe("total_value");
    expect(params?.get("since")).toBe(String(Date.UTC(2026, 1, 10) / 1000));
  });
});
