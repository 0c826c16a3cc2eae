import type { Insight } from "@core/social/owner-insights";
import { describe, expect, it } from "vitest";
import { createTikTokDemoProfile } from "./demo";
import { createTikTokDemoInsightsSource } from "./demo-insights";
import { displayApiInsights } from "./display-api";

const now = new Date("2026-11-20T15:00:00Z");
const source = createTikTokDemoInsightsSource(() => "padariadoze");
const valueOf = <T>(insight: Insight<T>): T => {
  if (!insight.available) throw new Error(`expected figures, got ${insight.reason}`);
  return insight.value;
};

describe("TikTok demo insights (a Business account's stand-in)", () => {
  it("gives each video its reach under its views, a watch time within it and a full-watch rate, the same twice", async () => {
    const { profile } = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 20, now });
    const posts = profile.latestPosts.map((post) => ({ id: post.id, type: post.type, timestamp: post.timestamp }));
    const entries = valueOf(await source.fetchPostInsights({ accessToken: "t", posts, now }));
    expect(valueOf(await source.fetchPostInsights({ accessToken: "t", posts, now }))).toEqual(entries);
    for (const [index, entry] of entries.entries()) {
      const video = profile.latestPosts[index]!;
      const insights = valueOf(entry.insights);
      expect(insights.views).toBe(video.videoViewCount);
      expect(insights.shares).toBe(video.sharesCount);
      expect(insights.reach).toBeLessThan(insights.views!);
      expect(insights.avgWatchTimeSeconds).toBeLessThanOrEqual(video.videoDuration!);
      expect(insights.fullWatchRate).toBeGreaterThan(0);
      expect(insights.fullWatchRate).toBeLessThan(1);
      expect(insights.totalInteractions).toBe(video.likesCount + video.commentsCount + video.sharesCount!);
    }
  });

  it("reports a day's video views, profile views and follows, not the accounts reached", async () => {
    const rows = valueOf(await source.fetchAccountDays({ accessToken: "t", from: "2026-11-01", to: "2026-11-10", now }));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect([row.reach, row.accountsEngaged, row.profileLinksTaps]).toEqual([null, null, null]);
      expect(row.views).toBeGreaterThan(row.profileViews!);
      expect(row.follows).toBeGreaterThanOrEqual(0);
    }
  });

  it("gives the audience by age, gender and country, no cities, its online hours, and no stories", async () => {
    const audience = await source.fetchAudience({ accessToken: "t", followersCount: 50_000, now });
    const followers = valueOf(audience.followers);
    expect(followers.city).toBeNull();
    expect(followers.country?.[0]?.key).toBe("BR");
    expect(audience.engaged).toEqual({ available: false, reason: "not_supported" });
    expect(valueOf(audience.online).days).toHaveLength(30);
    expect(await source.fetchStories({ accessToken: "t", now })).toEqual({ available: false, reason: "not_supported" });
  });
});

describe("the Display API's insights", () => {
  it("has none: every figure is not_supported", async () => {
    const input = { accessToken: "act.live", now };
    expect(
      await displayApiInsights.fetchPostInsights({ ...input, posts: [{ id: "7", type: "video", timestamp: now.toISOString() }] }),
    ).toEqual({ available: false, reason: "not_supported" });
    expect(await displayApiInsights.fetchAccountDays({ ...input, from: "2026-11-01", to: "2026-11-02" })).toEqual({
      available: false,
      reason: "not_supported",
    });
    expect(await displayApiInsights.fetchAudience({ ...input, followersCount: 5000 })).toEqual({
      followers: { available: false, reason: "not_supported" },
      engaged: { available: false, reason: "not_supported" },
      online: { available: false, reason: "not_supported" },
    });
    expect(await displayApiInsights.fetchStories(input)).toEqual({ available: false, reason: "not_supported" });
  });
});
