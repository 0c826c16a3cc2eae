// docs/product/screens.md: at least 6 characters. The maximum matches better-auth's default (128), so a
// password the form accepts is never refused by the server afterwards.
export const passwordMinLength = 6;
export const passwordMaxLength = 128;

export const passwordMessages = {
  // docs/product/screens.md, verbatim.
  tooShort: "A nova senha deve ter pelo menos 6 caracteres.",
  // At sign-up the password is the account's first one, not a new one.
  signUpTooShort: "A senha deve ter pelo menos 6 caracteres.",
  mismatch: "As senhas não coincidem.",
  required: "Preencha a nova senha e a confirmação.",
  tooLong: "A senha deve ter no máximo 128 caracteres.",
  common: "Essa senha é muito comum. Escolha outra mais difícil de adivinhar.",
  currentRequired: "Digite sua senha atual.",
  currentWrong: "A senha atual está incorreta.",
} as const;

/** The answer to a reset request, the same whether the e-mail has an account or not. */
export const passwordResetRequestedMessage = "Se houver uma conta com esse email, enviaremos um link para redefinir a senha.";
