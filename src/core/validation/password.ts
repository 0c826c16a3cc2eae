import { z } from "zod";
import { commonPasswords } from "./common-passwords";

// Spec §5: at least 6 characters. The maximum matches better-auth's default (128), so a
// password the form accepts is never refused by the server afterwards.
export const passwordMinLength = 6;
export const passwordMaxLength = 128;

export const passwordMessages = {
  // Spec §5, verbatim.
  tooShort: "A nova senha deve ter pelo menos 6 caracteres.",
  mismatch: "As senhas não coincidem.",
  required: "Preencha a nova senha e a confirmação.",
  tooLong: "A senha deve ter no máximo 128 caracteres.",
  common: "Essa senha é muito comum. Escolha outra mais difícil de adivinhar.",
} as const;

const commonPasswordSet: ReadonlySet<string> = new Set(commonPasswords);

// Counted in characters as a person sees them, not UTF-16 units (an emoji is one).
function countCharacters(value: string): number {
  return [...value].length;
}

/** A top-list password (any letter case) or one character repeated ("aaaaaa", "      "). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet.has(password.toLowerCase()) || /^(.)\1*$/su.test(password);
}

/** Null when the password is acceptable, else the pt-BR reason. */
export function checkPassword(password: string): string | null {
  const length = countCharacters(password);
  if (length < passwordMinLength) return passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.common;
  return null;
}

/** Spec §5 password change: both fields required, they must match, then the password rules. */
export function checkPasswordChange(newPassword: string, confirmation: string): string | null {
  if (newPassword.length === 0 || confirmation.length === 0) return passwordMessages.required;
  if (newPassword !== confirmation) return passwordMessages.mismatch;
  return checkPassword(newPassword);
}

export const passwordSchema = z.string({ error: passwordMessages.tooShort }).superRefine((password, ctx) => {
  const message = checkPassword(password);
  if (message) ctx.addIssue({ code: "custom", message });
});

/** /admin/change-password and the reset form: the error sits on the field it is about. */
export const passwordChangeSchema = z
  .object({
    newPassword: z.string({ error: passwordMessages.required }),
    confirmPassword: z.string({ error: passwordMessages.required }),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    const message = checkPasswordChange(newPassword, confirmPassword);
    if (!message) return;
    const aboutConfirmation =
      newPassword.length > 0 && (confirmPassword.length === 0 || message === passwordMessages.mismatch);
    const path = aboutConfirmation ? "confirmPassword" : "newPassword";
    ctx.addIssue({ code: "custom", message, path: [path] });
  });
