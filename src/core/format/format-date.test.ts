import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, parseInstant } from "./format-date";

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
