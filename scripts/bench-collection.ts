// `npm run bench:collection`: how long a collection with the owner's insights takes, printed,
// never asserted (target: 200 posts with insights under 10 s against the local contract server).
// The product's own path on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; created and dropped): the whole server
// (startServer, its queue and collect job, the call budget and the run's step journal), each run a
// new person on the Pro plan (200 posts a collection, 500 comments) who connects an account through
// Instagram Login (the sandbox's consent page, src/server/test/instagram-login.ts), read by the
// product's Graph adapters (graph.ts, graph-insights.ts, graph-comments.ts) from the local contract
// server (contract-server.ts, real HTTP) answering with Meta's documented shapes: the profile,
// 1,240 media listed 100 a page (images, carousels, reels, feed videos), each post's insights (about
// 3% refused with code 10, "Not enough viewers"), the comments with their replies, the account's
// days, its audience and 5 live stories. The images go to a CDN stand-in (another local server).
//   1. The first collection (the OAuth callback's run, with the first reading's 30-day backfill).
//   2. Then a daily one (startCollection as the day's schedule queues it): the posts of the last
//      30 days, the days not yet settled, the stories; the audience is not due again for a week.
// Each timed from the run's creation to its success, over BENCH_RUNS (3) runs: min, median, max,
// the Graph calls the contract server answered, and where the time went (from the adapters'
// calls and the requests' arrival times, all in this one process: a step's span in brackets runs
// from its first request to its last, without that one's answer). BENCH_GRAPH_LATENCY_MS (0)
// holds each Graph answer that long, to see what the network's own latency would add.
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getPlan } from "../src/core/plans/catalogue";
import { startServer } from "../src/server/app/bootstrap";
import { collectionPriority, startCollection } from "../src/server/features/social-accounts/collection.service";
import { createCallBudget, stepOf } from "../src/server/integrations/networks/call-budget";
import {
  graphDaySeries,
  graphError,
  graphLifetimeInsights,
  graphTotalValueInsights,
  notEnoughViewers,
  startContractServer,
  type RecordedRequest,
  type Reply,
} from "../src/server/integrations/networks/instagram/contract-server";
import { createGraphSource, createInstagramInsightsSource } from "../src/server/integrations/networks/instagram/graph";
import { createInstagram } from "../src/server/integrations/networks/instagram/index";
import { readSandboxTokenUsername } from "../src/server/integrations/networks/instagram/sandbox-oauth";
import type { OwnInsightsSource, OwnProfileSource } from "../src/server/integrations/networks/network.port";
import { createLogger } from "../src/server/logger";
import { queryRows } from "../src/server/test/database";
import { connectWithInstagramLogin } from "../src/server/test/instagram-login";
import { createTestEnv } from "../src/server/test/server";
import { paidUser } from "../src/server/test/users";
import { withBenchDatabase } from "./bench-seed";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const graphLatencyMs = Math.max(0, Number(process.env.BENCH_GRAPH_LATENCY_MS ?? 0));
const plan = "sparks_pro" as const;
const postsPerCollection = getPlan(plan).limits.postsPerCollection;
const targetSeconds = 10;

// ---------------------------------------------------------------------------------------------
// The account as Instagram would serve it: 1,240 media, newest first, one every ~29 hours.

const mediaCount = 1240;
const followers = 48_300;
const dayMs = 86_400_000;
// Of every 20 posts: 8 images, 5 carousels, 6 reels, 1 feed video.
const kinds = "ICRIRCIRIVCRIICRICIR".split("");
const captions = [
  "Novidade na loja! Corre que é por tempo limitado #novacolecao #moda",
  "Qual você escolheria? Conta nos comentários 👇 #look #estilo",
  "Bastidores da produção de hoje ✨ #bastidores",
  "Salve para depois: 5 dicas para combinar cores #dicas #moda #estilo",
  "Obrigada por tanto carinho, vocês são demais 💛",
  "Promoção relâmpago só hoje, link na bio #promo #oferta",
];

/** A deterministic number in [0, 1) for (n, salt). */
function unit(n: number, salt: number) {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

type Media = {
  id: string;
  n: number;
  mediaType: "IMAGE" | "CAROUSEL_ALBUM" | "VIDEO";
  productType: "FEED" | "REELS";
  timestamp: number;
  likes: number;
  comments: number;
};

type Account = { username: string; userId: string; media: Media[]; byId: Map<string, Media>; stories: Story[] };
type Story = { id: string; video: boolean; timestamp: number };

/** The account a sandbox token names, made the first time it is asked (its media ids are its own). */
const accounts = new Map<string, Account>();
function accountFor(username: string, startedAt: number): Account {
  let account = accounts.get(username);
  if (account) return account;
  const seed = 17_900_000 + accounts.size * 10_000;
  const media = Array.from({ length: mediaCount }, (_, n): Media => {
    const kind = kinds[n % kinds.length]!;
    const reel = kind === "R";
    const likes = Math.round((reel ? 600 : 250) + unit(n, 1) * (reel ? 2400 : 900));
    return {
      id: `1800${seed + n}`,
      n,
      mediaType: kind === "I" ? "IMAGE" : kind === "C" ? "CAROUSEL_ALBUM" : "VIDEO",
      productType: reel ? "REELS" : "FEED",
      timestamp: startedAt - 3 * 3_600_000 - n * 29 * 3_600_000,
      likes,
      // One post in ten without comments; the others 2-60.
      comments: unit(n, 2) < 0.1 ? 0 : 2 + Math.round(unit(n, 3) * 58),
    };
  });
  const stories = Array.from({ length: 5 }, (_, i) => ({
    id: `1790${seed + i}`,
    video: i % 2 === 1,
    timestamp: startedAt - (2 + i * 4) * 3_600_000,
  }));
  account = { username, userId: `1784${seed}`, media, byId: new Map(media.map((item) => [item.id, item])), stories };
  accounts.set(username, account);
  return account;
}

// The metrics Meta serves for each kind of media (Media Insights reference); any other fails the request.
const feedMetrics = new Set([
  "reach",
  "saved",
  "shares",
  "total_interactions",
  "views",
  "follows",
  "profile_visits",
  "likes",
  "comments",
]);
const reelMetrics = new Set([
  "reach",
  "saved",
  "shares",
  "total_interactions",
  "views",
  "likes",
  "comments",
  "ig_reels_avg_watch_time",
  "ig_reels_video_view_total_time",
]);
const storyMetrics = new Set([
  "reach",
  "views",
  "replies",
  "shares",
  "navigation",
  "follows",
  "profile_visits",
  "total_interactions",
]);

/** About 3% of posts (6 of the 200 newest) were seen by too few accounts for insights. */
const tooFewViewers = (media: Media) => media.n % 33 === 16;

function mediaInsights(media: Media, metrics: string[]): Reply {
  const reel = media.productType === "REELS";
  const reach = Math.round(media.likes * (reel ? 11 : 7) * (0.8 + unit(media.n, 4) * 0.4));
  const views = Math.round(reach * (reel ? 2.1 : 1.5));
  const saved = Math.round(media.likes * 0.06);
  const shares = Math.round(media.likes * (reel ? 0.09 : 0.03));
  const avgWatchMs = Math.round(4_000 + unit(media.n, 5) * 11_000);
  const values: Record<string, number> = {
    reach,
    views,
    saved,
    shares,
    likes: media.likes,
    comments: media.comments,
    total_interactions: media.likes + media.comments + saved + shares,
    follows: Math.round(reach * 0.002),
    profile_visits: Math.round(reach * 0.015),
    ig_reels_avg_watch_time: avgWatchMs,
    ig_reels_video_view_total_time: avgWatchMs * views,
  };
  return graphLifetimeInsights(Object.fromEntries(metrics.map((metric) => [metric, values[metric] ?? 0])));
}

const graphTime = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "+0000");
const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");
const offsetOf = (cursor: string | null) => (cursor ? Number(Buffer.from(cursor, "base64url").toString().split(":")[1]) || 0 : 0);

/** A Graph page: the asked fields of each item, and Meta's cursors with `next` while there is more. */
function page(request: RecordedRequest, items: Record<string, unknown>[], offset: number, total: number): Reply {
  const asked = new Set((request.url.searchParams.get("fields") ?? "id").split(",").map((field) => field.replace(/\{.*$/, "")));
  const data = items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key === "id" || asked.has(key))));
  const end = offset + items.length;
  const next = new URL(request.url);
  next.searchParams.set("after", cursorOf(end));
  return {
    body: {
      data,
      paging: {
        cursors: { before: cursorOf(offset), after: cursorOf(end) },
        ...(end < total && items.length > 0 ? { next: next.toString() } : {}),
      },
    },
  };
}

function commentsOf(media: Media, request: RecordedRequest): Reply {
  // comments_count counts replies too: one top-level comment in five has one reply.
  const replies = Math.floor(media.comments / 6);
  const topLevel = media.comments - replies;
  const limit = Math.min(Number(request.url.searchParams.get("limit") ?? 25), 50);
  const offset = offsetOf(request.url.searchParams.get("after"));
  const items = Array.from({ length: Math.max(0, Math.min(limit, topLevel - offset)) }, (_, i) => {
    const k = offset + i;
    const id = `${media.id}${String(k).padStart(4, "0")}`;
    const comment = {
      id,
      text: ["Amei! Qual o valor?", "Tem no tamanho M?", "Perfeito 😍", "Entregam em Recife?", "Quero muito"][k % 5]!,
      timestamp: graphTime(media.timestamp + (k + 1) * 600_000),
      username: `cliente_${(media.n * 7 + k) % 900}`,
      like_count: k % 4,
    };
    if (k >= replies) return comment;
    const reply = {
      id: `${id}1`,
      text: "Oi! Te chamamos no direct 💛",
      timestamp: graphTime(media.timestamp + (k + 2) * 600_000),
      username: "marca",
      like_count: 0,
    };
    return { ...comment, replies: { data: [reply] } };
  });
  return page(request, items, offset, topLevel);
}

function accountInsights(request: RecordedRequest): Reply | undefined {
  const params = request.url.searchParams;
  const metric = params.get("metric") ?? "";
  const since = Number(params.get("since")) * 1000;
  const until = Number(params.get("until")) * 1000;
  if (params.get("metric_type") === "time_series" && metric === "reach") {
    const byDay: Record<string, number> = {};
    for (let start = since; start < until; start += dayMs) {
      const day = new Date(start).toISOString().slice(0, 10);
      byDay[day] = 9_000 + Math.round(unit(start / dayMs, 6) * 4_000);
    }
    return graphDaySeries("reach", byDay);
  }
  if (params.get("breakdown") === "follow_type" && metric === "follows_and_unfollows") {
    const follows = 40 + Math.round(unit(since / dayMs, 7) * 30);
    return graphTotalValueInsights(
      { follows_and_unfollows: follows + 9 },
      { metric: "follows_and_unfollows", key: "follow_type", results: { FOLLOWER: follows, NON_FOLLOWER: 9 } },
    );
  }
  if (metric === "views,accounts_engaged,total_interactions,profile_links_taps") {
    return graphTotalValueInsights({
      views: 21_000 + Math.round(unit(since / dayMs, 8) * 9_000),
      accounts_engaged: 1_400,
      total_interactions: 2_600,
      profile_links_taps: 35,
    });
  }
  if (metric === "online_followers") {
    const values = [2, 1].map((ago) => ({
      value: Object.fromEntries(
        Array.from({ length: 24 }, (_, hour) => [String(hour), 800 + Math.round(unit(hour, ago) * 9_000)]),
      ),
      end_time: graphTime(Date.parse(`${new Date(Date.now() - ago * dayMs).toISOString().slice(0, 10)}T07:00:00Z`)),
    }));
    return {
      body: { data: [{ name: "online_followers", period: "lifetime", values, id: "me/insights/online_followers/lifetime" }] },
    };
  }
  const breakdown = params.get("breakdown");
  if ((metric === "follower_demographics" || metric === "engaged_audience_demographics") && breakdown) {
    const slices: Record<string, Record<string, number>> = {
      age: { "13-17": 600, "18-24": 9_800, "25-34": 19_500, "35-44": 11_200, "45-54": 5_100, "55-64": 1_600, "65+": 500 },
      gender: { F: 33_100, M: 14_300, U: 900 },
      city: Object.fromEntries(
        ["São Paulo, São Paulo", "Rio de Janeiro, Rio de Janeiro", "Belo Horizonte, Minas Gerais", "Curitiba, Paraná"].map(
          (city, i) => [city, 9_000 - i * 1_700],
        ),
      ),
      country: { BR: 45_900, PT: 1_100, US: 700, AR: 600 },
    };
    const scale = metric === "engaged_audience_demographics" ? 0.08 : 1;
    const results = Object.fromEntries(
      Object.entries(slices[breakdown] ?? {}).map(([key, value]) => [key, Math.round(value * scale)]),
    );
    return graphTotalValueInsights({ [metric]: 0 }, { metric, key: breakdown, results });
  }
  return graphError(400, 100, `(#100) metric[0] must be one of the following values: ${metric}`);
}

/** Graph on graph.instagram.com for the sandbox tokens of this run's accounts. */
function graphRoute(request: RecordedRequest, startedAt: number): Reply | undefined {
  let username: string;
  try {
    username = readSandboxTokenUsername(request.url.searchParams.get("access_token") ?? "");
  } catch {
    return graphError(400, 190, "Invalid OAuth access token - Cannot parse access token");
  }
  const account = accountFor(username, startedAt);
  const path = request.url.pathname.replace(/^\/v23\.0/, "");
  const params = request.url.searchParams;
  if (path === "/me") {
    const me = {
      id: account.userId,
      user_id: account.userId,
      username,
      name: "Loja Bench",
      account_type: "BUSINESS",
      profile_picture_url: `${cdnUrl}/v/t51.2885-19/${account.userId}_n.jpg`,
      followers_count: followers,
      follows_count: 612,
      media_count: mediaCount,
      biography: "Moda feminina com entrega para todo o Brasil 🇧🇷",
      website: "https://loja.example.com.br",
    };
    const asked = new Set((params.get("fields") ?? "id").split(","));
    return { body: Object.fromEntries(Object.entries(me).filter(([key]) => key === "id" || asked.has(key))) };
  }
  if (path === "/me/media") {
    const limit = Math.min(Number(params.get("limit") ?? 25), 100);
    const offset = offsetOf(params.get("after"));
    const items = account.media.slice(offset, offset + limit).map((media) => {
      const video = media.mediaType === "VIDEO";
      const kind = media.productType === "REELS" ? "reel" : "p";
      return {
        id: media.id,
        caption: captions[media.n % captions.length],
        media_type: media.mediaType,
        media_product_type: media.productType,
        media_url: video ? `${cdnUrl}/o1/v/t16/${media.id}.mp4` : `${cdnUrl}/v/t51.2885-15/${media.id}_n.jpg`,
        ...(video ? { thumbnail_url: `${cdnUrl}/v/t51.2885-15/${media.id}_thumb.jpg` } : {}),
        permalink: `https://www.instagram.com/${kind}/C${media.id.slice(-9)}/`,
        timestamp: graphTime(media.timestamp),
        like_count: media.likes,
        comments_count: media.comments,
      };
    });
    return page(request, items, offset, account.media.length);
  }
  if (path === "/me/insights") return accountInsights(request);
  if (path === "/me/stories") {
    const items = account.stories.map((story) => ({
      id: story.id,
      media_type: story.video ? "VIDEO" : "IMAGE",
      media_url: `${cdnUrl}/v/t51.29350-15/${story.id}${story.video ? ".mp4" : "_n.jpg"}`,
      ...(story.video ? { thumbnail_url: `${cdnUrl}/v/t51.29350-15/${story.id}_thumb.jpg` } : {}),
      permalink: `https://www.instagram.com/stories/${username}/${story.id}/`,
      timestamp: graphTime(story.timestamp),
    }));
    return page(request, items, 0, items.length);
  }
  const match = /^\/(\d+)\/(insights|comments)$/.exec(path);
  if (!match) return undefined;
  const [, id, edge] = match;
  const media = account.byId.get(id!);
  const story = account.stories.find((candidate) => candidate.id === id);
  if (edge === "comments") return media ? commentsOf(media, request) : graphError(400, 100, "Unsupported get request.");
  const metrics = (params.get("metric") ?? "").split(",");
  if (story) {
    const unsupported = metrics.find((metric) => !storyMetrics.has(metric));
    if (unsupported)
      return graphError(400, 100, `(#100) The Media Insights API does not support the ${unsupported} metric for stories`);
    if (params.get("breakdown") === "story_navigation_action_type")
      return graphTotalValueInsights(
        { navigation: 620 },
        {
          metric: "navigation",
          key: "story_navigation_action_type",
          results: { tap_forward: 430, tap_back: 41, tap_exit: 98, swipe_forward: 51 },
        },
      );
    return graphLifetimeInsights(Object.fromEntries(metrics.map((metric, i) => [metric, [1_900, 2_300, 7, 12][i] ?? 0])));
  }
  if (!media) return graphError(400, 100, "Unsupported get request.");
  const allowed = media.productType === "REELS" ? reelMetrics : feedMetrics;
  const unsupported = metrics.find((metric) => !allowed.has(metric));
  if (unsupported)
    return graphError(
      400,
      100,
      `(#100) The Media Insights API does not support the ${unsupported} metric for this media product type.`,
    );
  if (tooFewViewers(media)) return notEnoughViewers;
  return mediaInsights(media, metrics);
}

// ---------------------------------------------------------------------------------------------
// The servers: Graph's stand-in, the CDN's, and the product.

/** A collection's marks, in Date.now() milliseconds (one clock: everything runs in this process). */
type Marks = Record<string, number>;
let marks: Marks = {};
const mark = (name: string, at = Date.now()) => {
  marks[name] = at;
};
const firstMark = (name: string, at = Date.now()) => {
  marks[name] ??= at;
};
const lastMark = (name: string, at = Date.now()) => {
  marks[name] = Math.max(marks[name] ?? 0, at);
};

// What the Graph stand-in answered: the time it spent building answers (in this process), its
// calls by step, and each step's first and last request.
let routeMs = 0;
let callsByStep: Record<string, number> = {};
const contractErrors: string[] = [];
function stepLabel(request: RecordedRequest) {
  const path = request.url.pathname;
  if (/^\/v23\.0\/me\/insights$/.test(path)) {
    const params = request.url.searchParams;
    return /demographics|online_followers/.test(params.get("metric") ?? "") ? "audience" : "account days";
  }
  if (/^\/v23\.0\/\d+\/insights$/.test(path) && path.includes("/1790")) return "story insights";
  if (/\/insights$/.test(path)) return request.url.searchParams.get("metric") === "views" ? "video views" : "post insights";
  return stepOf(path);
}

const graph = await startContractServer();
let collectionStartedAt = Date.now();
graph.handle((request) => {
  const begin = performance.now();
  const reply = graphRoute(request, collectionStartedAt);
  routeMs += performance.now() - begin;
  const step = stepLabel(request);
  callsByStep[step] = (callsByStep[step] ?? 0) + 1;
  firstMark(`first ${step}`);
  lastMark(`last ${step}`);
  if (!reply || (reply.status ?? 200) >= 400) {
    const code = (reply?.body as { error?: { code?: number; message?: string } } | undefined)?.error;
    // Too few viewers is Meta's documented answer; any other refusal is the product asking for what Graph does not serve.
    if (!code?.message?.includes("Not enough viewers")) contractErrors.push(`${request.url.pathname}: ${code?.message ?? "404"}`);
  }
  return reply && graphLatencyMs > 0 ? { ...reply, delayMs: graphLatencyMs } : reply;
});

// The CDN: every image a 48 KB JPEG of its own (the size of a feed thumbnail), the way scontent answers.
const jpegSize = 48 * 1024;
let images = 0;
const cdn = createServer((req, res) => {
  images += 1;
  firstMark("first image");
  const jpeg = Buffer.alloc(jpegSize, 0x20);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0], 0);
  jpeg.write(req.url ?? "", 16);
  res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(jpeg.length) });
  res.end(jpeg, () => lastMark("last image"));
});
await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
const cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

/** The product's adapters, each call's start and end marked; the calls themselves untouched. */
function timedProfiles(source: OwnProfileSource): OwnProfileSource {
  return {
    async fetchOwnProfile(input) {
      mark("profile start");
      try {
        return await source.fetchOwnProfile(input);
      } finally {
        mark("profile end");
      }
    },
  };
}
function timedInsights(source: OwnInsightsSource): OwnInsightsSource {
  const timed = async <T>(label: string, read: () => Promise<T>): Promise<T> => {
    firstMark(`${label} start`);
    try {
      return await read();
    } finally {
      lastMark(`${label} end`);
    }
  };
  return {
    fetchPostInsights: (input) => timed("post insights", () => source.fetchPostInsights(input)),
    fetchAccountDays: (input) => timed("account days", () => source.fetchAccountDays(input)),
    fetchAudience: (input) => timed("audience", () => source.fetchAudience(input)),
    fetchStories: (input) => timed("stories", () => source.fetchStories(input)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Measured = { ms: number; calls: number; images: number; phases: string; steps: string; written: string };
const firstRuns: Measured[] = [];
const dailyRuns: Measured[] = [];
let dataDir: string | undefined;
let databaseName = "";

await withBenchDatabase(async (database) => {
  databaseName = (await queryRows<{ name: string }>(database.db, "select current_database() as name"))[0]!.name;
  const env = createTestEnv({ LOG_LEVEL: "silent" });
  dataDir = env.DATA_DIR;
  const graphHost = new URL(graph.url).host;
  const server = await startServer({
    env,
    log: createLogger(env),
    role: "all",
    database,
    // Test servers leave the cron schedules out (src/server/test/server.ts); the queue polls as in production.
    schedules: false,
    networks: {
      instagram: {
        ...createInstagram(env),
        ownProfiles: timedProfiles(createGraphSource({ baseUrl: graph.url })),
        ownInsights: timedInsights(createInstagramInsightsSource({ baseUrl: graph.url })),
      },
    },
    // The product's budget and journal, counting the contract server as graph.instagram.com.
    callBudget: (db) => createCallBudget({ db: db.db, hosts: { meta: [graphHost] } }),
  });
  const sql = <T>(query: string) => queryRows<T>(database.db, query);

  /** Until no job is due or running (the jobs a sign-up or a collection leaves behind), at most 60 s. */
  async function quiet() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const [row] = await sql<{ n: number }>(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()",
      );
      if (row!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The run's end, polled every 10 ms: its duration from its creation, with where the time went. */
  async function finished(runId: string, accountId: string): Promise<Measured> {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const [run] = await sql<{
        status: string;
        error: string | null;
        created: number;
        started: number | null;
        finished: number | null;
      }>(
        `select status, error_message as error, extract(epoch from created_at) * 1000 as created,
                extract(epoch from started_at) * 1000 as started, extract(epoch from finished_at) * 1000 as finished
         from collection_runs where id = '${runId}'`,
      );
      if (run?.status === "failed") throw new Error(`the collection failed: ${run.error}`);
      if (run?.status === "succeeded") {
        const seen = Date.now();
        const created = Number(run.created);
        const started = Number(run.started);
        const insightsEnd = Math.max(
          ...["post insights end", "account days end", "audience end", "stories end"].map((name) => marks[name] ?? 0),
        );
        const readsEnd = Math.max(insightsEnd, marks["profile end"] ?? 0);
        const imagesEnd = marks["last image"] && marks["last image"] > readsEnd ? marks["last image"] : readsEnd;
        const family = (label: string) =>
          marks[`${label} start`] === undefined
            ? `${label} not asked`
            : `${label} ${seconds(marks[`${label} end`]! - marks[`${label} start`]!)} (${callsByStep[label] ?? 0})`;
        const span = (label: string) =>
          marks[`first ${label}`] === undefined
            ? ""
            : ` ${label} ${seconds(marks[`last ${label}`]! - marks[`first ${label}`]!)} (${callsByStep[label] ?? 0})`;
        const phases = [
          `queue ${seconds(started - created)}`,
          `job's start ${seconds(marks["profile start"]! - started)}`,
          `profile read ${seconds(marks["profile end"]! - marks["profile start"]!)} [${[
            "profile",
            "media",
            "video views",
            "comments",
          ]
            .map(span)
            .join(",")
            .trim()}]`,
          `owner insights ${seconds(insightsEnd - marks["profile end"]!)} [${[
            family("post insights"),
            family("account days"),
            family("audience"),
            `${family("stories")}, story insights ${callsByStep["story insights"] ?? 0}`,
          ].join(", ")}]`,
          `images ${seconds(imagesEnd - readsEnd)} (${images})`,
          `write and commit ${seconds(seen - imagesEnd)}`,
        ].join(" · ");
        const [written] = await sql<Record<string, number>>(
          `select (select count(*) from posts where social_profile_id = '${accountId}')::int as posts,
                  (select count(*) from post_insight_days d join posts p on p.id = d.post_id
                    where p.social_profile_id = '${accountId}' and d.reach is not null)::int as with_insights,
                  (select count(*) from post_insight_days d join posts p on p.id = d.post_id
                    where p.social_profile_id = '${accountId}' and d.unavailable_reason is not null)::int as without,
                  (select count(*) from account_insight_days where social_profile_id = '${accountId}')::int as days,
                  (select count(*) from audience_snapshots where social_profile_id = '${accountId}')::int as audience,
                  (select count(*) from comments where social_profile_id = '${accountId}')::int as comments,
                  (select count(*) from stories where social_profile_id = '${accountId}')::int as stories`,
        );
        return {
          ms: seen - created,
          calls: graph.requests.length,
          images,
          phases,
          steps: Object.entries(callsByStep)
            .map(([step, count]) => `${step} ${count}`)
            .join(", "),
          written: `${written!.posts} posts, ${written!.with_insights} post insight rows with figures and ${written!.without} without, ${written!.days} account days, ${written!.audience} audience snapshot(s), ${written!.comments} comments, ${written!.stories} stories`,
        };
      }
      if (Date.now() > deadline) throw new Error(`the collection did not end within 300 s (${run?.status})`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  function reset() {
    marks = {};
    routeMs = 0;
    callsByStep = {};
    images = 0;
    graph.requests.length = 0;
    collectionStartedAt = Date.now();
  }

  const report = (label: string, run: number, measured: Measured) => {
    console.log(
      `run ${run}, ${label}: ${seconds(measured.ms)} · ${measured.calls} Graph calls (${measured.steps}) · ${measured.images} images · contract server's own work ${seconds(routeMs)}`,
    );
    console.log(`  ${measured.phases}`);
    console.log(`  the account after it: ${measured.written}`);
  };

  try {
    for (let i = 1; i <= runs; i++) {
      const user = await paidUser(server, plan);
      await quiet();
      reset();
      const connecting = performance.now();
      const { account, run } = await connectWithInstagramLogin(server, user.client, `loja.bench${i}`);
      const connectedMs = performance.now() - connecting;
      const first = await finished(run.id, account.id);
      report("first collection", i, first);
      console.log(
        `  (the connection itself, OAuth start to the callback's answer: ${seconds(connectedMs)}; the run is timed from its creation)`,
      );
      firstRuns.push(first);

      await quiet();
      reset();
      const daily = await startCollection(server.context, user.workspaceId, account.id, {
        includeCompetitors: true,
        priority: collectionPriority.scheduled,
      });
      const second = await finished(daily.id, account.id);
      report("daily collection", i, second);
      dailyRuns.push(second);
    }
    if (contractErrors.length > 0)
      console.log(
        `\nRefused as Graph would (the product asked for what Graph does not serve): ${contractErrors.slice(0, 5).join("; ")}`,
      );
  } finally {
    await server.stop();
  }
});
await graph.close();
await new Promise<void>((resolve) => cdn.close(() => resolve()));
if (dataDir) await rm(dataDir, { recursive: true, force: true });

const summary = (label: string, measured: Measured[]) => {
  const ms = measured.map((item) => item.ms);
  console.log(
    `${label}: min ${seconds(Math.min(...ms))}, median ${seconds(median(ms))}, max ${seconds(Math.max(...ms))} · Graph calls ${measured
      .map((item) => item.calls)
      .join(" / ")} · images ${measured.map((item) => item.images).join(" / ")}`,
  );
};
console.log(
  `\nPostgreSQL database ${databaseName} (dropped), ${runs} runs, Pro plan: ${postsPerCollection} posts a collection, ` +
    `Graph answers held ${graphLatencyMs} ms`,
);
summary("first collection (with the 30-day backfill)", firstRuns);
summary("daily collection", dailyRuns);
const firstMedian = median(firstRuns.map((item) => item.ms)) / 1000;
const dailyMedian = median(dailyRuns.map((item) => item.ms)) / 1000;
console.log(
  `collection: ${postsPerCollection} posts with insights, first ${firstMedian.toFixed(1)} s, daily ${dailyMedian.toFixed(1)} s (median of ${runs}; target < ${targetSeconds} s)`,
);
