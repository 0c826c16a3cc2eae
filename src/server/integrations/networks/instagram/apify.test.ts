import { profileDataSchema, relatedProfileSchema } from "@core/social/profile-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApifySource } from "./apify";
import { startContractServer, type ContractServer, type Reply } from "./contract-server";
import type { SourceErrorKind } from "../network.port";
import { failureOf } from "../../../test/source-error";

// A local server answering like Apify's run-sync-get-dataset-items with the output items of
// apify/instagram-profile-scraper (field names as in docs/product/networks.md and published samples).
const runPath = "/v2/acts/apify~instagram-profile-scraper/run-sync-get-dataset-items";
const token = "apify_api_test_token";
const now = new Date("2026-03-10T15:00:00Z");

const realisticItem = {
  inputUrl: "https://www.instagram.com/cafe_da_julia",
  id: "1783460912",
  username: "cafe_da_julia",
  url: "https://www.instagram.com/cafe_da_julia",
  fullName: "Café da Júlia",
  biography: "Cafés especiais e bolos caseiros ☕\n📍 Curitiba",
  externalUrl: "https://cafedajulia.com.br",
  externalUrlShimmed: "https://l.instagram.com/?u=https%3A%2F%2Fcafedajulia.com.br",
  followersCount: 48213,
  followsCount: 612,
  hasChannel: false,
  highlightReelCount: 6,
  isBusinessAccount: true,
  joinedRecently: false,
  businessCategoryName: "Coffee shop",
  private: false,
  verified: false,
  profilePicUrl: "https://scontent.cdninstagram.com/v/t51.2885-19/julia_150.jpg",
  profilePicUrlHD: "https://scontent.cdninstagram.com/v/t51.2885-19/julia_320.jpg",
  igtvVideoCount: 2,
  postsCount: 873,
  relatedProfiles: [
    {
      id: "3311223344",
      full_name: "Padaria Ribeiro",
      is_private: false,
      is_verified: false,
      profile_pic_url: "https://scontent.cdninstagram.com/p1.jpg",
      username: "padaria.ribeiro",
    },
    {
      id: "4455667788",
      full_name: "Ana Souza",
      is_private: true,
      is_verified: false,
      profile_pic_url: "https://scontent.cdninstagram.com/p2.jpg",
      username: "ana.souza",
    },
  ],
  latestIgtvVideos: [
    {
      type: "Video",
      productType: "igtv",
      shortCode: "CtvAbC123",
      title: "Tour pela torrefação",
      caption: "Tour completo pela nossa torrefação #cafeespecial",
      commentsCount: 31,
      dimensionsHeight: 1920,
      dimensionsWidth: 1080,
      displayUrl: "https://scontent.cdninstagram.com/igtv1.jpg",
      likesCount: 1422,
      videoDuration: 612.4,
      videoViewCount: 20311,
      id: "3100000000000000001",
      timestamp: "2026-01-20T18:00:00.000Z",
      url: "https://www.instagram.com/tv/CtvAbC123/",
      hashtags: ["cafeespecial"],
      mentions: [],
    },
  ],
  latestPosts: [
    {
      id: "3200000000000000001",
      type: "Video",
      productType: "clips",
      shortCode: "DAbc001",
      caption: "Latte art em 15 segundos ☕ #cafe #barista @ana.souza",
      hashtags: ["cafe", "barista"],
      mentions: ["ana.souza"],
      url: "https://www.instagram.com/reel/DAbc001/",
      commentsCount: 88,
      displayUrl: "https://scontent.cdninstagram.com/r1.jpg",
      likesCount: 3120,
      videoViewCount: 41020,
      videoPlayCount: 98211,
      videoDuration: 15.2,
      timestamp: "2026-03-09T21:14:05.000Z",
      taggedUsers: [
        {
          full_name: "Ana Souza",
          id: "4455667788",
          is_verified: false,
          profile_pic_url: "https://x/p2.jpg",
          username: "ana.souza",
        },
      ],
      ownerUsername: "cafe_da_julia",
      isPinned: false,
    },
    {
      id: "3200000000000000002",
      type: "Sidecar",
      productType: "carousel_container",
      shortCode: "DAbc002",
      caption: "Cardápio de outono 🍂",
      hashtags: [],
      mentions: [],
      url: "https://www.instagram.com/p/DAbc002/",
      commentsCount: 45,
      displayUrl: "https://scontent.cdninstagram.com/s1.jpg",
      // The owner hid the like count.
      likesCount: -1,
      timestamp: "2026-03-07T12:00:00.000Z",
      childPosts: [
        { id: "3200000000000000021", type: "Image", displayUrl: "https://scontent.cdninstagram.com/s1a.jpg" },
        { id: "3200000000000000022", type: "Image", displayUrl: "https://scontent.cdninstagram.com/s1b.jpg" },
      ],
    },
    {
      id: "3200000000000000003",
      type: "Image",
      shortCode: "DAbc003",
      caption: null,
      hashtags: null,
      mentions: null,
      url: "https://www.instagram.com/p/DAbc003/",
      commentsCount: 12,
      displayUrl: "https://scontent.cdninstagram.com/i1.jpg",
      likesCount: 904,
      timestamp: "2026-03-05T10:30:00.000Z",
    },
    {
      id: "3200000000000000004",
      type: "Video",
      productType: "feed",
      shortCode: "DAbc004",
      caption: "Do grão à xícara #cafeespecial",
      hashtags: ["cafeespecial"],
      mentions: [],
      url: "https://www.instagram.com/p/DAbc004/",
      commentsCount: 20,
      displayUrl: "https://scontent.cdninstagram.com/v1.jpg",
      likesCount: 1500,
      videoPlayCount: 12000,
      videoDuration: 95,
      timestamp: "2026-03-01T09:00:00.000Z",
    },
  ],
};

let api: ContractServer;

beforeAll(async () => {
  api = await startContractServer();
});

afterAll(async () => {
  await api.close();
});

function answer(reply: Reply) {
  api.handle((request) => (request.method === "POST" && request.url.pathname === runPath ? reply : undefined));
}

const source = (options: { timeoutMs?: number } = {}) => createApifySource({ token, baseUrl: api.url, ...options });

describe("Apify source", () => {
  it("runs the actor with the username and the plan's post limit, authenticated by header", async () => {
    answer({ body: [realisticItem] });
    await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now });
    const [request] = api.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.pathname).toBe(runPath);
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.url.searchParams.has("token")).toBe(false);
    expect(request?.url.searchParams.get("timeout")).toBe("120");
    expect(JSON.parse(request?.body ?? "")).toEqual({ usernames: ["cafe_da_julia"], resultsLimit: 30 });
  });

  it("maps a realistic item to the normalised profile that passes the core schema", async () => {
    answer({ body: [realisticItem] });
    const collected = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now });
    expect(collected.source).toBe("apify");
    const { profile } = collected;
    expect(profileDataSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      fullName: "Café da Júlia",
      username: "cafe_da_julia",
      isBusinessAccount: true,
      businessCategoryName: "Coffee shop",
      followersCount: 48213,
      followsCount: 612,
      postsCount: 873,
      igtvVideoCount: 2,
    });
    expect(profile.latestPosts.map((post) => post.type)).toEqual(["clips", "sidecar", "image", "video"]);
    const [reel, carousel, image, video] = profile.latestPosts;
    expect(reel).toMatchObject({
      videoViewCount: 41020,
      videoDuration: 15.2,
      taggedUsers: ["ana.souza"],
      mentions: ["ana.souza"],
    });
    expect(carousel?.likesCount).toBe(0);
    expect(carousel?.videoViewCount).toBeUndefined();
    expect(image).toMatchObject({ caption: "", hashtags: [], mentions: [], likesCount: 904 });
    // Without videoViewCount the play count stands in for views.
    expect(video).toMatchObject({ videoViewCount: 12000, videoDuration: 95 });
    expect(profile.latestIgtvVideos).toEqual([
      expect.objectContaining({
        id: "3100000000000000001",
        type: "igtv",
        title: "Tour pela torrefação",
        videoViewCount: 20311,
        videoDuration: 612.4,
      }),
    ]);
    expect(relatedProfileSchema.array().parse(collected.relatedProfiles)).toEqual(collected.relatedProfiles);
    expect(collected.relatedProfiles).toEqual([
      {
        id: "3311223344",
        username: "padaria.ribeiro",
        full_name: "Padaria Ribeiro",
        profile_pic_url: "https://scontent.cdninstagram.com/p1.jpg",
        is_verified: false,
        is_private: false,
      },
      {
        id: "4455667788",
        username: "ana.souza",
        full_name: "Ana Souza",
        profile_pic_url: "https://scontent.cdninstagram.com/p2.jpg",
        is_verified: false,
        is_private: true,
      },
    ]);
  });

  it("keeps no more posts than the plan reads", async () => {
    answer({ body: [realisticItem] });
    const { profile } = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 2, now });
    expect(profile.latestPosts.map((post) => post.id)).toEqual(["3200000000000000001", "3200000000000000002"]);
  });

  it("reads no comments from the profile scraper's usual output, which carries none", async () => {
    answer({ body: [realisticItem] });
    const collected = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, commentsLimit: 50, now });
    expect(collected.comments).toBeUndefined();
  });

  describe("when posts carry latestComments (as apify/instagram-scraper's posts do)", () => {
    const [reel, carousel, image] = realisticItem.latestPosts;
    const withComments = {
      ...realisticItem,
      latestPosts: [
        // Listed before newer posts, as a pinned post is.
        {
          ...image,
          latestComments: [
            {
              id: "18050000000000031",
              text: "Lindo!",
              ownerUsername: "bia_lima",
              timestamp: "2026-03-05T11:00:00.000Z",
              likesCount: 1,
              repliesCount: 0,
              replies: [],
            },
          ],
        },
        {
          ...reel,
          latestComments: [
            {
              id: "18050000000000011",
              text: "Vocês entregam em Recife?\u0000",
              ownerUsername: "ana.souza",
              ownerProfilePicUrl: "https://scontent.cdninstagram.com/a.jpg",
              timestamp: "2026-03-09T22:00:00.000Z",
              likesCount: 3,
              repliesCount: 1,
              replies: [
                {
                  id: "18050000000000012",
                  text: "Entregamos sim! 🚚",
                  ownerUsername: "cafe_da_julia",
                  timestamp: "2026-03-10T01:00:00.000Z",
                  likesCount: 0,
                },
              ],
              owner: { id: "1", username: "ana.souza", is_verified: false },
            },
            // No author: left out.
            { id: "18050000000000013", text: "anônimo", timestamp: "2026-03-09T22:30:00.000Z" },
            {
              id: "18050000000000014",
              text: "😍😍",
              owner: { username: "carol.m" },
              timestamp: "2026-03-09T23:00:00.000Z",
              likesCount: -1,
            },
          ],
        },
        carousel,
      ],
    };

    it("maps them newest posts first, with replies, never as a post's complete list", async () => {
      answer({ body: [withComments] });
      const collected = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, commentsLimit: 50, now });
      expect(collected.comments).toEqual([
        {
          mediaId: "3200000000000000001",
          complete: false,
          comments: [
            {
              id: "18050000000000011",
              parentId: null,
              username: "ana.souza",
              text: "Vocês entregam em Recife?",
              likeCount: 3,
              timestamp: "2026-03-09T22:00:00.000Z",
            },
            {
              id: "18050000000000012",
              parentId: "18050000000000011",
              username: "cafe_da_julia",
              text: "Entregamos sim! 🚚",
              likeCount: 0,
              timestamp: "2026-03-10T01:00:00.000Z",
            },
            {
              id: "18050000000000014",
              parentId: null,
              username: "carol.m",
              text: "😍😍",
              likeCount: null,
              timestamp: "2026-03-09T23:00:00.000Z",
            },
          ],
        },
        {
          mediaId: "3200000000000000003",
          complete: false,
          comments: [
            {
              id: "18050000000000031",
              parentId: null,
              username: "bia_lima",
              text: "Lindo!",
              likeCount: 1,
              timestamp: "2026-03-05T11:00:00.000Z",
            },
          ],
        },
      ]);
    });

    it("keeps to the comments limit, replies counted", async () => {
      answer({ body: [withComments] });
      const collected = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, commentsLimit: 2, now });
      expect(collected.comments).toEqual([
        {
          mediaId: "3200000000000000001",
          complete: false,
          comments: [expect.objectContaining({ id: "18050000000000011" }), expect.objectContaining({ id: "18050000000000012" })],
        },
      ]);
    });

    it("reads none unless a limit is given, and none of posts past the posts limit", async () => {
      answer({ body: [withComments] });
      expect((await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now })).comments).toBeUndefined();
      const onePost = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 1, commentsLimit: 50, now });
      expect(onePost.comments?.map((post) => post.mediaId)).toEqual(["3200000000000000003"]);
    });
  });

  it("picks the requested profile when the dataset holds more than one item", async () => {
    answer({ body: [{ ...realisticItem, username: "outro.perfil", followersCount: 1 }, realisticItem] });
    const { profile } = await source().fetchProfile({ username: "Cafe_Da_Julia", postsLimit: 30, now });
    expect(profile.followersCount).toBe(48213);
  });

  const failures: Array<[string, Reply, SourceErrorKind, RegExp?]> = [
    ["a private profile", { body: [{ ...realisticItem, private: true, latestPosts: [] }] }, "private"],
    [
      "an error item for an unknown profile",
      {
        body: [
          {
            url: "https://www.instagram.com/sumido_xyz",
            error: "not_found",
            errorDescription: "Page not found. Check the username.",
          },
        ],
      },
      "not_found",
    ],
    [
      "an error item for a private profile",
      {
        body: [
          { url: "https://www.instagram.com/fechado", error: "This profile is private", errorDescription: "Private profile" },
        ],
      },
      "private",
    ],
    ["an empty dataset", { body: [] }, "not_found"],
    [
      "HTTP 429",
      {
        status: 429,
        body: { error: { type: "rate-limit-exceeded", message: "You have exceeded the rate limit of 30 requests per second" } },
      },
      "rate_limited",
    ],
    [
      "HTTP 401 (bad token)",
      {
        status: 401,
        body: { error: { type: "user-or-token-not-found", message: "User was not found or authentication token is not valid" } },
      },
      "unavailable",
      /APIFY_TOKEN/,
    ],
    [
      "HTTP 403",
      { status: 403, body: { error: { type: "insufficient-permissions", message: "Insufficient permissions" } } },
      "unavailable",
      /APIFY_TOKEN/,
    ],
    ["HTTP 502", { status: 502, raw: "<html>Bad Gateway</html>" }, "unavailable"],
    [
      "HTTP 408 (run over 300 s)",
      {
        status: 408,
        body: { error: { type: "run-timeout-exceeded", message: "Actor run exceeded the timeout of 300 seconds" } },
      },
      "unavailable",
      /300 s/,
    ],
    [
      "an error item it can't read",
      { body: [{ error: "Request blocked", errorDescription: "Too many redirects" }] },
      "unavailable",
    ],
    ["a body that is not JSON", { raw: "<!doctype html><p>oops</p>" }, "malformed"],
    ["a JSON object instead of the items array", { body: { data: { items: [] } } }, "malformed"],
    ["items that are not objects", { body: ["cafe_da_julia"] }, "malformed"],
    ["a follower count that is not a number", { body: [{ ...realisticItem, followersCount: "48K" }] }, "malformed"],
    ["a missing follower count", { body: [{ ...realisticItem, followersCount: null }] }, "malformed"],
    [
      "a post type the mapping does not know",
      { body: [{ ...realisticItem, latestPosts: [{ ...realisticItem.latestPosts[0], type: "Story" }] }] },
      "malformed",
    ],
    [
      "a fractional like count",
      { body: [{ ...realisticItem, latestPosts: [{ ...realisticItem.latestPosts[2], likesCount: 9.5 }] }] },
      "malformed",
    ],
  ];

  it.each(failures)("ends %s in the right state", async (_name, reply, kind, message) => {
    answer(reply);
    const error = await failureOf(source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now }));
    expect(error.kind).toBe(kind);
    if (message) expect(error.message).toMatch(message);
  });

  it("retries rate limits and outages but not missing or private profiles", async () => {
    answer({ status: 429, body: { error: { type: "rate-limit-exceeded", message: "slow down" } } });
    expect((await failureOf(source().fetchProfile({ username: "x", postsLimit: 1, now }))).transient).toBe(true);
    answer({ body: [] });
    expect((await failureOf(source().fetchProfile({ username: "x", postsLimit: 1, now }))).transient).toBe(false);
  });

  it("gives up after the request timeout", async () => {
    answer({ body: [realisticItem], delayMs: 1_000 });
    const error = await failureOf(source({ timeoutMs: 100 }).fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toMatch(/did not answer/);
  });

  describe("posts past the profile scraper's ~12 (apify/instagram-scraper, resultsType posts)", () => {
    const postsPath = "/v2/acts/apify~instagram-scraper/run-sync-get-dataset-items";
    // apify/instagram-scraper's post items (resultsType "posts"): the same media fields as the
    // profile scraper's latestPosts, plus the owner's, newest first.
    const postItem = (index: number) => ({
      id: `33000000000000${String(index).padStart(5, "0")}`,
      type: index % 3 === 0 ? "Video" : "Image",
      productType: index % 3 === 0 ? "clips" : "feed",
      shortCode: `DPost${index}`,
      caption: `Post ${index} #cafe`,
      hashtags: ["cafe"],
      mentions: [],
      url: `https://www.instagram.com/p/DPost${index}/`,
      commentsCount: 10 + index,
      displayUrl: `https://scontent.cdninstagram.com/p${index}.jpg`,
      likesCount: 100 + index,
      videoViewCount: index % 3 === 0 ? 5_000 : null,
      videoDuration: index % 3 === 0 ? 20.5 : null,
      timestamp: new Date(Date.UTC(2026, 2, 10, 12) - index * 86_400_000).toISOString(),
      ownerUsername: "cafe_da_julia",
      ownerFullName: "Café da Júlia",
      ownerId: "1783460912",
      isSponsored: false,
    });
    const serveBoth = (posts: Reply) =>
      api.handle((request) => {
        if (request.method !== "POST") return undefined;
        if (request.url.pathname === runPath) return { body: [realisticItem] };
        if (request.url.pathname === postsPath) return posts;
        return undefined;
      });

    it("reads the posts up to the plan's limit with the posts mode when the profile gave fewer", async () => {
      serveBoth({ body: Array.from({ length: 30 }, (_, index) => postItem(index)) });
      const { profile } = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now });
      expect(api.requests.map((request) => request.url.pathname)).toEqual([runPath, postsPath]);
      const postsRun = api.requests[1]!;
      expect(postsRun.headers.authorization).toBe(`Bearer ${token}`);
      // Both runs within 1.5 times one run's wait (120 s): the collect job's expiry holds them.
      expect(Number(postsRun.url.searchParams.get("timeout"))).toBeGreaterThan(170);
      expect(Number(postsRun.url.searchParams.get("timeout"))).toBeLessThanOrEqual(180);
      expect(JSON.parse(postsRun.body ?? "")).toEqual({
        directUrls: ["https://www.instagram.com/cafe_da_julia/"],
        resultsType: "posts",
        resultsLimit: 30,
        addParentData: false,
      });
      expect(profile.latestPosts).toHaveLength(30);
      expect(profileDataSchema.parse(profile)).toEqual(profile);
      // Newest first, typed like the profile scraper's posts.
      expect(profile.latestPosts[0]).toMatchObject({ id: "3300000000000000000", type: "clips", videoViewCount: 5_000 });
      expect(profile.latestPosts.find((post) => post.id === "3300000000000000001")).toMatchObject({
        type: "image",
        likesCount: 101,
      });
      // The profile's figures stay the profile scraper's.
      expect(profile).toMatchObject({ followersCount: 48213, postsCount: 873 });
    });

    it("keeps the profile scraper's posts beside the posts run's, without repeating one, newest first", async () => {
      const repeated = { ...realisticItem.latestPosts[0]!, likesCount: 3500 };
      serveBoth({ body: [repeated, postItem(40), { error: "no_items", errorDescription: "rate limited page" }] });
      const { profile } = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 100, now });
      const ids = profile.latestPosts.map((post) => post.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(5);
      // The posts run's figures win for a post both hold (the same moment, read post by post).
      expect(profile.latestPosts.find((post) => post.id === repeated.id)?.likesCount).toBe(3500);
      const times = profile.latestPosts.map((post) => Date.parse(post.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("does not run the posts mode when the profile already holds the plan's posts, or all the account has", async () => {
      serveBoth({ body: [] });
      await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 4, now });
      expect(api.requests).toHaveLength(1);
      api.handle((request) =>
        request.url.pathname === runPath ? { body: [{ ...realisticItem, postsCount: 4 }] } : { body: [] },
      );
      await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now });
      expect(api.requests).toHaveLength(1);
    });

    it.each<[string, Reply]>([
      ["an outage", { status: 502, raw: "Bad Gateway" }],
      ["a rate limit", { status: 429, body: { error: { type: "rate-limit-exceeded" } } }],
      ["items that are not posts", { body: [{ nonsense: true }] }],
    ])("keeps the profile scraper's posts when the posts run fails with %s", async (_name, reply) => {
      serveBoth(reply);
      const { profile } = await source().fetchProfile({ username: "cafe_da_julia", postsLimit: 30, now });
      expect(profile.latestPosts.map((post) => post.id)).toEqual(realisticItem.latestPosts.map((post) => post.id));
    });
  });

  it("reports an unreachable Apify as unavailable", async () => {
    const closed = await startContractServer();
    const baseUrl = closed.url;
    await closed.close();
    const error = await failureOf(createApifySource({ token, baseUrl }).fetchProfile({ username: "x", postsLimit: 1, now }));
    expect(error.kind).toBe("unavailable");
  });
});
