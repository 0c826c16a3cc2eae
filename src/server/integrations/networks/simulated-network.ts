import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for Instagram's Graph API (Instagram Login's shapes) and TikTok's Display API
 * with their documented limits, for the scale benchmark (scripts/bench-scale.ts) and the budget's
 * contract test (docs/decisions/047-call-budgets-and-day-schedule.md):
 * - TikTok: each endpoint allows `tiktokPerMinute` requests in any sliding minute (600), and
 *   answers more with HTTP 429 `rate_limit_exceeded`;
 * - Meta: each account allows `metaAccountCallsPerHour` calls in a sliding hour and the app
 *   `metaAppCallsPerHour`; every answer carries X-App-Usage and X-Business-Use-Case-Usage (with
 *   estimated_time_to_regain_access once over), and a call over a limit is answered with code 4
 *   (the app's), 17 or 32 (the account's) and Retry-After; now and then a #613 comes unprompted;
 * - some slow answers, some 5xx, and some posts whose insights fail (code 10, too few viewers).
 * Time runs `timeScale` times faster than the wall clock (a simulated hour lasts 3600 / timeScale s).
 * An access token names its account: `sim.<network>.<index>.<posts>` (simToken).
 */

export type SimulatedNetworkOptions = {
  timeScale?: number;
  tiktokPerMinute?: number;
  metaAccountCallsPerHour?: number;
  metaAppCallsPerHour?: number;
  /** Shares of answers: slow (held `slowMs` real ms), server errors, failed post insights, unprompted #613. */
  slowRate?: number;
  slowMs?: number;
  serverErrorRate?: number;
  insightsErrorRate?: number;
  unpromptedThrottleRate?: number;
  seed?: number;
  /** Posts of an account whose token is not a simToken (a sandbox connection's): 60 by default. */
  defaultPosts?: number;
};

export type SimulatedNetworkStats = {
  calls: { meta: number; tiktok: number };
  /** Calls that arrived when their limit was already spent (answered as throttled). */
  overLimit: { meta: number; tiktok: number };
  /** The same request (token, method, URL, body) asked again the same simulated day: a call spent twice. */
  repeated: number;
  /** The first 100 requests asked again (token, method, path and query, body). */
  repeatedRequests: string[];
  serverErrors: number;
  unpromptedThrottles: number;
  /** Images fetched from the CDN's stand-in (/cdn/…): not API calls, outside every budget. */
  images: number;
  /** Calls by token (network account). */
  byToken: Map<string, number>;
};

export type SimulatedNetwork = {
  /** Graph's stand-in (graph.instagram.com) and the Display API's (open.tiktokapis.com): two ports, one process. */
  metaUrl: string;
  tiktokUrl: string;
  hosts: { meta: string[]; tiktok: string[] };
  stats: SimulatedNetworkStats;
  /** Forgets the counts (not the limits' windows). */
  resetStats(): void;
  /** Drops the connection of the requests it picks, without an answer (a worker's call cut off mid-collection). */
  dropRequest?: (request: { method: string; url: URL }) => boolean;
  close(): Promise<void>;
};

export function simToken(network: "meta" | "tiktok", index: number, posts: number) {
  return `sim.${network}.${index}.${posts}`;
}

/** A sliding window of call instants. */
class SlidingWindow {
  private readonly times: number[] = [];
  private head = 0;
  constructor(private readonly lengthMs: number) {}
  count(now: number) {
    while (this.head < this.times.length && this.times[this.head]! <= now - this.lengthMs) this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times.splice(0, this.head);
      this.head = 0;
    }
    return this.times.length - this.head;
  }
  add(now: number) {
    this.times.push(now);
  }
  /** When the oldest call in the window leaves it. */
  freesAt(now: number) {
    this.count(now);
    return (this.times[this.head] ?? now) + this.lengthMs;
  }
}

/** The account a token names: a simToken's index and posts, otherwise a stable index from the token. */
function accountOf(token: string, defaultPosts: number) {
  const match = /^sim\.(?:meta|tiktok)\.(\d+)\.(\d+)$/.exec(token);
  if (match) return { index: Number(match[1]), posts: Number(match[2]) };
  let hash = 7;
  for (let index = 0; index < token.length; index += 1) hash = (hash * 31 + token.charCodeAt(index)) % 1_000_000;
  return { index: hash, posts: defaultPosts };
}

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A 1x1 PNG: every image of the CDN's stand-in. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type Reply = { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };

export async function startSimulatedNetwork(options: SimulatedNetworkOptions = {}): Promise<SimulatedNetwork> {
  const scale = options.timeScale ?? 1;
  const minuteMs = 60_000 / scale;
  const hourMs = 3_600_000 / scale;
  const dayMs = 86_400_000 / scale;
  const tiktokPerMinute = options.tiktokPerMinute ?? 600;
  const accountPerHour = options.metaAccountCallsPerHour ?? 200;
  const appPerHour = options.metaAppCallsPerHour ?? Number.POSITIVE_INFINITY;
  const rand = random(options.seed ?? 42);
  const started = Date.now();
  const endpoints = new Map<string, SlidingWindow>();
  const accounts = new Map<string, SlidingWindow>();
  const app = new SlidingWindow(hourMs);
  let seen = new Set<string>();
  let seenDay = 0;
  const stats: SimulatedNetworkStats = {
    calls: { meta: 0, tiktok: 0 },
    overLimit: { meta: 0, tiktok: 0 },
    repeated: 0,
    repeatedRequests: [],
    serverErrors: 0,
    unpromptedThrottles: 0,
    images: 0,
    byToken: new Map(),
  };

  const windowOf = (map: Map<string, SlidingWindow>, key: string, length: number) => {
    let window = map.get(key);
    if (!window) map.set(key, (window = new SlidingWindow(length)));
    return window;
  };

  function metaUsage(token: string, now: number, accountCount: number, appCount: number) {
    const account = accounts.get(token)!;
    const percent = Math.min(100, Math.round((accountCount / accountPerHour) * 100));
    const regainMinutes = accountCount >= accountPerHour ? Math.ceil(((account.freesAt(now) - now) * scale) / 60_000) : 0;
    const appPercent = Number.isFinite(appPerHour) ? Math.min(100, Math.round((appCount / appPerHour) * 100)) : 1;
    const id = accountOf(token, 0).index;
    return {
      "x-app-usage": JSON.stringify({
        call_count: appPercent,
        total_time: Math.min(appPercent, 50),
        total_cputime: Math.min(appPercent, 40),
      }),
      "x-business-use-case-usage": JSON.stringify({
        [`1784${id}`]: [
          {
            type: "instagram",
            call_count: percent,
            total_cputime: Math.round(percent / 2),
            total_time: Math.round(percent / 2),
            estimated_time_to_regain_access: regainMinutes,
          },
        ],
      }),
    };
  }

  function metaError(status: number, code: number, message: string, headers: Record<string, string>): Reply {
    return { status, body: { error: { message, type: "OAuthException", code, fbtrace_id: "Sim" } }, headers };
  }

  function meta(method: string, url: URL, token: string, now: number): Reply {
    stats.calls.meta += 1;
    const account = windowOf(accounts, token, hourMs);
    const accountCount = account.count(now);
    const appCount = app.count(now);
    if (appCount >= appPerHour) {
      stats.overLimit.meta += 1;
      return metaError(400, 4, "(#4) Application request limit reached", {
        ...metaUsage(token, now, accountCount, appCount),
        "retry-after": String(Math.ceil(((app.freesAt(now) - now) * scale) / 1000)),
      });
    }
    if (accountCount >= accountPerHour) {
      stats.overLimit.meta += 1;
      const code = rand() < 0.5 ? 17 : 32;
      return metaError(400, code, `(#${code}) User request limit reached`, {
        ...metaUsage(token, now, accountCount, appCount),
        "retry-after": String(Math.ceil(((account.freesAt(now) - now) * scale) / 1000)),
      });
    }
    account.add(now);
    app.add(now);
    const headers = metaUsage(token, now, accountCount + 1, appCount + 1);
    if (rand() < (options.unpromptedThrottleRate ?? 0)) {
      stats.unpromptedThrottles += 1;
      return metaError(400, 613, "(#613) Calls to this api have exceeded the rate limit.", {
        ...headers,
        "retry-after": String(300),
      });
    }
    if (rand() < (options.serverErrorRate ?? 0)) {
      stats.serverErrors += 1;
      return {
        status: 500,
        body: { error: { message: "An unexpected error has occurred.", type: "OAuthException", code: 2, is_transient: true } },
        headers,
      };
    }
    const { index, posts } = accountOf(token, options.defaultPosts ?? 60);
    const path = url.pathname.replace(/^\/v[\d.]+/, "");
    const base = 10_000_000 + index * 1000;
    if (path === "/me") {
      return {
        status: 200,
        headers,
        body: {
          id: `1784${index}`,
          user_id: `1784${index}`,
          username: `conta_sim_${index}`,
          name: `Conta ${index}`,
          account_type: "BUSINESS",
          profile_picture_url: `${url.origin}/cdn/${index}.jpg`,
          followers_count: 1000 + (index % 5000) * 7,
          follows_count: 300,
          media_count: posts,
          biography: "Conta simulada",
          website: null,
        },
      };
    }
    if (path === "/me/media") {
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 25), 100);
      const after = Number(url.searchParams.get("after") ?? 0);
      const count = Math.max(0, Math.min(limit, posts - after));
      const data = Array.from({ length: count }, (_, offset) => {
        const n = after + offset;
        const kind = n % 5;
        const video = kind < 2;
        return {
          id: String(base + n),
          caption: `Post ${n} #sim`,
          media_type: video ? "VIDEO" : kind === 4 ? "CAROUSEL_ALBUM" : "IMAGE",
          media_product_type: video ? "REELS" : "FEED",
          media_url: `${url.origin}/cdn/m/${base + n}.jpg`,
          thumbnail_url: `${url.origin}/cdn/t/${base + n}.jpg`,
          permalink: `https://www.instagram.com/${video ? "reel" : "p"}/${base + n}/`,
          timestamp: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().replace(".000Z", "+0000"),
          like_count: 50 + (n % 40),
          comments_count: n % 7,
        };
      });
      const next = after + count < posts && count > 0 ? after + count : null;
      return {
        status: 200,
        headers,
        body: {
          data,
          paging:
            next === null
              ? {}
              : {
                  cursors: { after: String(next) },
                  next: `${url.origin}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), after: String(next) })}`,
                },
        },
      };
    }
    if (/^\/\d+\/insights$/.test(path)) {
      if (rand() < (options.insightsErrorRate ?? 0))
        return metaError(400, 10, "(#10) Not enough viewers for the media to show insights", headers);
      const metrics = (url.searchParams.get("metric") ?? "views").split(",");
      return {
        status: 200,
        headers,
        body: {
          data: metrics.map((name) => ({
            name,
            period: "lifetime",
            values: [{ value: 100 + (posts % 50) }],
            id: `${path}/${name}`,
          })),
        },
      };
    }
    if (/^\/\d+\/comments$/.test(path)) {
      const id = path.split("/")[1]!;
      return {
        status: 200,
        headers,
        body: {
          data: [0, 1].map((n) => ({
            id: `${id}${n}`,
            text: `Comentário ${n}`,
            timestamp: "2026-01-01T10:00:00+0000",
            username: `fã${n}`,
            like_count: n,
          })),
          paging: {},
        },
      };
    }
    // Account insights, audience, stories: answered empty (the adapters read "no data").
    if (path.startsWith("/me/") || /^\/\d+\//.test(path)) return { status: 200, headers, body: { data: [], paging: {} } };
    return metaError(404, 100, "Unknown path", headers);
  }

  function tiktok(method: string, url: URL, token: string, body: string, now: number): Reply {
    stats.calls.tiktok += 1;
    const endpoint = windowOf(endpoints, url.pathname, minuteMs);
    if (endpoint.count(now) >= tiktokPerMinute) {
      stats.overLimit.tiktok += 1;
      return {
        status: 429,
        body: { data: {}, error: { code: "rate_limit_exceeded", message: "Too many requests", log_id: "sim" } },
      };
    }
    endpoint.add(now);
    if (rand() < (options.serverErrorRate ?? 0)) {
      stats.serverErrors += 1;
      return { status: 500, body: { data: {}, error: { code: "internal_error", message: "Internal error", log_id: "sim" } } };
    }
    const ok = (data: unknown): Reply => ({ status: 200, body: { data, error: { code: "ok", message: "", log_id: "sim" } } });
    const { index, posts } = accountOf(token, options.defaultPosts ?? 60);
    if (url.pathname === "/v2/user/info/") {
      return ok({
        user: {
          open_id: `open_${index}`,
          union_id: `union_${index}`,
          avatar_url: `${url.origin}/cdn/tt/${index}.jpg`,
          display_name: `Criador ${index}`,
          bio_description: "Conta simulada",
          profile_deep_link: `https://www.tiktok.com/@criador_sim_${index}`,
          is_verified: false,
          username: `criador_sim_${index}`,
          follower_count: 2000 + index,
          following_count: 100,
          likes_count: 10_000,
          video_count: posts,
        },
      });
    }
    if (url.pathname === "/v2/video/list/" && method === "POST") {
      let asked: { max_count?: number; cursor?: number } = {};
      try {
        asked = JSON.parse(body) as typeof asked;
      } catch {
        // An unreadable body is asked as the first page.
      }
      const start = asked.cursor ?? 0;
      const count = Math.max(0, Math.min(asked.max_count ?? 20, 20, posts - start));
      const videos = Array.from({ length: count }, (_, offset) => {
        const n = start + offset;
        return {
          id: String(7_300_000_000_000 + index * 1000 + n),
          create_time: 1_767_225_600 - n * 86_400,
          cover_image_url: `${url.origin}/cdn/tt/c/${index}/${n}.jpg`,
          share_url: `https://www.tiktok.com/@criador_sim_${index}/video/${n}`,
          video_description: `Vídeo ${n}`,
          duration: 30,
          title: `Vídeo ${n}`,
          like_count: 100 + n,
          comment_count: n % 9,
          share_count: n % 5,
          view_count: 1000 + n * 3,
        };
      });
      return ok({ videos, cursor: start + count, has_more: start + count < posts });
    }
    if (url.pathname === "/v2/oauth/token/") {
      return {
        status: 200,
        body: {
          access_token: token,
          expires_in: 86_400,
          refresh_token: `r${token}`,
          refresh_expires_in: 31_536_000,
          open_id: `open_${index}`,
          scope: "user.info.basic,user.info.profile,user.info.stats,video.list",
          token_type: "Bearer",
        },
      };
    }
    return { status: 404, body: { data: {}, error: { code: "invalid_params", message: "Unknown path", log_id: "sim" } } };
  }

  const handler = (kind: "meta" | "tiktok") => (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const now = Date.now();
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      if (url.pathname.startsWith("/cdn/")) {
        stats.images += 1;
        res.writeHead(200, { "content-type": "image/png", "content-length": String(tinyPng.length) });
        res.end(tinyPng);
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const method = req.method ?? "GET";
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const token = url.searchParams.get("access_token") ?? bearer ?? "";
      const day = Math.floor((now - started) / dayMs);
      if (day !== seenDay) {
        seen = new Set();
        seenDay = day;
      }
      const requestKey = `${token} ${method} ${url.pathname}?${url.searchParams} ${body}`;
      if (seen.has(requestKey)) {
        stats.repeated += 1;
        if (stats.repeatedRequests.length < 100) stats.repeatedRequests.push(requestKey);
      } else seen.add(requestKey);
      stats.byToken.set(token, (stats.byToken.get(token) ?? 0) + 1);
      if (network.dropRequest?.({ method, url })) {
        req.socket.destroy();
        return;
      }
      const reply = kind === "tiktok" ? tiktok(method, url, token, body, now) : meta(method, url, token, now);
      const delayMs = rand() < (options.slowRate ?? 0) ? (options.slowMs ?? 800) : 0;
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status;
        res.setHeader("content-type", "application/json");
        for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
        res.end(JSON.stringify(reply.body));
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  };
  const servers = [createServer(handler("meta")), createServer(handler("tiktok"))];
  const ports: number[] = [];
  for (const server of servers) {
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    ports.push((server.address() as AddressInfo).port);
  }
  const network: SimulatedNetwork = {
    metaUrl: `http://127.0.0.1:${ports[0]}`,
    tiktokUrl: `http://127.0.0.1:${ports[1]}`,
    hosts: { meta: [`127.0.0.1:${ports[0]}`], tiktok: [`127.0.0.1:${ports[1]}`] },
    stats,
    resetStats() {
      stats.calls = { meta: 0, tiktok: 0 };
      stats.overLimit = { meta: 0, tiktok: 0 };
      stats.repeated = 0;
      stats.repeatedRequests = [];
      stats.serverErrors = 0;
      stats.unpromptedThrottles = 0;
      stats.images = 0;
      stats.byToken.clear();
    },
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
  return network;
}
