import { z } from "zod";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { defineJob } from "../../jobs/job";
import { sendMailJob } from "../mail/send-mail.job";
import { renderEmail } from "../mail/templates";
import { findWorkspaceOwner } from "../team/workspace-owner";
import { listAccountsWithTokensEndingBefore, updateAccount } from "./instagram.queries";

const refreshWindowMs = 10 * 24 * 60 * 60 * 1000;
const minimumTokenAgeMs = 24 * 60 * 60 * 1000;
const longLivedTokenMs = 60 * 24 * 60 * 60 * 1000;

/**
 * Daily: refreshes long-lived tokens that end within 10 days (Instagram refreshes tokens at least
 * 24 h old). A failed refresh marks the account 'Reconexão necessária' and tells the workspace's owner by e-mail.
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
        ctx.log.warn({ err: error, accountId: account.id }, "instagram token refresh failed");
        await updateAccount(ctx.db, account.id, { needsReconnect: true, updatedAt: account.updatedAt });
        const user = await findWorkspaceOwner(ctx, account.workspaceId);
        if (!user) continue;
        const username = account.username ?? "";
        await ctx.queue.send(sendMailJob, {
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
  },
});
