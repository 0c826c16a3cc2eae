import { platformLabels } from "@core/social/platforms";
import { z } from "zod";
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
import { SourceError, type NetworkAdapter } from "../../integrations/networks/network.port";
import { listAccountsWithTokensEndingBefore, updateAccount, type AccountRow } from "./accounts.queries";
import { refreshAccountTokens } from "./token-rotation";
import { warnFacebookTokensEnding } from "./facebook-token-end";

/**
 * A throttled or unreachable network (rate_limited, unavailable) says nothing about the token:
 * the refresh waits for the next daily run (the window leaves several of them) instead of asking
 * the person to reconnect. Anything else (a revoked or expired token, a missing permission, an
 * unreadable stored token) needs the person.
 */
function isPassing(error: unknown) {
  return error instanceof SourceError && error.transient;
}

/**
 * Daily: refreshes each network's OAuth tokens that end within its window (Instagram: 10 days,
 * tokens at least 24 h old), storing a rotated refresh token with its access token. A failed
 * refresh marks the account 'Reconexão necessária' and tells the workspace's owner by e-mail.
 * The workspaces' Facebook connections (docs/decisions/022) are refreshed in Instagram's window.
 */
export const refreshTokensJob = defineJob({
  name: "instagram.refresh-tokens",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 60 },
  schedule: "17 6 * * *",
  async handler(_payload, ctx) {
    const now = Date.now();
    for (const network of Object.values(ctx.networks)) await refreshNetworkTokens(ctx, network, now);
    await refreshFacebookTokens(ctx, now);
    // After the renewals had their chance: a token still ending within a week is announced (once per end).
    await warnFacebookTokensEnding(ctx, new Date(now));
  },
});

async function refreshNetworkTokens(ctx: JobRunContext, network: NetworkAdapter, now: number) {
  const policy = network.tokenRefresh;
  for (const account of await listAccountsWithTokensEndingBefore(
    ctx.db,
    network.platform,
    new Date(now + policy.refreshWithinMs),
  )) {
    // A token's age is read from its expiry and the network's token lifetime.
    const issuedAt = (account.tokenExpiresAt?.getTime() ?? now) - policy.tokenLifetimeMs;
    if (!account.accessToken || now - issuedAt < policy.minimumAgeMs) continue;
    try {
      // Stored over the pair it was refreshed from only (token-rotation.ts): a collection or the
      // refresh-ahead job renewing the same account at once never loses the newest refresh token.
      await refreshAccountTokens(ctx, account, network);
    } catch (error) {
      await refreshFailed(ctx, account, error);
    }
  }
}

/**
 * A refresh that failed: a passing failure waits for the next run; otherwise the account is
 * marked 'Reconexão necessária' and the workspace's owner is told by e-mail.
 */
export async function refreshFailed(ctx: JobRunContext, account: AccountRow, error: unknown) {
  const label = platformLabels[account.platform];
  if (isPassing(error)) {
    ctx.log.warn(
      { err: error, accountId: account.id, platform: account.platform },
      "token refresh put off: the next run tries again",
    );
    return;
  }
  ctx.log.warn({ err: error, accountId: account.id, platform: account.platform }, "token refresh failed");
  await updateAccount(ctx.db, account.id, { needsReconnect: true, updatedAt: account.updatedAt });
  const user = await findWorkspaceOwner(ctx, account.workspaceId);
  if (!user) return;
  const username = account.username ?? "";
  await queueMail(ctx, {
    to: user.email,
    ...renderEmail({
      subject: `Reconecte o ${label} @${username} no Inteligram`,
      preheader: `A conexão com o ${label} precisa ser renovada.`,
      heading: `Olá, ${user.name}!`,
      paragraphs: [
        `Não conseguimos renovar a conexão com o ${label} @${username}. Sem ela, paramos de coletar os dados dessa conta.`,
        "Reconecte a conta para continuar acompanhando seus resultados.",
      ],
      action: { label: `Reconectar ${label}`, url: `${ctx.env.APP_URL}/social-media-setup` },
    }),
  });
}

/**
 * Facebook long-lived user tokens also last ~60 days: those ending within the same window get a
 * new one (`fb_exchange_token`). A failure marks the connection, and the own account it brought,
 * as needing reconnection (the account's 'reconnect_needed' alert and card), and tells the owner.
 */
async function refreshFacebookTokens(ctx: JobRunContext, now: number) {
  const { facebook, tokenRefresh: policy } = ctx.networks.instagram;
  if (!facebook) return;
  for (const connection of await listFacebookConnectionsEndingBefore(ctx.db, new Date(now + policy.refreshWithinMs))) {
    const issuedAt = connection.tokenExpiresAt.getTime() - policy.tokenLifetimeMs;
    if (now - issuedAt < policy.minimumAgeMs) continue;
    try {
      const refreshed = await facebook.refreshToken(decryptConnectionToken(ctx, connection));
      await saveRefreshedFacebookToken(ctx, connection, refreshed);
    } catch (error) {
      if (isPassing(error)) {
        ctx.log.warn(
          { err: error, connectionId: connection.id },
          "facebook token refresh put off: the next daily run tries again",
        );
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
