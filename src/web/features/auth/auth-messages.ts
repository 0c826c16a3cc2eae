import { passwordMinLength, passwordResetRequestedMessage } from "@core/validation/password-rules";
export { describeError } from "~/lib/api";

// Verbatim where the original product gave the text (docs/product/texts.md).
export const authMessages = {
  failureTitle: "Erro na autenticação",
  signInSuccess: "Login realizado com sucesso!",
  signUpSuccess: "Conta criada com sucesso!",
  signUpSuccessDescription: "Verifique seu email para confirmar a conta.",
  // The invitation was sent to this e-mail: it confirms the address, no confirmation link.
  signUpFromInvitation: "Conta criada! Seu email foi confirmado pelo convite.",
  signOutSuccess: "Logout realizado",
  signOutSuccessDescription: "Você foi desconectado com sucesso.",
  signOutFailure: "Erro",
  signOutFailureDescription: "Erro ao fazer logout. Tente novamente.",
  confirmed: "Conta confirmada!",
  passwordChanged: "Senha alterada com sucesso!",
  passwordChangeFailure: "Erro ao alterar senha.",
  // Not in the spec: the confirmation resend and the password reset.
  resendAction: "Reenviar email de confirmação",
  resendSuccess: "Email de confirmação enviado!",
  resendSuccessDescription: "Verifique sua caixa de entrada e clique no link para confirmar a conta.",
  resendFailure: "Erro ao reenviar o email",
  resetRequested: passwordResetRequestedMessage,
  resetRequestFailure: "Erro ao enviar o link",
  resetSuccess: "Senha redefinida com sucesso!",
  resetSuccessDescription: "Entre com sua nova senha.",
  resetFailure: "Erro ao redefinir senha",
  resetLinkInvalid: "Este link de redefinição é inválido ou expirou.",
  resetLinkInvalidDescription: "Peça um novo link e use o mais recente que chegar no seu email.",
} as const;

/** Shown under every field where a new password is chosen; the rules are src/core/validation/password.ts. */
export const passwordRulesHint = `Use pelo menos ${passwordMinLength} caracteres e evite senhas comuns, como 123456.`;
