import { z } from "zod";
import { commonPasswords } from "./common-passwords";
import { passwordMaxLength, passwordMessages, passwordMinLength } from "./password-rules";

// The limits and texts live apart from zod, for pages that need only them (decision 007).
export { passwordMaxLength, passwordMessages, passwordMinLength };

const commonPasswordSet: ReadonlySet<string> = new Set(commonPasswords);

// Counted in characters as a person sees them, not UTF-16 units (an emoji is one).
function countCharacters(value: string): number {
  return [...value].length;
}

/** A top-list password (any letter case) or one character repeated ("aaaaaa", "      "). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet.has(password.toLowerCase()) || /^(.)\1*$/su.test(password);
}

/**
 * Null when the password is acceptable, else the pt-BR reason. `atSignUp`: the account's first
 * password, whose length message does not call it new.
 */
export function checkPassword(password: string, { atSignUp = false } = {}): string | null {
  const length = countCharacters(password);
  if (length < passwordMinLength) return atSignUp ? passwordMessages.signUpTooShort : passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.common;
  return null;
}

/** docs/product/screens.md password change: both fields required, they must match, then the password rules. */
export function checkPasswordChange(newPassword: string, confirmation: string): string | null {
  if (newPassword.length === 0 || confirmation.length === 0) return passwordMessages.required;
  if (newPassword !== confirmation) return passwordMessages.mismatch;
  return checkPassword(newPassword);
}

/** The password chosen at sign-up. */
export const signUpPasswordSchema = z.string({ error: passwordMessages.signUpTooShort }).superRefine((password, ctx) => {
  const message = checkPassword(password, { atSignUp: true });
  if (message) ctx.addIssue({ code: "custom", message });
});

/** The new password and its confirmation, with the error on the field it is about. */
function refineNewPassword(
  { newPassword, confirmPassword }: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  const message = checkPasswordChange(newPassword, confirmPassword);
  if (!message) return;
  const aboutConfirmation = newPassword.length > 0 && (confirmPassword.length === 0 || message === passwordMessages.mismatch);
  const path = aboutConfirmation ? "confirmPassword" : "newPassword";
  ctx.addIssue({ code: "custom", message, path: [path] });
}

/** The reset form (the e-mailed link stands for the current password). */
export const passwordChangeSchema = z
  .object({
    newPassword: z.string({ error: passwordMessages.required }),
    confirmPassword: z.string({ error: passwordMessages.required }),
  })
  .superRefine(refineNewPassword);

/** /admin/change-password: the current password proves it is the person, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: passwordMessages.currentRequired })
      .min(1, passwordMessages.currentRequired)
      .max(passwordMaxLength, passwordMessages.currentWrong),
    newPassword: z.string({ error: passwordMessages.required }),
    confirmPassword: z.string({ error: passwordMessages.required }),
  })
  .superRefine(refineNewPassword);
