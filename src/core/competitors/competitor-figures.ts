import { z } from "zod";
import { periodSchema } from "../analytics/analytics-responses";
import { roundHalfUp } from "../format/round-half-up";
import { engagementRatePerFollower } from "../social/engagement";
import type { Platform } from "../social/platforms";
import { POST_TYPES, type PostType } from "../social/profile-data";
import { platformSchema } from "../social/platforms";
import { addDaysTo, countDays, saoPauloDay, type Day } from "../analytics/period";
import { rankedColumns, type RankedColumn } from "./ranked-columns";

// Competitor benchmarking (docs/decisions/022). The figures of one tracked profile (the current
// own account or a competitor) in a period, read from the same day tables as the dashboard's
// period section. The server's `competitorPeriodFigures(db, workspaceId, accountId, period)`
// (src/server/features/competitors/competitor-figures.service.ts) returns this shape; the
// /concorrentes page, and the recommendations, alerts, reports and public API read it there.

export const competitorPostSchema = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  caption: z.string(),
  permalink: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
  likes: z.number(),
  comments: z.number(),
  /** Against the profile's followers at the period's end; null without a known count. */
  engagementRate: z.number().nullable(),
});
export type CompetitorPost = z.infer<typeof competitorPostSchema>;

export const profileFiguresSchema = z.object({
  /** The tracked profile's id (social_media_profiles.id). */
  profileId: z.string(),
  kind: z.enum(["own", "competitor"]),
  /** The profile's network: a comparison holds one network's profiles (docs/decisions/034). */
  platform: platformSchema,
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** True until the profile's first collection wrote its history (a just-added competitor). */
  collecting: z.boolean(),
  /** Followers on the period's last day with data (null: none collected by then). */
  followers: z.number().nullable(),
  /** Followers gained in the period: the dashboard's "Novos seguidores" (decision 023, measureFollowerGrowth). */
  growth: z.number().nullable(),
  /** Posts published in the period (0 while collecting). */
  posts: z.number(),
  /** Posts a week, rounded to 1 decimal for the table; figures built on it start from `posts`. */
  postsPerWeek: z.number().nullable(),
  /** Mean interactions per post / followers x 100, the dashboard's formula (@core/social/engagement; + shares on TikTok). */
  engagementRate: z.number().nullable(),
  averageLikes: z.number().nullable(),
  averageComments: z.number().nullable(),
  /** Interactions of the period's posts (likes + comments; + shares on TikTok): share of engagement's numerator. */
  interactions: z.number(),
  /** Share of each format in the period's posts, 0-1, only the formats it has. */
  formatMix: z.array(z.object({ type: z.enum(POST_TYPES), posts: z.number(), share: z.number() })),
  topHashtags: z.array(z.object({ tag: z.string(), posts: z.number() })),
  bestPost: competitorPostSchema.nullable(),
  topPosts: z.array(competitorPostSchema),
  followersSeries: z.array(z.object({ day: z.string(), followers: z.number() })),
  /** Engagement rate of the posts published in each 7-day slice of the period (ends on `day`). */
  engagementSeries: z.array(z.object({ day: z.string(), engagementRate: z.number().nullable() })),
});
export type ProfileFigures = z.infer<typeof profileFiguresSchema>;

export { rankedColumns, type RankedColumn };

export const comparisonSchema = z.object({
  period: periodSchema,
  /** The network compared: the own account's; only its competitors are in the comparison (docs/decisions/034). */
  platform: platformSchema,
  source: z.enum(["demo", "apify", "graph"]),
  own: profileFiguresSchema.nullable(),
  competitors: z.array(profileFiguresSchema),
  /** The own account's place (1 = best) among everyone with a value in each column; null without one. */
  ranks: z.record(z.enum(rankedColumns), z.object({ position: z.number().nullable(), of: z.number() })),
  /** Each profile's share of all the period's likes and comments, 0-1 (0 when nobody has any). */
  engagementShare: z.array(
    z.object({ profileId: z.string(), username: z.string(), interactions: z.number(), share: z.number() }),
  ),
});
export type CompetitorComparison = z.infer<typeof comparisonSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  /** The competitor's network (decision 034): Instagram or TikTok. */
  platform: platformSchema,
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followersCount: z.number().nullable(),
  dataSource: z.enum(["demo", "apify", "graph"]),
  /** Start's paid add-on (R$ 9,90/mês) or included in the plan. */
  billing: z.enum(["included", "addon"]),
  lastCollectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorListSchema = z.object({
  competitors: z.array(competitorSchema),
  limit: z.object({
    planId: z.string(),
    planName: z.string(),
    max: z.number(),
    included: z.number(),
    addOnPriceCentavos: z.number().nullable(),
    /** Start: add-ons paid on the subscription (the provider's quantity). */
    paidAddons: z.number(),
  }),
  /** Where each network's public profiles are read: a configured scraper, or demo data ("Dados de demonstração"). */
  sources: z.array(z.object({ platform: platformSchema, kind: z.enum(["apify", "demo"]) })),
});
export type CompetitorList = z.infer<typeof competitorListSchema>;

/** POST /api/competitors: added (collecting), or Start's add-on to pay first at `checkoutUrl`. */
export const addCompetitorResultSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("added"), competitor: competitorSchema }),
  z.object({ status: z.literal("payment_required"), checkoutUrl: z.string(), amountCentavos: z.number() }),
]);
export type AddCompetitorResult = z.infer<typeof addCompetitorResultSchema>;

// ------------------------------------------------------------------ pure maths

type Post = {
  type: PostType;
  publishedAt: Date;
  likes: number;
  comments: number;
  shares?: number | null;
  hashtags?: readonly string[];
};

export function postsPerWeek(posts: number, from: Day, to: Day): number {
  return roundHalfUp((posts / countDays(from, to)) * 7, 1);
}

export function formatMix(posts: readonly Pick<Post, "type">[]) {
  return POST_TYPES.flatMap((type) => {
    const n = posts.filter((post) => post.type === type).length;
    return n === 0 ? [] : [{ type, posts: n, share: roundHalfUp(n / posts.length, 3) }];
  });
}

/** The tags used in the most posts (a post counts once per tag), ties alphabetical. */
export function topHashtags(posts: readonly Pick<Post, "hashtags">[], limit = 5) {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of new Set((post.hashtags ?? []).map((t) => t.toLowerCase()))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([tag, posts]) => ({ tag, posts }));
}

/** Engagement rate per 7-day slice, the last slice ending on `to` (a slice without posts is null). */
export function weeklyEngagementSeries(
  posts: readonly Post[],
  from: Day,
  to: Day,
  followersOn: (day: Day) => number | null,
  platform: Platform = "instagram",
) {
  const ends: Day[] = [];
  for (let end = to; end >= from; end = addDaysTo(end, -7)) ends.unshift(end);
  return ends.map((end) => {
    const start = addDaysTo(end, -6) < from ? from : addDaysTo(end, -6);
    const inSlice = posts.filter((post) => {
      const day = saoPauloDay(post.publishedAt);
      return day >= start && day <= end;
    });
    const followers = followersOn(end);
    const rate =
      inSlice.length === 0 || !followers
        ? null
        : engagementRatePerFollower(
            platform,
            {
              likes: inSlice.reduce((sum, post) => sum + post.likes, 0),
              comments: inSlice.reduce((sum, post) => sum + post.comments, 0),
              shares: inSlice.reduce((sum, post) => sum + (post.shares ?? 0), 0),
            },
            inSlice.length,
            followers,
          );
    return { day: end, engagementRate: rate };
  });
}

/** The own profile's place (1 = highest) among the profiles with a value in `column`. */
export function rankOf(own: ProfileFigures | null, all: readonly ProfileFigures[], column: RankedColumn) {
  const values = all.map((profile) => profile[column]).filter((value): value is number => value !== null);
  const mine = own?.[column] ?? null;
  if (mine === null) return { position: null, of: values.length };
  return { position: values.filter((value) => value > mine).length + 1, of: values.length };
}

export function engagementShare(all: readonly ProfileFigures[]) {
  const total = all.reduce((sum, profile) => sum + profile.interactions, 0);
  return all.map((profile) => ({
    profileId: profile.profileId,
    username: profile.username,
    interactions: profile.interactions,
    share: total === 0 ? 0 : roundHalfUp(profile.interactions / total, 4),
  }));
}
