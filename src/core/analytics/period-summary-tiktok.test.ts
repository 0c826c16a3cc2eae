import { describe, expect, it } from "vitest";
import {
  buildEngagementSeries,
  buildPeriodHeatmap,
  postEngagementRate,
  summarizeByFormat,
  totalPeriodPosts,
  type PeriodPostMetrics,
} from "./period-summary";

// Decision 029: a TikTok period counts shares among the interactions, has a rate per view, and
// compares durations.
const video = (
  iso: string,
  likes: number,
  comments: number,
  shares: number,
  views: number | null,
  duration: number | null,
): PeriodPostMetrics => ({
  type: "video",
  publishedAt: new Date(iso),
  likes,
  comments,
  views,
  shares,
  duration,
});
const posts = [
  video("2026-11-22T22:30:00Z", 300, 30, 70, 10_000, 12),
  video("2026-11-23T12:00:00Z", 100, 10, 10, 2_000, 40),
  video("2026-11-23T12:40:00Z", 50, 0, 0, null, 95),
];

describe("a TikTok period's posts", () => {
  it("total their shares, the rate per follower with shares and the rate per view", () => {
    // (450 + 40 + 80) / 3 / 1000 x 100 = 19; per view: (400 + 120) / 12000 x 100 = 4.33
    expect(totalPeriodPosts(posts, 1000, "tiktok")).toEqual({
      posts: 3,
      likes: 450,
      comments: 40,
      shares: 80,
      views: 12_000,
      engagementRate: 19,
      engagementRatePerView: 4.33,
    });
    expect(postEngagementRate(posts[0]!, 1000, "tiktok")).toBe(40);
    // Instagram's figures of the same numbers stay without shares.
    expect(totalPeriodPosts(posts, 1000)).toEqual({ posts: 3, likes: 450, comments: 40, views: 12_000, engagementRate: 16.33 });
  });

  it("spread interactions with shares over days and hours, and compare durations", () => {
    expect(buildEngagementSeries(posts, "2026-11-22", "2026-11-23", 1000, "tiktok").map((point) => point.interactions)).toEqual([
      400, 170,
    ]);
    expect(buildPeriodHeatmap(posts, "tiktok")[0]).toMatchObject({ weekday: 0, hour: 19, averageInteractions: 400 });
    expect(
      summarizeByFormat(posts, 1000, "tiktok").map((row) => [
        row.format,
        row.label,
        row.type,
        row.posts,
        row.averageShares,
        row.engagementRatePerView,
      ]),
    ).toEqual([
      ["up_to_15s", "Até 15 s", "video", 1, 70, 4],
      ["16_to_60s", "16 a 60 s", "video", 1, 10, 6],
      ["over_60s", "Mais de 60 s", "video", 1, 0, null],
    ]);
  });

  it("list a video without a known duration apart, never in a guessed bucket", () => {
    const unknown = [video("2026-11-23T12:00:00Z", 10, 1, 1, 100, null)];
    expect(summarizeByFormat(unknown, 1000, "tiktok").map((row) => [row.format, row.label])).toEqual([
      ["duration_unknown", "Duração não informada"],
    ]);
  });
});
