import { TZDate } from "@date-fns/tz";
import { roundHalfUp } from "../format/round-half-up";
import { getSaoPauloWeekdayHour } from "../social/sao-paulo-time";
import type { InsightsUnavailableReason, OnlineFollowers } from "../social/owner-insights";
import type { PostType } from "../social/profile-data";

/*
 * The period figures of the owner's insights (docs/decisions/040-owner-insights.md,
 * docs/decisions/044-owner-insights-in-periods.md), one definition for every surface: the
 * dashboard's period, its posts, "Público", "Stories", the PDF and /api/v1 read them here.
 */

/** Why a figure is missing, as the answers carry it: the reason and, with missing_permission, the permission. */
export type InsightGap = { reason: InsightsUnavailableReason; permission: string | null };

/** The sum of the figures that are known; null when none is (never a 0 for "no figure"). */
export function sumKnown(values: readonly (number | null | undefined)[]): number | null {
  let sum: number | null = null;
  for (const value of values) if (value !== null && value !== undefined) sum = (sum ?? 0) + value;
  return sum;
}

/**
 * Reels' average watch time in a period, in seconds to one decimal: each Reel's average weighted
 * by its views (the time watched over the views watched), over the Reels that have both.
 */
export function reelsAverageWatchTime(
  posts: readonly { type: PostType; views: number | null; avgWatchTimeSeconds: number | null }[],
): number | null {
  let seconds = 0;
  let views = 0;
  for (const post of posts) {
    if (post.type !== "clips" || post.avgWatchTimeSeconds === null || post.views === null || post.views <= 0) continue;
    seconds += post.avgWatchTimeSeconds * post.views;
    views += post.views;
  }
  return views > 0 ? roundHalfUp(seconds / views, 1) : null;
}

/** One cell of the weekday-by-hour map, São Paulo's clock (weekday 0 = domingo). */
export type OnlineHour = { weekday: number; hour: number; followers: number };

/**
 * When the followers are online, as a São Paulo weekday-by-hour map: each hour the network
 * reported (on its own clock, `online.timeZone`) is moved to São Paulo's, and a cell is the mean
 * of the days that have it, rounded. Cells no day has are left out.
 */
export function onlineFollowersByWeekdayHour(online: OnlineFollowers): OnlineHour[] {
  const cells = new Map<number, { sum: number; days: number }>();
  for (const { day, hours } of online.days) {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    hours.forEach((followers, hour) => {
      if (followers === null) return;
      const instant = new TZDate(year, month - 1, date, hour, 0, 0, online.timeZone).getTime();
      const local = getSaoPauloWeekdayHour(instant);
      const key = local.weekday * 24 + local.hour;
      const cell = cells.get(key) ?? { sum: 0, days: 0 };
      cell.sum += followers;
      cell.days += 1;
      cells.set(key, cell);
    });
  }
  return [...cells.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, { sum, days }]) => ({ weekday: Math.floor(key / 24), hour: key % 24, followers: Math.round(sum / days) }));
}

/**
 * The best hours to post by the audience: the `count` cells of the map with the most followers
 * online, most first (ties: the earlier in the week, then the earlier hour). Hours with no one
 * online are never suggested.
 */
export function bestOnlineHours(map: readonly OnlineHour[], count = 3): OnlineHour[] {
  return map
    .filter((cell) => cell.followers > 0)
    .sort((a, b) => b.followers - a.followers || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, count);
}

/** A slice's share of its breakdown (0 to 1, four decimals); null for an empty breakdown. */
export function shareOf(value: number, total: number): number | null {
  return total > 0 ? roundHalfUp(value / total, 4) : null;
}

/**
 * A daily line split where the network may still change the days (decision 044: a day is final
 * 48 h after it ends): `settled` holds the final days' figures, `partial` the others', starting at
 * the last final day so the two lines meet. Today's partial day is then drawn apart instead of as
 * a dip of the period's line.
 */
export function splitSettledDays(days: readonly { value: number | null; final: boolean }[]): {
  settled: (number | null)[];
  partial: (number | null)[];
} {
  const settled = days.map((day) => (day.final ? day.value : null));
  const partial = days.map((day, index) => {
    if (!day.final) return day.value;
    const next = days[index + 1];
    return next && !next.final && next.value !== null ? day.value : null;
  });
  return { settled, partial };
}
