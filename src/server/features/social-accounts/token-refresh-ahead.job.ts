import { defineJob } from "../../jobs/job";
import { networkOf } from "../../integrations/networks/index";
import { SourceError } from "../../integrations/networks/network.port";
import { findTrackedProfile } from "./accounts.queries";
import { refreshFailed } from "./token-refresh.job";
import { refreshTokenAheadMessage } from "./token-refresh-ahead.message";
import { refreshAccountTokens } from "./token-rotation";

/**
 * social-accounts.refresh-token-ahead: one account's short-lived token (TikTok's, hours),
 * renewed a little before it ends (README.md "Tokens"). It does nothing when the account is gone,
 * disconnected, waiting for a reconnection, or its token was already renewed (a collection or
 * another job did it; that renewal queued the next job). A throttled or failing network is
 * retried (then the daily refresh and the next collection try again); a refused refresh token
 * marks the account 'Reconexão necessária' and tells the owner, as the daily refresh does.
 */
export const refreshTokenAheadJob = defineJob({
  ...refreshTokenAheadMessage,
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  concurrency: 2,
  async handler({ workspaceId, accountId }, ctx) {
    const account = await findTrackedProfile(ctx.db, workspaceId, accountId);
    if (!account || !account.isActive || account.needsReconnect || account.connectionType !== "oauth" || !account.tokenExpiresAt)
      return;
    const policy = networkOf(ctx.networks, account.platform).tokenRefresh;
    if (!policy.refreshAhead || account.tokenExpiresAt.getTime() - Date.now() > policy.refreshWithinMs) return;
    try {
      await refreshAccountTokens(ctx, account);
    } catch (error) {
      if (error instanceof SourceError && error.transient) throw error;
      await refreshFailed(ctx, account, error);
    }
  },
});
