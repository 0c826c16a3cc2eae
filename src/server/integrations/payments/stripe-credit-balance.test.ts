import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePayments } from "./stripe";

// The customer's credit balance (a downgrade's prorated credit) against a local server answering
// with Stripe's documented shapes: the customer's `balance` (negative is a credit the next invoices
// use) and its customer balance transactions (a negative amount credits, a positive one debits).
const created = Math.floor(Date.UTC(2026, 10, 20, 15) / 1000);
const customers: Record<string, object> = {
  cus_credit: { id: "cus_credit", object: "customer", balance: -5006, currency: "brl" },
  cus_debit: { id: "cus_debit", object: "customer", balance: 500, currency: "brl" },
  cus_deleted: { id: "cus_deleted", object: "customer", deleted: true },
};
const transactions = {
  object: "list",
  url: "/v1/customers/cus_credit/balance_transactions",
  has_more: false,
  data: [
    {
      id: "cbtxn_applied",
      object: "customer_balance_transaction",
      amount: 2990,
      currency: "brl",
      customer: "cus_credit",
      description: null,
      ending_balance: -5006,
      invoice: "in_renewal",
      type: "applied_to_invoice",
      created: created + 86400,
      livemode: false,
      metadata: {},
    },
    {
      id: "cbtxn_downgrade",
      object: "customer_balance_transaction",
      amount: -6996,
      currency: "brl",
      customer: "cus_credit",
      // Stripe's own transactions (a downgrade's negative invoice credited) carry no description.
      description: null,
      ending_balance: -7996,
      invoice: "in_downgrade",
      type: "applied_to_invoice",
      created,
      livemode: false,
      metadata: {},
    },
    {
      id: "cbtxn_courtesy",
      object: "customer_balance_transaction",
      amount: -1000,
      currency: "brl",
      customer: "cus_credit",
      description: "Cortesia de boas-vindas",
      ending_balance: -1000,
      invoice: null,
      type: "adjustment",
      created: created - 86400,
      livemode: false,
      metadata: {},
    },
  ],
};

const calls: string[] = [];
let api: Server;
let base: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.setHeader("content-type", "application/json");
    const [, , , id, sub] = new URL(request.url!, "http://x").pathname.split("/");
    const customer = customers[id ?? ""];
    if (request.method === "GET" && customer && !sub) {
      response.end(JSON.stringify(customer));
    } else if (request.method === "GET" && sub === "balance_transactions" && customer) {
      response.end(JSON.stringify(id === "cus_credit" ? transactions : { ...transactions, data: [] }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such customer" } }));
    }
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const stripe = () =>
  createStripePayments({
    secretKey: "sk_test_credit",
    webhookSecret: "whsec_test",
    prices: { basic: "price_basic", advanced: "price_go", sparks_pro: "price_pro" },
    pixAutomatico: false,
    apiBase: base,
  });

describe("Stripe adapter: the customer's credit balance", () => {
  it("reads a negative balance as the credit available and lists its transactions, newest first", async () => {
    const balance = await stripe().retrieveCreditBalance("cus_credit");
    expect(balance).toEqual({
      available: 5006,
      currency: "brl",
      entries: [
        { id: "cbtxn_applied", credit: -2990, currency: "brl", description: null, created: new Date((created + 86400) * 1000) },
        { id: "cbtxn_downgrade", credit: 6996, currency: "brl", description: null, created: new Date(created * 1000) },
        {
          id: "cbtxn_courtesy",
          credit: 1000,
          currency: "brl",
          description: "Cortesia de boas-vindas",
          created: new Date((created - 86400) * 1000),
        },
      ],
    });
    expect(calls).toContain("GET /v1/customers/cus_credit");
    expect(calls).toContain("GET /v1/customers/cus_credit/balance_transactions?limit=100");
  });

  it("has no credit when the customer owes (a positive balance), was deleted, or is unknown", async () => {
    expect(await stripe().retrieveCreditBalance("cus_debit")).toEqual({ available: 0, currency: "brl", entries: [] });
    expect(await stripe().retrieveCreditBalance("cus_deleted")).toEqual({ available: 0, currency: "brl", entries: [] });
    expect(await stripe().retrieveCreditBalance("cus_unknown")).toEqual({ available: 0, currency: "brl", entries: [] });
  });
});
