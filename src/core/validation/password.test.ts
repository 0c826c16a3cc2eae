import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords";
import {
  checkPassword,
  checkPasswordChange,
  isCommonPassword,
  passwordChangeSchema,
  passwordMaxLength,
  passwordMessages as messages,
  passwordMinLength,
  signUpPasswordSchema,
} from "./password";

describe("checkPassword", () => {
  it.each([
    ["5 characters", "ab1cd", messages.tooShort],
    ["6 characters", "ab1cde", null],
    ["empty", "", messages.tooShort],
    ["5 characters with an emoji (one character each)", "ab1😀😀", messages.tooShort],
    ["128 characters", "x1".repeat(64), null],
    ["129 characters", `${"x1".repeat(64)}y`, messages.tooLong],
    ["a top-list password", "123456", messages.common],
    ["a Brazilian favourite", "flamengo", messages.common],
    ["a common password in another case", "SENHA123", messages.common],
    ["one repeated character", "zzzzzzzz", messages.common],
    ["spaces only", "       ", messages.common],
    ["a passphrase", "cafe com pao de queijo", null],
    ["a common word with a twist", "flamengo1981!", null],
  ])("%s -> %j", (_, password, message) => {
    expect(checkPassword(password)).toBe(message);
  });

  it("calls a short password at sign-up the password, not the new one", () => {
    expect(checkPassword("ab1cd", { atSignUp: true })).toBe("A senha deve ter pelo menos 6 caracteres.");
    expect(checkPassword("ab1cd")).toBe(messages.tooShort);
    expect(checkPassword("senha123", { atSignUp: true })).toBe(messages.common);
  });

  it("uses the spec's minimum-length message", () => {
    expect(passwordMinLength).toBe(6);
    expect(messages.tooShort).toBe("A nova senha deve ter pelo menos 6 caracteres.");
    expect(passwordMaxLength).toBe(128);
  });
});

describe("common password list", () => {
  it("holds a few hundred unique lower-case entries, each long enough to matter", () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(300);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(passwordMinLength);
    }
  });

  it.each(["123456", "password", "senha123", "qwerty", "12345678", "brasil", "flamengo", "corinthians", "102030", "inteligram"])(
    "refuses %j",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );
});

describe("checkPasswordChange (docs/product/screens.md)", () => {
  it.each([
    ["both empty", "", "", messages.required],
    ["confirmation empty", "segredo-bom", "", messages.required],
    ["different", "segredo-bom", "segredo-mau", "As senhas não coincidem."],
    ["equal but short", "ab1", "ab1", messages.tooShort],
    ["equal but common", "senha123", "senha123", messages.common],
    ["equal and good", "segredo-bom", "segredo-bom", null],
  ])("%s -> %j", (_, newPassword, confirmation, message) => {
    expect(checkPasswordChange(newPassword, confirmation)).toBe(message);
  });
});

describe("zod schemas", () => {
  it("signUpPasswordSchema refuses with the reason, a short password as the account's first", () => {
    expect(signUpPasswordSchema.safeParse("qwerty").error?.issues[0]?.message).toBe(messages.common);
    expect(signUpPasswordSchema.safeParse("ab1").error?.issues[0]?.message).toBe("A senha deve ter pelo menos 6 caracteres.");
    expect(signUpPasswordSchema.parse("segredo-bom")).toBe("segredo-bom");
  });

  it.each([
    ["", "", "newPassword", messages.required],
    ["segredo-bom", "", "confirmPassword", messages.required],
    ["segredo-bom", "segredo-mau", "confirmPassword", messages.mismatch],
    ["abc", "abc", "newPassword", messages.tooShort],
  ])("passwordChangeSchema puts %j / %j on %s", (newPassword, confirmPassword, field, message) => {
    const issue = passwordChangeSchema.safeParse({ newPassword, confirmPassword }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});
