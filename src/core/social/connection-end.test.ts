import { describe, expect, it } from "vitest";
import { daysLeftBefore, endsWithinWarning } from "./connection-end";

const now = new Date("2026-12-02T09:00:00Z");
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("a connection's end, announced a week ahead", () => {
  it("warns from 7 days before the end until the end, not before nor after", () => {
    expect(endsWithinWarning(inHours(7 * 24 + 1), now)).toBe(false);
    expect(endsWithinWarning(inHours(7 * 24), now)).toBe(true);
    expect(endsWithinWarning(inHours(1), now)).toBe(true);
    expect(endsWithinWarning(inHours(0), now)).toBe(false);
    expect(endsWithinWarning(inHours(-5), now)).toBe(false);
  });

  it("counts whole days left, at least one", () => {
    expect(daysLeftBefore(inHours(7 * 24), now)).toBe(7);
    expect(daysLeftBefore(inHours(6 * 24 + 1), now)).toBe(7);
    expect(daysLeftBefore(inHours(3), now)).toBe(1);
  });
});
