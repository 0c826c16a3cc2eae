import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { computeBaseMetrics } from "@core/instagram/metrics";
import { profileDataSchema, relatedProfileSchema } from "@core/instagram/profile-data";
import { listRecentVideos } from "@core/instagram/videos";
import { isStale, STALE_AFTER_MS } from "@core/format/format-age";
import { z } from "zod";
import type { AppContext } from "../../context";
import type { RequestWorkspace, SessionUser } from "../../http/hono-env";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { accountNotFoundMessage, listAccounts } from "../instagram/accounts.service";
import { findCompanyName, findAnalytics, findLatestIndicators } from "./dashboard.queries";
import { indicatorsJob } from "./indicators.job";
import { calculateIndicators, indicatorsFromRow } from "./indicators.service";

const gzipAsync = promisify(gzip);

type Ctx = Pick<AppContext, "db" | "queue" | "env">;

// Spec §2: lists capped at 6 on the dashboard.
export const listCap = 6;

// Serialized dashboards, keyed by everything they are a function of: the workspace, the name
// and e-mail shown, the account asked for and the workspace's data version, which triggers raise
// whenever a transaction that wrote what the dashboard shows commits (migration 0004). A
// cached answer is used until the first of its "stale" flags would flip; answers that queue
// an indicators job are not cached. Bounded; the least recently used go first.
const responses = new Map<string, DashboardBody>();
const responsesMax = 500;

/** A serialized dashboard, and its gzip form made once, on the first request that accepts it. */
class DashboardBody {
  #gzipped: Promise<Uint8Array<ArrayBuffer>> | undefined;

  constructor(
    readonly json: Uint8Array<ArrayBuffer>,
    readonly validUntil: number,
  ) {}

  gzipped() {
    this.#gzipped ??= gzipAsync(this.json).then((buffer) => new Uint8Array(buffer));
    return this.#gzipped;
  }
}

/**
 * GET /api/dashboard's body: the dashboard as UTF-8 JSON, from the cache when the workspace's data
 * has not changed since it was built (docs/decisions/012). 403 NO_PLAN without an active plan.
 */
export async function readDashboardBody(
  ctx: Ctx,
  user: SessionUser,
  workspace: RequestWorkspace,
  accountId?: string,
  now = new Date(),
): Promise<DashboardBody> {
  // Only ever read after this request's membership check (requireMember): a person removed
  // from the workspace never reaches its key.
  const key =
    workspace.dataVersion === undefined
      ? undefined
      : JSON.stringify([workspace.id, user.name, user.email, accountId ?? null, workspace.dataVersion]);
  const cached = key === undefined ? undefined : responses.get(key);
  if (key !== undefined && cached && now.getTime() < cached.validUntil) {
    responses.delete(key);
    responses.set(key, cached);
    return cached;
  }
  await requirePlan(ctx, workspace.id);
  const dashboard = await readDashboard(ctx, user, workspace.id, accountId, now);
  const body = new DashboardBody(new TextEncoder().encode(JSON.stringify(dashboard)), cacheableUntil(dashboard, now));
  if (key !== undefined) {
    responses.delete(key);
    responses.set(key, body);
    if (responses.size > responsesMax) responses.delete(responses.keys().next().value!);
  }
  return body;
}

/** When the first time-dependent part of a dashboard changes; 0 = do not cache it. */
function cacheableUntil(dashboard: Awaited<ReturnType<typeof readDashboard>>, now: Date) {
  if (!dashboard.analytics) return Number.POSITIVE_INFINITY;
  if (!dashboard.indicators || dashboard.indicators.recalculating) return 0;
  const flips = [dashboard.analytics.lastUpdated, dashboard.indicators.updatedAt]
    .map((instant) => Date.parse(instant) + STALE_AFTER_MS + 1)
    .filter((time) => time > now.getTime());
  return Math.min(...flips, Number.POSITIVE_INFINITY);
}

/**
 * Everything the dashboard shows, in one request: profile, metrics, posts, videos, related
 * profiles and indicators of the current account (or `accountId`). Never tokens.
 */
async function readDashboard(ctx: Ctx, user: SessionUser, workspaceId: string, accountId?: string, now = new Date()) {
  const [accounts, companyName] = await Promise.all([listAccounts(ctx, workspaceId), findCompanyName(ctx.db, workspaceId)]);
  const current = accountId ? accounts.find((account) => account.id === accountId) : accounts[0];
  if (accountId && !current) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const base = { user: { name: user.name, email: user.email }, companyName, accounts, current: current ?? null };
  if (!current) return { ...base, analytics: null, indicators: null };

  if (!current.lastCollectedAt) return { ...base, analytics: null, indicators: null };

  const [collected, indicatorRow] = await Promise.all([
    readCollectedView(ctx, workspaceId, current.id, current.lastCollectedAt),
    findLatestIndicators(ctx.db, workspaceId, current.id),
  ]);
  if (!collected) return { ...base, analytics: null, indicators: null };

  // Spec §4: indicators are recalculated when none exist or they are older than 24 h.
  const indicatorsStale = !indicatorRow || isStale(indicatorRow.updatedAt, now);
  if (indicatorsStale) {
    await ctx.queue.send(indicatorsJob, { workspaceId, accountId: current.id }, { singletonKey: current.id });
  }

  return {
    ...base,
    analytics: { ...collected.analytics, stale: isStale(collected.analytics.lastUpdated, now) },
    indicators: indicatorRow
      ? {
          values: indicatorsFromRow(indicatorRow),
          createdAt: indicatorRow.createdAt.toISOString(),
          updatedAt: indicatorRow.updatedAt.toISOString(),
          recalculating: indicatorsStale,
        }
      : null,
  };
}

// What a collection determines (profile, metrics, lists) changes only when a new
// collection lands, so it is computed once per collection and kept, keyed by the account and
// its last_updated. Bounded; the oldest entries go first.
const collectedViews = new Map<string, Awaited<ReturnType<typeof buildCollectedView>>>();
const collectedViewsMax = 500;

async function readCollectedView(ctx: Ctx, workspaceId: string, accountId: string, lastCollectedAt: string) {
  const key = `${accountId}:${lastCollectedAt}`;
  const cached = collectedViews.get(key);
  if (cached) return cached;
  const view = await buildCollectedView(ctx, workspaceId, accountId);
  if (!view) return undefined;
  collectedViews.set(key, view);
  if (collectedViews.size > collectedViewsMax) collectedViews.delete(collectedViews.keys().next().value!);
  return view;
}

async function buildCollectedView(ctx: Ctx, workspaceId: string, accountId: string) {
  const analytics = await findAnalytics(ctx.db, workspaceId, accountId);
  if (!analytics) return undefined;
  const profile = profileDataSchema.parse(analytics.profileData);
  const related = z.array(relatedProfileSchema).catch([]).parse(analytics.relatedProfiles);
  const { latestPosts, latestIgtvVideos: _igtv, ...profileFields } = profile;
  return {
    analytics: {
      lastUpdated: analytics.lastUpdated.toISOString(),
      source: analytics.source,
      profile: profileFields,
      metrics: computeBaseMetrics(profile),
      relatedProfiles: related.slice(0, listCap),
      relatedProfilesTotal: related.length,
      recentPosts: latestPosts.slice(0, listCap),
      // The videos the cards count and sum (feed videos, Reels and IGTV), not the IGTV list alone.
      recentVideos: listRecentVideos(profile).slice(0, listCap),
    },
  };
}

/** 'Calcular Indicadores' on demand (spec §2/§4). */
export async function recalculateIndicators(ctx: Ctx, workspaceId: string, accountId: string) {
  const accounts = await listAccounts(ctx, workspaceId);
  if (!accounts.some((account) => account.id === accountId)) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const row = await calculateIndicators(ctx, workspaceId, accountId);
  return { values: indicatorsFromRow(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), recalculating: false };
}
