import { z } from "zod";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { defineJob } from "../../jobs/job";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { findWorkspaceOwner } from "../team/workspace-owner";
import {
  decryptConnectionToken,
  listFacebookConnectionsEndingBefore,
  markFacebookReconnectNeeded,
  saveRefreshedFacebookToken,
} from "./facebook.service";
import type { JobRunContext } from "../../jobs/job";
import { SourceError } from "../../integrations/instagram/instagram.port";
import { listAccountsWithTokensEndingBefore, updateAccount } from "./instagram.queries";

const refreshWindowMs = 10 * 24 * 60 * 60 * 1000;
const minimumTokenAgeMs = 24 * 60 * 60 * 1000;
const longLivedTokenMs = 60 * 24 * 60 * 60 * 1000;

/**
 * A throttled or unreachable Instagram (rate_limited, unavailable) says nothing about the token:
 * the refresh waits for the next daily run (the window leaves ~10 of them) instead of asking the
 * person to reconnect. Anything else (a revoked or expired token, a missing permission, an
 * unreadable stored token) needs the person.
 */
function isPassing(error: unknown) {
  return error instanceof SourceError && error.transient;
}

/**
 * Daily: refreshes long-lived tokens that end within 10 days (Instagram refreshes tokens at least
 * 24 h old). A failed refresh marks the account 'Reconexão necessária' and tells the workspace's owner by e-mail.
 * The workspaces' Facebook connections (docs/decisions/022) are refreshed in the same window.
 */
export const refreshTokensJob = defineJob({
  name: "instagram.refresh-tokens",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: "17 6 * * *",
  async handler(_payload, ctx) {
    const now = Date.now();
    const accounts = await listAccountsWithTokensEndingBefore(ctx.db, new Date(now + refreshWindowMs));
    for (const account of accounts) {
      // A long-lived token lasts 60 days, so its age is read from its expiry.
      const issuedAt = (account.tokenExpiresAt?.getTime() ?? now) - longLivedTokenMs;
      if (!account.accessToken || now - issuedAt < minimumTokenAgeMs) continue;
      try {
        const refreshed = await ctx.instagram.oauth.refreshToken(decryptToken(account.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY));
        await updateAccount(ctx.db, account.id, {
          accessToken: encryptToken(refreshed.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY),
          tokenExpiresAt: refreshed.expiresAt,
          updatedAt: account.updatedAt,
        });
      } catch (error) {
        if (isPassing(error)) {
          ctx.log.warn({ err: error, accountId: account.id }, "instagram token refresh put off: the next daily run tries again");
          continue;
        }
        ctx.log.warn({ err: error, accountId: account.id }, "instagram token refresh failed");
        await updateAccount(ctx.db, account.id, { needsReconnect: true, updatedAt: account.updatedAt });
        const user = await findWorkspaceOwner(ctx, account.workspaceId);
        if (!user) continue;
        const username = account.username ?? "";
        await queueMail(ctx, {
          to: user.email,
          ...renderEmail({
            subject: `Reconecte o Instagram @${username} no Inteligram`,
            preheader: "A conexão com o Instagram precisa ser renovada.",
            heading: `Olá, ${user.name}!`,
            paragraphs: [
              `Não conseguimos renovar a conexão com o Instagram @${username}. Sem ela, paramos de coletar os dados dessa conta.`,
              "Reconecte a conta para continuar acompanhando seus resultados.",
            ],
            action: { label: "Reconectar Instagram", url: `${ctx.env.APP_URL}/social-media-setup` },
          }),
        });
      }
    }
    await refreshFacebookTokens(ctx, now);
  },
});

/**
 * Facebook long-lived user tokens also last ~60 days: those ending within the same window get a
 * new one (`fb_exchange_token`). A failure marks the connection, and the own account it brought,
 * as needing reconnection (the account's 'reconnect_needed' alert and card), and tells the owner.
 */
async function refreshFacebookTokens(ctx: JobRunContext, now: number) {
  const facebook = ctx.instagram.facebook;
  if (!facebook) return;
  for (const connection of await listFacebookConnectionsEndingBefore(ctx.db, new Date(now + refreshWindowMs))) {
    const issuedAt = connection.tokenExpiresAt.getTime() - longLivedTokenMs;
    if (now - issuedAt < minimumTokenAgeMs) continue;
    try {
      const refreshed = await facebook.refreshToken(decryptConnectionToken(ctx, connection));
      await saveRefreshedFacebookToken(ctx, connection, refreshed);
    } catch (error) {
      if (isPassing(error)) {
        ctx.log.warn({ err: error, connectionId: connection.id }, "facebook token refresh put off: the next daily run tries again");
        continue;
      }
      ctx.log.warn({ err: error, connectionId: connection.id }, "facebook token refresh failed");
      await markFacebookReconnectNeeded(ctx.db, connection);
      const user = await findWorkspaceOwner(ctx, connection.workspaceId);
      if (!user) continue;
      const page = connection.pageName ?? "sua página";
      await queueMail(ctx, {
        to: user.email,
        ...renderEmail({
          subject: "Reconecte o Facebook no Inteligram",
          preheader: "A conexão com o Facebook precisa ser renovada.",
          heading: `Olá, ${user.name}!`,
          paragraphs: [
            `Não conseguimos renovar a conexão com o Facebook (${page}${connection.igUsername ? `, @${connection.igUsername}` : ""}). Sem ela, paramos de coletar os dados da conta conectada por ela.`,
            "Conecte com o Facebook novamente para continuar acompanhando seus resultados.",
          ],
          action: { label: "Reconectar o Facebook", url: `${ctx.env.APP_URL}/social-media-setup` },
        }),
      });
    }
  }
}
