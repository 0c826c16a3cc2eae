import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { facebookConnections, socialMediaProfiles } from "../../db/schema/index";
import { sandboxFacebookCode } from "../../integrations/networks/instagram/facebook-login";
import { createSandboxAuthorizationCode } from "../../integrations/networks/instagram/sandbox-oauth";
import { facebookConnectedUser } from "../../test/facebook-connection";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { refreshTokensJob } from "./token-refresh.job";

const t = useTestServer();

const day = 86400_000;

async function oauthAccount(token: string, expiresInMs: number) {
  const user = await paidUser(t.server);
  const [account] = await t.server.context.db
    .insert(socialMediaProfiles)
    .values({
      workspaceId: user.workspaceId,
      platform: "instagram",
      platformUserId: `sandbox_${user.userId}`,
      username: "conta_oauth",
      connectionType: "oauth",
      dataSource: "demo",
      accessToken: encryptToken(token, t.server.context.env.TOKEN_ENCRYPTION_KEY),
      tokenExpiresAt: new Date(Date.now() + expiresInMs),
    })
    .returning();
  return { ...user, account: account! };
}

const runJob = () =>
  refreshTokensJob.handler(
    {},
    { ...t.server.context, jobId: "test", retryCount: 0, signal: new AbortController().signal, settle: async () => {} },
  );

const readAccount = async (id: string) =>
  (await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, id)))[0]!;

describe("instagram.refresh-tokens", () => {
  it("refreshes a token that ends within 10 days and leaves a fresh one alone", async () => {
    const tokens = await t.server.context.networks.instagram.oauth.exchangeCode({
      code: createSandboxAuthorizationCode("conta_oauth", "n1"),
      redirectUri: "http://localhost:3000/auth/instagram/callback",
    });
    const ending = await oauthAccount(tokens.accessToken, 5 * day);
    const fresh = await oauthAccount(tokens.accessToken, 59 * day);
    await runJob();
    const refreshed = await readAccount(ending.account.id);
    expect(refreshed.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * day);
    expect(decryptToken(refreshed.accessToken!, t.server.context.env.TOKEN_ENCRYPTION_KEY)).not.toBe(tokens.accessToken);
    expect(refreshed.needsReconnect).toBe(false);
    const untouched = await readAccount(fresh.account.id);
    expect(untouched.accessToken).toBe(fresh.account.accessToken);
  });

  it("marks the account 'reconexão necessária' and e-mails the user when the refresh fails", async () => {
    const { account, email } = await oauthAccount("token-que-o-instagram-recusa", 3 * day);
    await runJob();
    expect((await readAccount(account.id)).needsReconnect).toBe(true);
    const message = await waitForEmail(t.server.context.db, email, "Reconecte o Instagram");
    expect(message.subject).toBe("Reconecte o Instagram @conta_oauth no Inteligram");
  });
});

describe("instagram.refresh-tokens: Facebook connections", () => {
  const facebookConnection = (token: string, expiresInMs: number) =>
    facebookConnectedUser(t.server, { token, endsAt: new Date(Date.now() + expiresInMs) });
  const readConnection = async (id: string) =>
    (await t.server.context.db.select().from(facebookConnections).where(eq(facebookConnections.id, id)))[0]!;

  it("gets a new long-lived token (fb_exchange_token) for one that ends within 10 days and leaves a fresh one alone", async () => {
    const facebook = t.server.context.networks.instagram.facebook!;
    const token = (
      await facebook.exchangeCode({ code: sandboxFacebookCode, redirectUri: "http://localhost:3000/auth/facebook/callback" })
    ).accessToken;
    const ending = await facebookConnection(token, 5 * day);
    const fresh = await facebookConnection(token, 59 * day);
    await runJob();
    const refreshed = await readConnection(ending.connection.id);
    expect(refreshed.status).toBe("active");
    expect(refreshed.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * day);
    expect(decryptToken(refreshed.accessToken, t.server.context.env.TOKEN_ENCRYPTION_KEY)).toMatch(/^sandbox-fb-token\./);
    expect((await readAccount(ending.account.id)).needsReconnect).toBe(false);
    expect((await readConnection(fresh.connection.id)).accessToken).toBe(fresh.connection.accessToken);
  });

  it("marks the connection and its account as needing reconnection and e-mails the owner when the refresh fails", async () => {
    const { connection, account, email, client } = await facebookConnection("token-que-o-facebook-recusa", 2 * day);
    await runJob();
    expect((await readConnection(connection.id)).status).toBe("reconnect_needed");
    // The account's 'reconnect_needed' alert and card read this flag.
    expect((await readAccount(account.id)).needsReconnect).toBe(true);
    const message = await waitForEmail(t.server.context.db, email, "Reconecte o Facebook");
    expect(message.subject).toBe("Reconecte o Facebook no Inteligram");
    // The connection says so, and a Page can't be chosen with the dead token: a new login first.
    expect(((await (await client.request("/api/facebook/connection")).json()) as { status: string }).status).toBe(
      "reconnect_needed",
    );
    expect((await client.post("/api/facebook/connection/page", { pageId: "sandbox-page-1" })).status).toBe(400);
  });
});
