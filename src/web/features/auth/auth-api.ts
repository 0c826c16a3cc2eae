import { api } from "~/lib/api";

// The account calls that don't change who is signed in (those live in the auth context).

/** Sends a new confirmation link; the server answers the same whether or not the address has an account. */
export function resendConfirmationEmail(email: string, callbackURL: string) {
  return api.post("/api/auth/send-verification-email", { email, callbackURL });
}

export const passwordResetPath = "/redefinir-senha";

/** E-mails a link to /redefinir-senha?token=...; the answer never says whether the address exists. */
export function requestPasswordReset(email: string) {
  return api.post("/api/auth/request-password-reset", { email, redirectTo: passwordResetPath });
}

/** Sets the new password with the link's token; the server then ends every session of the account. */
export function resetPassword(token: string, newPassword: string) {
  return api.post("/api/auth/reset-password", { token, newPassword });
}

/** docs/product/screens.md /admin/change-password; the server checks the current password and ends the user's other sessions. */
export function changePassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  return api.post("/api/account/password", input);
}
