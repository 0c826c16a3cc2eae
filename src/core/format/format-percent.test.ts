import { describe, expect, it } from "vitest";
import { formatPercent } from "./format-percent";

describe("formatPercent", () => {
  it.each([
    [3.45, "3,45%"],
    [3, "3,00%"],
    [0, "0,00%"],
    [3.456, "3,46%"],
    [1.005, "1,01%"], // half up although 1.005 is 1.00499… in binary
    [0.004, "0,00%"],
    [1234.5, "1.234,50%"],
    [-2.5, "-2,50%"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it("takes another number of decimals", () => {
    expect(formatPercent(12.345, { decimals: 1 })).toBe("12,3%");
    expect(formatPercent(12.35, { decimals: 0 })).toBe("12%");
  });

  it("marks growth with a sign when asked", () => {
    expect(formatPercent(2.5, { signed: true })).toBe("+2,50%");
    expect(formatPercent(-2.5, { signed: true })).toBe("-2,50%");
    expect(formatPercent(0, { signed: true })).toBe("0,00%");
  });

  it("shows a dash for a number that is not finite", () => {
    expect(formatPercent(Number.NaN)).toBe("—");
  });
});
