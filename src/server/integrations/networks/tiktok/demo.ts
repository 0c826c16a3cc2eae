import { profileDataSchema, type Post } from "@core/social/profile-data";
import { createDemoDraws, createDemoProfile, createPostPicture, type DemoDraws } from "../instagram/demo";
import { createRandom } from "../instagram/demo-random";
import type { CollectedProfile, PublicProfileSource } from "../network.port";

/*
 * TikTok's demo source (decision 029): deterministic like Instagram's, from the same seeded
 * account (niche, captions, posting times, follower curve, comments), reshaped as a TikTok
 * creator: every post is a video with its duration, views and shares; followers run larger and
 * views far above followers, as on TikTok; no related profiles and no tagged users (the Display
 * API gives neither).
 */

// TikTok audiences of the same creator run larger than on Instagram.
export const followerFactor = 1.8;

/** The seeded account's post reshaped as this creator's TikTok video (demo-insights.ts reads it too). */
export function videoOf(post: Post, username: string, colors: [string, string]): Post {
  const random = createRandom(`tiktok:${username}:${post.id}`);
  // Most TikToks are short; a few run long (the duration buckets of the formats chart).
  const duration = random.chance(0.55) ? random.int(7, 30) : random.chance(0.7) ? random.int(31, 60) : random.int(61, 180);
  const likes = Math.round(post.likesCount * random.between(1.2, 2.4));
  return {
    ...post,
    type: "video",
    likesCount: likes,
    // Kept as the seeded account's, so the demo comments read with a collection add up to it.
    videoViewCount: Math.round(likes * random.between(7, 22) * random.spread(0.4)) + likes,
    videoDuration: duration,
    sharesCount: Math.round(likes * random.between(0.02, 0.12)),
    url: `https://www.tiktok.com/@${username}/video/${post.id}`,
    // The seeded post's thumbnail names its Instagram format ("Carrossel", "Reels"): a TikTok is
    // a video. Its own draw, so the figures above stay as they were.
    displayUrl: createPostPicture("video", colors, createRandom(`tiktok:${username}:${post.id}|cover`).int(0, 359)),
    taggedUsers: [],
  };
}

/** The TikTok creator of a username as collected at `now` (pure and deterministic). */
export function createTikTokDemoProfile(
  input: { username: string; postsLimit: number; commentsLimit?: number; now: Date },
  draws?: DemoDraws,
): CollectedProfile {
  const demoDraws = draws ?? createDemoDraws();
  const collected = createDemoProfile(input, demoDraws);
  const { profile } = collected;
  const username = profile.username;
  const { colors } = demoDraws.account(username).account.niche;
  const latestPosts = profile.latestPosts.map((post) => videoOf(post, username, colors));
  return {
    ...collected,
    profile: profileDataSchema.parse({
      ...profile,
      // TikTok has no business category or external link on the Display API's profile.
      isBusinessAccount: false,
      businessCategoryName: null,
      externalUrl: null,
      url: `https://www.tiktok.com/@${username}`,
      followersCount: Math.round(profile.followersCount * followerFactor),
      igtvVideoCount: 0,
      latestPosts,
      latestIgtvVideos: [],
    }),
    relatedProfiles: [],
  };
}

export function createTikTokDemoSource(): PublicProfileSource {
  return {
    kind: "demo",
    fetchProfile: async (input) => createTikTokDemoProfile(input),
    fetchHistory: async (input) => {
      const draws = createDemoDraws();
      return input.at.map((now) =>
        createTikTokDemoProfile({ username: input.username, postsLimit: input.postsLimit, now }, draws),
      );
    },
  };
}
