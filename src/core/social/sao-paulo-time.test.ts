import { describe, expect, it } from "vitest";
import { getSaoPauloHour, getSaoPauloWeekdayHour } from "./sao-paulo-time";

describe("getSaoPauloHour", () => {
  it.each([
    // Since 2019 São Paulo is UTC-3 all year: 22:30 UTC -> 19h.
    ["2024-07-01T22:30:00Z", 19],
    // 02:59 UTC -> 23h of the previous day; 03:00 UTC -> 0h.
    ["2024-01-01T02:59:59Z", 23],
    ["2024-01-01T03:00:00Z", 0],
    // Summer time 2018/19 (UTC-2) began at 2018-11-04 00:00 local = 03:00 UTC, so 02:30 UTC was
    // still 23h30 (UTC-3) and 03:30 UTC was already 01h30 (UTC-2).
    ["2018-11-04T02:30:00Z", 23],
    ["2018-11-04T03:30:00Z", 1],
    // It ended at 2019-02-17 00:00 local (UTC-2) = 02:00 UTC, turning back to 23h.
    ["2019-02-17T01:30:00Z", 23],
    ["2019-02-17T02:30:00Z", 23],
    ["2019-02-17T03:30:00Z", 0],
    // In the middle of summer time: 15:00 UTC - 2 h = 13h.
    ["2019-01-10T15:00:00Z", 13],
  ])("gives %s as %sh", (iso, hour) => {
    expect(getSaoPauloHour(Date.parse(iso))).toBe(hour);
  });

  it("agrees with a fresh Intl formatter hour by hour across ten years of clock changes", () => {
    const reference = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Sao_Paulo",
      hour: "numeric",
      hourCycle: "h23",
    });
    const start = Date.UTC(2010, 0, 1);
    const end = Date.UTC(2020, 0, 1);
    // Step 7 h 13 min so every hour of the day and both sides of each change get visited.
    for (let t = start; t < end; t += 7 * 3_600_000 + 13 * 60_000) {
      expect(getSaoPauloHour(t)).toBe(Number(reference.format(t)));
    }
  });
});

describe("getSaoPauloWeekdayHour", () => {
  it.each([
    // 2026-11-22T02:30Z is Saturday 23:30 in São Paulo (UTC-3): the day turns with the local clock.
    ["2026-11-22T02:30:00Z", 6, 23],
    // 2026-11-22T03:00Z is Sunday 00:00 local.
    ["2026-11-22T03:00:00Z", 0, 0],
    // 2026-11-23T15:10Z is Monday 12:10 local.
    ["2026-11-23T15:10:00Z", 1, 12],
  ])("%s is weekday %i at %ih", (iso, weekday, hour) => {
    expect(getSaoPauloWeekdayHour(Date.parse(iso))).toEqual({ weekday, hour });
  });
});
