import type { Post } from "./profile-data";
import { getSaoPauloDayIndex, getSaoPauloWeekdayHour } from "./sao-paulo-time";

export type PostEngagement = { id: string; timestamp: string; type: Post["type"]; likes: number; comments: number; engagement: number };

/** Engagement (likes + comments) of each recent post, oldest first, for the per-post chart. */
export function buildEngagementPerPost(posts: readonly Post[]): PostEngagement[] {
  return posts
    .filter((post) => Number.isFinite(Date.parse(post.timestamp)))
    .map((post) => ({
      id: post.id,
      timestamp: post.timestamp,
      type: post.type,
      likes: post.likesCount,
      comments: post.commentsCount,
      engagement: post.likesCount + post.commentsCount,
    }))
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

export type HeatmapCell = { weekday: number; hour: number; posts: number; meanEngagement: number };

/**
 * Weekday x hour (America/Sao_Paulo) grid of mean engagement per post: 7 rows (0 = domingo) of
 * 24 cells; a cell without posts has posts 0 and meanEngagement 0.
 */
export function buildEngagementHeatmap(posts: readonly Post[]): HeatmapCell[][] {
  const sums = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => ({ posts: 0, total: 0 })));
  for (const post of posts) {
    const time = Date.parse(post.timestamp);
    if (!Number.isFinite(time)) continue;
    const { weekday, hour } = getSaoPauloWeekdayHour(time);
    const cell = sums[weekday]![hour]!;
    cell.posts += 1;
    cell.total += post.likesCount + post.commentsCount;
  }
  return sums.map((row, weekday) =>
    row.map((cell, hour) => ({
      weekday,
      hour,
      posts: cell.posts,
      meanEngagement: cell.posts === 0 ? 0 : Math.round(cell.total / cell.posts),
    })),
  );
}

export type FollowerPoint = { capturedAt: string; followers: number };

/**
 * The followers chart's points: one per calendar day in America/Sao_Paulo (DECISIONS.md "a day"),
 * the day's last count, oldest first. Several collections on one day would otherwise draw a flat
 * run of points all labelled with the same date.
 */
export function buildDailyFollowers(snapshots: readonly { capturedAt: Date; followersCount: number }[]): FollowerPoint[] {
  const byDay = new Map<number, { capturedAt: Date; followersCount: number }>();
  for (const snapshot of snapshots) {
    const day = getSaoPauloDayIndex(snapshot.capturedAt.getTime());
    const kept = byDay.get(day);
    if (!kept || snapshot.capturedAt >= kept.capturedAt) byDay.set(day, snapshot);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, snapshot]) => ({ capturedAt: snapshot.capturedAt.toISOString(), followers: snapshot.followersCount }));
}
