import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePayments } from "./stripe";

// Checkout Session creation against a local server answering with Stripe's checkout.session
// shape: the session lists exactly the methods the port announces (GET /api/billing/options), so
// Stripe's page never shows a method the plans page did not promise, nor hides one it did.
const sessions: URLSearchParams[] = [];
let api: Server;
let base: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        sessions.push(new URLSearchParams(body));
        response.end(
          JSON.stringify({
            id: "cs_test_methods",
            object: "checkout.session",
            mode: "subscription",
            status: "open",
            url: "https://checkout.stripe.com/c/pay/cs_test_methods",
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such object" } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const stripe = (pixAutomatico: boolean) =>
  createStripePayments({
    secretKey: "sk_test_methods",
    webhookSecret: "whsec_test",
    prices: { basic: "price_start", advanced: "price_go", sparks_pro: "price_pro" },
    pixAutomatico,
    apiBase: base,
  });

const checkout = (pixAutomatico: boolean) =>
  stripe(pixAutomatico).createCheckout({
    workspaceId: "ws-1",
    email: "ana@exemplo.com",
    planType: "advanced",
    successUrl: "http://localhost:3000/onboarding/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/onboarding",
  });

const methodsSent = (session: URLSearchParams) =>
  [...session.entries()].filter(([key]) => key.startsWith("allowed_payment_method_types[")).map(([, value]) => value);

describe("Stripe Checkout's payment methods", () => {
  it("asks for card only, and announces card only, without Pix Automático", async () => {
    sessions.length = 0;
    expect(stripe(false).paymentMethods).toEqual(["card"]);
    expect(await checkout(false)).toEqual({ id: "cs_test_methods", url: "https://checkout.stripe.com/c/pay/cs_test_methods" });
    expect(sessions[0]!.get("mode")).toBe("subscription");
    expect(methodsSent(sessions[0]!)).toEqual(["card"]);
    expect(sessions[0]!.has("excluded_payment_method_types[0]")).toBe(false);
  });

  it("asks for card and Pix, and announces both, when the account has Pix Automático", async () => {
    sessions.length = 0;
    expect(stripe(true).paymentMethods).toEqual(["card", "pix"]);
    await checkout(true);
    expect(methodsSent(sessions[0]!)).toEqual(["card", "pix"]);
  });
});
