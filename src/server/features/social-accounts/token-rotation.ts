import type { AppContext } from "../../context";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import type { Tx } from "../../db/client";
import { networkOf } from "../../integrations/networks/index";
import { SourceError, type NetworkAdapter } from "../../integrations/networks/network.port";
import { findTrackedProfile, saveRotatedTokens, type AccountRow } from "./accounts.queries";
import { refreshTokenAheadMessage } from "./token-refresh-ahead.message";

/*
 * Refreshing an account's OAuth tokens, for every path that does it (the daily refresh, the
 * refresh-ahead job, a collection about to use a token that ends soon). Refresh tokens rotate
 * (TikTok): the new pair is stored in one statement, and only over the pair it was refreshed
 * from (saveRotatedTokens), so two workers refreshing at once never leave an older refresh token
 * in place of the newest one. The loser of such a race uses the winner's pair.
 */

type Ctx = Pick<AppContext, "db" | "env" | "networks" | "log" | "queue">;

// How long a refused refresh waits for another worker's pair to be stored: 20 reads, 250 ms apart.
const winnerWaits = 20;
const winnerWaitMs = 250;

/** A stored token, decrypted; a token sealed with another key (a rotated TOKEN_ENCRYPTION_KEY) is as good as revoked. */
export function readStoredToken(ctx: Pick<AppContext, "env">, sealed: string) {
  try {
    return decryptToken(sealed, ctx.env.TOKEN_ENCRYPTION_KEY);
  } catch (error) {
    throw new SourceError("token_revoked", "the stored token can't be decrypted", { cause: error });
  }
}

/**
 * Queues the refresh-ahead job for a little before the account's access token ends, on networks
 * whose tokens are short-lived (`refreshAhead`). Stale jobs are harmless: each one renews only a
 * token that ends within the window when it runs.
 */
export async function scheduleRefreshAhead(ctx: Ctx, account: AccountRow, options: { tx?: Tx; now?: Date } = {}) {
  const policy = networkOf(ctx.networks, account.platform).tokenRefresh;
  if (!policy.refreshAhead || !account.tokenExpiresAt || !account.refreshToken || account.connectionType !== "oauth") return;
  const now = options.now ?? new Date();
  const startAfter = new Date(Math.max(now.getTime(), account.tokenExpiresAt.getTime() - policy.refreshWithinMs));
  await ctx.queue.send(
    refreshTokenAheadMessage,
    { workspaceId: account.workspaceId, accountId: account.id },
    { startAfter, ...(options.tx ? { tx: options.tx } : {}) },
  );
}

/**
 * Refreshes the account's tokens with its network and stores the new pair over the one used.
 * Returns the account holding the current pair: this refresh's, or (another worker refreshed the
 * same pair first) the winner's. Rejects with the network's SourceError when the refresh failed
 * and nobody else renewed the pair.
 */
export async function refreshAccountTokens(
  ctx: Ctx,
  account: AccountRow,
  network: NetworkAdapter = networkOf(ctx.networks, account.platform),
): Promise<AccountRow> {
  if (!account.accessToken) throw new SourceError("token_revoked", "the account has no token");
  const used = { accessToken: account.accessToken, refreshToken: account.refreshToken };
  const key = ctx.env.TOKEN_ENCRYPTION_KEY;
  const renewedElsewhere = async () => {
    const current = await findTrackedProfile(ctx.db, account.workspaceId, account.id);
    const changed =
      current && current.accessToken && (current.accessToken !== used.accessToken || current.refreshToken !== used.refreshToken);
    return changed ? current : undefined;
  };
  let refreshed;
  try {
    refreshed = await network.oauth.refreshToken({
      accessToken: readStoredToken(ctx, used.accessToken),
      refreshToken: used.refreshToken ? readStoredToken(ctx, used.refreshToken) : null,
    });
  } catch (error) {
    // The refresh token was spent by another worker a moment ago: its pair is the one to use. The
    // network answered that worker first, but it may not have stored the pair yet: a refusal
    // waits a little for it before asking for a reconnection.
    const refused = error instanceof SourceError && error.kind === "token_revoked";
    for (let attempt = 0; attempt < (refused ? winnerWaits : 1); attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, winnerWaitMs));
      const winner = await renewedElsewhere();
      if (winner) return winner;
    }
    throw error;
  }
  const saved = await saveRotatedTokens(ctx.db, account.id, used, {
    accessToken: encryptToken(refreshed.accessToken, key),
    tokenExpiresAt: refreshed.expiresAt,
    ...(refreshed.refreshToken
      ? { refreshToken: encryptToken(refreshed.refreshToken, key), refreshTokenExpiresAt: refreshed.refreshExpiresAt ?? null }
      : {}),
    ...(refreshed.grantedScopes ? { grantedScopes: refreshed.grantedScopes } : {}),
  });
  if (!saved) {
    ctx.log.info(
      { accountId: account.id, platform: account.platform },
      "token refreshed by another worker first: its pair is kept",
    );
    const winner = await renewedElsewhere();
    if (winner) return winner;
    throw new SourceError("token_revoked", "the account's tokens changed while refreshing and none is stored");
  }
  try {
    await scheduleRefreshAhead(ctx, saved);
  } catch (error) {
    // The daily refresh and the next collection renew it anyway.
    ctx.log.warn({ err: error, accountId: account.id }, "could not queue the next token refresh");
  }
  return saved;
}

/**
 * The access token a collection may use now: on networks with short-lived tokens, one that ends
 * within the network's window is refreshed first, so no request goes out with an expired token.
 */
export async function freshAccessToken(ctx: Ctx, account: AccountRow, now = new Date()): Promise<string> {
  if (!account.accessToken) throw new SourceError("token_revoked", "the account has no token");
  const network = networkOf(ctx.networks, account.platform);
  const policy = network.tokenRefresh;
  const endsSoon = account.tokenExpiresAt !== null && account.tokenExpiresAt.getTime() - now.getTime() <= policy.refreshWithinMs;
  if (!policy.refreshAhead || !endsSoon || !account.refreshToken) return readStoredToken(ctx, account.accessToken);
  try {
    const current = await refreshAccountTokens(ctx, account, network);
    return readStoredToken(ctx, current.accessToken!);
  } catch (error) {
    // The network throttled or failed the refresh: a token not yet ended still serves this once.
    const stillValid = account.tokenExpiresAt !== null && account.tokenExpiresAt.getTime() > now.getTime();
    if (error instanceof SourceError && error.transient && stillValid) return readStoredToken(ctx, account.accessToken);
    throw error;
  }
}
