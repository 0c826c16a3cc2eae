import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptToken } from "../../crypto/token-cipher";
import { socialMediaProfiles } from "../../db/schema/index";
import { SourceError } from "../../integrations/networks/network.port";
import type { TestClient } from "../../test/http-client";
import { testOrigin, useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { refreshTokenAheadMessage } from "./token-refresh-ahead.message";

// TikTok's Login Kit through the HTTP app with the sandbox consent page (no TIKTOK_CLIENT_KEY):
// the state, a denied consent, the scopes the person left ticked, and the revoke on disconnect.
const t = useTestServer();
const hour = 3600_000;
const day = 24 * hour;

afterEach(() => {
  vi.restoreAllMocks();
});

async function start(client: TestClient) {
  const response = await client.post("/api/networks/tiktok/oauth/start", {});
  expect(response.status).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  expect(url.pathname).toBe("/sandbox/tiktok/authorize");
  return { state: url.searchParams.get("state")!, redirectUri: url.searchParams.get("redirect_uri")!, url };
}

/** The consent page as a browser posts it, with the scopes left ticked; returns the callback's query. */
async function consent(client: TestClient, username: string, scopes = ["user.info.profile", "user.info.stats", "video.list"]) {
  const { state, redirectUri } = await start(client);
  const body = new URLSearchParams({ username, state, redirect_uri: redirectUri });
  for (const scope of scopes) body.append("scope", scope);
  const response = await t.server.app.request("/sandbox/tiktok/authorize", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: body.toString(),
  });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location")!);
  expect(callback.pathname).toBe("/auth/tiktok/callback");
  return { code: callback.searchParams.get("code")!, state: callback.searchParams.get("state")! };
}

const readAccount = async (id: string) =>
  (await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, id)))[0]!;
const invalidState = "A autorização do TikTok expirou ou não é válida. Tente conectar novamente.";

async function queuedRefreshes(accountId: string) {
  const result = (await t.server.context.db.execute(
    sql`select start_after from pgboss.job where name = ${refreshTokenAheadMessage.name} and data->>'accountId' = ${accountId}`,
  )) as unknown as { rows?: { start_after: Date }[] } | { start_after: Date }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map((row) => new Date(row.start_after));
}

describe("TikTok login (sandbox)", () => {
  it("stores both tokens encrypted with their ends, the scopes left ticked, and queues the refresh ahead of the token's end", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const { code, state } = await consent(client, "cafedaana", ["user.info.profile", "user.info.stats"]);
    const before = Date.now();
    const response = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
    expect(response.status).toBe(200);
    const { account } = (await response.json()) as {
      account: { id: string; platform: string; connectionType: string; username: string };
    };
    expect(account).toMatchObject({ platform: "tiktok", connectionType: "oauth", username: "cafedaana" });

    const row = await readAccount(account.id);
    const key = t.server.context.env.TOKEN_ENCRYPTION_KEY;
    expect(row.accessToken).toMatch(/^v1:/);
    expect(row.refreshToken).toMatch(/^v1:/);
    expect(decryptToken(row.accessToken!, key)).toMatch(/^tiktok-sandbox-token\./);
    expect(decryptToken(row.refreshToken!, key)).toMatch(/^tiktok-sandbox-refresh\./);
    expect(row.tokenExpiresAt!.getTime() - before).toBeGreaterThan(1.9 * hour);
    expect(row.tokenExpiresAt!.getTime() - before).toBeLessThan(2.1 * hour);
    expect(row.refreshTokenExpiresAt!.getTime() - before).toBeGreaterThan(179 * day);
    expect(row.grantedScopes).toEqual(["user.info.basic", "user.info.profile", "user.info.stats"]);
    expect(row.dataSource).toBe("demo");

    const [refreshAt] = await queuedRefreshes(account.id);
    // refreshWithinMs (30 min) before the token ends.
    expect(Math.abs(refreshAt!.getTime() - (row.tokenExpiresAt!.getTime() - 30 * 60_000))).toBeLessThan(5_000);
  });

  it("refuses a missing, unknown or reused state in pt-BR, and another network's state", async () => {
    const { client } = await paidUser(t.server);
    const { code, state } = await consent(client, "estado.teste");

    const missing = await client.post("/api/networks/tiktok/oauth/callback", { code });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: "INVALID_INPUT", fields: { state: "A autorização expirou ou não é válida. Tente conectar novamente." } },
    });
    const unknown = await client.post("/api/networks/tiktok/oauth/callback", { code, state: "estado-que-nunca-existiu" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { message: invalidState } });

    const instagramStart = (await (await client.post("/api/networks/instagram/oauth/start", {})).json()) as { url: string };
    const instagramState = new URL(instagramStart.url).searchParams.get("state")!;
    const crossed = await client.post("/api/networks/tiktok/oauth/callback", { code, state: instagramState });
    expect(crossed.status).toBe(400);
    expect(await crossed.json()).toMatchObject({ error: { message: invalidState } });

    expect((await client.post("/api/networks/tiktok/oauth/callback", { code, state })).status).toBe(200);
    const replay = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: { message: invalidState } });
  });

  it("sends a denied consent back with error=access_denied and the state, connecting nothing and keeping the state for a second try", async () => {
    const { client, workspaceId } = await paidUser(t.server);
    const { state, url } = await start(client);
    const page = await (await t.server.app.request(url.pathname + url.search)).text();
    const cancel = /<a class="button" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    const denied = new URL(cancel!);
    expect(denied.pathname).toBe("/auth/tiktok/callback");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe(state);
    const accounts = await t.server.context.db
      .select()
      .from(socialMediaProfiles)
      .where(eq(socialMediaProfiles.workspaceId, workspaceId));
    expect(accounts).toEqual([]);

    // The person tries again from the same page: the state was not spent by the refusal.
    const body = new URLSearchParams({ username: "segunda.vez", state, redirect_uri: denied.origin + denied.pathname });
    body.append("scope", "video.list");
    const again = await t.server.app.request("/sandbox/tiktok/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body: body.toString(),
    });
    const code = new URL(again.headers.get("location")!).searchParams.get("code")!;
    expect((await client.post("/api/networks/tiktok/oauth/callback", { code, state })).status).toBe(200);
  });

  it("refuses a code TikTok does not know in pt-BR", async () => {
    const { client } = await paidUser(t.server);
    const { state } = await consent(client, "codigo.ruim");
    const refused = await client.post("/api/networks/tiktok/oauth/callback", { code: "codigo-que-nao-existe", state });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { message: "O código de autorização do TikTok é inválido ou já expirou. Tente conectar novamente." },
    });
  });
});

describe("disconnecting a TikTok account", () => {
  async function connected(username: string) {
    const user = await paidUser(t.server);
    const { code, state } = await consent(user.client, username);
    const { account } = (await (await user.client.post("/api/networks/tiktok/oauth/callback", { code, state })).json()) as {
      account: { id: string };
    };
    const row = await readAccount(account.id);
    return {
      ...user,
      accountId: account.id,
      accessToken: decryptToken(row.accessToken!, t.server.context.env.TOKEN_ENCRYPTION_KEY),
    };
  }

  it("revokes the grant at TikTok with the access token and forgets the tokens", async () => {
    const { client, accountId, accessToken } = await connected("vai.revogar");
    const revoke = vi.spyOn(t.server.context.networks.tiktok.oauth, "revoke");
    const response = await client.request(`/api/accounts/${accountId}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(revoke).toHaveBeenCalledWith(accessToken);
    const row = await readAccount(accountId);
    expect(row).toMatchObject({
      isActive: false,
      accessToken: null,
      refreshToken: null,
      tokenExpiresAt: null,
      refreshTokenExpiresAt: null,
    });
  });

  it("revokes with a refreshed token when the stored one has ended", async () => {
    const { client, accountId, accessToken } = await connected("token.vencido");
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ tokenExpiresAt: new Date(Date.now() - hour) })
      .where(eq(socialMediaProfiles.id, accountId));
    const revoke = vi.spyOn(t.server.context.networks.tiktok.oauth, "revoke");
    expect((await client.request(`/api/accounts/${accountId}`, { method: "DELETE" })).status).toBe(200);
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke.mock.calls[0]![0]).toMatch(/^tiktok-sandbox-token\./);
    expect(revoke.mock.calls[0]![0]).not.toBe(accessToken);
  });

  it("disconnects even when TikTok fails the revoke", async () => {
    const { client, accountId } = await connected("revoke.falha");
    vi.spyOn(t.server.context.networks.tiktok.oauth, "revoke").mockRejectedValue(
      new SourceError("unavailable", "TikTok answered HTTP 503"),
    );
    const response = await client.request(`/api/accounts/${accountId}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await readAccount(accountId)).isActive).toBe(false);
    const list = (await (await client.request("/api/accounts")).json()) as { accounts: { id: string }[] };
    expect(list.accounts.map((account) => account.id)).not.toContain(accountId);
  });
});
