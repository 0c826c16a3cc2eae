import type { ContractServer, RecordedRequest, Reply } from "../instagram/contract-server";

/*
 * Test support: recorded bodies of TikTok's Business API (Accounts API, v1.3) in the shapes its
 * reference documents (README.md beside this file, "Business API": what was checked against
 * which reference), answered by the local contract server (../instagram/contract-server.ts).
 * Every answer is the envelope { code, message, request_id, data }, code 0 on success.
 */

export const businessOpenId = "-000OpenIdCafeDaAnaBusiness0001";

/** A success envelope around `data`. */
export function businessOk(data: unknown): Reply {
  return { body: { code: 0, message: "OK", request_id: "2026120210000001BUSINESS", data } };
}

/** An error envelope: TikTok answers most errors with HTTP 200 and the verdict in `code`. */
export function businessError(code: number, message: string, status = 200): Reply {
  return { status, body: { code, message, request_id: "2026120210000002BUSINESS", data: {} } };
}

/** POST tt_user/token_info/get/'s answer: the token's account (creator_id, the business_id) and scopes. */
export const tokenInfo = businessOk({
  app_id: "7300000000000000001",
  creator_id: businessOpenId,
  scope:
    "user.info.basic,user.info.username,user.info.stats,user.info.profile,user.account.type,user.insights,video.list,video.insights",
});

/** business/get's profile fields. */
export const businessProfile = {
  username: "cafedaana",
  display_name: "Café da Ana",
  profile_image: "https://p16-sign-va.tiktokcdn.com/avatar-cafedaana~c5_168x168.jpeg?x-expires=1764800000",
  profile_deep_link: "https://vm.tiktok.com/ZMcafe123/",
  bio_description: "Cafés especiais em BH ☕ #cafe",
  is_verified: false,
  following_count: 312,
  followers_count: 48210,
  total_likes: 1_204_556,
  videos_count: 45,
};

/** Video n of the account, newest first (n = 0 is the newest), with every field the adapters ask for. */
export function businessVideo(n: number, createTime = 1_764_600_000 - n * 86_400) {
  const id = `7440000000000${String(1000 + n)}`;
  return {
    item_id: id,
    media_type: "VIDEO",
    create_time: createTime,
    thumbnail_url: `https://p16-sign-va.tiktokcdn.com/cover-${n}.jpeg`,
    share_url: `https://www.tiktok.com/@cafedaana/video/${id}`,
    embed_url: `https://www.tiktok.com/player/v1/${id}`,
    caption: `Espresso do dia ${n} #cafe #barista com @lojadograo`,
    video_duration: 15.5 + n,
    likes: 1000 + n,
    comments: 40 + n,
    shares: 12 + n,
    favorites: 30 + n,
    reach: 15_000 + n,
    video_views: 20_000 + n,
    total_time_watched: 130_000.4 + n,
    average_time_watched: 6.502,
    full_video_watched_rate: 0.1234,
    new_followers: 25 + n,
    profile_views: 300 + n,
  };
}

/** One day of business/get's metrics. */
export function businessMetricDay(date: string, n = 0) {
  return {
    date,
    video_views: 9000 + n,
    unique_video_views: 7000 + n,
    profile_views: 400 + n,
    likes: 600 + n,
    comments: 50 + n,
    shares: 20 + n,
    bio_link_clicks: 15 + n,
    daily_total_followers: 48_000 + n,
    daily_new_followers: 60 + n,
    daily_lost_followers: 8 + n,
    followers_count: 48_000 + n,
    engaged_audience: 650 + n,
    audience_activity: Array.from({ length: 24 }, (_, hour) => ({ hour: String(hour), count: 100 * hour + n })),
  };
}

export type BusinessRoutes = {
  tokenInfo?: (request: RecordedRequest) => Reply | undefined;
  account?: (request: RecordedRequest) => Reply | undefined;
  videos?: (request: RecordedRequest) => Reply | undefined;
  token?: (request: RecordedRequest) => Reply | undefined;
  refresh?: (request: RecordedRequest) => Reply | undefined;
  revoke?: (request: RecordedRequest) => Reply | undefined;
};

/** Routes the Business API's paths under /open_api/v1.3/ to the given answers (404 otherwise). */
export function serveBusiness(api: ContractServer, routes: BusinessRoutes) {
  api.handle((request) => {
    const path = request.url.pathname.replace(/^\/open_api\/v1\.3\//, "");
    if (request.method === "POST" && path === "tt_user/token_info/get/") return (routes.tokenInfo ?? (() => tokenInfo))(request);
    if (request.method === "GET" && path === "business/get/") return routes.account?.(request);
    if (request.method === "GET" && path === "business/video/list/") return routes.videos?.(request);
    if (request.method === "POST" && path === "tt_user/oauth2/token/") return routes.token?.(request);
    if (request.method === "POST" && path === "tt_user/oauth2/refresh_token/") return routes.refresh?.(request);
    if (request.method === "POST" && path === "tt_user/oauth2/revoke/") return routes.revoke?.(request);
    return undefined;
  });
}

/** A request's `fields` query parameter, a JSON array. */
export function fieldsOf(request: RecordedRequest): string[] {
  return JSON.parse(request.url.searchParams.get("fields") ?? "[]") as string[];
}

/** The requests to one Business API path. */
export function requestsTo(api: ContractServer, path: string): RecordedRequest[] {
  return api.requests.filter((request) => request.url.pathname === `/open_api/v1.3/${path}`);
}
