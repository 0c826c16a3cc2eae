import { describe, expect, it } from "vitest";
import { estimatePlanChange } from "./plan-change-estimate";

// A 30-day period: 1 Nov to 1 Dec (UTC).
const periodEnd = new Date("2025-12-01T00:00:00Z");

describe("estimatePlanChange", () => {
  it.each([
    // now, from, to, expected amount, days left
    ["2025-11-16T00:00:00Z", 2990, 14990, 6000, 15], // upgrade half way: half the difference
    ["2025-11-16T00:00:00Z", 14990, 2990, -6000, 15], // downgrade: the same amount credited
    ["2025-11-01T00:00:00Z", 2990, 7990, 5000, 30], // at the start: the whole difference
    ["2025-12-01T00:00:00Z", 2990, 7990, 0, 0], // at the end: nothing
    ["2025-12-05T00:00:00Z", 2990, 7990, 0, 0], // past the end: nothing, never negative days
    ["2025-10-01T00:00:00Z", 2990, 7990, 5000, 30], // before the period: at most one period
    ["2025-11-30T12:00:00Z", 2990, 7990, 83, 1], // half a day left counts as a day
  ])("at %s from %i to %i: %i centavos, %i days", (now, from, to, amount, days) => {
    expect(
      estimatePlanChange({ currentPriceCentavos: from, newPriceCentavos: to, currentPeriodEnd: periodEnd, now: new Date(now) }),
    ).toEqual({ amountCentavos: amount, remainingDays: days });
  });
});
