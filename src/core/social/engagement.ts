import type { Platform } from "./platforms";

/** A post's (or a period's) counts that make its interactions. Shares are null where the network does not report them. */
export type InteractionCounts = { likes: number; comments: number; shares?: number | null };

/**
 * The interactions of a post or of a sum of posts, one definition per network (decision 029):
 * likes + comments on Instagram (spec §3), likes + comments + shares on TikTok.
 */
export function interactionsOf(platform: Platform, { likes, comments, shares }: InteractionCounts): number {
  return platform === "tiktok" ? likes + comments + (shares ?? 0) : likes + comments;
}
