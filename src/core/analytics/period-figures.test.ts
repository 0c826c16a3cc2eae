import { describe, expect, it } from "vitest";
import { describeGrowthBase, isPeriodCovered, measureFollowerGrowth, metricsAsOf, noComparisonReason } from "./period-figures";

const period = { from: "2026-10-01", to: "2026-10-31" };

describe("isPeriodCovered (decision 023)", () => {
  it.each([
    [null, false],
    ["2026-09-15", true],
    ["2026-09-30", true],
    ["2026-10-01", true],
    ["2026-10-02", false],
    ["2026-10-28", false],
    ["2026-11-05", false],
  ] as const)("history starting on %s covers 01/10-31/10: %s", (firstDay, covered) => {
    expect(isPeriodCovered(firstDay, period)).toBe(covered);
  });

  it("says why a comparison is missing, naming the first collected day", () => {
    expect(noComparisonReason("2026-10-28")).toBe(
      "Sem base de comparação: a coleta desta conta começou em 28/10/2026, depois do início do período anterior.",
    );
    expect(noComparisonReason(null)).toBe("Sem base de comparação: ainda não há dados coletados desta conta.");
  });
});

describe("measureFollowerGrowth (decision 023)", () => {
  const row = (day: string, followers: number) => ({ day, followers });

  it.each([
    {
      name: "counts from the last day before the period (the previous period's end)",
      before: row("2026-09-30", 1000),
      inPeriod: [row("2026-10-01", 1010), row("2026-10-31", 1100)],
      expected: { value: 100, base: row("2026-09-30", 1000), end: row("2026-10-31", 1100), baseIsFirstCollectedDay: false },
    },
    {
      name: "counts from the first collected day when the history starts inside the period",
      before: null,
      inPeriod: [row("2026-10-05", 1010), row("2026-10-20", 990), row("2026-10-31", 1100)],
      expected: { value: 90, base: row("2026-10-05", 1010), end: row("2026-10-31", 1100), baseIsFirstCollectedDay: true },
    },
    {
      name: "counts a fall as negative growth",
      before: row("2026-09-12", 1000),
      inPeriod: [row("2026-10-31", 950)],
      expected: { value: -50, base: row("2026-09-12", 1000), end: row("2026-10-31", 950), baseIsFirstCollectedDay: false },
    },
  ])("$name", ({ before, inPeriod, expected }) => {
    expect(measureFollowerGrowth(before, inPeriod)).toEqual(expected);
  });

  it("keeps only the day and the followers of the rows it is given", () => {
    const wide = (day: string, followers: number) => ({ day, followers, reach: null });
    expect(measureFollowerGrowth(wide("2026-09-30", 1000), [wide("2026-10-31", 1100)])).toEqual({
      value: 100,
      base: row("2026-09-30", 1000),
      end: row("2026-10-31", 1100),
      baseIsFirstCollectedDay: false,
    });
  });

  it("is unknown without a day in the period", () => {
    expect(measureFollowerGrowth(row("2026-09-30", 1000), [])).toBeNull();
    expect(measureFollowerGrowth(null, [])).toBeNull();
  });

  it("names its base in words", () => {
    expect(describeGrowthBase(measureFollowerGrowth(row("2026-09-30", 1000), [row("2026-10-31", 1100)]))).toBe(
      "Seguidores em 31/10/2026 menos os de 30/09/2026, último dia antes do período.",
    );
    expect(describeGrowthBase(measureFollowerGrowth(null, [row("2026-10-05", 1000), row("2026-10-31", 1100)]))).toBe(
      "Seguidores em 31/10/2026 menos os de 05/10/2026, primeiro dia coletado (a coleta começou dentro do período).",
    );
    expect(describeGrowthBase(null)).toBe("Sem dados de seguidores coletados neste período.");
  });
});

describe("metricsAsOf (decision 023)", () => {
  const latest = { likes: 900, comments: 90, views: 9000 };
  const onOrBefore = { likes: 100, comments: 10, views: 1000 };
  const firstAfter = { likes: 300, comments: 30, views: 3000 };

  it.each([
    ["the last snapshot on or before the period's last day", { onOrBefore, firstAfter, latest }, onOrBefore],
    [
      "without one, the first snapshot after it (collected after the period ended)",
      { onOrBefore: null, firstAfter, latest },
      firstAfter,
    ],
    ["without any snapshot, the only metrics kept: the latest", { onOrBefore: null, firstAfter: null, latest }, latest],
  ] as const)("takes %s", (_name, input, expected) => {
    expect(metricsAsOf(input)).toEqual(expected);
  });

  it("keeps a snapshot's unknown views unknown instead of borrowing the latest ones", () => {
    expect(metricsAsOf({ onOrBefore: { likes: 1, comments: 0, views: null }, firstAfter: null, latest })).toEqual({
      likes: 1,
      comments: 0,
      views: null,
    });
  });
});
