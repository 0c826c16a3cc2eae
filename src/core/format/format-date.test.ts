import { describe, expect, it } from "vitest";
import {
  APP_TIME_ZONE,
  fixedSaoPauloOffset,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  parseInstant,
} from "./format-date";

describe("formatDate", () => {
  it.each([
    // 15:00 UTC = 12:00 in São Paulo (UTC-3).
    ["2024-03-05T15:00:00.000Z", "05/03/2024"],
    // 02:59 UTC on the 1st is still 23:59 on 31/12 in São Paulo.
    ["2025-01-01T02:59:00Z", "31/12/2024"],
    // 03:00 UTC is midnight in São Paulo: the new day starts.
    ["2025-01-01T03:00:00Z", "01/01/2025"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it("accepts a Date and epoch milliseconds", () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 25, 12)))).toBe("25/12/2024");
    expect(formatDate(Date.UTC(2024, 11, 25, 12))).toBe("25/12/2024");
  });

  it.each([[""], ["não é data"], [null], [undefined], [Number.NaN], [new Date("x")]])(
    "says 'Data não disponível' for %s",
    (input) => {
      expect(formatDate(input)).toBe("Data não disponível");
    },
  );
});

describe("formatDateTime", () => {
  it.each([
    ["2024-03-05T22:07:00Z", "05/03/2024 19:07"],
    ["2025-01-01T03:00:00Z", "01/01/2025 00:00"],
    // 2018-11-04 03:30 UTC fell in Brazilian summer time (UTC-2): 01:30 local, not 00:30.
    ["2018-11-04T03:30:00Z", "04/11/2018 01:30"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it("says 'Data não disponível' for an invalid date", () => {
    expect(formatDateTime("2024-13-45")).toBe("Data não disponível");
  });
});

describe("parseInstant", () => {
  it("returns null for an empty string rather than the epoch", () => {
    expect(parseInstant("")).toBeNull();
  });
});

describe("formatDay", () => {
  it("writes a calendar day as dd/mm/aaaa without moving it to another time zone", () => {
    expect(formatDay("2026-11-01")).toBe("01/11/2026");
    expect(formatDay("2026-12-31")).toBe("31/12/2026");
  });

  it("says 'Data não disponível' for anything that is not yyyy-mm-dd", () => {
    expect(formatDay("2026-11-01T00:00:00Z")).toBe("Data não disponível");
    expect(formatDay("")).toBe("Data não disponível");
  });
});

describe("the fixed São Paulo offset", () => {
  // The tz database (through Intl) and the arithmetic agree at every hour of the fixed range, and
  // at its edges: a tz release with a new rule for São Paulo inside the range fails here.
  it("gives the tz database's wall clock at every hour of its range", () => {
    const intl = new Intl.DateTimeFormat("pt-BR", {
      timeZone: APP_TIME_ZONE,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const expected = (time: number) => {
      const parts = Object.fromEntries(intl.formatToParts(time).map((part) => [part.type, part.value]));
      return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
    };
    const hour = 3_600_000;
    const mismatches: string[] = [];
    for (let time = fixedSaoPauloOffset.fromMs - 2 * hour; time < fixedSaoPauloOffset.untilMs + 2 * hour; time += hour) {
      const at = time + 17 * 60_000;
      if (formatDateTime(at) !== expected(at))
        mismatches.push(`${new Date(at).toISOString()}: ${formatDateTime(at)} vs ${expected(at)}`);
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });

  it("starts where the last summer time ended: the hour before is UTC−2", () => {
    expect(formatDateTime(fixedSaoPauloOffset.fromMs - 60_000)).toBe("16/02/2019 23:59");
    expect(formatDateTime(fixedSaoPauloOffset.fromMs)).toBe("16/02/2019 23:00");
  });
});

describe("formatDayRange", () => {
  it("writes both days as dd/mm/aaaa joined by 'a'", () => {
    expect(formatDayRange({ from: "2026-11-01", to: "2026-11-24" })).toBe("01/11/2026 a 24/11/2026");
  });
});
