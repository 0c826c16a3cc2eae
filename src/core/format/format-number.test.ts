import { describe, expect, it } from "vitest";
import { formatAverage, formatAxisTicks, formatCompactNumber, formatCount, roundAverage } from "./format-number";

describe("formatCompactNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    // docs/product/screens.md boundary: K only *above* 1,000, so 1000 itself is written in full with the pt-BR dot.
    [1000, "1.000"],
    // 1001 / 1000 = 1,001 -> rounded to one decimal 1,0 -> trailing ',0' dropped.
    [1001, "1K"],
    [1049, "1K"],
    [1050, "1,1K"],
    [1500, "1,5K"],
    // Rounded to the shown decimal, not truncated: 1,999 is 2K, 7.179 is 7,2K, 982.999 is 983K.
    [1999, "2K"],
    [2000, "2K"],
    [7179, "7,2K"],
    [45_678, "45,7K"],
    [982_999, "983K"],
    [999_949, "999,9K"],
    // The carry: 999,95K rounds to 1.000K, which is written as 1M.
    [999_950, "1M"],
    [999_999, "1M"],
    [1_000_000, "1M"],
    [1_000_001, "1M"],
    [1_049_999, "1M"],
    [1_050_000, "1,1M"],
    [1_250_000, "1,3M"],
    [12_345_678, "12,3M"],
    [250_000_000, "250M"],
    // Averages below the K boundary: one decimal under 100, whole from 100 (formatAverage's rule).
    [45.64, "45,6"],
    [99.94, "99,9"],
    [123.45, "123"],
    [999.4, "999"],
    [999.5, "1.000"],
    [999.96, "1.000"],
    [1234.56, "1,2K"],
    [-999, "-999"],
    [-1500, "-1,5K"],
    [-7179, "-7,2K"],
    [-999_950, "-1M"],
    // A tiny negative average never shows as '-0'.
    [-0.04, "0"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatCompactNumber(input)).toBe(expected);
  });

  it.each([
    [7179, "+7,2K"],
    [999_950, "+1M"],
    [12, "+12"],
    [0, "0"],
    [-7179, "-7,2K"],
  ])("writes %s with its sign as %s", (input, expected) => {
    expect(formatCompactNumber(input, { signed: true })).toBe(expected);
  });

  it("shows a dash for a number that is not finite", () => {
    expect(formatCompactNumber(Number.NaN)).toBe("—");
  });
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.000"],
    [982_999, "982.999"],
    [1_000_000, "1.000.000"],
    [-7179, "-7.179"],
  ])("writes %s in full as %s", (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it("adds '+' to a positive growth only", () => {
    expect(formatCount(7179, { signed: true })).toBe("+7.179");
    expect(formatCount(0, { signed: true })).toBe("0");
    expect(formatCount(-3, { signed: true })).toBe("-3");
  });
});

describe("formatAverage", () => {
  it.each([
    [5.54, "5,5"],
    [5.55, "5,6"],
    [12, "12"],
    [99.94, "99,9"],
    // 99,96 rounds to 100,0: whole from there on.
    [99.96, "100"],
    [100, "100"],
    [38_350.04, "38.350"],
    [38_350.5, "38.351"],
  ])("writes the average %s as %s", (input, expected) => {
    expect(formatAverage(input)).toBe(expected);
  });
});

describe("roundAverage", () => {
  it.each([
    [5.54, 5.5],
    [99.94, 99.9],
    [99.96, 100],
    [149.45, 149],
    [38_350.5, 38_351],
  ])("rounds %s once to %s, and rounding that again changes nothing", (input, expected) => {
    expect(roundAverage(input)).toBe(expected);
    expect(roundAverage(roundAverage(input))).toBe(expected);
    expect(formatAverage(roundAverage(input))).toBe(formatAverage(input));
  });
});

describe("formatAxisTicks", () => {
  const labels = (ticks: number[]) => ticks.map(formatAxisTicks(ticks));

  it("writes a step finer than the compact form in full, so no two ticks read the same ('3,1K' on every tick)", () => {
    expect(labels([3_060, 3_080, 3_100, 3_120, 3_140])).toEqual(["3.060", "3.080", "3.100", "3.120", "3.140"]);
    expect(labels([1_234_000, 1_236_000, 1_238_000])).toEqual(["1.234.000", "1.236.000", "1.238.000"]);
  });

  it("keeps the compact form when it names every tick exactly", () => {
    expect(labels([0, 100_000, 200_000, 300_000])).toEqual(["0", "100K", "200K", "300K"]);
    expect(labels([942_600, 942_800, 943_000])).toEqual(["942,6K", "942,8K", "943K"]);
    expect(labels([3_000, 3_100, 3_200])).toEqual(["3K", "3,1K", "3,2K"]);
    expect(labels([1_000_000, 1_500_000, 2_000_000])).toEqual(["1M", "1,5M", "2M"]);
    // A log scale's ticks, each at its own size.
    expect(labels([100, 200, 500, 1_000, 2_000, 5_000, 10_000])).toEqual(["100", "200", "500", "1.000", "2K", "5K", "10K"]);
    expect(labels([0, 5, 10])).toEqual(["0", "5", "10"]);
  });

  it("gives distinct labels for any evenly stepped ticks of counts", () => {
    for (const [start, step] of [
      [3_060, 20],
      [941_000, 1_000],
      [12_345_000, 5_000],
      [1_050, 50],
      [998_000, 500],
    ] as const) {
      const ticks = Array.from({ length: 5 }, (_, index) => start + index * step);
      expect(new Set(labels(ticks)).size).toBe(ticks.length);
    }
  });
});
