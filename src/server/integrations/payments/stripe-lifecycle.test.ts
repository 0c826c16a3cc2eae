import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePayments } from "./stripe";

// The account lifecycle's Stripe calls (docs/decisions/020), against a local server that
// answers with Stripe's documented shapes and records what it was asked.
const calls: { method: string; path: string; body: string }[] = [];
let api: Server;
let base: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      calls.push({ method: request.method!, path: request.url!, body });
      response.setHeader("content-type", "application/json");
      if (request.method === "DELETE" && request.url!.startsWith("/v1/subscriptions/sub_live?")) {
        response.end(JSON.stringify({ id: "sub_live", object: "subscription", status: "canceled" }));
      } else if (request.method === "DELETE" && request.url === "/v1/customers/cus_live") {
        response.end(JSON.stringify({ id: "cus_live", object: "customer", deleted: true }));
      } else if (request.method === "DELETE") {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such subscription" } }));
      } else if (request.url === "/v1/billing_portal/sessions") {
        response.end(
          JSON.stringify({ id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.com/p/session/test_1" }),
        );
      } else {
        response.statusCode = 500;
        response.end("{}");
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const stripe = () =>
  createStripePayments({
    secretKey: "sk_test_lifecycle",
    webhookSecret: "whsec_test",
    prices: { basic: "price_basic", advanced: "price_go", sparks_pro: "price_pro" },
    pixAutomatico: false,
    apiBase: base,
  });

describe("Stripe adapter: account lifecycle", () => {
  it("ends a subscription now without proration, and treats one already gone as done", async () => {
    await stripe().cancelNow("sub_live");
    await stripe().cancelNow("sub_gone");
    expect(
      calls
        .filter((call) => call.method === "DELETE" && call.path.startsWith("/v1/subscriptions/"))
        .map((call) => [call.path, call.body]),
    ).toEqual([
      // Stripe's DELETE carries its parameters in the query.
      ["/v1/subscriptions/sub_live?prorate=false", ""],
      ["/v1/subscriptions/sub_gone?prorate=false", ""],
    ]);
  });

  it("deletes a deleted workspace's customers, and treats one already gone as done", async () => {
    await stripe().deleteCustomers("ws_1", ["cus_live", "cus_gone"]);
    expect(calls.filter((call) => call.path.startsWith("/v1/customers/")).map((call) => `${call.method} ${call.path}`)).toEqual([
      "DELETE /v1/customers/cus_live",
      "DELETE /v1/customers/cus_gone",
    ]);
  });

  it("opens the customer portal in pt-BR, returning to the app", async () => {
    const url = await stripe().paymentUpdateUrl("cus_1", "http://localhost:3000/admin/my-plan");
    expect(url).toBe("https://billing.stripe.com/p/session/test_1");
    const call = calls.find((c) => c.path === "/v1/billing_portal/sessions")!;
    expect(new URLSearchParams(call.body).get("customer")).toBe("cus_1");
    expect(new URLSearchParams(call.body).get("locale")).toBe("pt-BR");
    expect(new URLSearchParams(call.body).get("return_url")).toBe("http://localhost:3000/admin/my-plan");
  });
});
