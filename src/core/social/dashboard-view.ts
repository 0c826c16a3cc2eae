import { z } from "zod";
import { roundHalfUp } from "../format/round-half-up";
import { computeBaseMetrics } from "./metrics";
import type { Platform } from "./platforms";
import { profileDataSchema, relatedProfileSchema } from "./profile-data";
import { listRecentVideos } from "./videos";

// docs/product/screens.md: lists capped at 6 on the dashboard.
export const listCap = 6;

/**
 * The shape of the saved view: raise it when what the view holds or how it is computed changes,
 * and views saved with another version are built again from the stored profile when read.
 */
export const dashboardViewVersion = 1;

/**
 * What the dashboard shows of one collection (profile, the five metrics, the capped lists),
 * computed once when the collection is saved and kept with it (docs/decisions/021). The time of
 * the collection is not part of it: it is read from the row, which the development aid ages.
 * Undefined when the stored profile does not have the collected shape.
 */
export function buildDashboardView(collected: {
  source: string;
  profileData: unknown;
  relatedProfiles: unknown;
  platform?: Platform;
}) {
  const parsed = profileDataSchema.safeParse(collected.profileData);
  if (!parsed.success) return undefined;
  const related = z.array(relatedProfileSchema).catch([]).parse(collected.relatedProfiles);
  const { latestPosts, latestIgtvVideos: _igtv, ...profile } = parsed.data;
  return {
    version: dashboardViewVersion,
    source: collected.source,
    profile,
    // The network decides what an interaction is (decision 029); views saved before it are Instagram's.
    metrics: computeBaseMetrics(parsed.data, collected.platform ?? "instagram"),
    relatedProfiles: related.slice(0, listCap),
    relatedProfilesTotal: related.length,
    recentPosts: latestPosts.slice(0, listCap),
    // The videos the cards count and sum (feed videos, Reels and IGTV), not the IGTV list alone.
    recentVideos: listRecentVideos(parsed.data).slice(0, listCap),
  };
}

export type DashboardView = NonNullable<ReturnType<typeof buildDashboardView>>;

/**
 * The view with the account's followers now (decision 023: its latest day row), which differ
 * from the saved collection's only when a day row was written without a collection. The
 * engagement rate follows them: (average likes + average comments [+ average shares on TikTok]) / followers x 100, from the
 * saved averages (2 decimals each, so within 0.01 / followers x 100 of the exact sums' rate).
 */
export function withFollowersNow(view: DashboardView, followers: number | null): DashboardView {
  if (followers === null || followers === view.metrics.followersCount) return view;
  // On TikTok the mean shares count too (decision 029: interactions = likes + comments + shares).
  const perPost = view.metrics.averageLikes + view.metrics.averageComments + (view.metrics.averageShares ?? 0);
  const engagementRate = followers > 0 ? roundHalfUp((perPost / followers) * 100, 2) : 0;
  return {
    ...view,
    profile: { ...view.profile, followersCount: followers },
    metrics: { ...view.metrics, followersCount: followers, engagementRate },
  };
}
