import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../../db/client";
import { callBudgets } from "../../db/schema/index";
import type { BudgetedNetwork, CallAnswer, CallBudget, CollectionStep, NetworkCall } from "./call-scope";
import { RATE_LIMIT_CODES as businessRateLimitCodes } from "./tiktok/business-api";

declare module "../../context" {
  interface AppContext {
    /** The networks' call budgets (docs/decisions/047-call-budgets-and-day-schedule.md), made in the composition root; absent in tests that need none. */
    callBudget?: CallBudget;
  }
}

/*
 * One call budget per network and app, shared by every worker through PostgreSQL
 * (rate-limiter-flexible's Drizzle store on call_budgets, which runs on pg and PGlite alike):
 * - TikTok counts each endpoint's calls in a sliding minute (600 by default). A fixed window
 *   can let twice its points through a sliding minute, so the minute is cut in `slices` fixed
 *   windows of limit / (slices + 1) points each: any sliding minute overlaps at most slices + 1
 *   of them, so it never holds more than the limit.
 * - Meta says how much of its limits the app and each account used, after every call
 *   (X-App-Usage, X-Business-Use-Case-Usage with estimated_time_to_regain_access, Retry-After)
 *   and answers throttling with codes 4, 17, 32, 613 (80002, 341). At `stopAtPercent` or on a
 *   throttling answer the app's or the account's key is blocked until the time given (or a
 *   cool-down when none is), and no call goes out for it until then.
 */

export type CallBudgetOptions = {
  db: Db;
  /** Hosts of each network (the live ones by default; the simulated network's in a benchmark). */
  hosts?: Partial<Record<BudgetedNetwork, string[]>>;
  /** TikTok's requests per minute per endpoint (the Display API's 600). */
  tiktokPerMinute?: number;
  slices?: number;
  /** Meta: the share of a limit at which calls stop. */
  stopAtPercent?: number;
  /** Meta: how long an app or account stops when its usage says stop without saying until when. */
  metaCooldownSeconds?: number;
  /**
   * Durations are divided by this (1 in the product): the benchmark's compressed clock, where a
   * simulated minute lasts 60 / timeScale real seconds on both sides.
   */
  timeScale?: number;
};

export const defaultBudgetHosts: Record<BudgetedNetwork, string[]> = {
  meta: ["graph.instagram.com", "graph.facebook.com"],
  tiktok: ["open.tiktokapis.com", "business-api.tiktok.com"],
};

const metaThrottleCodes = { app: new Set([4, 341]), account: new Set([17, 32, 613, 80002]) };

/** The step of a collection a request belongs to, from its path. */
export function stepOf(path: string): CollectionStep {
  if (/\/stories\/?$/.test(path)) return "stories";
  if (/\/(comments|replies)\/?$/.test(path)) return "comments";
  if (/\/insights\/?$/.test(path) || /\/v2\/research\//.test(path)) return "insights";
  if (/\/media\/?$/.test(path) || /\/v2\/video\/(list|query)\/?$/.test(path)) return "media";
  if (/\/v2\/user\/info\/?$/.test(path) || /^\/(v[\d.]+\/)?(me|\d+)\/?$/.test(path)) return "profile";
  return "other";
}

function bodyText(body: unknown): string {
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  return "";
}

export function classifyCall(
  hosts: Record<BudgetedNetwork, string[]>,
  url: string,
  init: { method?: string; body?: unknown },
): NetworkCall | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const network = (Object.keys(hosts) as BudgetedNetwork[]).find((name) => hosts[name].includes(parsed.host));
  if (!network) return null;
  const method = (init.method ?? "GET").toUpperCase();
  // Token calls are never journaled: their bodies and answers carry secrets (TikTok's API for
  // Business names its token calls tt_user/oauth2/… and tt_user/token_info/get/).
  const oauth =
    /\/oauth2?\//.test(parsed.pathname) ||
    parsed.pathname.includes("/token_info/") ||
    parsed.pathname.endsWith("/access_token") ||
    parsed.pathname.endsWith("/refresh_access_token");
  const params = new URLSearchParams(parsed.searchParams);
  params.delete("access_token");
  params.sort();
  const body = bodyText(init.body);
  let cursor = parsed.searchParams.get("after");
  if (!cursor && body) {
    try {
      const value = (JSON.parse(body) as { cursor?: unknown }).cursor;
      cursor = value === undefined || value === null ? null : String(value);
    } catch {
      cursor = null;
    }
  }
  // Ids out of the endpoint: one budget per endpoint, not per post.
  const endpoint = parsed.pathname
    .replace(/\/v\d+\.\d+\//, "/")
    .replace(/\/\d+(?=\/|$)/g, "/{id}")
    .replace(/\/[A-Za-z0-9_]{20,}(?=\/|$)/g, "/{id}");
  return {
    network,
    endpoint,
    step: stepOf(parsed.pathname),
    requestKey: `${method} ${parsed.host}${parsed.pathname}?${params.toString()}${body ? ` ${body}` : ""}`,
    cursor,
    oauth,
  };
}

type Usage = { percent: number; regainSeconds: number };

function percentOf(value: unknown): number {
  if (!value || typeof value !== "object") return 0;
  const entry = value as Record<string, unknown>;
  return Math.max(
    ...["call_count", "total_time", "total_cputime", "acc_id_util_pct"].map((name) =>
      typeof entry[name] === "number" ? (entry[name] as number) : 0,
    ),
  );
}

function parseHeaderJson(headers: Headers, name: string): unknown {
  const raw = headers.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Meta's usage headers: the app's share (X-App-Usage) and the account's (X-Business-Use-Case-Usage, every business in it). */
export function readMetaUsage(headers: Headers): { app: Usage; account: Usage; retryAfterSeconds: number } {
  const app = { percent: percentOf(parseHeaderJson(headers, "x-app-usage")), regainSeconds: 0 };
  const account = { percent: 0, regainSeconds: 0 };
  const buc = parseHeaderJson(headers, "x-business-use-case-usage");
  if (buc && typeof buc === "object") {
    for (const entries of Object.values(buc as Record<string, unknown>)) {
      for (const entry of Array.isArray(entries) ? entries : []) {
        account.percent = Math.max(account.percent, percentOf(entry));
        const regain = (entry as { estimated_time_to_regain_access?: unknown }).estimated_time_to_regain_access;
        if (typeof regain === "number") account.regainSeconds = Math.max(account.regainSeconds, regain * 60);
      }
    }
  }
  const retryAfter = Number(headers.get("retry-after"));
  return { app, account, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 0 };
}

function graphErrorCode(json: unknown): number | undefined {
  const code = (json as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "number" ? code : undefined;
}

export function createCallBudget(options: CallBudgetOptions): CallBudget {
  const hosts = { ...defaultBudgetHosts, ...options.hosts };
  const scale = options.timeScale ?? 1;
  const perMinute = options.tiktokPerMinute ?? 600;
  const slices = options.slices ?? 12;
  const stopAt = options.stopAtPercent ?? 90;
  const cooldownSeconds = options.metaCooldownSeconds ?? 15 * 60;
  const storeClient = options.db;
  const tiktok = new RateLimiterDrizzle({
    storeClient,
    schema: callBudgets,
    keyPrefix: "tiktok",
    points: Math.floor(perMinute / (slices + 1)),
    duration: 60 / slices / scale,
    clearExpiredByTimeout: false,
  });
  // A block is a key over its one point, until its expiry.
  const metaBlocks = new RateLimiterDrizzle({
    storeClient,
    schema: callBudgets,
    keyPrefix: "meta",
    points: 1,
    duration: 1,
    clearExpiredByTimeout: false,
  });
  // Each process remembers the blocks it read for a short while: one read per key and second, not per call.
  const known = new Map<string, { until: number; readAt: number }>();
  const recheckMs = 1_000;

  async function blockedUntil(key: string, now: number): Promise<number> {
    const cached = known.get(key);
    if (cached && (cached.until > now || now - cached.readAt < recheckMs)) return cached.until;
    const res = await metaBlocks.get(key);
    const until = res && res.consumedPoints > 1 && res.msBeforeNext > 0 ? now + res.msBeforeNext : 0;
    known.set(key, { until, readAt: now });
    return until;
  }

  async function block(key: string, seconds: number) {
    const realSeconds = Math.max(seconds / scale, 0.001);
    const current = await blockedUntil(key, Date.now());
    const until = Date.now() + realSeconds * 1000;
    if (current >= until) return current;
    await metaBlocks.block(key, realSeconds);
    known.set(key, { until, readAt: Date.now() });
    return until;
  }

  const accountKeyOf = (accountKey: string | null) => `account:${accountKey ?? "none"}`;

  // Calls of one account in flight in this process, and its last usage: once it nears the stop
  // (`cautionPercent`), its calls go one at a time, each reading the usage the last one left, so
  // the calls already in flight when the stop is read cannot carry it past the limit.
  const cautionPercent = stopAt - 15;
  const accounts = new Map<string, { percent: number; inFlight: number; waiting: (() => void)[] }>();
  const stateOf = (key: string) => {
    let state = accounts.get(key);
    if (!state) accounts.set(key, (state = { percent: 0, inFlight: 0, waiting: [] }));
    return state;
  };
  function release(key: string, percent: number | null) {
    const state = stateOf(key);
    state.inFlight = Math.max(0, state.inFlight - 1);
    if (percent !== null) state.percent = percent;
    if (state.inFlight === 0 && state.waiting.length === 0 && state.percent < cautionPercent) accounts.delete(key);
    state.waiting.shift()?.();
  }

  return {
    classify: (url, init) => classifyCall(hosts, url, init),

    async reserve(call, accountKey) {
      const now = Date.now();
      if (call.network === "tiktok") {
        try {
          await tiktok.consume(call.endpoint);
          return null;
        } catch (error) {
          if (error instanceof RateLimiterRes) return new Date(Date.now() + Math.max(error.msBeforeNext, 1));
          throw error;
        }
      }
      const key = accountKeyOf(accountKey);
      const state = stateOf(key);
      while (state.percent >= cautionPercent && state.inFlight > 0)
        await new Promise<void>((resolve) => state.waiting.push(resolve));
      const until = Math.max(await blockedUntil("app", now), await blockedUntil(key, Date.now()));
      if (until > Date.now()) {
        // Refused: the next one waiting may go and be refused too.
        state.waiting.shift()?.();
        return new Date(until);
      }
      state.inFlight += 1;
      return null;
    },

    async record(call, accountKey, answer: CallAnswer | null) {
      if (call.network === "tiktok") {
        // HTTP 429 (Display API), or the API for Business's "too frequent" codes in a 200 answer.
        const businessCode = (answer?.json as { code?: unknown } | undefined)?.code;
        const throttled =
          answer?.status === 429 || (typeof businessCode === "number" && businessRateLimitCodes.has(businessCode));
        if (!throttled) return null;
        // Over TikTok's own count (another app instance, a changed limit): the endpoint waits a minute.
        const wait = 60 / scale;
        await tiktok.block(call.endpoint, wait);
        return new Date(Date.now() + wait * 1000);
      }
      if (!answer) {
        release(accountKeyOf(accountKey), null);
        return null;
      }
      const usage = readMetaUsage(answer.headers);
      release(accountKeyOf(accountKey), usage.account.percent);
      const code = graphErrorCode(answer.json);
      let until = 0;
      const appStops = usage.app.percent >= stopAt || (code !== undefined && metaThrottleCodes.app.has(code));
      const accountStops =
        usage.account.percent >= stopAt ||
        usage.account.regainSeconds > 0 ||
        (code !== undefined && metaThrottleCodes.account.has(code)) ||
        (answer.status === 429 && !appStops);
      // The time the network gives, or the cool-down when it gives none.
      const given = Math.max(usage.retryAfterSeconds, usage.account.regainSeconds);
      if (appStops) until = Math.max(until, await block("app", usage.retryAfterSeconds || cooldownSeconds));
      if (accountStops) until = Math.max(until, await block(accountKeyOf(accountKey), given || cooldownSeconds));
      return until > 0 ? new Date(until) : null;
    },
  };
}
