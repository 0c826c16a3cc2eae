// The test server first: it extends zod with .openapi before the shared schemas load.
import { createTestEnv, useTestServer } from "../../test/server";
import { createHmac, randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ReportSettings } from "@core/reports/report-responses";
import { reportOutsideRecipients, reportSuppressions, webhookEvents } from "../../db/schema/index";
import { createApp } from "../../app/create-app";
import type { TestClient } from "../../test/http-client";
import { paidUser } from "../../test/users";

// Resend signs its webhooks as Standard Webhooks / Svix do: HMAC-SHA256, under the base64 key
// after "whsec_", of "<svix-id>.<svix-timestamp>.<raw body>", sent as "v1,<base64>".
const key = randomBytes(24);
const secret = `whsec_${key.toString("base64")}`;
const t = useTestServer(() => ({ env: createTestEnv({ MAIL_WEBHOOK_SECRET: secret }) }));
const path = "/api/webhooks/mail/resend";

type Delivery = { id: string; body: string; timestamp?: number; signWith?: Buffer };

function signedHeaders({ id, body, timestamp = Math.floor(Date.now() / 1000), signWith = key }: Delivery) {
  const signature = createHmac("sha256", signWith).update(`${id}.${timestamp}.${body}`).digest("base64");
  return {
    "content-type": "application/json",
    "svix-id": id,
    "svix-timestamp": String(timestamp),
    "svix-signature": `v1,${signature}`,
  };
}

async function deliver(delivery: Delivery, headers: Record<string, string> = signedHeaders(delivery), app = t.server.app) {
  const response = await app.request(path, { method: "POST", headers, body: delivery.body });
  return { status: response.status, body: (await response.json()) as { received?: boolean; error?: { message: string } } };
}

/** A Resend event as its webhook sends it (https://resend.com/docs/webhooks/emails/bounced). */
const event = (type: string, to: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: randomBytes(8).toString("hex"),
      from: "Inteligram <contato@inteligram.com.br>",
      to: [to],
      subject: "Relatório semanal",
      created_at: new Date().toISOString(),
      ...extra,
    },
  });
const bounce = (to: string, type = "Permanent") =>
  event("email.bounced", to, { bounce: { type, subType: "General", message: "550 5.1.1 mailbox unavailable" } });

const eventId = () => `msg_${randomBytes(12).toString("hex")}`;
const recordedEvents = () => t.server.context.db.select().from(webhookEvents).where(like(webhookEvents.id, "resend:%"));

async function emailRules(client: TestClient) {
  const body = (await (await client.request("/api/alerts/rules")).json()) as {
    rules: { id: string; email: boolean; enabled: boolean }[];
  };
  return body.rules;
}

const outsideStatus = async (client: TestClient) =>
  ((await (await client.request("/api/report-settings")).json()) as ReportSettings).outsideRecipients;

describe("mail provider events (Resend webhook)", () => {
  it("records a permanent bounce as the reports' 'bounced' and a complaint as no more report or alert e-mail, once per event id", async () => {
    const owner = await paidUser(t.server, "advanced");
    const db = t.server.context.db;
    const client = "cliente@caixa-cheia.com.br";
    await db.insert(reportOutsideRecipients).values({ workspaceId: owner.workspaceId, email: client });
    expect((await emailRules(owner.client)).every((rule) => rule.email)).toBe(true);

    // A transient bounce is no reason to stop.
    expect(await deliver({ id: eventId(), body: bounce(client, "Transient") })).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await outsideStatus(owner.client)).toEqual([{ email: client, status: "active", since: null }]);

    // Upper case in the event: addresses are kept lower-cased.
    expect((await deliver({ id: eventId(), body: bounce(client.toUpperCase()) })).status).toBe(200);
    expect(await outsideStatus(owner.client)).toEqual([{ email: client, status: "bounced", since: expect.any(String) }]);

    // The owner marks an alert digest as spam: no alert e-mail, no report to that address.
    const complaint = { id: eventId(), body: event("email.complained", owner.email) };
    expect((await deliver(complaint)).status).toBe(200);
    const rules = await emailRules(owner.client);
    expect(rules.every((rule) => !rule.email && rule.enabled)).toBe(true);
    const suppressed = await db
      .select()
      .from(reportSuppressions)
      .where(and(eq(reportSuppressions.workspaceId, owner.workspaceId), eq(reportSuppressions.email, owner.email)));
    expect(suppressed).toMatchObject([{ reason: "unsubscribed" }]);

    // The person turns one alert's e-mail back on; the same event delivered again (a provider's
    // retry: same id, new timestamp) changes nothing.
    expect(
      (await owner.client.request(`/api/alerts/rules/${rules[0]!.id}`, { method: "PATCH", json: { email: true } })).status,
    ).toBe(200);
    expect(await deliver({ ...complaint, timestamp: Math.floor(Date.now() / 1000) + 1 })).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await emailRules(owner.client)).find((rule) => rule.id === rules[0]!.id)!.email).toBe(true);
    expect((await recordedEvents()).filter((row) => row.id === `resend:${complaint.id}`)).toHaveLength(1);
  });

  it("refuses an unsigned, altered, stale, foreign or malformed event with a pt-BR message and records nothing; takes a rotated secret's pair of signatures", async () => {
    const before = (await recordedEvents()).length;
    const body = bounce("alguem@exemplo.com.br");
    const id = eventId();
    const headers = signedHeaders({ id, body });
    const { "svix-signature": _signature, ...unsigned } = headers;
    expect(await deliver({ id, body }, unsigned)).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ message: "Assinatura do webhook ausente." }) },
    });
    const invalid = { status: 400, body: { error: expect.objectContaining({ message: "Assinatura do webhook inválida." }) } };
    expect(await deliver({ id, body: body.replace("alguem", "outro") }, headers)).toEqual(invalid);
    expect(await deliver({ id, body, timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })).toEqual(invalid);
    expect(await deliver({ id, body, signWith: randomBytes(24) })).toEqual(invalid);
    expect(
      await deliver({ id: eventId(), body: JSON.stringify({ type: "email.bounced", data: { to: "não é lista" } }) }),
    ).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ message: "Evento de e-mail malformado." }) },
    });
    // While a secret is rotated two signatures come, one of them ours; Standard Webhooks' own header names pass too.
    const transient = { id: eventId(), body: bounce("alguem@exemplo.com.br", "Transient") };
    const good = signedHeaders(transient);
    const rotated = { ...good, "svix-signature": `v1,${randomBytes(32).toString("base64")} ${good["svix-signature"]}` };
    expect((await deliver(transient, rotated)).status).toBe(200);
    const standard = {
      "content-type": "application/json",
      "webhook-id": good["svix-id"],
      "webhook-timestamp": good["svix-timestamp"],
      "webhook-signature": good["svix-signature"],
    };
    expect((await deliver(transient, standard)).status).toBe(200);
    const other = await t.server.app.request("/api/webhooks/mail/sendgrid", { method: "POST", headers, body });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe("Provedor de e-mail desconhecido.");
    expect((await recordedEvents()).length).toBe(before);
  });

  it("answers 404 with a pt-BR message when MAIL_WEBHOOK_SECRET is not set", async () => {
    const { MAIL_WEBHOOK_SECRET: _secret, ...env } = t.server.context.env;
    const app = createApp({ ...t.server.context, env: { ...env, MAIL_WEBHOOK_SECRET: undefined } });
    const delivery = { id: eventId(), body: bounce("alguem@exemplo.com.br") };
    expect(await deliver(delivery, signedHeaders(delivery), app)).toEqual({
      status: 404,
      body: {
        error: expect.objectContaining({ message: "O recebimento de eventos de e-mail não está configurado neste servidor." }),
      },
    });
  });
});
