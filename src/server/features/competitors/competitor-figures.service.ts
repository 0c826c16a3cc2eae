import { addDaysTo, resolvePeriod, startOfSaoPauloDay, type Period, type PeriodInput } from "@core/analytics/period";
import { postEngagementRate, totalInteractions, totalPeriodPosts } from "@core/analytics/period-summary";
import { interactionsOf } from "@core/social/engagement";
import type { Platform } from "@core/social/platforms";
import {
  engagementShare,
  formatMix,
  postsPerWeek,
  rankOf,
  rankedColumns,
  topHashtags,
  weeklyEngagementSeries,
  type CompetitorComparison,
  type CompetitorPost,
  type ProfileFigures,
} from "@core/competitors/competitor-figures";
import { roundAverage } from "@core/format/format-number";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { measureFollowerGrowth } from "@core/analytics/period-figures";
import { findAccountDayOnOrBefore, findFirstDay, listAccountDays } from "../analytics/history.queries";
import { readPeriodPosts } from "../analytics/history.service";
import { requirePlan } from "../billing/billing.service";
import { accountNotFoundMessage, pickCurrentAccount } from "../social-accounts/accounts.service";
import { findTrackedProfile, listActiveAccounts } from "../social-accounts/accounts.queries";
import { listActiveCompetitors, listPostHashtags } from "./competitors.queries";

/**
 * One tracked profile's figures in `period` (docs/decisions/022; shape: src/core/competitors/
 * competitor-figures.ts). `profileId` is an own account's or a competitor's id of the workspace;
 * another workspace's is "not found" (undefined). The period maths are the dashboard's: the same
 * day tables, the same engagement formula, followers as of the period's last day.
 */
export async function competitorPeriodFigures(
  db: DbOrTx,
  workspaceId: string,
  profileId: string,
  period: Period,
): Promise<ProfileFigures | undefined> {
  const profile = await findTrackedProfile(db, workspaceId, profileId);
  if (!profile) return undefined;
  const start = startOfSaoPauloDay(period.from);
  const end = startOfSaoPauloDay(addDaysTo(period.to, 1));
  const [days, periodPosts, tags, followersEnd, followersBefore, firstDay] = await Promise.all([
    listAccountDays(db, profile.id, period.from, period.to),
    readPeriodPosts(db, profile.id, period, profile.platform),
    listPostHashtags(db, profile.id, start, end),
    findAccountDayOnOrBefore(db, profile.id, period.to),
    findAccountDayOnOrBefore(db, profile.id, addDaysTo(period.from, -1)),
    findFirstDay(db, profile.id),
  ]);
  const followers = followersEnd?.followers ?? null;
  // The profile's network decides what an interaction is (decision 029).
  const platform = profile.platform;
  const totals = totalPeriodPosts(periodPosts, followers, platform);
  // The dashboard's "Novos seguidores" (decision 023).
  const growth = measureFollowerGrowth(followersBefore ?? null, days);
  const toPost = (row: (typeof periodPosts)[number]): CompetitorPost => ({
    id: row.id,
    type: row.type,
    caption: row.caption,
    permalink: row.permalink,
    thumbnailUrl: row.thumbnailUrl,
    publishedAt: row.publishedAt.toISOString(),
    likes: row.likes,
    comments: row.comments,
    engagementRate: followers ? postEngagementRate(row, followers, platform) : null,
  });
  const interactions = (row: (typeof periodPosts)[number]) => interactionsOf(platform, row);
  const ranked = [...periodPosts].sort(
    (a, b) => interactions(b) - interactions(a) || b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
  const followersByDay = new Map(days.map((row) => [row.day, row.followers]));
  const followersOn = (day: string) => {
    for (let d = day; d >= period.from; d = addDaysTo(d, -1)) {
      const value = followersByDay.get(d);
      if (value !== undefined) return value;
    }
    return followers;
  };
  const hasPosts = totals.posts > 0;
  return {
    profileId: profile.id,
    kind: profile.kind,
    platform,
    username: profile.username ?? profile.usernameManualInsert ?? "",
    displayName: profile.displayName,
    avatarUrl: profile.avatarUrl,
    collecting: firstDay === null,
    followers,
    growth: growth?.value ?? null,
    posts: totals.posts,
    postsPerWeek: firstDay === null ? null : postsPerWeek(totals.posts, period.from, period.to),
    engagementRate: totals.engagementRate,
    // Rounded as the screens show them (decision 024), so a shown average is never rounded twice.
    averageLikes: hasPosts ? roundAverage(totals.likes / totals.posts) : null,
    averageComments: hasPosts ? roundAverage(totals.comments / totals.posts) : null,
    interactions: totalInteractions(totals, platform),
    formatMix: formatMix(periodPosts),
    topHashtags: topHashtags(tags),
    bestPost: ranked[0] ? toPost(ranked[0]) : null,
    topPosts: ranked.slice(0, 3).map(toPost),
    followersSeries: days.map((row) => ({ day: row.day, followers: row.followers })),
    engagementSeries: weeklyEngagementSeries(periodPosts, period.from, period.to, followersOn, platform),
  };
}

export type ComparisonQuery = PeriodInput & {
  accountId?: string;
  /** The account the person chose (RequestWorkspace.currentAccountId), used when `accountId` is absent. */
  chosenAccountId?: string | null;
  /** Only these competitors (a client's: docs/decisions/045-clients-and-report-links.md); absent, every one. */
  competitorIds?: readonly string[] | null;
};

/** The competitors of one network (docs/decisions/034): an own account is compared with its network's only. */
const ofNetwork = <T extends { profile: { platform: Platform } }>(rows: readonly T[], platform: Platform) =>
  rows.filter((row) => row.profile.platform === platform);

/**
 * GET /api/competitors/comparison: the own account asked for, else the one the person looks at
 * (pickCurrentAccount), and the active competitors of its network in the period, with the own
 * account's rank per column and the share of engagement. Without an own account, the network of
 * the competitor added first.
 */
export async function readComparison(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
  query: ComparisonQuery,
  now = new Date(),
): Promise<CompetitorComparison> {
  await requirePlan(ctx, workspaceId);
  const resolved = resolvePeriod(query, now);
  if (!resolved.ok) throw new AppError("INVALID_INPUT", resolved.message, { details: { [resolved.field]: resolved.message } });
  const { period } = resolved;
  const accounts = await listActiveAccounts(ctx.db, workspaceId);
  const current = query.accountId
    ? accounts.find((row) => row.account.id === query.accountId)
    : pickCurrentAccount(accounts, query.chosenAccountId, (row) => row.account);
  if (query.accountId && !current) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const tracked = await listActiveCompetitors(ctx.db, workspaceId);
  const platform = current?.account.platform ?? tracked[0]?.profile.platform ?? "instagram";
  const competitors = ofNetwork(tracked, platform).filter(
    (row) => !query.competitorIds || query.competitorIds.includes(row.profile.id),
  );
  const figures = await Promise.all(
    [current?.account.id, ...competitors.map((row) => row.profile.id)]
      .filter((id): id is string => !!id)
      .map((id) => competitorPeriodFigures(ctx.db, workspaceId, id, period)),
  );
  const all = figures.filter((f): f is ProfileFigures => !!f);
  const own = all.find((f) => f.kind === "own") ?? null;
  return {
    period,
    platform,
    source: current?.account.dataSource ?? competitors[0]?.profile.dataSource ?? "demo",
    own,
    competitors: all.filter((f) => f.kind === "competitor"),
    ranks: Object.fromEntries(rankedColumns.map((column) => [column, rankOf(own, all, column)])) as CompetitorComparison["ranks"],
    engagementShare: engagementShare(all),
  };
}

/**
 * The figures in `period` of every active competitor on `platform`, the own account's network, in
 * the order they were added (for the recommendations and the alerts). A competitor still
 * collecting is left out: it has no figures yet.
 */
export async function listCompetitorsPeriodFigures(
  db: DbOrTx,
  workspaceId: string,
  period: Period,
  platform: Platform,
): Promise<ProfileFigures[]> {
  const competitors = ofNetwork(await listActiveCompetitors(db, workspaceId), platform);
  const figures = await Promise.all(competitors.map((row) => competitorPeriodFigures(db, workspaceId, row.profile.id, period)));
  return figures.filter((f): f is ProfileFigures => !!f && !f.collecting);
}
