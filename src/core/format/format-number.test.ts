import { describe, expect, it } from "vitest";
import { formatCompactNumber } from "./format-number";

describe("formatCompactNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    // Spec §9 boundary: K only *above* 1,000, so 1000 itself is written in full with the pt-BR dot.
    [1000, "1.000"],
    // 1001 / 1000 = 1,001 -> truncated to one decimal 1,0 -> trailing ',0' dropped.
    [1001, "1K"],
    [1500, "1,5K"],
    // 1999 / 1000 = 1,999 -> truncated (not rounded) to 1,9.
    [1999, "1,9K"],
    [2000, "2K"],
    [45_678, "45,6K"],
    [999_999, "999,9K"],
    // M only *above* 1,000,000: exactly one million is still in K.
    [1_000_000, "1000K"],
    [1_000_001, "1M"],
    [1_250_000, "1,2M"],
    [12_345_678, "12,3M"],
    [250_000_000, "250M"],
    // Averages are not integers: below the K boundary one decimal with a comma.
    [123.45, "123,5"],
    [1234.56, "1,2K"],
    [-1500, "-1,5K"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatCompactNumber(input)).toBe(expected);
  });

  it("shows a dash for a number that is not finite", () => {
    expect(formatCompactNumber(Number.NaN)).toBe("—");
  });
});
