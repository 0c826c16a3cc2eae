import { saoPauloDay } from "../analytics/period";
import { engagementRatePerFollower, engagementRatePerReach } from "../social/engagement";
import type { Platform } from "../social/platforms";
import type { PostType } from "../social/profile-data";
import { getSaoPauloWeekdayHour } from "../social/sao-paulo-time";
import { readCaptionHashtags } from "../recommendations/caption-features";
import { formatPlural, weekdayNames } from "../recommendations/evidence-format";
import { baselineWeeks, type BaselineWeek } from "./outcome-method";

// What each recommendation targets (docs/decisions/050-recommendation-outcomes.md): the figure its
// outcome is measured on, and the change in the posts that shows the person followed it.

/** The figure measured: engagement per reach where the owner's insights give reach, else per follower. */
export const outcomeFigures = ["engagement_rate", "engagement_per_reach", "follower_growth"] as const;
export type OutcomeFigure = (typeof outcomeFigures)[number];

/** What the posts show the person changed. */
export const changeKinds = [
  "reels_share",
  "format_share",
  "weekday_share",
  "hour_share",
  "posts_per_week",
  "hashtags_per_post",
] as const;
export type ChangeKind = (typeof changeKinds)[number];

type RuleTarget = { figure: "engagement" | "follower_growth"; change: ChangeKind | null };

const ruleTargets: Readonly<Record<string, RuleTarget>> = {
  format_best: { figure: "engagement", change: "format_share" },
  saves_by_format: { figure: "engagement", change: "format_share" },
  shares_by_format: { figure: "engagement", change: "format_share" },
  format_try_reels: { figure: "engagement", change: "reels_share" },
  best_hour: { figure: "engagement", change: "hour_share" },
  best_weekday: { figure: "engagement", change: "weekday_share" },
  posting_frequency: { figure: "engagement", change: "posts_per_week" },
  hashtag_count: { figure: "engagement", change: "hashtags_per_post" },
  hashtag_diversity: { figure: "engagement", change: "hashtags_per_post" },
  best_hashtags: { figure: "engagement", change: "hashtags_per_post" },
  follower_loss: { figure: "follower_growth", change: null },
  follower_stall: { figure: "follower_growth", change: null },
};

/** Every other rule: engagement, with no change the posts can show (the verdict then rests on the figure). */
export function targetOfRule(ruleId: string): RuleTarget {
  return ruleTargets[ruleId] ?? { figure: "engagement", change: null };
}

/** A post as the outcome reads it: its latest figures and, with the owner's insights, its reach. */
export type OutcomePost = {
  publishedAt: Date;
  type: PostType;
  likes: number;
  comments: number;
  shares?: number | null;
  reach: number | null;
  caption: string;
};

/** The account's followers on São Paulo days (YYYY-MM-DD), oldest first. */
export type FollowerDay = { day: string; followers: number };

const dayMs = 86_400_000;
const isReel = (post: OutcomePost) => post.type === "clips" || post.type === "video";

/** Reach where most of the baseline's posts have it (then it is the fairer denominator). */
export function chooseFigure(ruleId: string, baselinePosts: readonly OutcomePost[]): OutcomeFigure {
  if (targetOfRule(ruleId).figure === "follower_growth") return "follower_growth";
  const reached = baselinePosts.filter((post) => post.reach !== null && post.reach > 0).length;
  return baselinePosts.length > 0 && reached / baselinePosts.length >= 0.8 ? "engagement_per_reach" : "engagement_rate";
}

const within = (instant: Date, from: Date, to: Date) => instant.getTime() >= from.getTime() && instant.getTime() < to.getTime();

/** The figure over [from, to) and how many posts (or follower days) it rests on. */
export function figureOver(
  figure: OutcomeFigure,
  platform: Platform,
  posts: readonly OutcomePost[],
  followerDays: readonly FollowerDay[],
  from: Date,
  to: Date,
): { value: number | null; samples: number } {
  if (figure === "follower_growth") {
    const days = followerDays.filter((row) => row.day >= saoPauloDay(from) && row.day < saoPauloDay(to));
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last || first === last || first.followers <= 0) return { value: null, samples: days.length };
    const span = (Date.parse(last.day) - Date.parse(first.day)) / dayMs;
    // Growth per week, in percent, so windows of different lengths compare.
    return { value: ((last.followers - first.followers) / first.followers) * 100 * (7 / span), samples: days.length };
  }
  const inWindow = posts.filter((post) => within(post.publishedAt, from, to));
  if (figure === "engagement_per_reach") {
    const reached = inWindow.map((post) => ({ ...post, reach: post.reach && post.reach > 0 ? post.reach : null }));
    return {
      value: engagementRatePerReach(platform, reached),
      samples: reached.filter((post) => post.reach !== null).length,
    };
  }
  const followers = [...followerDays].reverse().find((row) => row.day < saoPauloDay(to))?.followers ?? followerDays[0]?.followers;
  if (!followers || inWindow.length === 0) return { value: null, samples: inWindow.length };
  const sums = inWindow.reduce(
    (sum, post) => ({
      likes: sum.likes + post.likes,
      comments: sum.comments + post.comments,
      shares: sum.shares + (post.shares ?? 0),
    }),
    { likes: 0, comments: 0, shares: 0 },
  );
  return { value: engagementRatePerFollower(platform, sums, inWindow.length, followers), samples: inWindow.length };
}

/** The 8 weekly values before "done": week 1 is [done − 7 d, done). */
export function buildBaseline(
  figure: OutcomeFigure,
  platform: Platform,
  posts: readonly OutcomePost[],
  followerDays: readonly FollowerDay[],
  doneAt: Date,
): BaselineWeek[] {
  return Array.from({ length: baselineWeeks }, (_, index) => {
    const week = index + 1;
    const to = new Date(doneAt.getTime() - index * 7 * dayMs);
    const from = new Date(to.getTime() - 7 * dayMs);
    const { value, samples } = figureOver(figure, platform, posts, followerDays, from, to);
    return { week, value, samples };
  });
}

/**
 * What the change aims at, read from the baseline's posts: the format, weekday or hour whose
 * posts engaged best (as the rules find them); null for the kinds that need none.
 */
export function changeTargetOf(kind: ChangeKind | null, posts: readonly OutcomePost[]): string | null {
  if (kind !== "format_share" && kind !== "weekday_share" && kind !== "hour_share") return null;
  const keyOf = (post: OutcomePost) => {
    if (kind === "format_share") return post.type;
    const { weekday, hour } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
    return String(kind === "weekday_share" ? weekday : hour);
  };
  const groups = new Map<string, { interactions: number; posts: number }>();
  for (const post of posts) {
    const group = groups.get(keyOf(post)) ?? { interactions: 0, posts: 0 };
    groups.set(keyOf(post), { interactions: group.interactions + post.likes + post.comments, posts: group.posts + 1 });
  }
  let best: { key: string; mean: number } | null = null;
  for (const [key, group] of groups) {
    if (group.posts < 2) continue;
    const mean = group.interactions / group.posts;
    if (!best || mean > best.mean) best = { key, mean };
  }
  return best?.key ?? null;
}

/**
 * What the change aims at as the recommendation told it: the format its title names first
 * ("Aposte mais em Reels", "Seus Reels têm 2x mais salvamentos que as fotos"), the hour ("perto
 * das 18h") or the weekday ("às quartas-feiras"); null when the title names none.
 */
export function changeTargetFromTitle(kind: ChangeKind | null, title: string): string | null {
  if (kind === "format_share") {
    const named = Object.entries(formatPlural)
      .map(([type, { name }]) => ({ type, at: title.indexOf(name) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at);
    return named[0]?.type ?? null;
  }
  if (kind === "hour_share") return /\b(\d{1,2})h\b/.exec(title)?.[1] ?? null;
  if (kind === "weekday_share") {
    const weekday = weekdayNames.findIndex((name) =>
      title.includes(name.includes("-") ? name.replace("-feira", "s-feiras") : `${name}s`),
    );
    return weekday >= 0 ? String(weekday) : null;
  }
  return null;
}

/** The change's measure over [from, to): a share (0-100), posts per week or hashtags per post. */
export function measureChange(
  kind: ChangeKind | null,
  target: string | null,
  posts: readonly OutcomePost[],
  from: Date,
  to: Date,
): number | null {
  if (kind === null) return null;
  const inWindow = posts.filter((post) => within(post.publishedAt, from, to));
  if (kind === "posts_per_week") return inWindow.length / ((to.getTime() - from.getTime()) / (7 * dayMs));
  if (inWindow.length === 0) return null;
  const share = (test: (post: OutcomePost) => boolean) => (inWindow.filter(test).length / inWindow.length) * 100;
  switch (kind) {
    case "reels_share":
      return share(isReel);
    case "hashtags_per_post":
      return inWindow.reduce((sum, post) => sum + readCaptionHashtags(post.caption).length, 0) / inWindow.length;
    case "format_share":
      return target === null ? null : share((post) => post.type === target);
    case "weekday_share":
    case "hour_share": {
      if (target === null) return null;
      return share((post) => {
        const { weekday, hour } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
        // "Perto das 19h": the hour the rule names and the next one.
        return kind === "weekday_share" ? String(weekday) === target : Math.abs(hour - Number(target)) <= 1;
      });
    }
  }
}

/** How much the measure must move to count as the change made. */
const minimumChange: Readonly<Record<ChangeKind, number>> = {
  reels_share: 10,
  format_share: 10,
  weekday_share: 10,
  hour_share: 10,
  posts_per_week: 0.5,
  hashtags_per_post: 1,
};

/**
 * Whether the posts after show the change: shares and frequency must rise; hashtags per post
 * must move either way (the hashtag rules ask for fewer or more). Null when the posts cannot tell.
 */
export function wasChangeMade(kind: ChangeKind | null, before: number | null, after: number | null): boolean | null {
  if (kind === null || before === null || after === null) return null;
  if (kind === "hashtags_per_post") return Math.abs(after - before) >= minimumChange[kind];
  return after - before >= minimumChange[kind];
}
