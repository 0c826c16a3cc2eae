import { describe, expect, it } from "vitest";
import { computeBaseMetrics, computeEngagementRate } from "./metrics";
import {
  engagementRatePerFollower,
  engagementRatePerReach,
  engagementRatePerView,
  interactionsOf,
  perFollowerRateLabel,
} from "./engagement";
import { durationFormatOf, formatLabels, formatOfPost, formatsOf } from "./formats";
import { profileDataSchema } from "./profile-data";

// Decision 029: one definition of engagement per network.
describe("interactionsOf", () => {
  it("is likes + comments on Instagram, whatever shares a source reports", () => {
    expect(interactionsOf("instagram", { likes: 100, comments: 20 })).toBe(120);
    expect(interactionsOf("instagram", { likes: 100, comments: 20, shares: 50 })).toBe(120);
  });

  it("is likes + comments + shares on TikTok; a missing shares count adds nothing", () => {
    expect(interactionsOf("tiktok", { likes: 100, comments: 20, shares: 5 })).toBe(125);
    expect(interactionsOf("tiktok", { likes: 100, comments: 20, shares: null })).toBe(120);
    expect(interactionsOf("tiktok", { likes: 100, comments: 20 })).toBe(120);
  });
});

describe("engagement per follower", () => {
  it("is the mean interactions per post over followers, in %, to 2 decimals", () => {
    // (300 + 30 + 30) / 3 posts / 1000 followers x 100 = 12
    expect(engagementRatePerFollower("tiktok", { likes: 300, comments: 30, shares: 30 }, 3, 1000)).toBe(12);
    // (300 + 30) / 3 / 1000 x 100 = 11: Instagram ignores the shares
    expect(engagementRatePerFollower("instagram", { likes: 300, comments: 30, shares: 30 }, 3, 1000)).toBe(11);
    // 2 / 3 / 1000 x 100 = 0.0666... -> 0.07
    expect(engagementRatePerFollower("tiktok", { likes: 1, comments: 0, shares: 1 }, 3, 1000)).toBe(0.07);
  });

  it("is 0 without posts or followers, and Instagram's formula is the one computeEngagementRate always had", () => {
    expect(engagementRatePerFollower("tiktok", { likes: 10, comments: 1, shares: 1 }, 0, 1000)).toBe(0);
    expect(engagementRatePerFollower("tiktok", { likes: 10, comments: 1, shares: 1 }, 2, 0)).toBe(0);
    expect(computeEngagementRate(450, 40, 3, 1000)).toBe(
      engagementRatePerFollower("instagram", { likes: 450, comments: 40 }, 3, 1000),
    );
    expect(computeEngagementRate(450, 40, 3, 1000)).toBe(16.33);
  });
});

describe("engagement per view", () => {
  it("is interactions over views of the same videos, in %, to 2 decimals; null without views", () => {
    // (900 + 60 + 40) / 20000 x 100 = 5
    expect(engagementRatePerView("tiktok", { likes: 900, comments: 60, shares: 40 }, 20_000)).toBe(5);
    expect(engagementRatePerView("tiktok", { likes: 1, comments: 0, shares: 0 }, 3)).toBe(33.33);
    expect(engagementRatePerView("tiktok", { likes: 1, comments: 0, shares: 0 }, null)).toBeNull();
    expect(engagementRatePerView("tiktok", { likes: 1, comments: 0, shares: 0 }, 0)).toBeNull();
  });

  it("names the rates where both are shown", () => {
    expect(perFollowerRateLabel("tiktok")).toBe("Engajamento por seguidor");
    expect(perFollowerRateLabel("instagram")).toBe("Taxa de engajamento");
  });
});

describe("engagement per reach", () => {
  it("is interactions over the reach of the same posts, in %, to 2 decimals", () => {
    // (500 + 40 + 300 + 20) / (10000 + 6000) x 100 = 5.375 -> 5.38 (Instagram leaves shares out)
    const posts = [
      { likes: 500, comments: 40, shares: 99, reach: 10_000 },
      { likes: 300, comments: 20, reach: 6_000 },
    ];
    expect(engagementRatePerReach("instagram", posts)).toBe(5.38);
    // TikTok counts the shares: (500 + 40 + 99 + 300 + 20) / 16000 x 100 = 5.99375 -> 5.99
    expect(engagementRatePerReach("tiktok", posts)).toBe(5.99);
  });

  it("leaves out the posts without reach, from the interactions as from the reach", () => {
    const posts = [
      { likes: 100, comments: 10, reach: 2_000 },
      { likes: 9_000, comments: 900, reach: null },
    ];
    // 110 / 2000 x 100 = 5.5: the second post's interactions are not divided by the first's reach
    expect(engagementRatePerReach("instagram", posts)).toBe(5.5);
  });

  it("is null when no post has reach", () => {
    expect(engagementRatePerReach("instagram", [])).toBeNull();
    expect(engagementRatePerReach("instagram", [{ likes: 3, comments: 1, reach: null }])).toBeNull();
    expect(engagementRatePerReach("instagram", [{ likes: 0, comments: 0, reach: 0 }])).toBeNull();
  });
});

const video = (id: string, likes: number, comments: number, shares: number, views: number | null, duration: number) => ({
  id,
  type: "video",
  caption: "",
  timestamp: "2026-11-20T12:00:00.000Z",
  likesCount: likes,
  commentsCount: comments,
  sharesCount: shares,
  videoViewCount: views,
  videoDuration: duration,
});

describe("a TikTok profile's dashboard metrics", () => {
  const profile = profileDataSchema.parse({
    username: "criadora",
    followersCount: 2000,
    followsCount: 10,
    postsCount: 3,
    latestPosts: [video("a", 100, 10, 10, 1000, 12), video("b", 200, 20, 30, 4000, 45), video("c", 50, 5, 5, null, 90)],
  });

  it("counts shares in the rate per follower and gives the rate per view of the videos with views", () => {
    const metrics = computeBaseMetrics(profile, "tiktok");
    // (430 sum of interactions) / 3 / 2000 x 100 = 7.1666 -> 7.17
    expect(metrics.engagementRate).toBe(7.17);
    expect(metrics.averageShares).toBe(15);
    // Videos a and b only: (120 + 250) / 5000 x 100 = 7.4
    expect(metrics.engagementRatePerView).toBe(7.4);
  });

  it("leaves Instagram's metrics as they were: no shares, no rate per view", () => {
    const metrics = computeBaseMetrics(profile);
    expect(metrics.engagementRate).toBe(computeEngagementRate(350, 35, 3, 2000));
    expect(metrics).not.toHaveProperty("engagementRatePerView");
    expect(metrics).not.toHaveProperty("averageShares");
  });
});

describe("formats", () => {
  it("are durations on TikTok: up to 15 s, 16 to 60 s, more than 60 s", () => {
    expect([0, 15, 15.4, 16, 60, 61, 600].map(durationFormatOf)).toEqual([
      "up_to_15s",
      "up_to_15s",
      "16_to_60s",
      "16_to_60s",
      "16_to_60s",
      "over_60s",
      "over_60s",
    ]);
    expect(durationFormatOf(null)).toBe("duration_unknown");
    expect(formatsOf("tiktok").map((format) => formatLabels[format])).toEqual([
      "Até 15 s",
      "16 a 60 s",
      "Mais de 60 s",
      "Duração não informada",
    ]);
    expect(formatOfPost("tiktok", { type: "video", duration: 30 })).toBe("16_to_60s");
  });

  it("are post types on Instagram", () => {
    expect(formatOfPost("instagram", { type: "sidecar", duration: 30 })).toBe("sidecar");
    expect(formatsOf("instagram").map((format) => formatLabels[format])).toEqual(["Foto", "Carrossel", "Vídeo", "Reels"]);
  });
});
