import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  addDaysTo,
  countDays,
  earliestDay,
  listDays,
  parseDay,
  periodMessages,
  resolvePeriod,
  saoPauloDay,
  startOfSaoPauloDay,
  storedPeriodInput,
} from "./period";

// Instants chosen around São Paulo midnight (UTC-3): 02:30 UTC is still the previous day there.
const at = (iso: string) => new Date(iso);

describe("saoPauloDay", () => {
  it("names the São Paulo calendar day, not the UTC one", () => {
    expect(saoPauloDay(at("2026-03-01T02:30:00Z"))).toBe("2026-02-28");
    expect(saoPauloDay(at("2026-03-01T03:00:00Z"))).toBe("2026-03-01");
  });
});

describe("São Paulo days against the tz database", () => {
  // The fixed-offset range and @date-fns/tz (the tz database through Intl) agree on every day's
  // midnight and on instants every 11 hours from 2017 (summer time) to 2029, across the range's edges.
  it("gives the tz database's day for an instant and its midnight for a day", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2017, 0, 1, 1); time < Date.UTC(2029, 0, 1); time += 11 * 3_600_000) {
      const wall = new TZDate(time, "America/Sao_Paulo");
      const expected = `${wall.getFullYear()}-${String(wall.getMonth() + 1).padStart(2, "0")}-${String(wall.getDate()).padStart(2, "0")}`;
      if (saoPauloDay(time) !== expected)
        mismatches.push(`day of ${new Date(time).toISOString()}: ${saoPauloDay(time)} vs ${expected}`);
      const midnight = new TZDate(wall.getFullYear(), wall.getMonth(), wall.getDate(), "America/Sao_Paulo").getTime();
      if (startOfSaoPauloDay(expected).getTime() !== midnight)
        mismatches.push(`midnight of ${expected}: ${startOfSaoPauloDay(expected).toISOString()}`);
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps the same day of the month three years back, or that month's last day", () => {
    expect(earliestDay(at("2026-05-31T15:00:00Z"))).toBe("2023-05-31");
    expect(earliestDay(at("2024-02-29T15:00:00Z"))).toBe("2021-02-28");
  });
});

describe("day arithmetic", () => {
  it("crosses months, years and leap days", () => {
    expect(addDaysTo("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysTo("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDaysTo("2026-03-01", -1)).toBe("2026-02-28");
    expect(countDays("2026-01-01", "2026-12-31")).toBe(365);
    expect(listDays("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "", "hoje"])("refuses %j as a day", (text) => {
    expect(parseDay(text)).toBeUndefined();
  });
});

describe("resolvePeriod", () => {
  const now = at("2026-11-24T15:00:00Z");

  it.each([
    ["7d", "2026-11-18", "2026-11-24", 7, "2026-11-11", "2026-11-17"],
    ["30d", "2026-10-26", "2026-11-24", 30, "2026-09-26", "2026-10-25"],
    ["90d", "2026-08-27", "2026-11-24", 90, "2026-05-29", "2026-08-26"],
  ] as const)("%s is %s..%s (%i days), compared with %s..%s", (preset, from, to, days, previousFrom, previousTo) => {
    const result = resolvePeriod({ preset }, now);
    expect(result).toEqual({
      ok: true,
      period: { preset, from, to, days },
      previous: { preset, from: previousFrom, to: previousTo, days },
    });
  });

  // Decision 023: a calendar month is compared with the calendar month before it, and "Este mês"
  // (so far) with the same days of the month before, cut at that month's last day.
  it.each([
    ["last_month", "2026-11-24T15:00:00Z", "2026-10-01", "2026-10-31", 31, "2026-09-01", "2026-09-30", 30],
    ["last_month", "2027-01-10T12:00:00Z", "2026-12-01", "2026-12-31", 31, "2026-11-01", "2026-11-30", 30],
    ["last_month", "2026-04-02T12:00:00Z", "2026-03-01", "2026-03-31", 31, "2026-02-01", "2026-02-28", 28],
    ["last_month", "2024-03-15T12:00:00Z", "2024-02-01", "2024-02-29", 29, "2024-01-01", "2024-01-31", 31],
    ["this_month", "2026-11-24T15:00:00Z", "2026-11-01", "2026-11-24", 24, "2026-10-01", "2026-10-24", 24],
    ["this_month", "2026-03-31T15:00:00Z", "2026-03-01", "2026-03-31", 31, "2026-02-01", "2026-02-28", 28],
    ["this_month", "2026-01-01T15:00:00Z", "2026-01-01", "2026-01-01", 1, "2025-12-01", "2025-12-01", 1],
  ] as const)(
    "%s on %s is %s..%s (%i days), compared with %s..%s (%i days)",
    (preset, instant, from, to, days, previousFrom, previousTo, previousDays) => {
      expect(resolvePeriod({ preset }, at(instant))).toEqual({
        ok: true,
        period: { preset, from, to, days },
        previous: { preset, from: previousFrom, to: previousTo, days: previousDays },
      });
    },
  );

  it("reads 'Este mês' on São Paulo's first day of the month even when UTC is on the next", () => {
    // 2026-12-01 01:00 UTC is still 30 November in São Paulo.
    const result = resolvePeriod({ preset: "this_month" }, at("2026-12-01T01:00:00Z"));
    expect(result.ok && result.period).toMatchObject({ from: "2026-11-01", to: "2026-11-30", days: 30 });
  });

  it("accepts a custom range, one day long included", () => {
    const result = resolvePeriod({ preset: "custom", from: "2026-11-10", to: "2026-11-10" }, now);
    expect(result).toMatchObject({
      ok: true,
      period: { from: "2026-11-10", to: "2026-11-10", days: 1 },
      previous: { from: "2026-11-09", to: "2026-11-09" },
    });
  });

  it.each([
    [{ from: "2026-11-20", to: "2026-11-10" }, periodMessages.inverted, "from"],
    [{ from: "2026-11-20", to: "2026-11-25" }, periodMessages.future, "to"],
    [{ from: "2023-11-23", to: "2026-11-01" }, periodMessages.tooOld, "from"],
    [{ from: "2026-02-30", to: "2026-03-01" }, periodMessages.malformed, "from"],
    [{ from: "2026-11-01", to: "ontem" }, periodMessages.malformed, "to"],
    [{ from: "2026-11-01" }, periodMessages.customNeedsDates, "to"],
  ])("refuses the custom range %j", (range, message, field) => {
    expect(resolvePeriod({ preset: "custom", ...range }, now)).toEqual({ ok: false, message, field });
  });

  it("accepts a range starting exactly 3 years back", () => {
    expect(resolvePeriod({ preset: "custom", from: "2023-11-24", to: "2023-12-24" }, now).ok).toBe(true);
  });
});

describe("storedPeriodInput", () => {
  // A report's row keeps its preset and days; its PDF is made later (a job, a scheduled e-mail).
  const later = at("2027-03-10T15:00:00Z");

  it.each([
    ["last_month", "2026-12-02T12:00:00Z"],
    ["this_month", "2026-12-01T12:00:00Z"],
    ["this_month", "2026-11-15T12:00:00Z"],
    ["7d", "2026-11-24T15:00:00Z"],
    ["30d", "2026-11-24T15:00:00Z"],
    ["90d", "2026-11-24T15:00:00Z"],
  ] as const)("gives %s asked on %s again on a later day: the same days, compared as on that day", (preset, asked) => {
    const then = resolvePeriod({ preset }, at(asked));
    if (!then.ok) throw new Error("not a period");
    expect(resolvePeriod(storedPeriodInput(then.period), later)).toEqual(then);
  });

  it("keeps a custom range's days, and reads a preset it does not know as one", () => {
    expect(storedPeriodInput({ preset: "custom", from: "2026-11-01", to: "2026-11-30" })).toEqual({
      preset: "custom",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(storedPeriodInput({ preset: "semana", from: "2026-11-16", to: "2026-11-22" })).toEqual({
      preset: "custom",
      from: "2026-11-16",
      to: "2026-11-22",
    });
  });
});
