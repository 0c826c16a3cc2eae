import { controlCharacterMessage } from "@core/validation/control-characters";
import { describe, expect, it } from "vitest";
import { TestClient } from "../test/http-client";
import { testOrigin, useTestServer } from "../test/server";
import { paidUser, signUpConfirmed, testPassword } from "../test/users";

// A NUL byte in any text used to reach PostgreSQL, which refuses 0x00: a 500 (a 502 behind the
// payments port). Every string a route accepts is now refused with a pt-BR 400 first.

const t = useTestServer();
const nul = "\u0000";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe("INVALID_INPUT");
  expect(body.error.fields?.[field]).toBeDefined();
  return body;
}

const company = {
  accountType: "business",
  name: "Loja Aurora Ltda",
  legalDocument: "11.222.333/0001-81",
  email: "financeiro@aurora.com.br",
  phone: "(11) 98765-4321",
  instagramHandle: "lojaaurora",
};

const contact = {
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@exemplo.com.br",
  phone: "(11) 98765-4321",
  company: "Aurora",
  subject: "support",
  message: "Olá, equipe!",
};

describe("control characters in what the routes accept", () => {
  it.each(Object.keys(company))("refuses a NUL in onboarding's company field %s", async (field) => {
    const { client } = await signUpConfirmed(t.server);
    const response = await client.request("/api/onboarding/company", {
      method: "PUT",
      json: { ...company, [field]: `${company[field as keyof typeof company]}${nul}` },
    });
    await expectRefused(response, field);
  });

  it.each(["firstName", "lastName", "phone", "company", "message"])("refuses a NUL in the contact field %s", async (field) => {
    const client = new TestClient(t.server.app);
    const response = await client.post("/api/contact", { ...contact, [field]: `Texto${nul}` });
    const body = await expectRefused(response, field);
    expect(body.error.fields?.[field]).toBe(controlCharacterMessage);
  });

  it("refuses other control characters too, and keeps line breaks in a message", async () => {
    const client = new TestClient(t.server.app);
    await expectRefused(await client.post("/api/contact", { ...contact, message: "bip\u0007" }), "message");
    expect((await client.post("/api/contact", { ...contact, message: "linha 1\nlinha 2\r\n\tfim" })).status).toBe(201);
  });

  it("refuses a NUL in the payment session id instead of answering 502", async () => {
    const { client } = await signUpConfirmed(t.server);
    await expectRefused(await client.post("/api/billing/verify", { sessionId: `cs_${nul}` }), "sessionId");
  });

  it("refuses a NUL in a username to connect", async () => {
    const { client } = await paidUser(t.server);
    await expectRefused(await client.post("/api/accounts", { username: `natgeo${nul}` }), "username");
  });

  it("refuses a NUL in better-auth's bodies: the reset token, the sign-up name", async () => {
    const client = new TestClient(t.server.app);
    await expectRefused(
      await client.post("/api/auth/reset-password", { token: `abc${nul}`, newPassword: testPassword }),
      "token",
    );
    await expectRefused(
      await client.post("/api/auth/sign-up/email", { name: `Ana${nul}`, email: "nul@exemplo.com.br", password: testPassword }),
      "name",
    );
  });

  it("refuses a NUL in a route parameter or the query string", async () => {
    const { client } = await paidUser(t.server);
    await expectRefused(await client.request("/api/collection-runs/%00"), "path");
    await expectRefused(await client.request("/api/data-deletion/%00"), "path");
    await expectRefused(await client.request("/api/dashboard?account=%00"), "account.0");
    const checkout = await t.server.app.request("/sandbox/checkout/%00/pay", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body: "method=pix",
    });
    expect(checkout.status).toBe(400);
  });
});

describe("bodies in a format the endpoint does not take", () => {
  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/reset-password", "/api/contact"])(
    "answers %s sent as text/plain with 415 and a pt-BR message",
    async (path) => {
      const response = await t.server.app.request(path, {
        method: "POST",
        headers: { origin: testOrigin, "content-type": "text/plain" },
        body: JSON.stringify({ email: "ana@exemplo.com.br", password: testPassword }),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Formato não suportado: envie os dados em JSON." },
      });
    },
  );
});

describe("query parameters named like object methods", () => {
  it.each(["valueOf", "toString", "__proto__", "constructor"])("answers ?%s= like any other parameter", async (name) => {
    const response = await t.server.app.request(`/api/health?${name}=1`);
    expect(response.status).toBe(200);
  });
});
