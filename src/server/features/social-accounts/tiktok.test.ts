import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { socialMediaProfiles } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { authorizeTikTok, connectTikTok } from "../../test/tiktok";
import { paidUser } from "../../test/users";

const t = useTestServer();
const startLimit = "Seu plano Inteligram Start permite 1 conta por rede. Faça upgrade para o Inteligram Go para conectar até 3.";

type Account = { id: string; platform: string; username: string; postsNotAuthorized: boolean };

async function listAccounts(client: Awaited<ReturnType<typeof paidUser>>["client"]) {
  return ((await (await client.request("/api/accounts")).json()) as { accounts: Account[] }).accounts;
}

describe("connecting TikTok (sandbox Login Kit)", () => {
  it("returns to /auth/tiktok/callback and connects the account with its granted scopes", async () => {
    const { client } = await paidUser(t.server);
    const { code, state, callbackPath } = await authorizeTikTok(t.server, client, "criadora");
    expect(callbackPath).toBe("/auth/tiktok/callback");
    const response = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { account: Account; alreadyConnected: boolean };
    expect(body).toMatchObject({
      account: { platform: "tiktok", username: "criadora", postsNotAuthorized: false },
      alreadyConnected: false,
    });
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, body.account.id));
    expect(row!.grantedScopes).toContain("video.list");
  });

  it("names an unticked video.list on the account", async () => {
    const { client } = await paidUser(t.server);
    const { code, state } = await authorizeTikTok(t.server, client, "semvideos", ["user.info.profile", "user.info.stats"]);
    const response = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
    expect(response.status).toBe(200);
    const [account] = await listAccounts(client);
    expect(account).toMatchObject({ platform: "tiktok", username: "semvideos", postsNotAuthorized: true });
  });

  it("refuses a missing, reused or other network's state and a bad code, in pt-BR", async () => {
    const { client } = await paidUser(t.server);
    const invalidState = "A autorização do TikTok expirou ou não é válida. Tente conectar novamente.";
    const unknown = await client.post("/api/networks/tiktok/oauth/callback", {
      code: "tiktok-sandbox.x",
      state: "estado-que-nao-existe",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: "INVALID_INPUT", message: invalidState } });

    // A state issued for Instagram's login is refused at TikTok's callback.
    const { url } = (await (await client.post("/api/networks/instagram/oauth/start", {})).json()) as { url: string };
    const instagramState = new URL(url).searchParams.get("state")!;
    const { code } = await authorizeTikTok(t.server, client, "trocada");
    const crossed = await client.post("/api/networks/tiktok/oauth/callback", { code, state: instagramState });
    expect(crossed.status).toBe(400);

    const good = await authorizeTikTok(t.server, client, "valida");
    const badCode = await client.post("/api/networks/tiktok/oauth/callback", { code: "codigo-expirado", state: good.state });
    expect(badCode.status).toBe(400);
    expect(await badCode.json()).toMatchObject({
      error: {
        code: "INVALID_INPUT",
        message: "O código de autorização do TikTok é inválido ou já expirou. Tente conectar novamente.",
      },
    });
    expect((await client.post("/api/networks/tiktok/oauth/callback", good)).status).toBe(200);
    const replay = await client.post("/api/networks/tiktok/oauth/callback", good);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: { message: invalidState } });
    // Nothing half-written: only the one good connect left an account.
    expect((await listAccounts(client)).map((account) => account.username)).toEqual(["valida"]);
  });

  it("says an account already connected here was renewed, without adding one", async () => {
    const { client } = await paidUser(t.server);
    const first = await authorizeTikTok(t.server, client, "repetida");
    const created = (await (await client.post("/api/networks/tiktok/oauth/callback", first)).json()) as { account: Account };
    const again = await authorizeTikTok(t.server, client, "repetida");
    const response = await client.post("/api/networks/tiktok/oauth/callback", again);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ account: { id: created.account.id }, alreadyConnected: true });
    expect(await listAccounts(client)).toHaveLength(1);
  });
});

describe("accounts per network (Start: 1 Instagram + 1 TikTok)", () => {
  it("counts each network on its own and refuses a second TikTok with the plan that lifts it", async () => {
    const { client } = await paidUser(t.server, "basic");
    expect((await client.post("/api/accounts", { username: "lojainsta" })).status).toBe(201);
    // The Instagram account does not use the TikTok slot.
    const tiktok = await authorizeTikTok(t.server, client, "lojatiktok");
    expect((await client.post("/api/networks/tiktok/oauth/callback", tiktok)).status).toBe(200);
    const second = await authorizeTikTok(t.server, client, "outratiktok");
    const refused = await client.post("/api/networks/tiktok/oauth/callback", second);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "PLAN_LIMIT", message: startLimit } });
    // And the TikTok account does not use the Instagram slot: a second Instagram is refused the same way.
    const secondInstagram = await client.post("/api/accounts", { username: "outrainsta" });
    expect(secondInstagram.status).toBe(403);
    expect(await secondInstagram.json()).toMatchObject({ error: { code: "PLAN_LIMIT", message: startLimit } });
    expect((await listAccounts(client)).map((account) => account.platform).sort()).toEqual(["instagram", "tiktok"]);
  });
});

describe("isolation", () => {
  it("never reaches another workspace's TikTok account", async () => {
    const owner = await paidUser(t.server);
    const accountId = await connectTikTok(t.server, owner.client, "privada");
    const other = await paidUser(t.server);
    expect((await other.client.request(`/api/dashboard?accountId=${accountId}`)).status).toBe(404);
    expect((await other.client.post(`/api/accounts/${accountId}/select`, {})).status).toBe(404);
    expect((await other.client.post(`/api/accounts/${accountId}/collect`, {})).status).toBe(404);
    expect((await other.client.request(`/api/analytics?accountId=${accountId}`)).status).toBe(404);
    expect((await other.client.request(`/api/accounts/${accountId}`, { method: "DELETE" })).status).toBe(404);
    const rows = await t.server.context.db
      .select()
      .from(socialMediaProfiles)
      .where(and(eq(socialMediaProfiles.id, accountId), eq(socialMediaProfiles.isActive, true)));
    expect(rows).toHaveLength(1);
  });
});
