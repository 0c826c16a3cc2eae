import { z } from "zod";
import { periodSchema } from "../analytics/analytics-responses";
import { interactionsOf } from "./engagement";
import { PLATFORMS, platformSchema, type Platform } from "./platforms";

// "Visão geral" (decision 029): a workspace's networks side by side in a period. The figures are
// each network's own (interactions per decision 029: + shares on TikTok), summed over its accounts.

/** One account's figures in the period: followers at its end (null before its first day row) and its posts' counts as of then. */
export type AccountPeriodTotals = {
  platform: Platform;
  followers: number | null;
  posts: number;
  likes: number;
  comments: number;
  shares: number;
};

export const networkOverviewItemSchema = z.object({
  platform: platformSchema,
  /** The network's active accounts in the workspace. */
  accounts: z.number().int(),
  /** Their followers at the period's end; null when none has been collected by then. */
  followers: z.number().int().nullable(),
  /** likes + comments (+ shares on TikTok) of the posts published in the period. */
  interactions: z.number().int(),
  /** Posts published in the period. */
  posts: z.number().int(),
});
export type NetworkOverviewItem = z.infer<typeof networkOverviewItemSchema>;

export const networkOverviewSchema = z.object({
  period: periodSchema,
  /** One entry per network with an active account, in the order of PLATFORMS. */
  networks: z.array(networkOverviewItemSchema),
});
export type NetworkOverview = z.infer<typeof networkOverviewSchema>;

/** Sums the accounts' figures per network, each network's interactions by its own definition. */
export function summarizeNetworks(accounts: readonly AccountPeriodTotals[]): NetworkOverviewItem[] {
  return PLATFORMS.flatMap((platform) => {
    const own = accounts.filter((account) => account.platform === platform);
    if (own.length === 0) return [];
    const known = own.filter((account) => account.followers !== null);
    return [
      {
        platform,
        accounts: own.length,
        followers: known.length === 0 ? null : known.reduce((sum, account) => sum + account.followers!, 0),
        interactions: own.reduce((sum, account) => sum + interactionsOf(platform, account), 0),
        posts: own.reduce((sum, account) => sum + account.posts, 0),
      },
    ];
  });
}
