import { computeEngagementRate } from "../social/metrics";
import { POST_TYPES, type PostType } from "../social/profile-data";
import { getSaoPauloWeekdayHour } from "../social/sao-paulo-time";
import { roundHalfUp } from "../format/round-half-up";
import { listDays, saoPauloDay, type Day } from "./period";

/** A post of a period with its metrics as of the period's end. */
export type PeriodPostMetrics = {
  type: PostType;
  publishedAt: Date;
  likes: number;
  comments: number;
  views: number | null;
};

export type PeriodTotals = { posts: number; likes: number; comments: number; views: number | null; engagementRate: number | null };

/**
 * Sums of a period's posts. The engagement rate is the dashboard's formula (DECISIONS.md:
 * (average likes + average comments) / followers x 100) over the period's posts and the
 * followers at its end; null without posts or without a known follower count (a period before
 * the account's first collected day), never a made-up 0. Views sum the videos (video, Reels);
 * null without any.
 */
export function totalPeriodPosts(posts: readonly PeriodPostMetrics[], followers: number | null): PeriodTotals {
  let likes = 0;
  let comments = 0;
  let views: number | null = null;
  for (const post of posts) {
    likes += post.likes;
    comments += post.comments;
    if ((post.type === "video" || post.type === "clips") && post.views !== null) views = (views ?? 0) + post.views;
  }
  return {
    posts: posts.length,
    likes,
    comments,
    views,
    engagementRate: posts.length === 0 || !followers ? null : computeEngagementRate(likes, comments, posts.length, followers),
  };
}

/** The engagement rate of one post against `followers`. */
export function postEngagementRate(post: Pick<PeriodPostMetrics, "likes" | "comments">, followers: number) {
  return computeEngagementRate(post.likes, post.comments, 1, followers);
}

/** One point per day of the period: posts published that day, their interactions and rate. */
export function buildEngagementSeries(posts: readonly PeriodPostMetrics[], from: Day, to: Day, followers: number | null) {
  const byDay = new Map<Day, PeriodPostMetrics[]>();
  for (const post of posts) {
    const day = saoPauloDay(post.publishedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  return listDays(from, to).map((day) => {
    const published = byDay.get(day) ?? [];
    const totals = totalPeriodPosts(published, followers);
    return { day, posts: totals.posts, interactions: totals.likes + totals.comments, engagementRate: totals.engagementRate };
  });
}

/** Performance by format: only the formats the period has. */
export function summarizeByFormat(posts: readonly PeriodPostMetrics[], followers: number | null) {
  return POST_TYPES.flatMap((type) => {
    const ofType = posts.filter((post) => post.type === type);
    if (ofType.length === 0) return [];
    const totals = totalPeriodPosts(ofType, followers);
    return [
      {
        type,
        posts: totals.posts,
        engagementRate: totals.engagementRate,
        averageLikes: roundHalfUp(totals.likes / totals.posts, 1),
        averageComments: roundHalfUp(totals.comments / totals.posts, 1),
        averageViews: totals.views === null ? null : roundHalfUp(totals.views / totals.posts, 1),
      },
    ];
  });
}

/** Weekday (0 = Sunday) x hour in São Paulo: the cells with posts, with mean interactions. */
export function buildPeriodHeatmap(posts: readonly PeriodPostMetrics[]) {
  const cells = new Map<string, { weekday: number; hour: number; posts: number; total: number }>();
  for (const post of posts) {
    const { weekday, hour } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, posts: 0, total: 0 };
    cell.posts += 1;
    cell.total += post.likes + post.comments;
    cells.set(key, cell);
  }
  return [...cells.values()]
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    .map((cell) => ({ weekday: cell.weekday, hour: cell.hour, posts: cell.posts, averageInteractions: roundHalfUp(cell.total / cell.posts, 1) }));
}
