import { addDaysTo, listDays } from "@core/analytics/period";
import { isPeriodCovered } from "@core/analytics/period-figures";
import { bestOnlineHours, onlineFollowersByWeekdayHour, shareOf, sumKnown } from "@core/analytics/owner-insights-figures";
import type { AudienceAnswer, StoriesAnswer, StoryView } from "@core/analytics/owner-insights-responses";
import type { AudienceDemographics, AudienceSlice, Insight } from "@core/social/owner-insights";
import type { AppContext } from "../../context";
import { accountOf, periodOf, type PeriodQuery } from "./history.service";
import { findFirstDay } from "./history.queries";
import {
  findAudienceSnapshot,
  findInsightStatus,
  listAccountInsightDays,
  listStoriesBetween,
  type StoryRow,
} from "./owner-insights.queries";
import { accountInsightsGap, gapOf, insightMetric, missingGap } from "./period-insights";

/*
 * "Público" and "Stories" (docs/decisions/044): the audience's latest weekly snapshot inside the
 * period against the one before it, with the best hours from the followers online; the period's
 * stories with their totals against the previous period. Every surface reads them here.
 */

type Ctx = Pick<AppContext, "db" | "env">;

/** A breakdown's slices with their share, and each one's share in the snapshot before. */
function slicesWithShares(slices: AudienceSlice[] | null, before: AudienceSlice[] | null | undefined) {
  if (!slices) return null;
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const totalBefore = before?.reduce((sum, slice) => sum + slice.value, 0) ?? 0;
  return slices.map((slice) => {
    const previous = before?.find((candidate) => candidate.key === slice.key);
    return {
      key: slice.key,
      value: slice.value,
      share: shareOf(slice.value, total) ?? 0,
      previousShare: previous ? shareOf(previous.value, totalBefore) : null,
    };
  });
}

function audiencePart(
  part: Insight<AudienceDemographics> | undefined,
  before: Insight<AudienceDemographics> | undefined,
  missing: () => AudienceAnswer["followers"]["unavailable"],
) {
  if (!part?.available) return { breakdowns: null, unavailable: part ? gapOf(part.reason, part.permission ?? null) : missing() };
  const previous = before?.available ? before.value : null;
  return {
    breakdowns: {
      age: slicesWithShares(part.value.age, previous?.age),
      gender: slicesWithShares(part.value.gender, previous?.gender),
      city: slicesWithShares(part.value.city, previous?.city),
      country: slicesWithShares(part.value.country, previous?.country),
    },
    unavailable: null,
  };
}

/** GET /api/analytics/audience ("Público"). */
export async function readPeriodAudience(
  ctx: Ctx,
  workspaceId: string,
  query: PeriodQuery,
  now = new Date(),
): Promise<AudienceAnswer> {
  const { period } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const status = await findInsightStatus(ctx.db, account.id);
  const lasting = accountInsightsGap(account, status, "audience");
  const snapshot = lasting ? undefined : await findAudienceSnapshot(ctx.db, account.id, period.to, period.from);
  const before = snapshot ? await findAudienceSnapshot(ctx.db, account.id, addDaysTo(snapshot.day, -1)) : undefined;
  const missing = () => missingGap(account, status, "audience", () => gapOf("no_data"));
  const online = snapshot?.online;
  const hours = online?.available ? onlineFollowersByWeekdayHour(online.value) : [];
  return {
    accountId: account.id,
    platform: account.platform,
    period,
    unavailable: lasting ?? (snapshot ? null : missing()),
    snapshot: snapshot ? { day: snapshot.day, capturedAt: snapshot.capturedAt.toISOString() } : null,
    previousSnapshot: before ? { day: before.day, capturedAt: before.capturedAt.toISOString() } : null,
    followers: audiencePart(snapshot?.followers, before?.followers, missing),
    engaged: audiencePart(snapshot?.engaged, before?.engaged, missing),
    online: {
      hours,
      bestHours: bestOnlineHours(hours),
      unavailable: online?.available ? null : online ? gapOf(online.reason, online.permission ?? null) : missing(),
    },
  };
}

function toStoryView(row: StoryRow): StoryView {
  const figures = {
    reach: row.reach,
    views: row.views,
    replies: row.replies,
    shares: row.shares,
    tapsForward: row.tapsForward,
    tapsBack: row.tapsBack,
    exits: row.exits,
    swipesForward: row.swipesForward,
  };
  const none = Object.values(figures).every((value) => value === null);
  return {
    id: row.id,
    mediaId: row.mediaId,
    mediaType: row.mediaType,
    displayUrl: row.displayUrl,
    permalink: row.permalink,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    capturedAt: row.capturedAt?.toISOString() ?? null,
    missed: row.capturedAt === null,
    final: row.finalAt !== null,
    ...figures,
    unavailable: none ? gapOf(row.unavailableReason ?? "no_data") : null,
  };
}

type StoryTotal = "reach" | "views" | "replies" | "shares" | "tapsForward" | "tapsBack" | "exits";

/** GET /api/analytics/stories ("Stories"): the period's stories, newest first, and their totals against the previous period. */
export async function readPeriodStories(
  ctx: Ctx,
  workspaceId: string,
  query: PeriodQuery,
  now = new Date(),
): Promise<StoriesAnswer> {
  const { period, previous } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const [status, firstDay, rows] = await Promise.all([
    findInsightStatus(ctx.db, account.id),
    findFirstDay(ctx.db, account.id),
    listStoriesBetween(ctx.db, account.id, previous.from, period.to),
  ]);
  const lasting = accountInsightsGap(account, status, "stories");
  // Stories are read from the first collection on: the collected history's coverage (decision 023) is theirs.
  const covered = isPeriodCovered(firstDay, previous);
  const current = rows.filter((row) => row.day >= period.from).map(toStoryView);
  const before = rows.filter((row) => row.day <= previous.to).map(toStoryView);
  const missing = () =>
    missingGap(account, status, "stories", () =>
      gapOf(current.every((story) => story.unavailable?.reason === "delayed") ? "delayed" : "no_data"),
    );
  // No story posted is a true 0; stories without figures are not.
  const sum = (stories: StoryView[], key: StoryTotal) =>
    stories.length === 0 ? 0 : sumKnown(stories.map((story) => story[key]));
  const total = (key: StoryTotal) =>
    lasting
      ? insightMetric(null, null, () => lasting)
      : insightMetric(sum(current, key), covered ? sum(before, key) : null, missing);
  return {
    accountId: account.id,
    platform: account.platform,
    period,
    previousPeriod: previous,
    previousCovered: covered,
    unavailable: lasting,
    stories: lasting ? [] : current,
    totals: {
      stories: lasting
        ? insightMetric(null, null, () => lasting)
        : insightMetric(current.length, covered ? before.length : null, missing),
      reach: total("reach"),
      views: total("views"),
      replies: total("replies"),
      shares: total("shares"),
      tapsForward: total("tapsForward"),
      tapsBack: total("tapsBack"),
      exits: total("exits"),
    },
  };
}

/**
 * Every São Paulo day of a period with the account's own day figures (reach, views…), null where
 * the network gave none, and why the account has none at all (the public API's reach by day).
 */
export async function listInsightDays(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  query: Omit<PeriodQuery, "accountId">,
  now = new Date(),
) {
  const { period } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, accountId);
  const status = await findInsightStatus(ctx.db, account.id);
  const lasting = accountInsightsGap(account, status, "days");
  const rows = lasting ? [] : await listAccountInsightDays(ctx.db, account.id, period.from, period.to);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    account,
    period,
    unavailable: lasting,
    days: listDays(period.from, period.to).map((day) => ({ day, read: byDay.get(day) ?? null })),
  };
}
