import { invisibleCharactersMessage } from "@core/validation/invisible-characters";
import { describe, expect, it } from "vitest";
import { TestClient } from "../test/http-client";
import { useTestServer } from "../test/server";
import { paidUser, signUpConfirmed, testPassword, uniqueEmail } from "../test/users";

// A free-text name (a workspace's company, an API key, a person's own name) kept
// bidirectional overrides and zero-width characters, so "\u202e" could make a name read backwards
// in lists, e-mails and reports. Every such name is refused with a pt-BR 400 on its field.

const t = useTestServer();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefusedName(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe("INVALID_INPUT");
  expect(body.error.fields?.[field]).toBe(invisibleCharactersMessage);
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
  company: "Aurora",
  subject: "support",
  message: "Olá!",
};

describe("bidirectional and zero-width characters in names", () => {
  it("refuses them in the company name of onboarding and keeps a plain one", async () => {
    const { client } = await signUpConfirmed(t.server);
    for (const name of ["Loja \u202eadroA", "Loja\u200bAurora", "Loja\ufeffAurora", "Loja \u2067Aurora\u2069"]) {
      await expectRefusedName(
        await client.request("/api/onboarding/company", { method: "PUT", json: { ...company, name } }),
        "name",
      );
    }
    expect((await client.request("/api/onboarding/company", { method: "PUT", json: company })).status).toBe(200);
    // At either end, trimming already takes a byte order mark away (JavaScript counts it as space).
    expect(
      (await client.request("/api/onboarding/company", { method: "PUT", json: { ...company, name: "\ufeffLoja Aurora" } }))
        .status,
    ).toBe(200);
  });

  it("refuses them in an API key's name", async () => {
    const { client } = await paidUser(t.server);
    await expectRefusedName(await client.post("/api/api-keys", { name: "Planilha\u202e" }), "name");
    await expectRefusedName(await client.post("/api/api-keys", { name: "Plani\u200dlha" }), "name");
    expect((await client.post("/api/api-keys", { name: "Planilha 👩‍💻" })).status).toBe(201);
  });

  it("refuses them in the names of the contact form", async () => {
    const client = new TestClient(t.server.app);
    for (const field of ["firstName", "lastName", "company"]) {
      await expectRefusedName(await client.post("/api/contact", { ...contact, [field]: "Ana\u200e" }), field);
    }
  });

  it("refuses them in the name given at sign-up and in a later change of name", async () => {
    const client = new TestClient(t.server.app);
    const signUp = await client.post("/api/auth/sign-up/email", {
      name: "Maria \u202eazuoS",
      email: uniqueEmail(),
      password: testPassword,
    });
    await expectRefusedName(signUp, "name");

    const { client: signedIn } = await signUpConfirmed(t.server);
    await expectRefusedName(await signedIn.post("/api/auth/update-user", { name: "Ma\ufeffria" }), "name");
    expect((await signedIn.post("/api/auth/update-user", { name: "Maria Souza" })).status).toBe(200);
  });
});
