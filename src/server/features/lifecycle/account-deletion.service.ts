import type { AppContext } from "../../context";
import { deleteRateLimitsOf, hitRateLimit } from "../../db/rate-limit";
import { transactionRetried } from "../../db/transient-conflict";
import { AppError } from "../../http/app-error";
import type { SessionUser } from "../../http/hono-env";
import { findCredentialPasswordHash } from "../account/account.queries";
import { deleteOutgoingMailTo } from "../mail/queue-mail";
import { accountDeletedMail, queueLifecycleMail } from "./lifecycle-mail";
import { deleteUser, listMembershipsWithCounts } from "./lifecycle.queries";
import { listWorkspaceMemberships } from "../team/workspace.service";
import { deleteWorkspaceRows, endWorkspaceSubscriptions } from "./workspace-deletion";
import { listRevocableGrants, revokeGrants } from "../social-accounts/accounts.service";

// "Excluir minha conta" (LGPD art. 18, VI): confirmed by typing the account's e-mail and the
// password. A member leaves their workspaces; an owner either has transferred ownership (team
// page) or deletes the workspace with everyone's access to it. Subscriptions end at the provider
// first (a failure there leaves everything untouched), then every row goes in one transaction.

export const deletionMessages = {
  emailMismatch: "O e-mail digitado não é o da sua conta.",
  wrongPassword: "Senha incorreta.",
  ownerMustChoose:
    "Você é proprietário de um espaço de trabalho com outros membros. Transfira a propriedade em Equipe ou confirme que o espaço de trabalho também será excluído.",
  tooMany: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  providerDown: "O serviço de pagamento não respondeu, então nada foi excluído. Tente novamente em instantes.",
} as const;

const passwordChecks = { windowSeconds: 10 * 60, max: 10 };

type Ctx = Pick<AppContext, "db" | "auth" | "payments" | "queue" | "env" | "log" | "networks" | "mail">;

/** The person's memberships with their people counts, each workspace named as every other screen names it. */
async function listMembershipsToDelete(ctx: Pick<AppContext, "db">, userId: string) {
  const [counts, named] = await Promise.all([listMembershipsWithCounts(ctx.db, userId), listWorkspaceMemberships(ctx, userId)]);
  const names = new Map(named.map((m) => [m.workspaceId, m.name]));
  return counts.map((m) => ({ ...m, name: names.get(m.workspaceId) ?? "" }));
}

/** What the delete section shows before asking: the workspaces that would go with the account. */
export async function previewDeletion(ctx: Pick<AppContext, "db">, userId: string) {
  const memberships = await listMembershipsToDelete(ctx, userId);
  return {
    workspaces: memberships.map((m) => ({
      id: m.workspaceId,
      name: m.name,
      role: m.role,
      otherMembers: Math.max(0, Number(m.members) - 1),
      // Owned workspaces go with the account; a member only leaves.
      deletedWithAccount: m.role === "owner",
    })),
  };
}

export async function deleteMyAccount(
  ctx: Ctx,
  user: SessionUser,
  input: { email: string; password: string; deleteOwnedWorkspaces: boolean },
) {
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("INVALID_INPUT", deletionMessages.emailMismatch, { details: { email: deletionMessages.emailMismatch } });
  }
  if (!(await hitRateLimit(ctx.db, `account-deletion:${user.id}`, passwordChecks))) {
    throw new AppError("RATE_LIMITED", deletionMessages.tooMany);
  }
  const hash = await findCredentialPasswordHash(ctx.db, user.id);
  const auth = await ctx.auth.$context;
  if (!hash || !(await auth.password.verify({ hash, password: input.password }))) {
    throw new AppError("INVALID_INPUT", deletionMessages.wrongPassword, {
      details: { password: deletionMessages.wrongPassword },
      reason: "INVALID_PASSWORD",
    });
  }
  const memberships = await listMembershipsToDelete(ctx, user.id);
  const owned = memberships.filter((m) => m.role === "owner");
  if (owned.some((m) => Number(m.members) > 1) && !input.deleteOwnedWorkspaces) {
    throw new AppError("CONFLICT", deletionMessages.ownerMustChoose, { reason: "OWNER_MUST_TRANSFER_OR_DELETE" });
  }
  const ownedIds = owned.map((m) => m.workspaceId);
  // Read before the rows go: the grants the deleted accounts hold at TikTok, revoked after.
  const grants = await listRevocableGrants(ctx, ownedIds);
  try {
    await endWorkspaceSubscriptions(ctx, ownedIds);
  } catch (error) {
    throw new AppError("EXTERNAL_SERVICE", deletionMessages.providerDown, { cause: error });
  }
  // The cascade crosses every table the workspace's jobs write to (a collection's follow-ups,
  // the export asked for just before): a deadlock with one of them is run again, not a 500.
  await transactionRetried(ctx.db, async (tx) => {
    await deleteWorkspaceRows(ctx, tx, ownedIds, user.id);
    await deleteUser(tx, user.id);
    await deleteRateLimitsOf(tx, [user.id]);
    // Nothing about the person stays in the queue: the messages still waiting for them and
    // every job naming them. The message saying the account is gone is queued after that, and
    // leaves outgoing_emails once sent.
    const messageIds = await deleteOutgoingMailTo(tx, [user.email]);
    await ctx.mail.forgetRecipient(user.email, { tx });
    await ctx.queue.deleteJobsOf(tx, { userIds: [user.id], messageIds });
    await queueLifecycleMail(
      ctx,
      user.email,
      `account-deleted:${user.id}`,
      accountDeletedMail(
        user.name,
        owned.map((m) => m.name),
      ),
      tx,
    );
  });
  await revokeGrants(ctx, grants);
  ctx.log.info({ userId: user.id, workspacesDeleted: ownedIds.length }, "account deleted by its person");
  return { ok: true as const };
}
