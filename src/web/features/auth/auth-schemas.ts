import { emailSchema } from "@core/validation/email";
import { visibleName } from "@core/validation/invisible-characters";
import { signUpPasswordSchema } from "@core/validation/password";
import { z } from "zod";

// docs/product/screens.md: e-mail, password and (sign-up) full name are required. The e-mail and password
// rules and their messages are the ones the server applies (src/core/validation).

export const requiredMessages = {
  name: "Informe seu nome completo.",
  email: "Informe seu email.",
  password: "Informe sua senha.",
} as const;

const requiredEmail = z.string().trim().min(1, requiredMessages.email).pipe(emailSchema);

export const signInSchema = z.object({
  email: requiredEmail,
  // Only required: an older password may predate today's rules, and the server decides.
  password: z.string().min(1, requiredMessages.password),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, requiredMessages.name).check(visibleName),
  email: requiredEmail,
  password: z.string().min(1, requiredMessages.password).pipe(signUpPasswordSchema),
});

export const passwordResetRequestSchema = z.object({ email: requiredEmail });

export type SignInValues = z.input<typeof signInSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type PasswordResetRequestValues = z.input<typeof passwordResetRequestSchema>;
