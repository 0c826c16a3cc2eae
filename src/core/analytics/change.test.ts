import { describe, expect, it } from "vitest";
import { changeDirection, compareWithPrevious, formatChange, formatPointsDifference, presentChange } from "./change";

const count = (difference: number) => `${difference > 0 ? "+" : ""}${difference}`;

describe("period-over-period change", () => {
  it.each([
    [120, 100, 0.2, "+20,0%", "up"],
    [80, 100, -0.2, "-20,0%", "down"],
    [100, 100, 0, "0,0%", "flat"],
    [0, 100, -1, "-100,0%", "down"],
  ] as const)("%d against %d is %d (%s)", (current, previous, relative, text, direction) => {
    const change = compareWithPrevious(current, previous);
    expect(change.relative).toBeCloseTo(relative, 10);
    expect(change.difference).toBe(current - previous);
    expect(formatChange(change.relative)).toBe(text);
    expect(presentChange(change, count).text).toBe(text);
    expect(changeDirection(change)).toBe(direction);
  });

  it.each([
    // "Novos seguidores": +52 after -6 is not +966,7%, and -8 after -1 is not -700,0%.
    [52, -6, 58, "+58", "up"],
    [-8, -1, -7, "-7", "down"],
    [-5, -10, 5, "+5", "up"],
    [-3, 4, -7, "-7", "down"],
    // A zero base has no percent either: its difference is the change.
    [10, 0, 10, "+10", "up"],
    [0, 0, 0, "0", "flat"],
  ] as const)(
    "%d against %d crosses or starts at zero: no percent, a difference of %d (%s)",
    (current, previous, difference, text, direction) => {
      const change = compareWithPrevious(current, previous);
      expect(change).toEqual({ relative: null, difference });
      expect(presentChange(change, count).text).toBe(text);
      expect(changeDirection(change)).toBe(direction);
    },
  );

  it("says a difference in words, and why there is no percent", () => {
    expect(presentChange(compareWithPrevious(52, -6), count).description).toBe(
      "Aumento de 58 em relação ao período anterior (sem porcentagem: um dos períodos é zero ou negativo)",
    );
    expect(presentChange(compareWithPrevious(-8, -1), count).description).toBe(
      "Queda de 7 em relação ao período anterior (sem porcentagem: um dos períodos é zero ou negativo)",
    );
    expect(presentChange(compareWithPrevious(0, 0), count).description).toBe("Sem variação em relação ao período anterior");
  });

  it("has no change without a base: an unknown side shows '—'", () => {
    for (const change of [compareWithPrevious(null, 10), compareWithPrevious(10, null)]) {
      expect(change).toEqual({ relative: null, difference: null });
      expect(presentChange(change, count)).toEqual({
        text: "—",
        direction: "none",
        description: "Sem base de comparação com o período anterior",
      });
    }
    expect(formatChange(null)).toBe("—");
  });

  it("says a percent change in words for screen readers", () => {
    expect(presentChange({ relative: 0.123, difference: 12.3 }, count).description).toBe(
      "Aumento de 12,3% em relação ao período anterior",
    );
    expect(presentChange({ relative: -0.04, difference: -4 }, count).description).toBe(
      "Queda de 4,0% em relação ao período anterior",
    );
    expect(presentChange({ relative: 0, difference: 0 }, count).description).toBe("Sem variação em relação ao período anterior");
  });

  it("writes a rate's difference in percentage points", () => {
    expect(formatPointsDifference(1.2)).toBe("+1,20 p.p.");
    expect(formatPointsDifference(-0.456)).toBe("-0,46 p.p.");
  });
});
