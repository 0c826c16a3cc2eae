import { describe, expect, it } from "vitest";
import { foldText } from "./fold-text";

describe("foldText", () => {
  it.each([
    ["Promoção", "promocao"],
    ["PROMOÇÕES", "promocoes"],
    ["você têm", "voce tem"],
    ["Já está à venda", "ja esta a venda"],
    // Decomposed input (an "a" plus a combining tilde) folds like the composed one.
    ["promoc\u0327a\u0303o", "promocao"],
    ["R$ 49,90 😍", "r$ 49,90 😍"],
    ["", ""],
  ])("folds %j to %j", (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});
