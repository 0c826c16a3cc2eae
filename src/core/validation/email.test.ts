import { describe, expect, it } from "vitest";
import { emailSchema, invalidEmailMessage, normalizeEmail } from "./email";

describe("normalizeEmail", () => {
  it.each([
    ["Ana@Exemplo.com.br", "ana@exemplo.com.br"],
    ["  ana@exemplo.com  ", "ana@exemplo.com"],
  ])("%j -> %j", (typed, normalized) => {
    expect(normalizeEmail(typed)).toBe(normalized);
  });
});

describe("emailSchema", () => {
  it.each([
    [" Ana.Silva+promo@Exemplo.COM.br ", "ana.silva+promo@exemplo.com.br"],
    ["joao@empresa.com", "joao@empresa.com"],
  ])("parses %j as %j", (typed, email) => {
    expect(emailSchema.parse(typed)).toBe(email);
  });

  it.each([
    ["empty", ""],
    ["no @", "ana.exemplo.com"],
    ["no domain", "ana@"],
    ["no top-level domain", "ana@exemplo"],
    ["a space inside", "ana silva@exemplo.com"],
    ["two @", "ana@@exemplo.com"],
    ["longer than 254 characters", `${"a".repeat(64)}@${"b".repeat(190)}.com`],
    ["not a string", 42],
  ])("refuses %s with 'Digite um email válido.'", (_, value) => {
    expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe(invalidEmailMessage);
  });

  it("says it in pt-BR", () => {
    expect(invalidEmailMessage).toBe("Digite um email válido.");
  });
});
