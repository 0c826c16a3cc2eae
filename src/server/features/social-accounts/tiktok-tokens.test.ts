import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { socialMediaProfiles } from "../../db/schema/index";
import { SourceError, type NetworkOAuth, type OAuthTokens } from "../../integrations/networks/network.port";
import { createTikTokSandboxCode, TIKTOK_SCOPES } from "../../integrations/networks/tiktok/sandbox-oauth";
import type { JobRunContext } from "../../jobs/job";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";
import type { AccountRow } from "./accounts.queries";
import { refreshTokenAheadJob } from "./token-refresh-ahead.job";
import { refreshTokenAheadMessage } from "./token-refresh-ahead.message";
import { refreshAccountTokens } from "./token-rotation";

// TikTok's short-lived tokens (decision 029): rotated pairs stored over the pair used, so two
// refreshes at once keep one valid pair; a collection renews a token about to end before using
// it; the refresh-ahead job renews one a little before it ends.
const t = useTestServer();
const minute = 60_000;
const hour = 60 * minute;
const key = () => t.server.context.env.TOKEN_ENCRYPTION_KEY;

afterEach(() => {
  vi.restoreAllMocks();
});

const readAccount = async (id: string) =>
  (await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, id)))[0]!;

/** A TikTok account connected through the sandbox, its token ending in `endsInMs`. */
async function tiktokAccount(username: string, endsInMs: number) {
  const user = await paidUser(t.server);
  const tokens = await t.server.context.networks.tiktok.oauth.exchangeCode({
    code: createTikTokSandboxCode(username, TIKTOK_SCOPES, "n1"),
    redirectUri: "http://localhost:3000/auth/tiktok/callback",
  });
  const [account] = await t.server.context.db
    .insert(socialMediaProfiles)
    .values({
      workspaceId: user.workspaceId,
      platform: "tiktok",
      platformUserId: `tiktok_sandbox_${username}`,
      username,
      connectionType: "oauth",
      dataSource: "demo",
      accessToken: encryptToken(tokens.accessToken, key()),
      tokenExpiresAt: new Date(Date.now() + endsInMs),
      refreshToken: encryptToken(tokens.refreshToken!, key()),
      refreshTokenExpiresAt: tokens.refreshExpiresAt!,
      grantedScopes: tokens.grantedScopes!,
    })
    .returning();
  return { ...user, account: account!, tokens };
}

/**
 * A TikTok-like token endpoint: pair n is ("access-n", "refresh-n"); it knows the sandbox's first
 * refresh token and those it issued, and with `spend` a refresh token works once (rotation). Every refresh waits at the gate until `inFlight` callers are waiting, so
 * both workers hold the same old pair when they call.
 */
function rotatingOAuth(base: NetworkOAuth, options: { spend: boolean; inFlight: number }) {
  let issued = 0;
  const spent = new Set<string>();
  const waiting: (() => void)[] = [];
  const valid = new Set<string>();
  const oauth: NetworkOAuth = {
    ...base,
    async refreshToken({ refreshToken }): Promise<OAuthTokens> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length >= options.inFlight) for (const release of waiting.splice(0)) release();
      });
      const known = refreshToken?.startsWith("tiktok-sandbox-refresh.") || valid.has(refreshToken ?? "");
      if (!refreshToken || !known || spent.has(refreshToken))
        throw new SourceError("token_revoked", "invalid_grant: refresh token already used");
      if (options.spend) spent.add(refreshToken);
      issued += 1;
      valid.add(`refresh-${issued}`);
      return {
        accessToken: `access-${issued}`,
        expiresAt: new Date(Date.now() + 2 * hour),
        refreshToken: `refresh-${issued}`,
        refreshExpiresAt: new Date(Date.now() + 180 * 24 * hour),
      };
    },
  };
  return { oauth, isUsable: (refresh: string) => valid.has(refresh) && !spent.has(refresh) };
}

function contextWith(oauth: NetworkOAuth) {
  const { networks } = t.server.context;
  return { ...t.server.context, networks: { ...networks, tiktok: { ...networks.tiktok, oauth } } };
}

const pairOf = (row: AccountRow) => ({
  access: decryptToken(row.accessToken!, key()),
  refresh: decryptToken(row.refreshToken!, key()),
});

describe("two workers refreshing the same TikTok account at once", () => {
  it("keep one valid pair when the old refresh token is spent by the first (the second uses the winner's pair)", async () => {
    const { account } = await tiktokAccount("corrida.um", 10 * minute);
    const fake = rotatingOAuth(t.server.context.networks.tiktok.oauth, { spend: true, inFlight: 2 });
    const ctx = contextWith(fake.oauth);
    const [first, second] = await Promise.all([refreshAccountTokens(ctx, account), refreshAccountTokens(ctx, account)]);

    const stored = await readAccount(account.id);
    const pair = pairOf(stored);
    expect(pair.access.replace("access-", "")).toBe(pair.refresh.replace("refresh-", ""));
    expect(fake.isUsable(pair.refresh)).toBe(true);
    expect(pairOf(first)).toEqual(pair);
    expect(pairOf(second)).toEqual(pair);
    expect(stored.needsReconnect).toBe(false);
  });

  it("keep one issued pair when both refreshes succeed (the one stored second is dropped, never mixed)", async () => {
    const { account } = await tiktokAccount("corrida.dois", 10 * minute);
    const fake = rotatingOAuth(t.server.context.networks.tiktok.oauth, { spend: false, inFlight: 2 });
    const ctx = contextWith(fake.oauth);
    const results = await Promise.all([refreshAccountTokens(ctx, account), refreshAccountTokens(ctx, account)]);

    const pair = pairOf(await readAccount(account.id));
    expect(pair.access.replace("access-", "")).toBe(pair.refresh.replace("refresh-", ""));
    expect(results.map(pairOf)).toEqual([pair, pair]);
  });

  it("still asks for reconnection when the refresh token is refused and nobody renewed it", async () => {
    const { account } = await tiktokAccount("recusado", 10 * minute);
    const fake = rotatingOAuth(t.server.context.networks.tiktok.oauth, { spend: true, inFlight: 1 });
    const ctx = contextWith(fake.oauth);
    await refreshAccountTokens(ctx, account);
    // The stale row still holds the spent refresh token, and the stored pair is the new one: the
    // refused refresh finds it renewed and uses it.
    expect(pairOf(await refreshAccountTokens(ctx, account))).toEqual(pairOf(await readAccount(account.id)));
    // A refresh token nobody renewed, refused: the network's error stands.
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ refreshToken: encryptToken("refresh-never-issued", key()) })
      .where(eq(socialMediaProfiles.id, account.id));
    const error = await refreshAccountTokens(ctx, await readAccount(account.id)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).kind).toBe("token_revoked");
  });
});

describe("a TikTok collection", () => {
  it("renews a token that has ended before reading, and stores the rotated pair", async () => {
    const { client, account, tokens } = await tiktokAccount("coleta.renova", -hour);
    const fetchOwnProfile = vi.spyOn(t.server.context.networks.tiktok.ownProfiles, "fetchOwnProfile");
    const { id: runId } = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
    await waitFor(async () => {
      const run = (await (await client.request(`/api/collection-runs/${runId}`)).json()) as { status: string };
      return run.status === "succeeded" || run.status === "failed" ? run : undefined;
    }, 40_000).then((run) => expect(run.status).toBe("succeeded"));

    const stored = await readAccount(account.id);
    const pair = pairOf(stored);
    expect(pair.access).not.toBe(tokens.accessToken);
    expect(pair.refresh).not.toBe(tokens.refreshToken);
    expect(stored.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + hour);
    expect(fetchOwnProfile).toHaveBeenCalledTimes(1);
    expect(fetchOwnProfile.mock.calls[0]![0].accessToken).toBe(pair.access);
  });

  it("uses a token that ends later as it is", async () => {
    const { client, account, tokens } = await tiktokAccount("coleta.fresca", 90 * minute);
    const refresh = vi.spyOn(t.server.context.networks.tiktok.oauth, "refreshToken");
    const { id: runId } = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
    await waitFor(async () => {
      const run = (await (await client.request(`/api/collection-runs/${runId}`)).json()) as { status: string };
      return run.status === "succeeded" || run.status === "failed" ? run : undefined;
    }, 40_000).then((run) => expect(run.status).toBe("succeeded"));
    expect(refresh).not.toHaveBeenCalled();
    expect(pairOf(await readAccount(account.id)).access).toBe(tokens.accessToken);
  });
});

describe("a TikTok collection that fails", () => {
  it("names TikTok, not Instagram, in what the person reads", async () => {
    const { client, account } = await tiktokAccount("coleta.revogada", 90 * minute);
    vi.spyOn(t.server.context.networks.tiktok.ownProfiles, "fetchOwnProfile").mockRejectedValue(
      new SourceError("token_revoked", "access_token_invalid"),
    );
    const { id: runId } = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
    const run = await waitFor(async () => {
      const current = (await (await client.request(`/api/collection-runs/${runId}`)).json()) as {
        status: string;
        errorMessage: string | null;
      };
      return current.status === "failed" ? current : undefined;
    }, 40_000);
    expect(run.errorMessage).toBe("A conexão com o TikTok expirou. Reconecte a conta para continuar coletando dados.");
  });
});

describe("social-accounts.refresh-token-ahead", () => {
  const runJob = (payload: { workspaceId: string; accountId: string }) =>
    refreshTokenAheadJob.handler(payload, {
      ...t.server.context,
      jobId: "test",
      retryCount: 0,
      signal: new AbortController().signal,
      settle: async () => {},
    } as JobRunContext);

  async function queuedFor(accountId: string) {
    const result = (await t.server.context.db.execute(
      sql`select start_after from pgboss.job where name = ${refreshTokenAheadMessage.name} and data->>'accountId' = ${accountId} and state = 'created'`,
    )) as unknown as { rows?: { start_after: Date }[] } | { start_after: Date }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return rows.map((row) => new Date(row.start_after).getTime());
  }

  it("renews a token ending within 30 minutes and queues the next renewal for 30 minutes before the new end", async () => {
    const { account, workspaceId, tokens } = await tiktokAccount("adiantado", 10 * minute);
    await runJob({ workspaceId, accountId: account.id });
    const stored = await readAccount(account.id);
    expect(pairOf(stored).access).not.toBe(tokens.accessToken);
    expect(stored.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + hour);
    expect(await queuedFor(account.id)).toContainEqual(stored.tokenExpiresAt!.getTime() - 30 * minute);
  });

  it("leaves alone a token that ends later, a disconnected account and another workspace's id", async () => {
    const later = await tiktokAccount("mais.tarde", 90 * minute);
    await runJob({ workspaceId: later.workspaceId, accountId: later.account.id });
    expect((await readAccount(later.account.id)).accessToken).toBe(later.account.accessToken);

    const gone = await tiktokAccount("desconectada", 5 * minute);
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ isActive: false })
      .where(eq(socialMediaProfiles.id, gone.account.id));
    await runJob({ workspaceId: gone.workspaceId, accountId: gone.account.id });
    expect((await readAccount(gone.account.id)).accessToken).toBe(gone.account.accessToken);

    const other = await tiktokAccount("outro.espaco", 5 * minute);
    await runJob({ workspaceId: later.workspaceId, accountId: other.account.id });
    expect((await readAccount(other.account.id)).accessToken).toBe(other.account.accessToken);
  });

  it("marks the account 'Reconexão necessária' and tells the owner when TikTok refuses the refresh token", async () => {
    const { account, workspaceId, email } = await tiktokAccount("recusada", 5 * minute);
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ refreshToken: encryptToken("token-que-o-tiktok-recusa", key()) })
      .where(eq(socialMediaProfiles.id, account.id));
    await runJob({ workspaceId, accountId: account.id });
    expect((await readAccount(account.id)).needsReconnect).toBe(true);
    const message = await waitForEmail(t.server.context.db, email, "Reconecte o TikTok");
    expect(message.subject).toBe("Reconecte o TikTok @recusada no Inteligram");
  });

  it("lets a throttled refresh be retried", async () => {
    const { account, workspaceId } = await tiktokAccount("limitada", 5 * minute);
    vi.spyOn(t.server.context.networks.tiktok.oauth, "refreshToken").mockRejectedValue(
      new SourceError("rate_limited", "rate_limit_exceeded"),
    );
    await expect(runJob({ workspaceId, accountId: account.id })).rejects.toMatchObject({ kind: "rate_limited" });
    expect((await readAccount(account.id)).needsReconnect).toBe(false);
  });
});
