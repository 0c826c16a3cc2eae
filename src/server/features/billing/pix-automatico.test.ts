import { describe, expect, it } from "vitest";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { payWithSandbox, signUpConfirmed } from "../../test/users";

// Decision 008: with STRIPE_PIX_AUTOMATICO the sandbox mirrors a Stripe account that has Pix
// Automático, so subscriptions are offered by card or Pix everywhere.
const t = useTestServer(() => ({ env: createTestEnv({ STRIPE_PIX_AUTOMATICO: "true" }) }));

describe("a payment account with Pix Automático", () => {
  it("offers card and Pix in the options and on the checkout page, and takes the simulated Pix", async () => {
    expect(await (await t.server.app.request("/api/billing/options")).json()).toEqual({
      provider: "sandbox",
      paymentMethods: ["card", "pix"],
    });
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "sparks_pro" })).json()) as { url: string };
    const page = await (await t.server.app.request(url.replace(/^https?:\/\/[^/]+/, ""))).text();
    expect(page).toContain("Cartão de crédito");
    expect(page).toContain("Pix Automático");
    expect((await payWithSandbox(t.server, url, { method: "pix" })).status).toBe(303);
    const subscription = await waitFor(async () => {
      const body = (await (await client.request("/api/billing/subscription")).json()) as {
        subscription: { status: string; planType: string } | null;
      };
      return body.subscription ?? undefined;
    });
    expect(subscription).toMatchObject({ status: "active", planType: "sparks_pro" });
  });
});
