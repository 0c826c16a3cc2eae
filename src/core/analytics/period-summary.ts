import {
  countsShares,
  engagementRatePerFollower,
  engagementRatePerView,
  hasEngagementPerView,
  interactionsOf,
} from "../social/engagement";
import { comparesDurations, formatLabels, formatOfPost, formatsOf, type FormatKey } from "../social/formats";
import type { Platform } from "../social/platforms";
import type { PostType } from "../social/profile-data";
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
  /** Where the network reports them per post (TikTok; decision 029). */
  shares?: number | null;
  /** The video's duration in seconds, where known (TikTok's formats compare durations). */
  duration?: number | null;
};

export type PeriodTotals = {
  posts: number;
  likes: number;
  comments: number;
  views: number | null;
  engagementRate: number | null;
  /** TikTok only (decision 029): the shares, and the engagement per view of the videos with views. */
  shares?: number;
  engagementRatePerView?: number | null;
};

/**
 * Sums of a period's posts. The engagement rate is the dashboard's formula per follower
 * (@core/social/engagement: mean interactions per post / followers x 100; interactions are
 * likes + comments on Instagram, + shares on TikTok) over the period's posts and the followers at
 * its end; null without posts or without a known follower count (a period before the account's
 * first collected day), never a made-up 0. Views sum the videos (video, Reels); null without any.
 * On TikTok the totals add the shares and the engagement per view (interactions of the videos
 * with views / their views x 100; null without views).
 */
export function totalPeriodPosts(
  posts: readonly PeriodPostMetrics[],
  followers: number | null,
  platform: Platform = "instagram",
): PeriodTotals {
  let likes = 0;
  let comments = 0;
  let shares = 0;
  let views: number | null = null;
  let viewedInteractions = 0;
  for (const post of posts) {
    likes += post.likes;
    comments += post.comments;
    shares += post.shares ?? 0;
    if ((post.type === "video" || post.type === "clips") && post.views !== null) {
      views = (views ?? 0) + post.views;
      viewedInteractions += interactionsOf(platform, post);
    }
  }
  const totals: PeriodTotals = {
    posts: posts.length,
    likes,
    comments,
    views,
    engagementRate:
      posts.length === 0 || !followers
        ? null
        : engagementRatePerFollower(platform, { likes, comments, shares }, posts.length, followers),
  };
  if (!hasEngagementPerView(platform)) return totals;
  // The interactions of the videos with views, over those views (likes + comments + shares = interactionsOf).
  return {
    ...totals,
    shares,
    engagementRatePerView: engagementRatePerView(platform, { likes: viewedInteractions, comments: 0, shares: 0 }, views),
  };
}

/** A period's interactions on its network (likes + comments, + shares on TikTok). */
export function totalInteractions(totals: Pick<PeriodTotals, "likes" | "comments" | "shares">, platform: Platform = "instagram") {
  return interactionsOf(platform, totals);
}

/** The engagement rate (per follower) of one post against `followers`. */
export function postEngagementRate(
  post: Pick<PeriodPostMetrics, "likes" | "comments" | "shares">,
  followers: number,
  platform: Platform = "instagram",
) {
  return engagementRatePerFollower(platform, post, 1, followers);
}

/** The engagement per view of one post (TikTok), null without views. */
export function postEngagementRatePerView(
  post: Pick<PeriodPostMetrics, "likes" | "comments" | "shares" | "views">,
  platform: Platform,
) {
  return engagementRatePerView(platform, post, post.views);
}

/** Whether the network's posts carry shares (TikTok). */
export { countsShares };

/** One point per day of the period: posts published that day, their interactions and rate. */
export function buildEngagementSeries(
  posts: readonly PeriodPostMetrics[],
  from: Day,
  to: Day,
  followers: number | null,
  platform: Platform = "instagram",
) {
  const byDay = postsByDay(posts);
  return listDays(from, to).map((day) => {
    const published = byDay.get(day) ?? [];
    const totals = totalPeriodPosts(published, followers, platform);
    return { day, posts: totals.posts, interactions: totalInteractions(totals, platform), engagementRate: totals.engagementRate };
  });
}

/** A period's posts by the São Paulo day they were published on (the engagement chart's days, the export's daily sheet). */
export function postsByDay<T extends Pick<PeriodPostMetrics, "publishedAt">>(posts: readonly T[]): Map<Day, T[]> {
  const byDay = new Map<Day, T[]>();
  for (const post of posts) {
    const day = saoPauloDay(post.publishedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  return byDay;
}

/**
 * Performance by format: only the formats the period has. Instagram compares post types; TikTok
 * compares durations (decision 029: "Até 15 s", "16 a 60 s", "Mais de 60 s"; @core/social/formats),
 * its rows carrying `format` and `label` (`type` is then the posts' type, "video").
 */
export function summarizeByFormat(
  posts: readonly PeriodPostMetrics[],
  followers: number | null,
  platform: Platform = "instagram",
) {
  const byDuration = comparesDurations(platform);
  return formatsOf(platform).flatMap((format: FormatKey) => {
    const ofType = posts.filter((post) => formatOfPost(platform, post) === format);
    if (ofType.length === 0) return [];
    const totals = totalPeriodPosts(ofType, followers, platform);
    return [
      {
        type: byDuration ? ofType[0]!.type : (format as PostType),
        ...(byDuration ? { format, label: formatLabels[format] } : {}),
        posts: totals.posts,
        engagementRate: totals.engagementRate,
        averageLikes: roundHalfUp(totals.likes / totals.posts, 1),
        averageComments: roundHalfUp(totals.comments / totals.posts, 1),
        averageViews: totals.views === null ? null : roundHalfUp(totals.views / totals.posts, 1),
        ...(hasEngagementPerView(platform)
          ? {
              averageShares: roundHalfUp((totals.shares ?? 0) / totals.posts, 1),
              engagementRatePerView: totals.engagementRatePerView ?? null,
            }
          : {}),
      },
    ];
  });
}

/** Weekday (0 = Sunday) x hour in São Paulo: the cells with posts, with mean interactions. */
export function buildPeriodHeatmap(posts: readonly PeriodPostMetrics[], platform: Platform = "instagram") {
  const cells = new Map<string, { weekday: number; hour: number; posts: number; total: number }>();
  for (const post of posts) {
    const { weekday, hour } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, posts: 0, total: 0 };
    cell.posts += 1;
    cell.total += interactionsOf(platform, post);
    cells.set(key, cell);
  }
  return [...cells.values()]
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    .map((cell) => ({
      weekday: cell.weekday,
      hour: cell.hour,
      posts: cell.posts,
      averageInteractions: roundHalfUp(cell.total / cell.posts, 1),
    }));
}
