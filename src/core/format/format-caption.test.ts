import { describe, expect, it } from "vitest";
import { formatCaption } from "./format-caption";

const a = (n: number) => "a".repeat(n);

describe("formatCaption", () => {
  it.each([
    ["Bom dia!", "Bom dia!"],
    ["Primeira linha\nsegunda linha", "Primeira linha"],
    ["Windows\r\nline", "Windows"],
    ["\n\n  Depois do espaço  \nresto", "Depois do espaço"],
    [a(99), a(99)],
    [a(100), a(100)], // exactly 100: nothing cut, no '...'
    [a(101), `${a(100)}...`],
    [`${a(150)}\nmais`, `${a(100)}...`],
    // 99 letters + 2 emoji = 101 code points: the cut keeps the first emoji whole.
    [`${a(99)}😀😀`, `${a(99)}😀...`],
  ])("shows %j as %j", (input, expected) => {
    expect(formatCaption(input)).toBe(expected);
  });

  it.each([[""], ["   "], ["\n \n"], [null], [undefined]])("says 'Sem descrição' for %j", (input) => {
    expect(formatCaption(input)).toBe("Sem descrição");
  });
});
