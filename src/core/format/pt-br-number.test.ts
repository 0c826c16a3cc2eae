import { describe, expect, it } from "vitest";
import { formatPtBrInteger, formatPtBrNumber, type PtBrNumberOptions } from "./pt-br-number";

// A deterministic spread of values: counts, rates, averages, halves that round, negatives, noise.
function* sampleValues() {
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  yield* [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    1.005,
    1.045,
    2.675,
    999.95,
    999.5,
    1000,
    1234.5,
    38350,
    1e6,
    123456789.125,
    0.000001,
    1e14 + 0.5,
  ];
  for (let i = 0; i < 4000; i++) {
    const scale = 10 ** Math.floor(random() * 10 - 3);
    const value = (Math.round(random() * 1e6) / 1e3) * scale * (random() < 0.2 ? -1 : 1);
    yield value;
    // Exact halves at the rounding digit.
    yield Math.floor(random() * 1e5) / 100 + 0.005;
  }
}

const optionSets: PtBrNumberOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { maximumFractionDigits: 1, useGrouping: false },
];

describe("formatPtBrNumber", () => {
  it.each(optionSets.map((options) => [JSON.stringify(options), options] as const))(
    "writes what Intl pt-BR writes, options %s",
    (_label, options) => {
      const intl = new Intl.NumberFormat("pt-BR", options);
      const mismatches: string[] = [];
      for (const value of sampleValues()) {
        const expected = intl.format(value);
        const actual = formatPtBrNumber(value, options);
        if (actual !== expected) mismatches.push(`${value}: ${actual} vs ${expected}`);
        if (mismatches.length > 5) break;
      }
      expect(mismatches).toEqual([]);
    },
  );

  it("writes thousands with '.' and decimals with ','", () => {
    expect(formatPtBrNumber(1234567.891, { maximumFractionDigits: 2 })).toBe("1.234.567,89");
    expect(formatPtBrInteger(38350)).toBe("38.350");
    expect(formatPtBrNumber(1.005, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("1,01");
  });

  it("writes what is not a finite number as Intl does", () => {
    expect(formatPtBrNumber(Number.NaN)).toBe(new Intl.NumberFormat("pt-BR").format(Number.NaN));
    expect(formatPtBrNumber(Number.NEGATIVE_INFINITY)).toBe(new Intl.NumberFormat("pt-BR").format(Number.NEGATIVE_INFINITY));
    expect(formatPtBrNumber(1e20)).toBe(new Intl.NumberFormat("pt-BR").format(1e20));
  });
});
