import { describe, expect, it } from "vitest";
import { roundHalfUp } from "./round-half-up";

describe("roundHalfUp", () => {
  it.each([
    // [input, decimals, expected]
    [2.5, 0, 3],
    [2.4999, 0, 2],
    [-2.5, 0, -3], // half away from zero, mirrors 2.5 -> 3
    [1.005, 2, 1.01], // 1.005 is stored as 1.00499999…; a person still expects 1.01
    [1.004, 2, 1],
    [100 * 0.575, 0, 58], // 57.49999… in binary, 57.5 by hand
    [0.1 + 0.2, 2, 0.3],
    [59.175, 2, 59.18],
    [1e-7, 2, 0],
    [-1e-7, 2, 0],
    [123456.789, 1, 123456.8],
  ])("rounds %s to %s decimals as %s", (input, decimals, expected) => {
    expect(roundHalfUp(input, decimals)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it("passes non-finite numbers through", () => {
    expect(roundHalfUp(Number.NaN)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
