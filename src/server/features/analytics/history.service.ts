import type { Platform } from "@core/social/platforms";
import { compareWithPrevious } from "@core/analytics/change";
import {
  addDaysTo,
  resolvePeriod,
  saoPauloDay,
  startOfSaoPauloDay,
  type Day,
  type Period,
  type PeriodInput,
} from "@core/analytics/period";
import { isPeriodCovered, measureFollowerGrowth, metricsAsOf, type DayFollowers } from "@core/analytics/period-figures";
import {
  buildEngagementSeries,
  buildPeriodHeatmap,
  postEngagementRate,
  postEngagementRatePerView,
  summarizeByFormat,
  totalPeriodPosts,
  type PeriodPostMetrics,
} from "@core/analytics/period-summary";
import type { PeriodMetric, PeriodMetricKey, PostSortKey } from "@core/analytics/analytics-responses";
import type { ProfileData } from "@core/social/profile-data";
import { comparesDurations } from "@core/social/formats";
import { countsShares, hasEngagementPerView, interactionsOf } from "@core/social/engagement";
import { describeInsightGap } from "@core/social/insight-gaps";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { readAccount, readAccountOrCurrent, type AccountView } from "../social-accounts/accounts.service";
import {
  type AccountDayInsert,
  type PostInsert,
  countAccountDays,
  findAccountDayOnOrBefore,
  findFirstDay,
  listAccountDayMetrics,
  listAccountDays,
  listFollowerDaysSince,
  listPostsPage,
  listPostsPublishedBetween,
  type PostPosition,
  upsertAccountDays,
  upsertPostDays,
  upsertPosts,
} from "./history.queries";
import { findInsightStatus, type InsightStatusRow } from "./owner-insights.queries";
import {
  accountInsightsGap,
  buildPeriodInsights,
  withLatestPostInsights,
  withPostInsights,
  type InsightMetric,
} from "./period-insights";

// docs/product/features.md "History and collection": posts get daily snapshots for their first 30 days.
const postDaysWindowMs = 30 * 24 * 3600_000;
/** Days of history the demo source makes up for a newly connected demo account. */
export const demoBackfillDays = 90;

type Collection = { profile: ProfileData; collectedAt: Date };

/**
 * Writes collections into the day tables, in the caller's transaction: each one's account row
 * for the São Paulo day of its `collectedAt`, the posts, and the day's snapshot of each post in
 * its first 30 days. Keyed by (account, day) and (post, day): a retry or a second run the same
 * day replaces what the first wrote. Many collections (a backfill) go in a few statements.
 */
/** The account whose collections are recorded; its rows carry its network. */
type RecordedAccount = { workspaceId: string; accountId: string; platform: Platform };

export async function recordCollections(tx: DbOrTx, input: RecordedAccount & { collections: Collection[] }) {
  const { workspaceId, accountId, platform } = input;
  const collections = [...input.collections].sort((a, b) => a.collectedAt.getTime() - b.collectedAt.getTime());
  const latestPost = new Map<string, PostInsert>();
  const snapshots: {
    mediaId: string;
    day: string;
    likes: number;
    comments: number;
    views: number | null;
    shares: number | null;
  }[] = [];
  // One row per day: the day's last collection.
  const days = new Map<string, AccountDayInsert>();
  for (const { profile, collectedAt } of collections) {
    const day = saoPauloDay(collectedAt);
    days.set(day, {
      socialProfileId: accountId,
      day,
      workspaceId,
      platform,
      followers: profile.followersCount,
      following: profile.followsCount,
      posts: profile.postsCount,
      collectedAt,
    });
    for (const post of profile.latestPosts) {
      const publishedAt = new Date(post.timestamp);
      if (!Number.isFinite(publishedAt.getTime())) continue;
      const metrics = {
        likes: post.likesCount,
        comments: post.commentsCount,
        views: post.videoViewCount ?? null,
        shares: post.sharesCount ?? null,
      };
      // Collections go oldest first: the last one seen gives the post's latest metrics.
      latestPost.set(post.id, {
        socialProfileId: accountId,
        workspaceId,
        platform,
        mediaId: post.id,
        type: post.type,
        caption: post.caption,
        hashtags: post.hashtags,
        mentions: post.mentions,
        permalink: post.url,
        thumbnailUrl: post.displayUrl,
        duration: post.videoDuration ?? null,
        publishedAt,
        ...metrics,
        lastSeenAt: collectedAt,
      });
      if (collectedAt.getTime() - publishedAt.getTime() <= postDaysWindowMs)
        snapshots.push({ mediaId: post.id, day, ...metrics });
    }
  }
  await upsertAccountDays(tx, [...days.values()]);
  const saved = await upsertPosts(tx, [...latestPost.values()]);
  const idOf = new Map(saved.map((post) => [post.mediaId, post.id]));
  await upsertPostDays(
    tx,
    snapshots.map(({ mediaId, ...snapshot }) => ({ postId: idOf.get(mediaId)!, workspaceId, ...snapshot })),
  );
}

/** One collection into the day tables (see recordCollections). */
export function recordCollectionDay(tx: DbOrTx, { profile, collectedAt, ...account }: RecordedAccount & Collection) {
  return recordCollections(tx, { ...account, collections: [{ profile, collectedAt }] });
}

/**
 * A newly connected demo account gets 90 days of history at once (one collection per past
 * São Paulo day, at 20:00), so its charts mean something; later collections continue the same
 * deterministic series. Runs once: an account with more than today's row is left alone.
 */
export async function backfillDemoHistory(
  tx: DbOrTx,
  input: RecordedAccount & { now: Date; history: (at: Date[]) => Promise<{ profile: ProfileData }[]> },
) {
  if ((await countAccountDays(tx, input.accountId)) > 1) return 0;
  const today = saoPauloDay(input.now);
  const instants: Date[] = [];
  for (let back = demoBackfillDays - 1; back >= 1; back--) {
    instants.push(new Date(startOfSaoPauloDay(addDaysTo(today, -back)).getTime() + 20 * 3600_000));
  }
  const profiles = await input.history(instants);
  const collections = profiles.map(({ profile }, index) => ({ profile, collectedAt: instants[index]! }));
  await recordCollections(tx, {
    workspaceId: input.workspaceId,
    accountId: input.accountId,
    platform: input.platform,
    collections,
  });
  return collections.length;
}

export type PeriodQuery = PeriodInput & {
  accountId?: string;
  /** The account the person chose (RequestWorkspace.currentAccountId), read when `accountId` is absent. */
  chosenAccountId?: string | null;
};

type Ctx = Pick<AppContext, "db" | "env">;

/** The period asked for, or a pt-BR 400 naming the problem on its field. */
export function periodOf(query: PeriodQuery, now: Date) {
  const result = resolvePeriod(query, now);
  if (!result.ok) throw new AppError("INVALID_INPUT", result.message, { details: { [result.field]: result.message } });
  return result;
}

/** The account asked for, else the one the person looks at (the dashboard's: pickCurrentAccount). */
export async function accountOf(ctx: Ctx, workspaceId: string, accountId?: string, chosenAccountId?: string | null) {
  await requirePlan(ctx, workspaceId);
  return readAccountOrCurrent(ctx, workspaceId, accountId, chosenAccountId);
}

/**
 * The posts published in a period, with their metrics as of its last day (decision 023:
 * `metricsAsOf`). The dashboard's, the competitors' and every report's period reads them here.
 */
export async function readPeriodPosts(
  db: DbOrTx,
  accountId: string,
  period: Pick<Period, "from" | "to">,
  platform: Platform = "instagram",
) {
  const rows = await listPostsPublishedBetween(
    db,
    accountId,
    startOfSaoPauloDay(period.from),
    startOfSaoPauloDay(addDaysTo(period.to, 1)),
    period.to,
  );
  return rows.map(({ onOrBefore, firstAfter, likes, comments, views, shares, duration, ...post }) => ({
    ...post,
    ...metricsAsOf({
      onOrBefore,
      firstAfter,
      latest: countsShares(platform) ? { likes, comments, views, shares } : { likes, comments, views },
    }),
    // TikTok's formats compare durations (decision 029), kept with each video.
    ...(comparesDurations(platform) ? { duration } : {}),
  }));
}

async function followersAt(db: DbOrTx, accountId: string, day: string) {
  return (await findAccountDayOnOrBefore(db, accountId, day))?.followers ?? null;
}

/** The account's day rows since `since` as follower snapshots (the growth trend indicator's history). */
export async function listFollowerHistorySince(db: DbOrTx, accountId: string, since: Date) {
  return (await listFollowerDaysSince(db, accountId, since)).map((row) => ({
    followersCount: row.followers,
    capturedAt: row.collectedAt,
  }));
}

/**
 * The followers of a period and of the one it is compared with, from one read of their day rows
 * (decision 023): the count at each one's end (its last day with data on or before its last day)
 * and each one's growth (measureFollowerGrowth).
 */
async function readFollowerFigures(db: DbOrTx, accountId: string, period: Period, previous: Period) {
  const [rows, beforePrevious] = await Promise.all([
    listAccountDays(db, accountId, previous.from, period.to),
    findAccountDayOnOrBefore(db, accountId, addDaysTo(previous.from, -1)),
  ]);
  const between = (from: Day, to: Day) => rows.filter((row) => row.day >= from && row.day <= to);
  const lastOnOrBefore = (day: Day): DayFollowers | null => rows.findLast((row) => row.day <= day) ?? beforePrevious ?? null;
  const days = between(period.from, period.to);
  return {
    days,
    end: lastOnOrBefore(period.to)?.followers ?? null,
    previousEnd: lastOnOrBefore(previous.to)?.followers ?? null,
    growth: measureFollowerGrowth(lastOnOrBefore(addDaysTo(period.from, -1)), days),
    previousGrowth: measureFollowerGrowth(beforePrevious ?? null, between(previous.from, previous.to)),
  };
}

const metric = (value: number | null, previous: number | null): PeriodMetric => {
  const { relative, difference } = compareWithPrevious(value, previous);
  return { available: true, reason: null, value, previous, change: relative, difference };
};
const unavailable = (reason: string): PeriodMetric => ({
  available: false,
  reason,
  value: null,
  previous: null,
  change: null,
  difference: null,
});

/** GET /api/analytics: the period's figures against the previous period, series, formats, hours. */
export async function readPeriodAnalytics(ctx: Ctx, workspaceId: string, query: PeriodQuery, now = new Date()) {
  const { period, previous } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const db = ctx.db;
  const [followers, currentPosts, previousPosts, firstDay, status] = await Promise.all([
    readFollowerFigures(db, account.id, period, previous),
    readPeriodPosts(db, account.id, period, account.platform),
    readPeriodPosts(db, account.id, previous, account.platform),
    findFirstDay(db, account.id),
    findInsightStatus(db, account.id),
  ]);
  const { days, end: followersEnd } = followers;
  // Decision 023: a previous period the collected history does not cover gives no comparison.
  const covered = isPeriodCovered(firstDay, previous);
  const platform = account.platform;
  const current = totalPeriodPosts(currentPosts, followersEnd, platform);
  const before = covered ? totalPeriodPosts(previousPosts, followers.previousEnd, platform) : null;
  const previousOf = <T>(value: T | null | undefined) => (covered ? (value ?? null) : null);
  // The owner's insights (docs/decisions/044), the same figures `metrics` names reach, accounts
  // engaged and interactions by (with their reason in words where missing, never a 0).
  const [postsWithInsights, previousWithInsights] = await Promise.all([
    withPostInsights(db, account, status, period, currentPosts, now),
    withPostInsights(db, account, status, previous, previousPosts, now),
  ]);
  const insights = await buildPeriodInsights(db, {
    account,
    status,
    period,
    previous,
    posts: postsWithInsights,
    previousPosts: previousWithInsights,
    postsCovered: covered,
  });
  const fromInsights = (figure: InsightMetric): PeriodMetric =>
    figure.unavailable
      ? unavailable(describeInsightGap(figure.unavailable, platform))
      : {
          available: true,
          reason: null,
          value: figure.value,
          previous: figure.previous,
          change: figure.change,
          difference: figure.difference,
        };

  const metrics: Record<Exclude<PeriodMetricKey, "engagementRatePerView" | "shares">, PeriodMetric> &
    Partial<Record<PeriodMetricKey, PeriodMetric>> = {
    followers: metric(followersEnd, previousOf(followers.previousEnd)),
    followerGrowth: metric(followers.growth?.value ?? null, previousOf(followers.previousGrowth?.value)),
    posts: metric(current.posts, previousOf(before?.posts)),
    engagementRate: metric(current.engagementRate, previousOf(before?.engagementRate)),
    likes: metric(current.likes, previousOf(before?.likes)),
    comments: metric(current.comments, previousOf(before?.comments)),
    views: metric(current.views, previousOf(before?.views)),
    reach: fromInsights(insights.reach),
    accountsEngaged: fromInsights(insights.accountsEngaged),
    totalInteractions: fromInsights(insights.totalInteractions),
    // TikTok (decision 029): the shares and the engagement per view, beside the rate per follower.
    ...(hasEngagementPerView(platform)
      ? {
          engagementRatePerView: metric(current.engagementRatePerView ?? null, previousOf(before?.engagementRatePerView)),
          shares: metric(current.shares ?? null, previousOf(before?.shares)),
        }
      : {}),
  };
  return {
    accountId: account.id,
    platform,
    source: account.dataSource,
    period,
    previousPeriod: previous,
    firstDay,
    previousCovered: covered,
    followerGrowth: followers.growth,
    metrics,
    followersSeries: days.map((row) => ({ day: row.day, followers: row.followers })),
    engagementSeries: buildEngagementSeries(currentPosts, period.from, period.to, followersEnd, platform),
    byFormat: summarizeByFormat(currentPosts, followersEnd, platform),
    heatmap: buildPeriodHeatmap(currentPosts, platform),
    insights,
  };
}

export type PostsQuery = PeriodQuery & {
  type?: PeriodPostMetrics["type"];
  sort: PostSortKey;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
};

/** GET /api/analytics/posts: the period's posts, filtered, sorted and paginated. */
export async function listPeriodPosts(ctx: Ctx, workspaceId: string, query: PostsQuery, now = new Date()) {
  const { period } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const [rows, followers, status] = await Promise.all([
    readPeriodPosts(ctx.db, account.id, period, account.platform),
    followersAt(ctx.db, account.id, period.to),
    findInsightStatus(ctx.db, account.id),
  ]);
  const platform = account.platform;
  const tiktok = hasEngagementPerView(platform);
  const chosen = rows.filter((row) => !query.type || row.type === query.type);
  const posts = (await withPostInsights(ctx.db, account, status, period, chosen, now)).map((row) => ({
    id: row.id,
    type: row.type,
    caption: row.caption,
    permalink: row.permalink,
    thumbnailUrl: row.thumbnailUrl,
    publishedAt: row.publishedAt.toISOString(),
    likes: row.likes,
    comments: row.comments,
    views: row.views,
    ...(countsShares(platform) ? { shares: row.shares ?? null } : {}),
    ...("duration" in row ? { duration: row.duration ?? null } : {}),
    engagementRate: postEngagementRate(row, followers ?? 0, platform),
    ...(tiktok ? { engagementRatePerView: postEngagementRatePerView(row, platform) } : {}),
    insights: row.insights,
  }));
  const valueOf: Record<PostSortKey, (post: (typeof posts)[number]) => number | null> = {
    engagement: (post) => interactionsOf(platform, post),
    likes: (post) => post.likes,
    comments: (post) => post.comments,
    views: (post) => post.views ?? -1,
    shares: (post) => post.shares ?? -1,
    // The owner's insights (docs/decisions/044): a post without the figure goes last either way.
    reach: (post) => post.insights.reach,
    saves: (post) => post.insights.saved,
    date: (post) => Date.parse(post.publishedAt),
  };
  const direction = query.order === "asc" ? 1 : -1;
  const compare = (a: number | null, b: number | null) =>
    a === null || b === null ? (a === null ? 1 : 0) - (b === null ? 1 : 0) : direction * (a - b);
  // Ties keep the newest first, so pages are stable.
  posts.sort(
    (a, b) => compare(valueOf[query.sort](a), valueOf[query.sort](b)) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    platform,
    posts: posts.slice(start, start + query.pageSize),
    total: posts.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An account's figures for each São Paulo day of a period that has them (the public API's metrics). */
export async function listAccountMetricsByDay(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  query: Omit<PeriodQuery, "accountId">,
  now = new Date(),
) {
  const { period } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, accountId);
  const [days, status] = await Promise.all([
    listAccountDayMetrics(ctx.db, account.id, period.from, period.to),
    findInsightStatus(ctx.db, account.id),
  ]);
  // Why the days' own insights are null on every day (docs/decisions/044), null when they can be read.
  return { account, period, days, insightsUnavailable: accountInsightsGap(account, status, "days") };
}

export type PostsPageQuery = {
  order: "asc" | "desc";
  limit: number;
  after?: PostPosition;
  type?: PeriodPostMetrics["type"];
  /** São Paulo days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
};

/**
 * One page of an account's posts by publication time, for the public API's cursors. The page is
 * read beside the plan and account checks (its query is scoped by the workspace too), so a
 * request waits for one round trip instead of three; it is returned only when both pass.
 */
export async function listAccountPostsPage(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  query: PostsPageQuery,
  now = new Date(),
) {
  const results = await Promise.allSettled([
    requirePlan(ctx, workspaceId),
    readAccount(ctx, workspaceId, accountId),
    findInsightStatus(ctx.db, accountId),
    listPostsPage(ctx.db, workspaceId, accountId, {
      order: query.order,
      limit: query.limit,
      after: query.after,
      type: query.type,
      start: query.from ? startOfSaoPauloDay(query.from) : undefined,
      end: query.to ? startOfSaoPauloDay(addDaysTo(query.to, 1)) : undefined,
    }),
  ] as const);
  // The same refusal as the sequential checks would give: no plan first, then no such account.
  for (const result of results) if (result.status === "rejected") throw result.reason;
  const [, account, status, page] = results as unknown as [
    unknown,
    PromiseFulfilledResult<AccountView>,
    PromiseFulfilledResult<InsightStatusRow | undefined>,
    PromiseFulfilledResult<Awaited<ReturnType<typeof listPostsPage>>>,
  ];
  const rows = page.value;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    posts: withLatestPostInsights(account.value, status.value, shown, now),
    next: rows.length > query.limit && last ? { publishedAtMicros: last.positionMicros, id: last.id } : null,
  };
}
