import { describe, expect, it } from "vitest";
import {
  bestOnlineHours,
  onlineFollowersByWeekdayHour,
  reelsAverageWatchTime,
  shareOf,
  splitSettledDays,
  sumKnown,
} from "./owner-insights-figures";

describe("the best hours to post, from when the followers are online", () => {
  it("moves each hour from the network's clock to São Paulo's weekday and hour", () => {
    // 2026-11-30 is a Monday. 17:00 in Los Angeles (UTC-8) is 22:00 in São Paulo (UTC-3); 20:00
    // there is 01:00 on Tuesday here.
    const hours = Array.from({ length: 24 }, () => null as number | null);
    hours[17] = 400;
    hours[20] = 120;
    const map = onlineFollowersByWeekdayHour({ timeZone: "America/Los_Angeles", days: [{ day: "2026-11-30", hours }] });
    expect(map).toEqual([
      { weekday: 1, hour: 22, followers: 400 },
      { weekday: 2, hour: 1, followers: 120 },
    ]);
  });

  it("averages the days that fall on the same weekday and hour, leaving out the hours none has", () => {
    const day = (value: number | null) => Array.from({ length: 24 }, (_, hour) => (hour === 20 ? value : null));
    // Two Mondays a week apart, and a Tuesday whose 20:00 is missing.
    const map = onlineFollowersByWeekdayHour({
      timeZone: "America/Sao_Paulo",
      days: [
        { day: "2026-11-23", hours: day(300) },
        { day: "2026-11-30", hours: day(501) },
        { day: "2026-12-01", hours: day(null) },
      ],
    });
    expect(map).toEqual([{ weekday: 1, hour: 20, followers: 401 }]);
  });

  it("suggests the cells with the most followers online, ties going to the earlier weekday and hour", () => {
    const map = [
      { weekday: 3, hour: 12, followers: 80 },
      { weekday: 5, hour: 21, followers: 250 },
      { weekday: 2, hour: 21, followers: 250 },
      { weekday: 2, hour: 20, followers: 250 },
      { weekday: 0, hour: 4, followers: 0 },
    ];
    expect(bestOnlineHours(map, 3)).toEqual([
      { weekday: 2, hour: 20, followers: 250 },
      { weekday: 2, hour: 21, followers: 250 },
      { weekday: 5, hour: 21, followers: 250 },
    ]);
  });

  it("never suggests an hour when no follower is online", () => {
    expect(bestOnlineHours([{ weekday: 1, hour: 3, followers: 0 }])).toEqual([]);
    expect(bestOnlineHours([])).toEqual([]);
  });
});

describe("Reels' average watch time in a period", () => {
  it("weights each Reel's average by its views, leaving out other formats and Reels without either", () => {
    const posts = [
      { type: "clips" as const, views: 1_000, avgWatchTimeSeconds: 10 },
      { type: "clips" as const, views: 3_000, avgWatchTimeSeconds: 6 },
      { type: "clips" as const, views: null, avgWatchTimeSeconds: 40 },
      { type: "clips" as const, views: 500, avgWatchTimeSeconds: null },
      { type: "video" as const, views: 9_000, avgWatchTimeSeconds: 90 },
    ];
    // (10 x 1000 + 6 x 3000) / 4000 = 7
    expect(reelsAverageWatchTime(posts)).toBe(7);
  });

  it("is null without a Reel that has both", () => {
    expect(reelsAverageWatchTime([{ type: "image", views: 10, avgWatchTimeSeconds: null }])).toBeNull();
    expect(reelsAverageWatchTime([{ type: "clips", views: 0, avgWatchTimeSeconds: 3 }])).toBeNull();
  });
});

describe("sums and shares of figures that may be missing", () => {
  it("sums what is known and is null, never 0, when nothing is", () => {
    expect(sumKnown([3, null, 4, undefined])).toBe(7);
    expect(sumKnown([0, null])).toBe(0);
    expect(sumKnown([null, undefined])).toBeNull();
    expect(sumKnown([])).toBeNull();
  });

  it("gives a slice's share of its breakdown, null for an empty one", () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(0, 0)).toBeNull();
  });
});

describe("a daily line split where the network may still change the days", () => {
  it("draws the final days solid and the open ones apart, joined at the last final day", () => {
    const days = [
      { value: 10, final: true },
      { value: null, final: true },
      { value: 12, final: true },
      { value: 3, final: false },
      { value: null, final: false },
    ];
    expect(splitSettledDays(days)).toEqual({ settled: [10, null, 12, null, null], partial: [null, null, 12, 3, null] });
  });

  it("leaves the open line empty when every day is final, and the solid one when none is", () => {
    expect(splitSettledDays([{ value: 5, final: true }]).partial).toEqual([null]);
    expect(splitSettledDays([{ value: 5, final: false }])).toEqual({ settled: [null], partial: [5] });
  });
});
