import { describe, expect, it } from "vitest";
import { useTestServer, waitFor } from "../../test/server";
import { payWithSandbox, signUpConfirmed } from "../../test/users";
import { pixNotOfferedMessage, sandboxDeclineMessages } from "../../integrations/payments/sandbox";
import { applyProviderEvent } from "./billing.service";

const t = useTestServer();

const company = {
  accountType: "business",
  name: "Loja Aurora Ltda",
  legalDocument: "11.222.333/0001-81",
  email: "financeiro@aurora.com.br",
  phone: "(11) 98765-4321",
  instagramHandle: "@lojaaurora",
};

const pay = (url: string, form: Record<string, string>) => payWithSandbox(t.server, url, form);

type MyPlan = {
  subscription: null | { id: string; status: string; planType: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean };
};

describe("onboarding and sandbox checkout", () => {
  it("walks the steps on the t.server and ends with an active subscription and a paid invoice", async () => {
    const { client } = await signUpConfirmed(t.server);
    const read = async () => (await (await client.request("/api/onboarding")).json()) as { step: unknown; goals: string[] };

    expect((await read()).step).toBe(1);
    expect((await client.request("/api/onboarding/company", { method: "PUT", json: company })).status).toBe(200);
    expect((await read()).step).toBe(3);
    const goals = await client.request("/api/onboarding/goals", { method: "PUT", json: { goals: ["sales", "growth"] } });
    expect(goals.status).toBe(200);
    const afterGoals = await read();
    expect(afterGoals).toMatchObject({ step: 4, goals: ["growth", "sales"] });

    const checkout = await client.post("/api/billing/checkout", { planType: "advanced" });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sandbox_/);

    const page = await t.server.app.request(url.replace(/^https?:\/\/[^/]+/, ""));
    const pageHtml = await page.text();
    expect(pageHtml).toContain("Ambiente de testes");
    expect(pageHtml).toContain("Inteligram Go");
    expect(pageHtml).toContain("R$ 79,90");

    const paid = await pay(url, { method: "card", number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get("location")!);
    expect(success.pathname).toBe("/onboarding/success");
    const sessionId = success.searchParams.get("session_id")!;

    const verify = await client.post("/api/billing/verify", { sessionId });
    expect(await verify.json()).toEqual({ status: "success" });
    expect((await read()).step).toBe("done");
    // The handle given in onboarding is connected and its collection queued once paid (docs/product/screens.md).
    const { accounts } = (await (await client.request("/api/accounts")).json()) as { accounts: { username: string }[] };
    expect(accounts.map((account) => account.username)).toEqual(["lojaaurora"]);

    const plan = (await (await client.request("/api/billing/subscription")).json()) as MyPlan;
    expect(plan.subscription).toMatchObject({ status: "active", planType: "advanced", cancelAtPeriodEnd: false });
    const payments = await waitFor(async () => {
      const body = (await (await client.request("/api/billing/payments")).json()) as {
        payments: { status: string; amount: number; description: string; invoice_url: string }[];
      };
      return body.payments.length > 0 ? body.payments : undefined;
    });
    expect(payments[0]).toMatchObject({ status: "succeeded", amount: 7990, description: "Assinatura Inteligram Go (mensal)" });
    const invoicePage = await t.server.app.request(new URL(payments[0]!.invoice_url).pathname);
    expect(invoicePage.status).toBe(200);
    expect(await invoicePage.text()).toContain("R$ 79,90");
  });

  it.each([
    ["4000 0000 0000 0002", sandboxDeclineMessages.declined],
    ["4000 0000 0000 9995", sandboxDeclineMessages.insufficientFunds],
  ])("declines card %s with a pt-BR message and creates no subscription", async (number, message) => {
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
    const response = await pay(url, { method: "card", number });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain(message);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as MyPlan;
    expect(plan.subscription).toBeNull();
  });

  // Decision 008: by default the sandbox mirrors a Stripe account without Pix Automático.
  it("offers card only by default: the options, the checkout page and the payment agree", async () => {
    expect(await (await t.server.app.request("/api/billing/options")).json()).toEqual({
      provider: "sandbox",
      paymentMethods: ["card"],
    });
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "sparks_pro" })).json()) as { url: string };
    const page = await (await t.server.app.request(url.replace(/^https?:\/\/[^/]+/, ""))).text();
    expect(page).toContain("Cartão de crédito");
    expect(page).not.toContain("Pix");
    const refused = await pay(url, { method: "pix" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(pixNotOfferedMessage);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as MyPlan;
    expect(plan.subscription).toBeNull();
  });

  it("never verifies someone else's checkout", async () => {
    const owner = await signUpConfirmed(t.server);
    const { url } = (await (await owner.client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
    const sessionId = url.split("/").pop()!;
    const other = await signUpConfirmed(t.server);
    const response = await other.client.post("/api/billing/verify", { sessionId });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(owner.email);
  });

  it("cancels at the period end, keeps access until then, and can undo it", async () => {
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
    await pay(url, { method: "card", number: "4242424242424242" });
    const plan = await waitFor(
      async () => ((await (await client.request("/api/billing/subscription")).json()) as MyPlan).subscription ?? undefined,
    );

    const cancelled = (await (
      await client.post("/api/billing/subscription/cancel", { subscriptionId: plan.id })
    ).json()) as MyPlan;
    expect(cancelled.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(new Date(cancelled.subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);

    const resumed = (await (await client.post("/api/billing/subscription/resume", { subscriptionId: plan.id })).json()) as MyPlan;
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("changes plan through the provider and refuses a downgrade below the accounts connected", async () => {
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "advanced" })).json()) as { url: string };
    await pay(url, { method: "card", number: "4242424242424242" });
    const plan = await waitFor(
      async () => ((await (await client.request("/api/billing/subscription")).json()) as MyPlan).subscription ?? undefined,
    );
    await client.post("/api/accounts", { username: "marca_um" });
    await client.post("/api/accounts", { username: "marca_dois" });
    const downgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.id, planType: "basic" });
    expect(downgrade.status).toBe(403);
    expect(await downgrade.json()).toMatchObject({ error: { code: "PLAN_LIMIT" } });
    const upgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.id, planType: "sparks_pro" });
    expect(upgrade.status).toBe(200);
    expect(((await upgrade.json()) as MyPlan).subscription).toMatchObject({ planType: "sparks_pro", status: "active" });
  });

  it("refuses to cancel another user's subscription", async () => {
    const owner = await signUpConfirmed(t.server);
    const { url } = (await (await owner.client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
    await pay(url, { method: "card", number: "4242424242424242" });
    const plan = await waitFor(
      async () => ((await (await owner.client.request("/api/billing/subscription")).json()) as MyPlan).subscription ?? undefined,
    );
    const other = await signUpConfirmed(t.server);
    const response = await other.client.post("/api/billing/subscription/cancel", { subscriptionId: plan.id });
    expect(response.status).toBe(404);
  });

  it("applies a provider event once, however often it is delivered", async () => {
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "basic" })).json()) as { url: string };
    await pay(url, { method: "card", number: "4242424242424242" });
    const event = { id: "evt_duplicate_1", type: "checkout.session.completed", objectId: url.split("/").pop()! };
    expect(await applyProviderEvent(t.server.context, event)).toBe("applied");
    expect(await applyProviderEvent(t.server.context, event)).toBe("duplicate");
    expect(await applyProviderEvent(t.server.context, { ...event, id: "evt_unknown_1", type: "customer.created" })).toBe(
      "ignored",
    );
  });
});
