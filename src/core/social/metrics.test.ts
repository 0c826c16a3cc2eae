import { describe, expect, it } from "vitest";
import { computeBaseMetrics, computeEngagementRate } from "./metrics";
import { type ProfileData, profileDataSchema } from "./profile-data";

// Built through the schema so the defaults ([] lists, "" texts) are the real ones.
function parseProfile(overrides: Record<string, unknown>): ProfileData {
  return profileDataSchema.parse({
    username: "loja",
    followersCount: 2000,
    followsCount: 150,
    postsCount: 321,
    ...overrides,
  });
}

const post = (id: string, type: string, likesCount: number, commentsCount: number, extra: object = {}) => ({
  id,
  type,
  timestamp: "2025-06-01T12:00:00Z",
  likesCount,
  commentsCount,
  ...extra,
});

const igtv = (id: string, videoViewCount: number) => ({
  ...post(id, "igtv", 0, 0),
  title: "",
  videoViewCount,
  videoDuration: 60,
});

describe("computeBaseMetrics", () => {
  it("averages over the collected posts and sums views over the de-duplicated videos", () => {
    const profile = parseProfile({
      latestPosts: [
        post("i1", "image", 100, 10),
        post("c1", "clips", 200, 20, { videoViewCount: 1000 }),
        post("v1", "video", 30, 3),
      ],
      // c1 is also in latestPosts: counted once, with the feed's figure.
      latestIgtvVideos: [igtv("c1", 5000), igtv("t1", 700)],
    });
    expect(computeBaseMetrics(profile)).toEqual({
      followersCount: 2000,
      followsCount: 150,
      postsCount: 321,
      // c1, v1, t1.
      videosCount: 3,
      // (110 + 11) / 2000 x 100 = 6.05.
      engagementRate: 6.05,
      // 330 / 3 = 110; 33 / 3 = 11.
      averageLikes: 110,
      averageComments: 11,
      // 1000 (c1) + 0 (v1, not reported) + 700 (t1).
      totalViews: 1700,
    });
  });

  it("rounds the averages and the rate to 2 decimals", () => {
    const profile = parseProfile({
      followersCount: 7,
      latestPosts: [post("a", "image", 1, 0), post("b", "image", 2, 0), post("c", "image", 2, 1)],
    });
    const metrics = computeBaseMetrics(profile);
    // 5 / 3 = 1.667 -> 1.67; 1 / 3 = 0.333 -> 0.33; (5 + 1) / 3 / 7 x 100 = 28.571 -> 28.57.
    expect(metrics.averageLikes).toBe(1.67);
    expect(metrics.averageComments).toBe(0.33);
    expect(metrics.engagementRate).toBe(28.57);
  });

  it("gives an engagement rate of 0 with zero followers", () => {
    const profile = parseProfile({ followersCount: 0, latestPosts: [post("a", "image", 50, 5)] });
    expect(computeBaseMetrics(profile)).toMatchObject({ engagementRate: 0, averageLikes: 50, averageComments: 5 });
  });

  it("gives zeros, not NaN, without posts or videos", () => {
    expect(computeBaseMetrics(parseProfile({}))).toEqual({
      followersCount: 2000,
      followsCount: 150,
      postsCount: 321,
      videosCount: 0,
      engagementRate: 0,
      averageLikes: 0,
      averageComments: 0,
      totalViews: 0,
    });
  });
});

describe("computeEngagementRate", () => {
  it.each([
    // [likes, comments, posts, followers, expected]
    [1, 0, 1, 800, 0.13], // 1 / 800 x 100 = 0.125 -> 0.13 (half up)
    [90, 10, 1, 2000, 5],
    [0, 0, 0, 1000, 0],
    [10, 0, 1, 0, 0],
  ])("(%s + %s) over %s posts and %s followers -> %s", (likes, comments, posts, followers, expected) => {
    expect(computeEngagementRate(likes, comments, posts, followers)).toBe(expected);
  });
});
