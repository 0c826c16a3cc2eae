import { connectionEndWarningMs, daysLeftBefore, endsWithinWarning } from "@core/social/connection-end";
import { and, eq, gt, isNull, lte, ne, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { facebookConnections } from "../../db/schema/index";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { findWorkspaceOwner } from "../team/workspace-owner";

/*
 * The Facebook connection's token is renewed by exchanging the long-lived token for another
 * (`fb_exchange_token` again, token-refresh.job.ts), which Meta does not document: it may come
 * back with the same end. So a week before an active connection's token ends (after the daily
 * renewal had its chance), the workspace's owner is told by e-mail, once per token end
 * (`token_end_warned_for`), and the account card shows the end with a reconnect button while it
 * is near (`connectionEndsAt` on the account's view).
 */

type Ctx = Pick<AppContext, "db" | "queue" | "env">;

const notWarnedForThisEnd = or(
  isNull(facebookConnections.tokenEndWarnedFor),
  ne(facebookConnections.tokenEndWarnedFor, facebookConnections.tokenExpiresAt),
);

/** E-mails the owner of each active connection whose token ends within a week, once per token end. */
export async function warnFacebookTokensEnding(ctx: Ctx, now: Date) {
  const ending = await ctx.db
    .select()
    .from(facebookConnections)
    .where(
      and(
        eq(facebookConnections.status, "active"),
        gt(facebookConnections.tokenExpiresAt, now),
        lte(facebookConnections.tokenExpiresAt, new Date(now.getTime() + connectionEndWarningMs)),
        notWarnedForThisEnd,
      ),
    );
  let warned = 0;
  for (const connection of ending) {
    const owner = await findWorkspaceOwner(ctx, connection.workspaceId);
    if (!owner) continue;
    await ctx.db.transaction(async (tx) => {
      // Claimed and queued together: two runs at once, or a retry, send one message.
      const [claimed] = await tx
        .update(facebookConnections)
        .set({ tokenEndWarnedFor: connection.tokenExpiresAt })
        .where(
          and(
            eq(facebookConnections.id, connection.id),
            eq(facebookConnections.tokenExpiresAt, connection.tokenExpiresAt),
            notWarnedForThisEnd,
          ),
        )
        .returning({ id: facebookConnections.id });
      if (!claimed) return;
      const days = daysLeftBefore(connection.tokenExpiresAt, now);
      const when = days === 1 ? "em 1 dia" : `em ${days} dias`;
      const page = connection.pageName ?? "sua página";
      const account = connection.igUsername ? `, @${connection.igUsername}` : "";
      await queueMail(
        ctx,
        {
          to: owner.email,
          ...renderEmail({
            subject: `Sua conexão com o Facebook termina ${when}`,
            preheader: "Reconecte o Facebook para não parar a coleta.",
            heading: `Olá, ${owner.name}!`,
            paragraphs: [
              `A conexão com o Facebook (${page}${account}) termina ${when}. O Facebook não garante a renovação automática dessa conexão, e sem ela paramos de coletar os dados da conta conectada por ela.`,
              "Conecte com o Facebook novamente e escolha a mesma página: leva um minuto e o histórico continua.",
            ],
            action: { label: "Reconectar o Facebook", url: `${ctx.env.APP_URL}/social-media-setup` },
          }),
        },
        { tx },
      );
      warned += 1;
    });
  }
  return warned;
}

/** When the workspace's active Facebook connection ends, if within the warning window; null otherwise. */
export async function facebookConnectionEndingSoon(db: DbOrTx, workspaceId: string, now: Date) {
  const [connection] = await db
    .select({ status: facebookConnections.status, tokenExpiresAt: facebookConnections.tokenExpiresAt })
    .from(facebookConnections)
    .where(eq(facebookConnections.workspaceId, workspaceId));
  if (connection?.status !== "active" || !endsWithinWarning(connection.tokenExpiresAt, now)) return null;
  return connection.tokenExpiresAt;
}
