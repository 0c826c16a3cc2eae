import { describe, expect, it } from "vitest";
import {
  buildEngagementSeries,
  buildPeriodHeatmap,
  summarizeByFormat,
  totalPeriodPosts,
  type PeriodPostMetrics,
} from "./period-summary";

const post = (
  type: PeriodPostMetrics["type"],
  iso: string,
  likes: number,
  comments: number,
  views: number | null = null,
): PeriodPostMetrics => ({
  type,
  publishedAt: new Date(iso),
  likes,
  comments,
  views,
});

// Sunday 2026-11-22 19:30 and Monday 2026-11-23 09:00 in São Paulo (UTC-3).
const posts = [
  post("clips", "2026-11-22T22:30:00Z", 300, 30, 5000),
  post("image", "2026-11-23T12:00:00Z", 100, 10),
  post("image", "2026-11-23T12:40:00Z", 50, 0),
];

describe("a period's posts", () => {
  it("totals them with the dashboard's engagement formula over the followers at the end", () => {
    // (450 / 3 + 40 / 3) / 1000 x 100 = 16.33
    expect(totalPeriodPosts(posts, 1000)).toEqual({ posts: 3, likes: 450, comments: 40, views: 5000, engagementRate: 16.33 });
  });

  it("has no engagement rate without posts or without a known follower count, never a made-up 0", () => {
    expect(totalPeriodPosts([], 1000).engagementRate).toBeNull();
    expect(totalPeriodPosts(posts, null).engagementRate).toBeNull();
    expect(totalPeriodPosts(posts, 0).engagementRate).toBeNull();
    expect(totalPeriodPosts([post("image", "2026-11-23T12:00:00Z", 1, 1)], 10).views).toBeNull();
  });

  it("spreads them over São Paulo days, formats and weekday x hour", () => {
    expect(buildEngagementSeries(posts, "2026-11-22", "2026-11-24", 1000)).toEqual([
      { day: "2026-11-22", posts: 1, interactions: 330, engagementRate: 33 },
      { day: "2026-11-23", posts: 2, interactions: 160, engagementRate: 8 },
      { day: "2026-11-24", posts: 0, interactions: 0, engagementRate: null },
    ]);
    expect(summarizeByFormat(posts, 1000).map((row) => [row.type, row.posts, row.averageViews])).toEqual([
      ["image", 2, null],
      ["clips", 1, 5000],
    ]);
    expect(buildPeriodHeatmap(posts)).toEqual([
      { weekday: 0, hour: 19, posts: 1, averageInteractions: 330 },
      { weekday: 1, hour: 9, posts: 2, averageInteractions: 80 },
    ]);
  });
});
