import { roundHalfUp } from "../format/round-half-up";
import type { ProfileData } from "./profile-data";
import { listVideos } from "./videos";

// Spec §3 "Derived metrics", shown on the dashboard's profile and metric cards.
export type BaseMetrics = {
  followersCount: number;
  followsCount: number;
  postsCount: number;
  videosCount: number;
  engagementRate: number;
  averageLikes: number;
  averageComments: number;
  totalViews: number;
};

/**
 * (averageLikes + averageComments) / F x 100 to 2 decimals, 0 when F = 0 or there are no posts.
 * Computed from the exact sums, not from the rounded averages.
 */
export function computeEngagementRate(sumLikes: number, sumComments: number, postCount: number, followers: number): number {
  if (postCount === 0 || followers <= 0) return 0;
  return roundHalfUp(((sumLikes + sumComments) / postCount / followers) * 100, 2);
}

/**
 * DECISIONS.md "Advanced indicators": averages over P (the collected latestPosts), engagementRate =
 * (averageLikes + averageComments) / F x 100 to 2 decimals, 0 when F = 0 (and when P is empty).
 * postsCount is the profile's own total; videosCount and totalViews are over the videos set
 * (listVideos), the same items the dashboard lists as recent videos.
 */
export function computeBaseMetrics(profile: ProfileData): BaseMetrics {
  const posts = profile.latestPosts;
  let likes = 0;
  let comments = 0;
  for (const post of posts) {
    likes += post.likesCount;
    comments += post.commentsCount;
  }
  const n = posts.length;
  const followers = profile.followersCount;
  const videos = listVideos(profile);
  let totalViews = 0;
  for (const video of videos) totalViews += video.videoViewCount ?? 0;
  return {
    followersCount: followers,
    followsCount: profile.followsCount,
    postsCount: profile.postsCount,
    videosCount: videos.length,
    engagementRate: computeEngagementRate(likes, comments, n, followers),
    averageLikes: n > 0 ? roundHalfUp(likes / n, 2) : 0,
    averageComments: n > 0 ? roundHalfUp(comments / n, 2) : 0,
    totalViews,
  };
}
