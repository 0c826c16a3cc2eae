import { z } from "zod";

export const emailMaxLength = 254;
export const invalidEmailMessage = "Digite um email válido.";

// One spelling per address: sign-up, login and profiles compare e-mails this way.
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Trims and lower-cases, then checks the address; outputs the normalised e-mail. */
export const emailSchema = z
  .string({ error: invalidEmailMessage })
  .transform(normalizeEmail)
  .pipe(z.email({ error: invalidEmailMessage }).max(emailMaxLength, { error: invalidEmailMessage }));
