import { describe, expect, it } from "vitest";
import { sandboxCardMessages } from "../../integrations/payments/sandbox-card";
import { useTestServer } from "../../test/server";
import { payWithSandbox, signUpConfirmed } from "../../test/users";

const t = useTestServer();

async function openCheckout() {
  const { client } = await signUpConfirmed(t.server);
  const { url } = (await (await client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
  return { client, url };
}

const inputValue = (page: string, id: string) => new RegExp(`<input id="${id}"[^>]*value="([^"]*)"`).exec(page)?.[1];

describe("sandbox checkout card form", () => {
  it.each([
    ["01/20", sandboxCardMessages.expired],
    ["13/30", sandboxCardMessages.invalidExpiry],
    ["0120", sandboxCardMessages.expired],
    ["abc", sandboxCardMessages.invalidExpiry],
  ])("refuses the expiry %s as Stripe's test mode does", async (expiry, message) => {
    const { client, url } = await openCheckout();
    const response = await payWithSandbox(t.server, url, { method: "card", number: "4242 4242 4242 4242", expiry });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain(message);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: unknown };
    expect(plan.subscription).toBeNull();
  });

  it("refuses a CVC that is not 3 or 4 digits", async () => {
    const { url } = await openCheckout();
    const response = await payWithSandbox(t.server, url, { method: "card", number: "4242424242424242", cvc: "12" });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain(sandboxCardMessages.invalidCvc);
  });

  it("keeps what was typed after a decline, except the CVC", async () => {
    const { url } = await openCheckout();
    const response = await payWithSandbox(t.server, url, {
      method: "card",
      number: "4000 0000 0000 0002",
      expiry: "12/34",
      cvc: "987",
      holder: 'Ana "Souza" <b>',
    });
    const page = await response.text();
    expect(page).toContain(sandboxCardMessages.declined);
    expect(inputValue(page, "number")).toBe("4000 0000 0000 0002");
    expect(inputValue(page, "expiry")).toBe("12/34");
    expect(inputValue(page, "holder")).toBe("Ana &quot;Souza&quot; &lt;b&gt;");
    expect(inputValue(page, "cvc")).toBeUndefined();
    // Nowhere in an attribute either (ids elsewhere on the page may hold those digits).
    expect(page).not.toMatch(/="987"/);
  });

  it("accepts a future expiry in MM/AAAA", async () => {
    const { url } = await openCheckout();
    const response = await payWithSandbox(t.server, url, { method: "card", number: "4242424242424242", expiry: "12/2099" });
    expect(response.status).toBe(303);
  });
});
