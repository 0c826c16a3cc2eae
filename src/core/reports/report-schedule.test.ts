import { describe, expect, it } from "vitest";
import { duePeriod } from "./report-schedule";

// 08:00 in São Paulo is 11:00 UTC.
const at = (day: string) => new Date(`${day}T11:00:00Z`);

describe("scheduled report periods", () => {
  it("sends the previous day every day on the daily cadence", () => {
    expect(duePeriod("daily", at("2026-03-01"))).toEqual({ cadence: "daily", from: "2026-02-28", to: "2026-02-28" });
  });

  it("sends the previous Monday to Sunday on Mondays only", () => {
    expect(duePeriod("weekly", at("2026-11-23"))).toEqual({ cadence: "weekly", from: "2026-11-16", to: "2026-11-22" });
    expect(duePeriod("weekly", at("2026-11-24"))).toBeNull();
  });

  it("keeps a day's period due until that day ends, for the hourly runs that catch up a missed 08:00", () => {
    // Monday 23:30 in São Paulo is Tuesday 02:30 UTC.
    expect(duePeriod("weekly", new Date("2026-11-24T02:30:00Z"))).toEqual({
      cadence: "weekly",
      from: "2026-11-16",
      to: "2026-11-22",
    });
    expect(duePeriod("weekly", new Date("2026-11-24T03:30:00Z"))).toBeNull();
  });

  it("sends the previous month on day 1 only", () => {
    expect(duePeriod("monthly", at("2026-03-01"))).toEqual({ cadence: "monthly", from: "2026-02-01", to: "2026-02-28" });
    expect(duePeriod("monthly", at("2026-01-01"))).toEqual({ cadence: "monthly", from: "2025-12-01", to: "2025-12-31" });
    expect(duePeriod("monthly", at("2026-03-02"))).toBeNull();
  });

  it("reads the day in São Paulo: 01:00 UTC on the 1st is still the last day of the month there", () => {
    expect(duePeriod("monthly", new Date("2026-03-01T01:00:00Z"))).toBeNull();
  });
});

describe("lastCompletePeriod", () => {
  it("is the period the schedule sends on its day, on any day after it", async () => {
    const { lastCompletePeriod } = await import("./report-schedule");
    // Wednesday 2026-11-25: the previous Monday-Sunday week.
    expect(lastCompletePeriod("weekly", at("2026-11-25"))).toEqual({ cadence: "weekly", from: "2026-11-16", to: "2026-11-22" });
    // On a Monday it is the week the schedule sends that day.
    expect(lastCompletePeriod("weekly", at("2026-11-23"))).toEqual(duePeriod("weekly", at("2026-11-23")));
    expect(lastCompletePeriod("weekly", at("2026-11-29"))).toEqual({ cadence: "weekly", from: "2026-11-16", to: "2026-11-22" });
    expect(lastCompletePeriod("monthly", at("2026-03-15"))).toEqual({ cadence: "monthly", from: "2026-02-01", to: "2026-02-28" });
    expect(lastCompletePeriod("monthly", at("2026-01-01"))).toEqual(duePeriod("monthly", at("2026-01-01")));
    expect(lastCompletePeriod("daily", at("2026-03-01"))).toEqual({ cadence: "daily", from: "2026-02-28", to: "2026-02-28" });
  });
});
