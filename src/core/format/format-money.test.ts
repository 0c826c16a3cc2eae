import { describe, expect, it } from "vitest";
import { formatBrl } from "./format-money";

describe("formatBrl", () => {
  it.each([
    [2990, "R$ 29,90"],
    [7990, "R$ 79,90"],
    [14990, "R$ 149,90"],
    [990, "R$ 9,90"],
    [0, "R$ 0,00"],
    [5, "R$ 0,05"],
    [123456789, "R$ 1.234.567,89"],
  ])("formats %s centavos as %s", (input, expected) => {
    expect(formatBrl(input)).toBe(expected);
  });

  it("uses a plain space after the symbol, not a no-break space", () => {
    expect(formatBrl(2990)).not.toMatch(/[\u00a0\u202f]/);
  });

  it("keeps the sign of a refund", () => {
    expect(formatBrl(-2990)).toBe("-R$ 29,90");
  });
});
