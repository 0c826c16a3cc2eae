import { describe, expect, it } from "vitest";
import { buildDailyFollowers, buildEngagementHeatmap, buildEngagementPerPost } from "./history";
import type { Post } from "./profile-data";

const post = (id: string, timestamp: string, likesCount: number, commentsCount: number): Post => ({
  id,
  type: "image",
  caption: "",
  timestamp,
  displayUrl: "",
  url: "",
  likesCount,
  commentsCount,
  hashtags: [],
  mentions: [],
  taggedUsers: [],
});

describe("buildEngagementPerPost", () => {
  it("orders posts oldest first and skips unreadable timestamps", () => {
    const result = buildEngagementPerPost([
      post("b", "2026-11-20T12:00:00Z", 10, 2),
      post("x", "não é data", 1, 1),
      post("a", "2026-11-19T12:00:00Z", 5, 1),
    ]);
    expect(result.map((p) => [p.id, p.engagement])).toEqual([
      ["a", 6],
      ["b", 12],
    ]);
  });
});

describe("buildEngagementHeatmap", () => {
  it("averages engagement per São Paulo weekday and hour", () => {
    // Both posts are Friday 20:xx in São Paulo (23:xx UTC): (100 + 10 + 50 + 0) / 2 = 80.
    const grid = buildEngagementHeatmap([
      post("a", "2026-11-20T23:05:00Z", 100, 10),
      post("b", "2026-11-20T23:50:00Z", 50, 0),
      post("c", "2026-11-22T15:00:00Z", 7, 0),
    ]);
    expect(grid).toHaveLength(7);
    expect(grid[5]![20]).toEqual({ weekday: 5, hour: 20, posts: 2, meanEngagement: 80 });
    // Sunday 12:00 local.
    expect(grid[0]![12]).toMatchObject({ posts: 1, meanEngagement: 7 });
    expect(grid.flat().filter((cell) => cell.posts > 0)).toHaveLength(2);
  });
});

describe("buildDailyFollowers", () => {
  it("keeps one point per São Paulo day, the day's last count, oldest first", () => {
    const at = (iso: string, followersCount: number) => ({ capturedAt: new Date(iso), followersCount });
    expect(
      buildDailyFollowers([
        at("2025-11-24T12:00:00Z", 941_243),
        at("2025-11-24T18:00:00Z", 941_245),
        // 01:30 UTC on the 25th is still the 24th in São Paulo (UTC-3).
        at("2025-11-25T01:30:00Z", 941_247),
        at("2025-11-23T15:00:00Z", 940_100),
        at("2025-11-25T03:00:00Z", 941_300),
      ]),
    ).toEqual([
      { capturedAt: "2025-11-23T15:00:00.000Z", followers: 940_100 },
      { capturedAt: "2025-11-25T01:30:00.000Z", followers: 941_247 },
      { capturedAt: "2025-11-25T03:00:00.000Z", followers: 941_300 },
    ]);
    expect(buildDailyFollowers([])).toEqual([]);
  });
});
