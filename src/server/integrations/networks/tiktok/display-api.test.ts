import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "../instagram/contract-server";
import { failureOf } from "../../../test/source-error";
import { createDisplayApiSource, USER_INFO_FIELDS, VIDEO_FIELDS } from "./display-api";

// A local server answering like open.tiktokapis.com's Display API (v2) with the documented
// envelope { data, error: { code, message, log_id } }: user info, and the video list paged by
// cursor and has_more.
const now = new Date("2026-11-27T15:00:00Z");
const ok = { code: "ok", message: "", log_id: "20261127150000ABCDEF" };
const user = {
  open_id: "_000Hq3ABCdEfGhIjKlMnOpQrStUvWxYz",
  union_id: "c9c60f44-a68e-4f5d-84dd-ce22faeb0ba1",
  avatar_url: "https://p16-sign.tiktokcdn-us.com/avatar~c5_168x168.jpeg",
  display_name: "Café da Ana",
  bio_description: "Cafés especiais em BH ☕ #cafe",
  profile_deep_link: "https://vm.tiktok.com/ZMabc123/",
  is_verified: false,
  username: "cafedaana",
  follower_count: 48210,
  following_count: 312,
  likes_count: 1_204_556,
  video_count: 45,
};

/** Video n of the account, newest first (n = 0 is the newest). */
function video(n: number) {
  return {
    id: `73091${String(1000 + n)}`,
    create_time: 1_764_200_000 - n * 86_400,
    cover_image_url: `https://p16-sign.tiktokcdn-us.com/cover-${n}.jpeg`,
    share_url: `https://www.tiktok.com/@cafedaana/video/73091${String(1000 + n)}`,
    video_description: `Espresso do dia ${n} #cafe #barista com @lojadograo`,
    duration: 15 + n,
    title: "",
    like_count: 1000 + n,
    comment_count: 40 + n,
    share_count: 12 + n,
    view_count: 20_000 + n,
  };
}

type Routes = { user?: Reply; videos?: (request: RecordedRequest) => Reply };

/** The list: 45 videos, pages of max_count, cursor = the index of the next video. */
function pagedVideos(request: RecordedRequest): Reply {
  const body = JSON.parse(request.body) as { max_count: number; cursor?: number };
  const start = body.cursor ?? 0;
  const videos = Array.from({ length: Math.min(body.max_count, 45 - start) }, (_, i) => video(start + i));
  return { body: { data: { videos, cursor: start + videos.length, has_more: start + videos.length < 45 }, error: ok } };
}

function serve(routes: Routes = {}) {
  api.handle((request) => {
    if (request.method === "GET" && request.url.pathname === "/v2/user/info/")
      return routes.user ?? { body: { data: { user }, error: ok } };
    if (request.method === "POST" && request.url.pathname === "/v2/video/list/") return (routes.videos ?? pagedVideos)(request);
    return undefined;
  });
}

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

const source = (timeoutMs?: number) => createDisplayApiSource({ apiBase: api.url, ...(timeoutMs ? { timeoutMs } : {}) });
const fetch = (postsLimit = 30) => source().fetchOwnProfile({ accessToken: "act.abc", postsLimit, now });
const videoRequests = () => api.requests.filter((request) => request.url.pathname === "/v2/video/list/");

describe("TikTok Display API (live)", () => {
  it("asks user info with the documented fields and the bearer token, and maps the profile", async () => {
    serve();
    const collected = await fetch(0);
    const [info] = api.requests;
    expect(info?.url.searchParams.get("fields")).toBe(USER_INFO_FIELDS.join(","));
    expect(info?.headers.authorization).toBe("Bearer act.abc");
    expect(collected.source).toBe("graph");
    expect(collected.relatedProfiles).toEqual([]);
    expect(collected.postsUnavailable).toBeUndefined();
    expect(collected.profile).toMatchObject({
      fullName: "Café da Ana",
      username: "cafedaana",
      verified: false,
      private: false,
      isBusinessAccount: false,
      biography: "Cafés especiais em BH ☕ #cafe",
      url: "https://vm.tiktok.com/ZMabc123/",
      profilePicUrl: user.avatar_url,
      followersCount: 48210,
      followsCount: 312,
      postsCount: 45,
      latestPosts: [],
    });
  });

  it("pages the video list by cursor while has_more, at most 20 a page, up to the posts limit", async () => {
    serve();
    const collected = await fetch(30);
    const requests = videoRequests();
    expect(requests.map((request) => JSON.parse(request.body))).toEqual([{ max_count: 20 }, { max_count: 10, cursor: 20 }]);
    expect(requests[0]?.url.searchParams.get("fields")).toBe(VIDEO_FIELDS.join(","));
    expect(requests[0]?.headers["content-type"]).toBe("application/json");
    expect(collected.profile.latestPosts).toHaveLength(30);
    expect(collected.profile.latestPosts[0]).toEqual({
      id: "730911000",
      type: "video",
      caption: "Espresso do dia 0 #cafe #barista com @lojadograo",
      timestamp: new Date(1_764_200_000 * 1000).toISOString(),
      displayUrl: "https://p16-sign.tiktokcdn-us.com/cover-0.jpeg",
      url: "https://www.tiktok.com/@cafedaana/video/730911000",
      likesCount: 1000,
      commentsCount: 40,
      sharesCount: 12,
      videoViewCount: 20_000,
      videoDuration: 15,
      hashtags: ["cafe", "barista"],
      mentions: ["lojadograo"],
      taggedUsers: [],
    });
  });

  it("stops when has_more is false", async () => {
    serve();
    expect((await fetch(200)).profile.latestPosts).toHaveLength(45);
    expect(videoRequests()).toHaveLength(3);
  });

  it("stops on a page that repeats its cursor instead of looping", async () => {
    serve({ videos: () => ({ body: { data: { videos: [video(0)], cursor: 7, has_more: true }, error: ok } }) });
    expect((await fetch(100)).profile.latestPosts.length).toBeLessThanOrEqual(2);
    expect(videoRequests()).toHaveLength(2);
  });

  it("uses the title when the description is empty", async () => {
    serve({
      videos: () => ({
        body: {
          data: { videos: [{ ...video(1), video_description: "", title: "Latte art #latte" }], cursor: 1, has_more: false },
          error: ok,
        },
      }),
    });
    expect((await fetch()).profile.latestPosts[0]).toMatchObject({ caption: "Latte art #latte", hashtags: ["latte"] });
  });

  it("keeps the profile and says the posts are unavailable when video.list was not granted", async () => {
    serve({
      videos: () => ({
        status: 401,
        body: {
          data: {},
          error: {
            code: "scope_not_authorized",
            message: "The user did not authorize the scope required for completing this request.",
            log_id: "L1",
          },
        },
      }),
    });
    const collected = await fetch();
    expect(collected.profile.username).toBe("cafedaana");
    expect(collected.profile.latestPosts).toEqual([]);
    expect(collected.postsUnavailable).toEqual({ reason: "missing_permission", permission: "video.list" });
  });

  it("names the scope user info lacks", async () => {
    serve({
      user: {
        status: 401,
        body: {
          data: {},
          error: { code: "scope_not_authorized", message: "The user did not authorize the scope user.info.stats.", log_id: "L2" },
        },
      },
    });
    const error = await failureOf(fetch());
    expect(error.kind).toBe("token_revoked");
    expect(error.missingPermission).toEqual({ name: "user.info.stats" });
  });

  const envelope = (status: number, code: string, message = "") => ({
    status,
    body: { data: {}, error: { code, message, log_id: "L9" } },
  });
  it.each<[string, Reply, string]>([
    [
      "access_token_invalid",
      envelope(401, "access_token_invalid", "The access token is invalid or not found in the request."),
      "token_revoked",
    ],
    ["an expired token", envelope(401, "access_token_expired", "The access token has expired."), "token_revoked"],
    [
      "rate_limit_exceeded",
      envelope(429, "rate_limit_exceeded", "Your request is blocked due to exceeding the API rate limit."),
      "rate_limited",
    ],
    ["HTTP 429 without a body", { status: 429, raw: "" }, "rate_limited"],
    ["internal_error", envelope(500, "internal_error", "Something went wrong."), "unavailable"],
    ["HTTP 502 with an HTML page", { status: 502, raw: "<html>Bad Gateway</html>" }, "unavailable"],
    ["an unknown error code with HTTP 200", envelope(200, "some_new_code", "Something new."), "unavailable"],
    // Our request was wrong (a field or parameter TikTok refuses): asking again cannot fix it.
    ["invalid_params", envelope(400, "invalid_params", "fields is invalid"), "malformed"],
    ["invalid_params with HTTP 200", envelope(200, "invalid_params", "fields is invalid"), "malformed"],
    ["HTTP 401 without an envelope", { status: 401, raw: "Unauthorized" }, "token_revoked"],
    ["a body that is not JSON", { raw: "<html>ok</html>" }, "malformed"],
    ["a user without open_id", { body: { data: { user: { display_name: "x", username: "x" } }, error: ok } }, "malformed"],
    ["a count that is not a number", { body: { data: { user: { ...user, follower_count: "muitos" } }, error: ok } }, "malformed"],
  ])("maps %s on user info", async (_name, reply, kind) => {
    serve({ user: reply });
    expect((await failureOf(fetch())).kind).toBe(kind);
  });

  it.each<[string, Reply, string]>([
    ["rate_limit_exceeded", envelope(429, "rate_limit_exceeded"), "rate_limited"],
    ["access_token_invalid", envelope(401, "access_token_invalid"), "token_revoked"],
    ["HTTP 503", { status: 503, raw: "" }, "unavailable"],
    ["invalid_params", envelope(400, "invalid_params", "max_count must be between 1 and 20"), "malformed"],
    [
      "a video without id",
      { body: { data: { videos: [{ title: "sem id" }], cursor: 1, has_more: false }, error: ok } },
      "malformed",
    ],
  ])("maps %s on the video list", async (_name, reply, kind) => {
    serve({ videos: () => reply });
    expect((await failureOf(fetch())).kind).toBe(kind);
  });

  it("gives up on an API that does not answer in time, as unavailable", async () => {
    serve({ user: { body: { data: { user }, error: ok }, delayMs: 500 } });
    expect((await failureOf(source(100).fetchOwnProfile({ accessToken: "act.abc", postsLimit: 0, now }))).kind).toBe(
      "unavailable",
    );
  });
});
