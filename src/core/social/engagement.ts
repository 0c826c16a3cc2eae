import { roundHalfUp } from "../format/round-half-up";
import type { Platform } from "./platforms";

/*
 * Engagement, one definition per network (docs/decisions/029-tiktok.md). Every surface that shows
 * an engagement figure (dashboard, charts, PDF, Excel/CSV, /api/v1, recommendations' evidence,
 * alerts, competitors) reads it from here.
 *
 * - Interactions: likes + comments on Instagram; likes + comments + shares on TikTok.
 * - Per follower: mean interactions per post ÷ followers × 100, to 2 decimals (Instagram's
 *   formula; on TikTok with shares added). 0 without posts or followers.
 * - Per view (TikTok): interactions ÷ views of the same videos × 100, to 2 decimals; null
 *   without views.
 * - Per reach (the owner's insights, docs/decisions/040-owner-insights.md): interactions ÷ reach
 *   of the same posts × 100, to 2 decimals, over the posts that have a reach; null without reach.
 * Where one figure is asked for (alerts, recommendations' evidence, competitors' ranking), it is
 * per follower.
 */

/** What a post (or a sum of posts) has that counts as an interaction. A missing shares count is 0. */
export type InteractionCounts = { likes: number; comments: number; shares?: number | null };

/** The networks whose interactions count shares. */
const sharesCount: Readonly<Record<Platform, boolean>> = { instagram: false, tiktok: true };

/** Likes + comments on Instagram; likes + comments + shares on TikTok (decision 029). */
export function interactionsOf(platform: Platform, { likes, comments, shares }: InteractionCounts): number {
  return likes + comments + (sharesCount[platform] ? (shares ?? 0) : 0);
}

/** Whether the network counts shares among its interactions (and reports them per post). */
export function countsShares(platform: Platform): boolean {
  return sharesCount[platform];
}

/**
 * Engagement per follower: (sum of interactions ÷ posts) ÷ followers × 100, to 2 decimals; 0 when
 * there are no posts or no followers. Computed from the exact sums, not from rounded averages.
 */
export function engagementRatePerFollower(
  platform: Platform,
  sums: InteractionCounts,
  postCount: number,
  followers: number,
): number {
  if (postCount === 0 || followers <= 0) return 0;
  return roundHalfUp((interactionsOf(platform, sums) / postCount / followers) * 100, 2);
}

/** Engagement per view: interactions ÷ views of the same posts × 100, to 2 decimals; null without views. */
export function engagementRatePerView(platform: Platform, sums: InteractionCounts, views: number | null): number | null {
  if (views === null || views <= 0) return null;
  return roundHalfUp((interactionsOf(platform, sums) / views) * 100, 2);
}

/** A post's interactions and its reach (null when the network gave none). */
export type ReachedPostCounts = InteractionCounts & { reach: number | null };

/**
 * Engagement per reach: interactions ÷ reach of the same posts × 100, to 2 decimals. A post
 * without reach counts on neither side; null when no post has reach.
 */
export function engagementRatePerReach(platform: Platform, posts: readonly ReachedPostCounts[]): number | null {
  let interactions = 0;
  let reach = 0;
  for (const post of posts) {
    if (post.reach === null) continue;
    interactions += interactionsOf(platform, post);
    reach += post.reach;
  }
  if (reach <= 0) return null;
  return roundHalfUp((interactions / reach) * 100, 2);
}

/** Whether the network shows the engagement rate per view beside the one per follower. */
export function hasEngagementPerView(platform: Platform): boolean {
  return platform === "tiktok";
}

/** What an interaction is on a network, in words: "curtidas + comentários (+ compartilhamentos)". */
export function interactionsDescription(platform: Platform): string {
  return sharesCount[platform] ? "curtidas + comentários + compartilhamentos" : "curtidas + comentários";
}

/** The labels of the two rates, where both are shown (TikTok). Instagram's one rate keeps its name. */
export const engagementRateLabels = {
  perFollower: "Engajamento por seguidor",
  perView: "Engajamento por visualização",
  single: "Taxa de engajamento",
} as const;

/** The name of the per-follower rate on a network: "Taxa de engajamento", or "Engajamento por seguidor" beside the per-view one. */
export function perFollowerRateLabel(platform: Platform): string {
  return hasEngagementPerView(platform) ? engagementRateLabels.perFollower : engagementRateLabels.single;
}
