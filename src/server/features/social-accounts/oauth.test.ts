import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instagramProfileAnalytics, socialMediaProfiles } from "../../db/schema/index";
import { decryptToken } from "../../crypto/token-cipher";
import type { TestClient } from "../../test/http-client";
import { testOrigin, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const t = useTestServer();

/** Walks the sandbox consent page as a browser would and returns the callback's code and state. */
async function authorize(client: TestClient, username: string) {
  const { url } = (await (await client.post("/api/networks/instagram/oauth/start", {})).json()) as { url: string };
  const authorizeUrl = new URL(url);
  expect(authorizeUrl.pathname).toBe("/sandbox/instagram/authorize");
  const page = await t.server.app.request(authorizeUrl.pathname + authorizeUrl.search);
  expect(await page.text()).toContain("Ambiente de testes");
  const consent = await t.server.app.request(authorizeUrl.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: new URLSearchParams({
      username,
      state: authorizeUrl.searchParams.get("state")!,
      redirect_uri: authorizeUrl.searchParams.get("redirect_uri")!,
    }).toString(),
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get("location")!);
  expect(callback.pathname).toBe("/auth/instagram/callback");
  // Instagram appends '#_' to the redirect; the browser keeps it out of the query.
  return { code: callback.searchParams.get("code")!, state: callback.searchParams.get("state")! };
}

describe("Instagram login (sandbox)", () => {
  it("connects the account with an encrypted token and starts its first collection", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const { code, state } = await authorize(client, "minhaloja");
    const response = await client.post("/api/networks/instagram/oauth/callback", { code, state });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      account: { id: string; connectionType: string; username: string };
      run: { id: string };
    };
    expect(body.account).toMatchObject({ connectionType: "oauth", username: "minhaloja" });
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, body.account.id));
    expect(row!.accessToken).toMatch(/^v1:/);
    expect(decryptToken(row!.accessToken!, t.server.context.env.TOKEN_ENCRYPTION_KEY)).toMatch(/^sandbox-token\./);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86400_000);
    const run = await waitFor(async () => {
      const current = (await (await client.request(`/api/collection-runs/${body.run.id}`)).json()) as { status: string };
      return current.status === "succeeded" ? current : undefined;
    }, 40_000);
    expect(run.status).toBe("succeeded");
    const [analytics] = await t.server.context.db
      .select()
      .from(instagramProfileAnalytics)
      .where(eq(instagramProfileAnalytics.socialProfileId, body.account.id));
    expect(analytics?.source).toBe("demo");
  });

  it("refuses a state that is not this user's, or already used", async () => {
    const owner = await paidUser(t.server);
    const { code, state } = await authorize(owner.client, "dono");
    const intruder = await paidUser(t.server);
    const stolen = await intruder.client.post("/api/networks/instagram/oauth/callback", { code, state });
    expect(stolen.status).toBe(400);
    expect((await owner.client.post("/api/networks/instagram/oauth/callback", { code, state })).status).toBe(200);
    const replay = await owner.client.post("/api/networks/instagram/oauth/callback", { code, state });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({
      error: { message: "A autorização do Instagram expirou ou não é válida. Tente conectar novamente." },
    });
  });
});

describe("a code Instagram refuses", () => {
  it("answers 400 in pt-BR and keeps the state usable for a good code", async () => {
    const { client } = await paidUser(t.server);
    const { code, state } = await authorize(client, "codigoruim");

    const refused = await client.post("/api/networks/instagram/oauth/callback", { code: "codigo-que-nao-existe", state });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "INVALID_INPUT",
        message: "O código de autorização do Instagram é inválido ou já expirou. Tente conectar novamente.",
      },
    });

    const accepted = await client.post("/api/networks/instagram/oauth/callback", { code, state });
    expect(accepted.status).toBe(200);
    // Used once successfully, the state is spent.
    expect((await client.post("/api/networks/instagram/oauth/callback", { code, state })).status).toBe(400);
  });
});

describe("reconnecting", () => {
  it("works at the plan's limit and clears 'reconexão necessária' on the same account", async () => {
    const { client } = await paidUser(t.server, "basic");
    const first = await authorize(client, "limite");
    const { account } = (await (await client.post("/api/networks/instagram/oauth/callback", first)).json()) as {
      account: { id: string };
    };
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ needsReconnect: true })
      .where(eq(socialMediaProfiles.id, account.id));
    const again = await authorize(client, "limite");
    const response = await client.post("/api/networks/instagram/oauth/callback", again);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { account: { id: string; needsReconnect: boolean } };
    expect(body.account).toMatchObject({ id: account.id, needsReconnect: false });
    // A second, different account is still refused at the limit.
    const other = await authorize(client, "outra_conta");
    const refused = await client.post("/api/networks/instagram/oauth/callback", other);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "PLAN_LIMIT" } });
  });
});

describe("data-deletion callback", () => {
  const sign = (payload: object, secret: string) => {
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${createHmac("sha256", secret).update(body).digest("base64url")}.${body}`;
  };

  it("deletes that Instagram user's accounts and answers with a confirmation code", async () => {
    const { client } = await paidUser(t.server);
    const { code, state } = await authorize(client, "apagar_tudo");
    const { account } = (await (await client.post("/api/networks/instagram/oauth/callback", { code, state })).json()) as {
      account: { id: string };
    };
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, account.id));
    const response = await t.server.app.request("/api/webhooks/instagram/data-deletion", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        signed_request: sign({ user_id: row!.platformUserId, algorithm: "HMAC-SHA256" }, t.server.context.env.AUTH_SECRET),
      }).toString(),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url: string; confirmation_code: string };
    expect(answer.confirmation_code).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.url).toBe(`http://localhost:3000/privacidade?exclusao=${answer.confirmation_code}#exclusao-de-dados`);
    expect(
      await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, account.id)),
    ).toHaveLength(0);

    // The status the URL shows, for anyone holding the code.
    const status = await t.server.app.request(`/api/data-deletion/${answer.confirmation_code}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ code: answer.confirmation_code, status: "completed", accountsDeleted: 1 });
  });

  it("answers 404 for an unknown confirmation code and 400 for a malformed one, in pt-BR", async () => {
    const unknown = await t.server.app.request("/api/data-deletion/0123456789abcdef");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { message: "Pedido de exclusão não encontrado. Confira o código de confirmação." },
    });
    const malformed = await t.server.app.request("/api/data-deletion/nao-e-um-codigo");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { fields: { code: "Código de confirmação inválido." } } });
  });

  it("answers 400, not 500, to a broken multipart body", async () => {
    const response = await t.server.app.request("/api/webhooks/instagram/data-deletion", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=limite" },
      body: '--limite\r\nContent-Disposition: form-data; name="signed_request"\r\n\r\nsem fim',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT", message: "Pedido de exclusão inválido." } });
  });

  it("refuses a request with a bad signature", async () => {
    const response = await t.server.app.request("/api/webhooks/instagram/data-deletion", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ signed_request: sign({ user_id: "1" }, "outro-segredo") }).toString(),
    });
    expect(response.status).toBe(400);
  });
});

describe("the networks' login routes", () => {
  it("refuse a network the product does not read, in pt-BR, before any state is issued", async () => {
    const { client } = await paidUser(t.server);
    const response = await client.post("/api/networks/orkut/oauth/start", {});
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Rede social desconhecida.");
  });
});
