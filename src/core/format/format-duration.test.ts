import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [0.4, "0:00"], // rounds to 0 s
    [0.5, "0:01"],
    [9, "0:09"],
    [59, "0:59"],
    [59.5, "1:00"], // rounds up to 60 s = 1 min
    [60, "1:00"],
    [75.4, "1:15"],
    [599, "9:59"],
    [600, "10:00"],
    [4500, "75:00"], // 75 x 60; no hour part
  ])("formats %s s as %s", (input, expected) => {
    expect(formatDuration(input)).toBe(expected);
  });

  it.each([[undefined], [null], [-3], [Number.NaN]])("shows 0:00 for %s", (input) => {
    expect(formatDuration(input)).toBe("0:00");
  });
});
