import { checkPasswordChange, passwordMessages } from "@core/validation/password";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { hitRateLimit } from "../../db/rate-limit";
import { deleteOtherSessions, findCredentialPasswordHash, updateCredentialPassword } from "./account.queries";

// Guessing the current password from a session left open is slowed down: so many checks per
// user in a window, wrong or right.
const currentPasswordChecks = { windowSeconds: 10 * 60, max: 10 };

/**
 * docs/product/screens.md /admin/change-password: the signed-in user proves it is them with the current password,
 * then picks a new one (Nova Senha and Confirmar Nova Senha). Every other session of the user ends.
 */
export async function changePassword(
  ctx: Pick<AppContext, "auth" | "db">,
  who: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
) {
  if (input.currentPassword.length === 0) {
    throw new AppError("INVALID_INPUT", passwordMessages.currentRequired, {
      details: { currentPassword: passwordMessages.currentRequired },
    });
  }
  const problem = checkPasswordChange(input.newPassword, input.confirmPassword);
  if (problem) throw new AppError("INVALID_INPUT", problem);
  const auth = await ctx.auth.$context;
  await verifyCurrentPassword(ctx, auth, who.userId, input.currentPassword);
  const hash = await auth.password.hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const updated = await updateCredentialPassword(tx, who.userId, hash);
    if (!updated) throw new AppError("NOT_FOUND", "Esta conta não usa senha.");
    await deleteOtherSessions(tx, who.userId, who.sessionId);
  });
}

async function verifyCurrentPassword(
  ctx: Pick<AppContext, "db">,
  auth: Awaited<AppContext["auth"]["$context"]>,
  userId: string,
  password: string,
) {
  if (!(await hitRateLimit(ctx.db, `password-change:${userId}`, currentPasswordChecks))) {
    throw new AppError("RATE_LIMITED", "Muitas tentativas. Aguarde alguns minutos e tente novamente.");
  }
  const hash = await findCredentialPasswordHash(ctx.db, userId);
  if (!hash) throw new AppError("NOT_FOUND", "Esta conta não usa senha.");
  if (!(await auth.password.verify({ hash, password }))) {
    throw new AppError("INVALID_INPUT", passwordMessages.currentWrong, {
      details: { currentPassword: passwordMessages.currentWrong },
      reason: "INVALID_CURRENT_PASSWORD",
    });
  }
}
