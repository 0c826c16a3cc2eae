// The test server first: it extends zod with .openapi before the shared schemas load.
import { createTestEnv, useTestServer } from "../../test/server";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// POST and GET /api/webhooks/instagram (docs/decisions/044): Meta's subscription check, and the
// story_insights notifications, signed with the app secret (AUTH_SECRET without Instagram keys).
const env = createTestEnv({ META_WEBHOOK_VERIFY_TOKEN: "verificar-inteligram" });
const t = useTestServer(() => ({ env }));

const body = JSON.stringify({
  object: "instagram",
  entry: [
    {
      id: "17841405309211844",
      time: 1547687043,
      changes: [
        {
          field: "story_insights",
          value: { media_id: "18023345989012587", exits: 1, replies: 0, reach: 17, taps_forward: 12, taps_back: 0 },
        },
      ],
    },
  ],
});
const signatureOf = (raw: string, key = env.AUTH_SECRET) => `sha256=${createHmac("sha256", key).update(raw).digest("hex")}`;

const post = (raw: string, signature?: string) =>
  t.server.app.request("/api/webhooks/instagram", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    body: raw,
  });

async function stored() {
  const result = (await t.server.context.db.execute(
    sql`select (select count(*)::int from webhook_events where provider = 'meta') as deliveries,
               (select count(*)::int from pgboss.job where name = 'analytics.story-insights') as jobs`,
  )) as unknown as { rows?: { deliveries: number; jobs: number }[] } | { deliveries: number; jobs: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows[0]!;
}

describe("Instagram's webhook", () => {
  it("echoes hub.challenge only for the verify token, and refuses any other check", async () => {
    const check = (query: string) => t.server.app.request(`/api/webhooks/instagram?${query}`);
    const accepted = await check("hub.mode=subscribe&hub.verify_token=verificar-inteligram&hub.challenge=1158201444");
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe("1158201444");
    for (const query of [
      "hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1",
      "hub.mode=unsubscribe&hub.verify_token=verificar-inteligram&hub.challenge=1",
      "hub.mode=subscribe&hub.challenge=1",
    ]) {
      expect((await check(query)).status, query).toBe(403);
    }
  });

  it("refuses a notification without a valid signature (403) and stores nothing; a signed one is kept once, however often it comes", async () => {
    const before = await stored();
    for (const signature of [undefined, signatureOf(body, "outro-segredo"), signatureOf(`${body} `)]) {
      const refused = await post(body, signature);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Assinatura do webhook inválida.");
    }
    expect(await stored()).toEqual(before);

    for (let delivery = 0; delivery < 3; delivery++) {
      const received = await post(body, signatureOf(body));
      expect(received.status).toBe(200);
      expect(await received.json()).toEqual({ received: true });
    }
    expect(await stored()).toEqual({ deliveries: before.deliveries + 1, jobs: before.jobs + 1 });
  });

  it("refuses a signed body that is not a notification, and acknowledges other fields without storing them", async () => {
    const before = await stored();
    const malformed = "não é JSON";
    expect((await post(malformed, signatureOf(malformed))).status).toBe(400);
    const other = JSON.stringify({
      object: "instagram",
      entry: [{ id: "1", time: 1, changes: [{ field: "comments", value: { id: "9" } }] }],
    });
    const acknowledged = await post(other, signatureOf(other));
    expect(acknowledged.status).toBe(200);
    expect(await stored()).toEqual(before);
  });
});
