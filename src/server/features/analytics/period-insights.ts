import { compareWithPrevious } from "@core/analytics/change";
import { addDaysTo, listDays, startOfSaoPauloDay, type Period } from "@core/analytics/period";
import { isPeriodCovered } from "@core/analytics/period-figures";
import { reelsAverageWatchTime, sumKnown, type InsightGap } from "@core/analytics/owner-insights-figures";
import type { PeriodInsights, PostInsightsView } from "@core/analytics/owner-insights-responses";
import { engagementRatePerReach, type InteractionCounts } from "@core/social/engagement";
import type { InsightsUnavailableReason } from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";
import type { PostType } from "@core/social/profile-data";
import type { DbOrTx } from "../../db/client";
import {
  findInsightDaysState,
  listAccountInsightDays,
  listPostInsightsAsOf,
  type InsightStatusRow,
} from "./owner-insights.queries";

/*
 * The owner's insights of a period (docs/decisions/044): each post's as of the period's last day,
 * and the period's figures against the previous period. The one place that defines them for the
 * dashboard's period, its posts, the PDF, the exports and /api/v1; every missing figure says why.
 */

/** What decides whether an account has its own insights: how it is connected. */
export type InsightsAccount = { id: string; platform: Platform; connectionType: "manual" | "oauth" | "facebook" };

export type InsightFamily = "posts" | "days" | "audience" | "stories";
const statusColumns = { posts: "postsReason", days: "daysReason", audience: "audienceReason", stories: "storiesReason" } as const;
// Reasons that stay until the connection changes, unlike a throttled or delayed reading.
const lastingReasons: ReadonlySet<InsightsUnavailableReason> = new Set([
  "username_connection",
  "not_supported",
  "missing_permission",
  "personal_account",
]);
const insightsDelayMs = 48 * 3600_000;

export const gapOf = (reason: InsightsUnavailableReason, permission: string | null = null): InsightGap => ({
  reason,
  permission,
});

/** The reason a family's last reading gave, with the permission where one is missing. */
function statusGap(status: InsightStatusRow | undefined, family: InsightFamily): InsightGap | null {
  const reason = status?.[statusColumns[family]];
  if (!reason) return null;
  return gapOf(reason, reason === "missing_permission" ? status!.permission : null);
}

/**
 * Why the account has none of a family at all: connected by username (or a competitor), or what
 * its last reading found that lasts (a network without it, a missing permission). Null when the
 * family can be read; a throttled or delayed reading is no such reason.
 */
export function accountInsightsGap(
  account: InsightsAccount,
  status: InsightStatusRow | undefined,
  family: InsightFamily,
): InsightGap | null {
  if (account.connectionType === "manual") return gapOf("username_connection");
  const gap = statusGap(status, family);
  return gap && lastingReasons.has(gap.reason) ? gap : null;
}

/** Why a figure with no value is missing: the account's lasting reason, else its family's last reading's, else `fallback`. */
export function missingGap(
  account: InsightsAccount,
  status: InsightStatusRow | undefined,
  family: InsightFamily,
  fallback: () => InsightGap,
): InsightGap {
  return accountInsightsGap(account, status, family) ?? statusGap(status, family) ?? fallback();
}

export type InsightMetric = PeriodInsights["reach"];

/** A figure against the previous period (decisions 023 and 035), or why it is missing. */
export function insightMetric(value: number | null, previous: number | null, missing: () => InsightGap): InsightMetric {
  const { relative, difference } = compareWithPrevious(value, previous);
  return { value, previous, change: relative, difference, unavailable: value === null ? missing() : null };
}

// ------------------------------------------------------------------------------------------ posts

type PostFigures = Omit<PostInsightsView, "engagementRatePerReach" | "day" | "unavailable">;
const noFigures: PostFigures = {
  reach: null,
  views: null,
  saved: null,
  shares: null,
  totalInteractions: null,
  follows: null,
  profileVisits: null,
  avgWatchTimeSeconds: null,
  totalWatchTimeSeconds: null,
  fullWatchRate: null,
};

/** A post of the period with what its insights need: its interactions as of the period's end, its format and publication. */
export type PeriodPostCounts = InteractionCounts & { id: string; type: PostType; publishedAt: Date };
export type PostWithInsights<P extends PeriodPostCounts = PeriodPostCounts> = P & { insights: PostInsightsView };

/**
 * Each of the period's posts with its insights as of the period's last day (decision 023's rule
 * for likes: the last reading on or before it, else the first after), or why it has none: the
 * account's reason, its own latest reading's, or (never read) "delayed" within 48 hours of its
 * publication and "no_data" after.
 */
export async function withPostInsights<P extends PeriodPostCounts>(
  db: DbOrTx,
  account: InsightsAccount,
  status: InsightStatusRow | undefined,
  period: Pick<Period, "from" | "to">,
  posts: readonly P[],
  now: Date,
): Promise<PostWithInsights<P>[]> {
  const lasting = accountInsightsGap(account, status, "posts");
  const rows =
    lasting || posts.length === 0
      ? []
      : await listPostInsightsAsOf(
          db,
          account.id,
          startOfSaoPauloDay(period.from),
          startOfSaoPauloDay(addDaysTo(period.to, 1)),
          period.to,
        );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return posts.map((post) => {
    const row = byId.get(post.id);
    const read = row?.onOrBefore ?? row?.firstAfter ?? null;
    if (read) {
      const { day, ...figures } = read;
      const reach = figures.reach;
      return {
        ...post,
        insights: {
          ...figures,
          day,
          engagementRatePerReach: engagementRatePerReach(account.platform, [{ ...post, reach }]),
          unavailable: null,
        },
      };
    }
    const unavailable = lasting ?? (row?.latestReason ? gapOf(row.latestReason) : null) ?? neverReadGap(post, now);
    return { ...post, insights: { ...noFigures, engagementRatePerReach: null, day: null, unavailable } };
  });
}

/** A post's latest reading, figures first (history.queries.ts's posts page carries it). */
export type LatestPostReading = (PostFigures & { day: string; unavailableReason: InsightsUnavailableReason | null }) | null;

/** Posts with their latest reading: the public API's posts, whose other metrics are their latest too. */
export function withLatestPostInsights<P extends PeriodPostCounts & { latestInsights: LatestPostReading }>(
  account: InsightsAccount,
  status: InsightStatusRow | undefined,
  posts: readonly P[],
  now: Date,
): PostWithInsights<Omit<P, "latestInsights">>[] {
  const lasting = accountInsightsGap(account, status, "posts");
  return posts.map(({ latestInsights: row, ...post }) => {
    if (!lasting && row && row.unavailableReason === null) {
      const { unavailableReason: _reason, day, ...figures } = row;
      return {
        ...post,
        insights: {
          ...figures,
          day,
          engagementRatePerReach: engagementRatePerReach(account.platform, [{ ...post, reach: figures.reach }]),
          unavailable: null,
        },
      };
    }
    const unavailable = lasting ?? (row?.unavailableReason ? gapOf(row.unavailableReason) : null) ?? neverReadGap(post, now);
    return { ...post, insights: { ...noFigures, engagementRatePerReach: null, day: null, unavailable } };
  });
}

/** A post never read: its figures may be up to 48 hours late, then the network has none. */
const neverReadGap = (post: PeriodPostCounts, now: Date) =>
  gapOf(now.getTime() - post.publishedAt.getTime() < insightsDelayMs ? "delayed" : "no_data");

/**
 * Why a figure summed over posts has no value: the reason all of them share (delayed, no_data…),
 * or, when some have figures but none this one, that the network does not give it for their
 * formats (profile visits on Reels, watch time on pictures).
 */
function postsFigureGap(posts: readonly PostWithInsights[]): InsightGap {
  const reasons = new Set(posts.map((post) => post.insights.unavailable?.reason ?? "read"));
  if (reasons.has("read")) return gapOf("not_supported");
  return reasons.size === 1 ? gapOf([...reasons][0] as InsightsUnavailableReason) : gapOf("no_data");
}

// ------------------------------------------------------------------------------------------ period

type PeriodPostFigures = {
  saves: number | null;
  shares: number | null;
  profileVisits: number | null;
  engagementRatePerReach: number | null;
  reelsAverageWatchTimeSeconds: number | null;
};

function postFigures(platform: Platform, posts: readonly PostWithInsights[]): PeriodPostFigures {
  const sum = (pick: (insights: PostInsightsView) => number | null) =>
    // A period without posts saved and shared nothing: a true 0, unlike a post without the figure.
    posts.length === 0 ? 0 : sumKnown(posts.map((post) => pick(post.insights)));
  return {
    saves: sum((insights) => insights.saved),
    shares: sum((insights) => insights.shares),
    profileVisits: sum((insights) => insights.profileVisits),
    engagementRatePerReach: engagementRatePerReach(
      platform,
      posts.map((post) => ({ likes: post.likes, comments: post.comments, shares: post.shares, reach: post.insights.reach })),
    ),
    reelsAverageWatchTimeSeconds: reelsAverageWatchTime(
      posts.map((post) => ({
        type: post.type,
        views: post.insights.views,
        avgWatchTimeSeconds: post.insights.avgWatchTimeSeconds,
      })),
    ),
  };
}

type DayKey = "reach" | "views" | "accountsEngaged" | "totalInteractions" | "profileLinksTaps" | "follows" | "unfollows";

/**
 * The period's owner insights (GET /api/analytics's `insights`): the days' figures summed, compared
 * when the insight days cover the previous period; the posts' figures as of each period's end,
 * compared when the collected history covers it (`postsCovered`, decision 023).
 */
export async function buildPeriodInsights(
  db: DbOrTx,
  input: {
    account: InsightsAccount;
    status: InsightStatusRow | undefined;
    period: Period;
    previous: Period;
    posts: readonly PostWithInsights[];
    previousPosts: readonly PostWithInsights[];
    postsCovered: boolean;
  },
): Promise<PeriodInsights> {
  const { account, status, period, previous, posts, previousPosts, postsCovered } = input;
  const daysGap = accountInsightsGap(account, status, "days");
  const [rows, state] = daysGap
    ? [[], { firstDay: null }]
    : await Promise.all([listAccountInsightDays(db, account.id, previous.from, period.to), findInsightDaysState(db, account.id)]);
  const daysCovered = isPeriodCovered(state.firstDay, previous);
  const current = rows.filter((row) => row.day >= period.from && row.day <= period.to);
  const before = rows.filter((row) => row.day >= previous.from && row.day <= previous.to);
  const dayMissing = () =>
    missingGap(account, status, "days", () =>
      gapOf(current.length > 0 && current.every((row) => !row.settled) ? "delayed" : "no_data"),
    );
  const dayMetric = (key: DayKey) =>
    insightMetric(
      sumKnown(current.map((row) => row[key])),
      daysCovered ? sumKnown(before.map((row) => row[key])) : null,
      dayMissing,
    );
  const series = (from: string, to: string) => {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return listDays(from, to).map((day) => {
      const row = byDay.get(day);
      return { day, reach: row?.reach ?? null, views: row?.views ?? null, final: row?.settled ?? false };
    });
  };

  const postsGap = accountInsightsGap(account, status, "posts");
  const now = postFigures(account.platform, posts);
  const then = postsCovered ? postFigures(account.platform, previousPosts) : null;
  const postMetric = (key: keyof PeriodPostFigures) =>
    postsGap
      ? insightMetric(null, null, () => postsGap)
      : insightMetric(now[key], then?.[key] ?? null, () => missingGap(account, status, "posts", () => postsFigureGap(posts)));

  return {
    unavailable: daysGap && postsGap ? postsGap : null,
    previousCovered: daysCovered,
    reach: dayMetric("reach"),
    views: dayMetric("views"),
    accountsEngaged: dayMetric("accountsEngaged"),
    totalInteractions: dayMetric("totalInteractions"),
    profileLinksTaps: dayMetric("profileLinksTaps"),
    follows: dayMetric("follows"),
    unfollows: dayMetric("unfollows"),
    saves: postMetric("saves"),
    shares: postMetric("shares"),
    profileVisits: postMetric("profileVisits"),
    engagementRatePerReach: postMetric("engagementRatePerReach"),
    reelsAverageWatchTimeSeconds: postMetric("reelsAverageWatchTimeSeconds"),
    days: series(period.from, period.to),
    previousDays: daysCovered ? series(previous.from, previous.to) : [],
  };
}
