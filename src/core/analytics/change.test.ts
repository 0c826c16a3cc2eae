import { describe, expect, it } from "vitest";
import { changeDirection, computeChange, describeChange, formatChange } from "./change";

describe("period-over-period change", () => {
  it.each([
    [120, 100, 0.2, "+20,0%", "up"],
    [80, 100, -0.2, "-20,0%", "down"],
    [100, 100, 0, "0,0%", "flat"],
    [-5, -10, 0.5, "+50,0%", "up"],
  ] as const)("%d against %d is %d (%s)", (current, previous, change, text, direction) => {
    expect(computeChange(current, previous)).toBeCloseTo(change, 10);
    expect(formatChange(computeChange(current, previous))).toBe(text);
    expect(changeDirection(computeChange(current, previous))).toBe(direction);
  });

  it("has no change without a base: a previous 0 or an unknown side shows '—'", () => {
    expect(computeChange(10, 0)).toBeNull();
    expect(computeChange(null, 10)).toBeNull();
    expect(computeChange(10, null)).toBeNull();
    expect(formatChange(null)).toBe("—");
    expect(describeChange(null)).toBe("Sem base de comparação com o período anterior");
  });

  it("says the change in words for screen readers", () => {
    expect(describeChange(0.123)).toBe("Aumento de 12,3% em relação ao período anterior");
    expect(describeChange(-0.04)).toBe("Queda de 4,0% em relação ao período anterior");
    expect(describeChange(0)).toBe("Sem variação em relação ao período anterior");
  });
});
