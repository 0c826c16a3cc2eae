import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscriptions } from "../../db/schema/index";
import { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer } from "../../test/server";
import { contactRateLimit } from "./contact.service";

const t = useTestServer();

const valid = {
  firstName: "Joana",
  lastName: "Pereira",
  email: "Joana.Pereira@Loja.com.br",
  phone: "(11) 98765-4321",
  company: "Loja da Joana",
  subject: "demo",
  message: "Quero ver uma demonstração para a minha marca.",
};

describe("POST /api/contact", () => {
  it("stores the message and e-mails it to the team with the sender as reply-to", async () => {
    const response = await new TestClient(t.server.app).post("/api/contact", valid);
    expect(response.status).toBe(201);
    const [stored] = await t.server.context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "joana.pereira@loja.com.br"));
    expect(stored).toMatchObject({ firstName: "Joana", subject: "demo", company: "Loja da Joana" });
    const message = await waitForEmail(t.server.context.db, "contato@inteligram.com.br", "[Contato]");
    expect(message.subject).toBe("[Contato] Quero uma demonstração — Joana Pereira");
    expect(message.text).toContain("Quero ver uma demonstração para a minha marca.");
    expect(message.headers).toMatchObject({ "Reply-To": "joana.pereira@loja.com.br" });
    expect(message.headers["Message-ID"]).toMatch(/^<.+@inteligram.com.br>$/);
  });

  it("refuses missing required fields with a pt-BR message per field and stores nothing", async () => {
    const before = await t.server.context.db.select().from(contactMessages);
    const response = await new TestClient(t.server.app).post("/api/contact", {
      firstName: " ",
      email: "não-é-email",
      subject: "demo",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("INVALID_INPUT");
    expect(body.error.fields).toMatchObject({
      firstName: "Informe seu nome.",
      lastName: "Informe seu sobrenome.",
      email: "Digite um email válido.",
      message: "Escreva sua mensagem.",
    });
    expect(await t.server.context.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it("limits messages per address", async () => {
    const client = new TestClient(t.server.app);
    for (let i = 0; i < contactRateLimit.max; i++) {
      expect((await client.post("/api/contact", valid)).status).toBe(201);
    }
    const limited = await client.post("/api/contact", valid);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: { code: "RATE_LIMITED", message: "Muitas mensagens enviadas. Tente novamente em alguns minutos." },
    });
    expect((await new TestClient(t.server.app).post("/api/contact", valid)).status).toBe(201);
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes once and treats a repeat as success", async () => {
    const client = new TestClient(t.server.app);
    expect((await client.post("/api/newsletter", { email: "Leitor@Exemplo.com" })).status).toBe(200);
    expect((await client.post("/api/newsletter", { email: "leitor@exemplo.com" })).status).toBe(200);
    const rows = await t.server.context.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "leitor@exemplo.com"));
    expect(rows).toHaveLength(1);
  });

  it("refuses an invalid e-mail", async () => {
    const response = await new TestClient(t.server.app).post("/api/newsletter", { email: "x" });
    expect(response.status).toBe(400);
  });
});
