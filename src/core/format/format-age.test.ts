import { describe, expect, it } from "vitest";
import { formatDataAge, formatIndicatorsAge, isStale } from "./format-age";

const NOW = new Date("2025-06-10T12:00:00Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("formatDataAge", () => {
  it.each([
    [0, "agora mesmo"],
    [59 * 1000, "agora mesmo"],
    [MIN, "há 1min"],
    [59 * MIN + 59 * 1000, "há 59min"],
    [HOUR, "há 1h"],
    [23 * HOUR + 59 * MIN, "há 23h"],
    [25 * HOUR, "há 25h"],
    [3 * DAY, "há 72h"],
    [-5 * MIN, "agora mesmo"], // a clock a little ahead
  ])("describes an age of %s ms as %s", (age, expected) => {
    expect(formatDataAge(ago(age), NOW)).toBe(expected);
  });

  it("accepts an ISO string from the database", () => {
    expect(formatDataAge("2025-06-10T10:30:00Z", NOW)).toBe("há 1h");
  });

  it("says 'Data não disponível' for an invalid date", () => {
    expect(formatDataAge("ontem", NOW)).toBe("Data não disponível");
  });
});

describe("formatIndicatorsAge", () => {
  it.each([
    [0, "Atualizado agora"],
    [59 * MIN, "Atualizado agora"],
    [HOUR, "há 1 hora"],
    [2 * HOUR, "há 2 horas"],
    [23 * HOUR + 59 * MIN, "há 23 horas"],
    [DAY, "há 1 dia"],
    [2 * DAY - MIN, "há 1 dia"],
    [2 * DAY, "há 2 dias"],
    [30 * DAY, "há 30 dias"],
  ])("describes an age of %s ms as %s", (age, expected) => {
    expect(formatIndicatorsAge(ago(age), NOW)).toBe(expected);
  });
});

describe("isStale", () => {
  it.each([
    [0, false],
    [24 * HOUR, false], // docs/product/screens.md says "over 24 hours": exactly 24 h is still fresh
    [24 * HOUR + 1, true],
    [25 * HOUR, true],
  ])("age %s ms is stale: %s", (age, expected) => {
    expect(isStale(ago(age), NOW)).toBe(expected);
  });

  it("treats a missing date as stale", () => {
    expect(isStale(null, NOW)).toBe(true);
  });
});
