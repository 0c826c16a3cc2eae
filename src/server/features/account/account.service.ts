import { checkPasswordChange } from "@core/validation/password";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { deleteOtherSessions, updateCredentialPassword } from "./account.queries";

/**
 * Spec §2 /admin/change-password: the signed-in user picks a new password (Nova Senha and
 * Confirmar Nova Senha). Every other session of the user ends.
 */
export async function changePassword(
  ctx: Pick<AppContext, "auth" | "db">,
  who: { userId: string; sessionId: string },
  input: { newPassword: string; confirmPassword: string },
) {
  const problem = checkPasswordChange(input.newPassword, input.confirmPassword);
  if (problem) throw new AppError("INVALID_INPUT", problem);
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const updated = await updateCredentialPassword(tx, who.userId, hash);
    if (!updated) throw new AppError("NOT_FOUND", "Esta conta não usa senha.");
    await deleteOtherSessions(tx, who.userId, who.sessionId);
  });
}
