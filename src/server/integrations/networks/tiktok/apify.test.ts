import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type Reply } from "../instagram/contract-server";
import { failureOf } from "../../../test/source-error";
import { createTikTokApifySource } from "./apify";

// A local server answering like Apify's run-sync-get-dataset-items for
// clockworks~tiktok-profile-scraper: one dataset item per video, each with its authorMeta.
const now = new Date("2026-11-27T15:00:00Z");
const authorMeta = {
  id: "6812345678901234567",
  name: "padariadobairro",
  nickName: "Padaria do Bairro",
  verified: false,
  signature: "Pão quentinho todo dia 🥖",
  avatar: "https://p16-sign-va.tiktokcdn.com/avatar.jpeg",
  privateAccount: false,
  following: 180,
  fans: 90_412,
  heart: 2_400_000,
  video: 312,
  digg: 55,
};

function item(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `7301${String(100 + n)}`,
    text: `Fornada ${n} #pao #padaria com @vizinha`,
    createTime: 1_764_200_000 - n * 3600,
    createTimeISO: new Date((1_764_200_000 - n * 3600) * 1000).toISOString(),
    authorMeta,
    webVideoUrl: `https://www.tiktok.com/@padariadobairro/video/7301${String(100 + n)}`,
    videoMeta: { height: 1024, width: 576, duration: 12 + n, coverUrl: `https://p16-sign-va.tiktokcdn.com/cover-${n}.jpeg` },
    diggCount: 2300 + n,
    shareCount: 81 + n,
    playCount: 45_000 + n,
    commentCount: 97 + n,
    hashtags: [
      { id: "1", name: "pao", title: "" },
      { id: "2", name: "padaria", title: "" },
    ],
    ...overrides,
  };
}

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

function serve(reply: Reply) {
  api.handle((request) =>
    request.url.pathname === "/v2/acts/clockworks~tiktok-profile-scraper/run-sync-get-dataset-items" ? reply : undefined,
  );
}
const source = () => createTikTokApifySource({ token: "apify_api_x", baseUrl: api.url, timeoutMs: 5000 });

describe("Apify's TikTok profile scraper", () => {
  it("asks for the profile with the token and maps the author and its videos, newest first", async () => {
    serve({ body: [item(2), item(0), item(1)] });
    const collected = await source().fetchProfile({ username: "PadariaDoBairro", postsLimit: 2, now });
    const [request] = api.requests;
    expect(request?.headers.authorization).toBe("Bearer apify_api_x");
    expect(JSON.parse(request!.body)).toMatchObject({ profiles: ["PadariaDoBairro"], resultsPerPage: 2 });
    expect(collected.source).toBe("apify");
    expect(collected.profile).toMatchObject({
      username: "padariadobairro",
      fullName: "Padaria do Bairro",
      biography: "Pão quentinho todo dia 🥖",
      followersCount: 90_412,
      followsCount: 180,
      postsCount: 312,
      url: "https://www.tiktok.com/@padariadobairro",
    });
    expect(collected.profile.latestPosts.map((post) => post.id)).toEqual(["7301100", "7301101"]);
    expect(collected.profile.latestPosts[0]).toEqual({
      id: "7301100",
      type: "video",
      caption: "Fornada 0 #pao #padaria com @vizinha",
      timestamp: new Date(1_764_200_000 * 1000).toISOString(),
      displayUrl: "https://p16-sign-va.tiktokcdn.com/cover-0.jpeg",
      url: "https://www.tiktok.com/@padariadobairro/video/7301100",
      likesCount: 2300,
      commentsCount: 97,
      sharesCount: 81,
      videoViewCount: 45_000,
      videoDuration: 12,
      hashtags: ["pao", "padaria"],
      mentions: ["vizinha"],
      taggedUsers: [],
    });
  });

  it.each<[string, Reply, string]>([
    ["no item at all", { body: [] }, "not_found"],
    [
      "an error item saying the profile does not exist",
      { body: [{ error: "Profile not found", url: "https://www.tiktok.com/@x" }] },
      "not_found",
    ],
    ["a private author", { body: [item(0, { authorMeta: { ...authorMeta, privateAccount: true } })] }, "private"],
    ["an error item saying private", { body: [{ error: "This account is private" }] }, "private"],
    ["HTTP 429", { status: 429, body: { error: { type: "rate-limit-exceeded" } } }, "rate_limited"],
    ["HTTP 401", { status: 401, body: { error: { type: "token-not-valid" } } }, "unavailable"],
    ["HTTP 502", { status: 502, raw: "Bad Gateway" }, "unavailable"],
    ["a body that is not an array", { body: { items: [] } }, "malformed"],
    ["an item without authorMeta", { body: [{ id: "1", text: "x" }] }, "malformed"],
  ])("maps %s", async (_name, reply, kind) => {
    serve(reply);
    expect((await failureOf(source().fetchProfile({ username: "padariadobairro", postsLimit: 10, now }))).kind).toBe(kind);
  });
});
