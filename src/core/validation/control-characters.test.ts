import { describe, expect, it } from "vitest";
import { findControlCharacters, hasControlCharacters, plainText } from "./control-characters";

describe("control characters", () => {
  it.each([
    ["a\u0000b", true],
    ["\u0007", true],
    ["\u001b[31m", true],
    ["\u007f", true],
    ["\u0085", true],
    ["linha 1\nlinha 2\r\n\tfim", false],
    ["São Paulo — açaí 😀", false],
    ["", false],
  ])("%j has control characters: %s", (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });

  it("names every field that holds one, however deep", () => {
    const input = {
      name: "Loja\u0000",
      email: "ok@exemplo.com.br",
      goals: ["growth", "sa\u0000les"],
      nested: { deep: { text: "\u0001" }, count: 3, flag: true, none: null },
      "ke\u0000y": "value",
    };
    expect(findControlCharacters(input)).toEqual(["name", "goals.1", "nested.deep.text", "_"]);
    expect(findControlCharacters("\u0000")).toEqual([""]);
    expect(findControlCharacters({ fine: "texto", list: [1, "dois"] })).toEqual([]);
  });

  it("gives forms a string schema with the pt-BR message", () => {
    const result = plainText().safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Remova os caracteres invisíveis (de controle) deste campo.");
    expect(plainText().safeParse("texto\ncom linhas").success).toBe(true);
  });
});
