import { roundHalfUp } from "../format/round-half-up";
import { engagementRatePerFollower, engagementRatePerView, hasEngagementPerView } from "./engagement";
import type { Platform } from "./platforms";
import type { Post, ProfileData } from "./profile-data";
import { listVideos } from "./videos";

// The base metrics of docs/product/metrics.md, shown on the dashboard's profile and metric cards.
export type BaseMetrics = {
  followersCount: number;
  followsCount: number;
  postsCount: number;
  videosCount: number;
  engagementRate: number;
  averageLikes: number;
  averageComments: number;
  totalViews: number;
  /**
   * TikTok only (decision 029): the mean shares per post and the engagement per view
   * (interactions ÷ views of the same videos, in %; null without views). engagementRate is then
   * the rate per follower, shares included.
   */
  averageShares?: number;
  engagementRatePerView?: number | null;
};

/**
 * (averageLikes + averageComments) / F x 100 to 2 decimals, 0 when F = 0 or there are no posts.
 * Computed from the exact sums, not from the rounded averages.
 */
export function computeEngagementRate(sumLikes: number, sumComments: number, postCount: number, followers: number): number {
  return engagementRatePerFollower("instagram", { likes: sumLikes, comments: sumComments }, postCount, followers);
}

/** Engagement per view over the posts that report views (decision 029): their interactions ÷ their views. */
export function computePostsRatePerView(
  platform: Platform,
  posts: readonly Pick<Post, "likesCount" | "commentsCount" | "sharesCount" | "videoViewCount">[],
) {
  let likes = 0;
  let comments = 0;
  let shares = 0;
  let views = 0;
  for (const post of posts) {
    if (!post.videoViewCount) continue;
    likes += post.likesCount;
    comments += post.commentsCount;
    shares += post.sharesCount ?? 0;
    views += post.videoViewCount;
  }
  return engagementRatePerView(platform, { likes, comments, shares }, views || null);
}

/**
 * docs/product/metrics.md: averages over P (the collected latestPosts), engagementRate =
 * (averageLikes + averageComments) / F x 100 to 2 decimals, 0 when F = 0 (and when P is empty).
 * postsCount is the profile's own total; videosCount and totalViews are over the videos set
 * (listVideos), the same items the dashboard lists as recent videos.
 */
export function computeBaseMetrics(profile: ProfileData, platform: Platform = "instagram"): BaseMetrics {
  const posts = profile.latestPosts;
  let likes = 0;
  let comments = 0;
  let shares = 0;
  for (const post of posts) {
    likes += post.likesCount;
    comments += post.commentsCount;
    shares += post.sharesCount ?? 0;
  }
  const n = posts.length;
  const followers = profile.followersCount;
  const videos = listVideos(profile);
  let totalViews = 0;
  for (const video of videos) totalViews += video.videoViewCount ?? 0;
  const metrics: BaseMetrics = {
    followersCount: followers,
    followsCount: profile.followsCount,
    postsCount: profile.postsCount,
    videosCount: videos.length,
    engagementRate: engagementRatePerFollower(platform, { likes, comments, shares }, n, followers),
    averageLikes: n > 0 ? roundHalfUp(likes / n, 2) : 0,
    averageComments: n > 0 ? roundHalfUp(comments / n, 2) : 0,
    totalViews,
  };
  if (!hasEngagementPerView(platform)) return metrics;
  return {
    ...metrics,
    averageShares: n > 0 ? roundHalfUp(shares / n, 2) : 0,
    engagementRatePerView: computePostsRatePerView(platform, posts),
  };
}
