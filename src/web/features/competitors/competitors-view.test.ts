import { describe, expect, it } from "vitest";
import { competitorFollowersAxis, formatColumn } from "./competitors-view";

describe("competitorFollowersAxis", () => {
  it.each([
    // Brands of very different sizes: a log scale whose lowest tick is at or under the smallest account.
    [[1_234, 1_300, 48_200, 982_999]],
    [[3_150, 3_020, 21_000, 25_500]],
    [[640, 720, 5_100]],
    // Close sizes: a linear scale.
    [[9_800, 10_300, 12_100]],
    [[941_243, 941_247]],
    [[7]],
  ])("holds every point between its lowest and highest tick: %j", (values) => {
    const axis = competitorFollowersAxis(values)!;
    const [low, high] = axis.domain;
    expect(axis.ticks[0]).toBe(low);
    expect(axis.ticks.at(-1)).toBe(high);
    expect(low).toBeLessThanOrEqual(Math.min(...values));
    expect(high).toBeGreaterThanOrEqual(Math.max(...values));
    expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
  });

  it("uses a log scale only when the largest account is over 5x the smallest", () => {
    expect(competitorFollowersAxis([1_000, 5_000])!.scale).toBe("linear");
    expect(competitorFollowersAxis([1_000, 5_001])!.scale).toBe("log");
  });

  it("puts a log scale's ticks on 1, 2 and 5 times a power of ten", () => {
    expect(competitorFollowersAxis([3_150, 25_500])).toEqual({
      scale: "log",
      domain: [2_000, 50_000],
      ticks: [2_000, 5_000, 10_000, 20_000, 50_000],
    });
    expect(competitorFollowersAxis([1_234, 982_999])).toEqual({
      scale: "log",
      domain: [1_000, 1_000_000],
      ticks: [1_000, 10_000, 100_000, 1_000_000],
    });
  });

  it("has no axis without a positive count", () => {
    expect(competitorFollowersAxis([])).toBeNull();
    expect(competitorFollowersAxis([0])).toBeNull();
  });
});

describe("formatColumn", () => {
  it.each([
    ["followers", 982_999, "982.999"],
    ["growth", 7_179, "+7.179"],
    ["postsPerWeek", 5, "5,0"],
    ["averageLikes", 38_350, "38.350"],
    ["averageLikes", 38_350.04, "38.350"],
    ["averageComments", 45.5, "45,5"],
    ["engagementRate", 3.614, "3,61%"],
  ] as const)("writes %s %s as %s", (column, value, expected) => {
    expect(formatColumn(column, value)).toBe(expected);
  });
});
