import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/bootstrap";
import { paymentHistory, subscriptions, users, webhookEvents, workspaceMembers, workspaces } from "../../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { providerEventJob } from "../../features/billing/provider-event.job";
import { waitForIdleJobs } from "../../test/jobs";
import { createTestEnv, startTestServer, waitFor } from "../../test/server";

// A local server answering with Stripe's documented object shapes (API 2025+: the billing period
// on the subscription item, the invoice's subscription under parent.subscription_details).
const userId = "user_stripe_contract";
const workspaceId = "7c1f3a52-0d7e-4b8e-9a51-2f0c6e4d9b10";
const periodEnd = Math.floor(Date.UTC(2026, 11, 22) / 1000);
const state = { subscriptionStatus: "active", cancelAtPeriodEnd: false, invoiceAmount: 7990, updates: [] as string[] };

function stripeObject(path: string) {
  if (path.startsWith("/v1/checkout/sessions/cs_test_1")) {
    return {
      id: "cs_test_1",
      object: "checkout.session",
      client_reference_id: workspaceId,
      metadata: { workspaceId, planType: "advanced" },
      status: "complete",
      payment_status: "paid",
      subscription: "sub_test_1",
      url: null,
    };
  }
  if (path.startsWith("/v1/subscriptions/sub_test_1")) {
    return {
      id: "sub_test_1",
      object: "subscription",
      customer: "cus_test_1",
      status: state.subscriptionStatus,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      metadata: { workspaceId, planType: "advanced" },
      items: { object: "list", data: [{ id: "si_1", price: { id: "price_go" }, current_period_end: periodEnd }] },
    };
  }
  if (path.startsWith("/v1/invoices/in_test_1")) {
    return {
      id: "in_test_1",
      object: "invoice",
      status: "paid",
      amount_paid: state.invoiceAmount,
      amount_due: state.invoiceAmount,
      currency: "brl",
      created: periodEnd - 30 * 86400,
      hosted_invoice_url: "https://invoice.stripe.com/i/in_test_1",
      lines: { object: "list", data: [{ description: "1 × Inteligram Go (at R$ 79,90 / month)" }] },
      // Made before workspaces existed: the metadata names the paying user, whose workspace it is.
      parent: { subscription_details: { subscription: "sub_test_1", metadata: { userId } } },
    };
  }
  return undefined;
}

let stripeApi: Server;
let testDb: TestDatabase;
let server: RunningServer;
const webhookSecret = "whsec_test_secret";

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    if (req.method === "POST") state.updates.push(req.url ?? "");
    const object = stripeObject(req.url ?? "");
    res.setHeader("content-type", "application/json");
    if (!object) {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such object" } }));
      return;
    }
    res.end(JSON.stringify(object));
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
  const port = (stripeApi.address() as AddressInfo).port;
  testDb = await createTestDatabase();
  const env = createTestEnv({
    STRIPE_SECRET_KEY: "sk_test_contract",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_BASIC: "price_start",
    STRIPE_PRICE_ADVANCED: "price_go",
    STRIPE_PRICE_SPARKS_PRO: "price_pro",
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  server = await startTestServer(testDb.database, { env });
  // The subscription's workspace and its owner must exist (foreign keys).
  await server.context.db
    .insert(users)
    .values({ id: userId, name: "Contrato", email: "contrato@exemplo.com", emailVerified: true });
  await server.context.db.insert(workspaces).values({ id: workspaceId, name: "Contrato" });
  await server.context.db.insert(workspaceMembers).values({ workspaceId, userId, role: "owner" });
});

afterAll(async () => {
  await server?.stop();
  await testDb?.database.close();
  await testDb?.destroy();
  await new Promise<void>((resolve) => stripeApi?.close(() => resolve()));
});

const stripe = new Stripe("sk_test_contract");

/** A signed delivery; `object` adds fields to data.object, as Stripe's events carry the object as it was when sent. */
function deliver(
  event: { id: string; type: string; objectId: string; object?: Record<string, unknown> },
  options: { tamper?: boolean } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    data: { object: { ...event.object, id: event.objectId } },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return server.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: options.tamper ? payload.replace("cs_test_1", "cs_test_2") : payload,
  });
}

const readSubscription = () =>
  server.context.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, "sub_test_1"));

describe("Stripe webhooks against Stripe's object shapes", () => {
  it("refuses a tampered payload and a missing signature", async () => {
    const tampered = await deliver(
      { id: "evt_tampered", type: "checkout.session.completed", objectId: "cs_test_1" },
      { tamper: true },
    );
    expect(tampered.status).toBe(400);
    const unsigned = await server.app.request("/api/webhooks/stripe", { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(400);
    expect(await server.context.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("calls a signed event without data.object malformed, not a bad signature", async () => {
    for (const payload of [
      JSON.stringify({ id: "evt_no_object", object: "event", type: "invoice.paid", data: {} }),
      JSON.stringify({ id: "evt_no_data", object: "event", type: "invoice.paid" }),
    ]) {
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const response = await server.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "INVALID_INPUT", message: "Evento do webhook malformado: faltam o id, o tipo ou data.object." },
      });
    }
  });

  it("applies a signed checkout.session.completed by re-reading the subscription", async () => {
    const response = await deliver({ id: "evt_checkout", type: "checkout.session.completed", objectId: "cs_test_1" });
    expect(response.status).toBe(200);
    const [row] = await waitFor(async () => {
      const rows = await readSubscription();
      return rows.length ? rows : undefined;
    });
    expect(row).toMatchObject({
      workspaceId,
      status: "active",
      planType: "advanced",
      provider: "stripe",
      cancelAtPeriodEnd: false,
    });
    expect(row!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
  });

  it("records invoice.paid as a payment in centavos, once even when delivered twice", async () => {
    const payments = () =>
      server.context.db.select().from(paymentHistory).where(eq(paymentHistory.providerInvoiceId, "in_test_1"));
    expect((await deliver({ id: "evt_invoice", type: "invoice.paid", objectId: "in_test_1" })).status).toBe(200);
    await waitForIdleJobs(server.context.db, providerEventJob.name);
    expect(await payments()).toEqual([
      expect.objectContaining({
        workspaceId,
        status: "succeeded",
        amount: 7990,
        invoiceUrl: "https://invoice.stripe.com/i/in_test_1",
      }),
    ]);

    // The same event again, after the provider's invoice changed: an event applied twice would
    // re-read it and write 99,90. Applied once, the payment stays as the first delivery wrote it.
    state.invoiceAmount = 9990;
    try {
      expect((await deliver({ id: "evt_invoice", type: "invoice.paid", objectId: "in_test_1" })).status).toBe(200);
      await waitForIdleJobs(server.context.db, providerEventJob.name);
      expect(await payments()).toEqual([expect.objectContaining({ amount: 7990 })]);
      expect(await server.context.db.select().from(webhookEvents).where(eq(webhookEvents.id, "evt_invoice"))).toHaveLength(1);
    } finally {
      state.invoiceAmount = 7990;
    }
  });

  it("follows the provider's current state whatever order events arrive in", async () => {
    // The subscription was canceled; then an "updated" event sent earlier, while it was active,
    // arrives last, carrying the object as it was then. Re-reading the provider gives canceled;
    // a handler that trusted the event's copy would write active.
    state.subscriptionStatus = "canceled";
    await deliver({
      id: "evt_deleted",
      type: "customer.subscription.deleted",
      objectId: "sub_test_1",
      object: { object: "subscription", status: "canceled" },
    });
    await waitForIdleJobs(server.context.db, providerEventJob.name);
    expect((await readSubscription())[0]!.status).toBe("canceled");
    await deliver({
      id: "evt_old_update",
      type: "customer.subscription.updated",
      objectId: "sub_test_1",
      object: { object: "subscription", status: "active", cancel_at_period_end: false },
    });
    await waitForIdleJobs(server.context.db, providerEventJob.name);
    expect(await server.context.db.select().from(webhookEvents).where(eq(webhookEvents.id, "evt_old_update"))).toHaveLength(1);
    expect((await readSubscription())[0]!.status).toBe("canceled");
  });

  it("answers 200 to an event type it does not handle", async () => {
    const response = await deliver({ id: "evt_other", type: "customer.created", objectId: "cus_test_1" });
    expect(response.status).toBe(200);
  });
});
