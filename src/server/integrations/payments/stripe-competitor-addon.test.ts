import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer } from "../networks/instagram/contract-server";
import { PaymentDeclinedError } from "./payments.port";
import { createStripePayments } from "./stripe";

// Start's competitor add-on on Stripe (docs/decisions/022): a second recurring price as a second
// subscription item, against a local server answering with Stripe's object shapes.
const workspaceId = "7c1f3a52-0d7e-4b8e-9a51-2f0c6e4d9b10";
const periodEnd = Math.floor(Date.UTC(2026, 11, 22) / 1000);

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const subscription = (items: { id: string; price: string; quantity: number }[]) => ({
  id: "sub_1",
  object: "subscription",
  customer: "cus_1",
  status: "active",
  cancel_at_period_end: false,
  metadata: { workspaceId, planType: "basic" },
  items: {
    object: "list",
    data: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: { id: item.price },
      current_period_end: periodEnd,
    })),
  },
});

const stripe = () =>
  createStripePayments({
    secretKey: "sk_test_1",
    webhookSecret: "whsec_1",
    prices: { basic: "price_start", advanced: "price_go", sparks_pro: "price_pro" },
    competitorPrice: "price_competitor",
    pixAutomatico: false,
    apiBase: server.url,
  });
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe("Stripe competitor add-on", () => {
  it("reads the plan from its own item and the add-on's quantity from the second price", async () => {
    server.handle(() => ({
      body: subscription([
        { id: "si_addon", price: "price_competitor", quantity: 2 },
        { id: "si_plan", price: "price_start", quantity: 1 },
      ]),
    }));
    expect(await stripe().retrieveSubscription("sub_1")).toMatchObject({ planType: "basic", competitorAddons: 2 });
  });

  it("adds the second price prorated and charged at once, and raises its quantity afterwards", async () => {
    let items = [{ id: "si_plan", price: "price_start", quantity: 1 }];
    server.handle((request) => (request.method === "GET" ? { body: subscription(items) } : { body: subscription(items) }));
    await stripe().buyCompetitorAddon({
      workspaceId,
      subscriptionId: "sub_1",
      description: "Concorrente adicional: @x",
      successUrl: "https://app/ok",
      cancelUrl: "https://app/no",
    });
    const first = form(server.requests.find((r) => r.method === "POST")!.body);
    expect(first).toMatchObject({
      "items[0][price]": "price_competitor",
      "items[0][quantity]": "1",
      proration_behavior: "always_invoice",
      payment_behavior: "error_if_incomplete",
    });
    items = [...items, { id: "si_addon", price: "price_competitor", quantity: 1 }];
    server.handle(() => ({ body: subscription(items) }));
    await stripe().buyCompetitorAddon({
      workspaceId,
      subscriptionId: "sub_1",
      description: "",
      successUrl: "https://app/ok",
      cancelUrl: "https://app/no",
    });
    expect(form(server.requests.find((r) => r.method === "POST")!.body)).toMatchObject({
      "items[0][id]": "si_addon",
      "items[0][quantity]": "2",
    });
  });

  it("turns a declined card into PaymentDeclinedError", async () => {
    server.handle((request) =>
      request.method === "GET"
        ? { body: subscription([{ id: "si_plan", price: "price_start", quantity: 1 }]) }
        : { status: 402, body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } } },
    );
    await expect(
      stripe().buyCompetitorAddon({
        workspaceId,
        subscriptionId: "sub_1",
        description: "",
        successUrl: "https://app/ok",
        cancelUrl: "https://app/no",
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it("lowers the quantity without proration, and removes the item at 0", async () => {
    server.handle(() => ({
      body: subscription([
        { id: "si_plan", price: "price_start", quantity: 1 },
        { id: "si_addon", price: "price_competitor", quantity: 3 },
      ]),
    }));
    await stripe().setCompetitorAddons("sub_1", 2);
    expect(form(server.requests.find((r) => r.method === "POST")!.body)).toMatchObject({
      "items[0][id]": "si_addon",
      "items[0][quantity]": "2",
      proration_behavior: "none",
    });
    server.handle(() => ({
      body: subscription([
        { id: "si_plan", price: "price_start", quantity: 1 },
        { id: "si_addon", price: "price_competitor", quantity: 1 },
      ]),
    }));
    await stripe().setCompetitorAddons("sub_1", 0);
    expect(form(server.requests.find((r) => r.method === "POST")!.body)).toMatchObject({
      "items[0][id]": "si_addon",
      "items[0][deleted]": "true",
    });
  });
});
