import { invalidEmailMessage } from "@core/validation/email";
import { invisibleCharactersMessage } from "@core/validation/invisible-characters";
import { passwordMessages, passwordChangeSchema } from "@core/validation/password";
import { describe, expect, it } from "vitest";
import { requiredMessages, signInSchema, signUpSchema } from "./auth-schemas";

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("sign-up form", () => {
  it("asks for every field when all are empty", () => {
    expect(messagesOf(signUpSchema.safeParse({ name: " ", email: "", password: "" }))).toEqual({
      name: requiredMessages.name,
      email: requiredMessages.email,
      password: requiredMessages.password,
    });
  });

  it.each([
    ["a malformed e-mail", { email: "maria@" }, "email", invalidEmailMessage],
    ["a 5-character password", { password: "a1b2c" }, "password", passwordMessages.signUpTooShort],
    ["a common password", { password: "123456" }, "password", passwordMessages.common],
    ["a name with a bidirectional override", { name: "Maria \u202eazuoS" }, "name", invisibleCharactersMessage],
    ["a name with a zero-width space", { name: "Ma\u200bria" }, "name", invisibleCharactersMessage],
  ])("refuses %s with the shared message", (_label, override, field, message) => {
    const values = { name: "Maria Souza", email: "maria@exemplo.com.br", password: "Inteligram#2026", ...override };
    expect(messagesOf(signUpSchema.safeParse(values))[field]).toBe(message);
  });

  it("accepts a 6-character password and normalises the e-mail", () => {
    const result = signUpSchema.parse({ name: " Maria ", email: " Maria@Exemplo.com.BR ", password: "x7#kQ2" });
    expect(result).toEqual({ name: "Maria", email: "maria@exemplo.com.br", password: "x7#kQ2" });
  });
});

describe("login form", () => {
  it("only requires a password, whatever its length", () => {
    expect(signInSchema.safeParse({ email: "maria@exemplo.com.br", password: "abc" }).success).toBe(true);
    expect(messagesOf(signInSchema.safeParse({ email: "maria@exemplo.com.br", password: "" }))).toEqual({
      password: requiredMessages.password,
    });
  });
});

describe("new password form (change and reset)", () => {
  it.each([
    [{ newPassword: "", confirmPassword: "" }, "newPassword", passwordMessages.required],
    [{ newPassword: "Nova-Senha-1", confirmPassword: "" }, "confirmPassword", passwordMessages.required],
    [{ newPassword: "Nova-Senha-1", confirmPassword: "Outra-Senha-1" }, "confirmPassword", passwordMessages.mismatch],
    [{ newPassword: "abc12", confirmPassword: "abc12" }, "newPassword", passwordMessages.tooShort],
  ])("puts the spec's message on the field it is about: %o", (values, field, message) => {
    expect(messagesOf(passwordChangeSchema.safeParse(values))).toEqual({ [field]: message });
  });
});
