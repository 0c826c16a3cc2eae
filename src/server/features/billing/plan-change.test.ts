import { estimatePlanChange } from "@core/billing/plan-change-estimate";
import { getPlan } from "@core/plans/catalogue";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxInvoices } from "../../db/schema/index";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const t = useTestServer();

type Payments = { payments: { description: string; amount: number; status: string }[] };
type Changes = { plans: { planType: string; refusal: string | null }[] };
type Credit = { available: number; currency: string; entries: { description: string; amount: number; created: number }[] };
type History = Payments & { credit: Credit | null };

describe("changing plan in the sandbox", () => {
  it("charges an upgrade's prorated difference at once, as the confirmation estimates", async () => {
    const { client } = await paidUser(t.server, "basic");
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };

    const upgrade = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "sparks_pro",
    });
    expect(upgrade.status).toBe(200);

    // The invoice arrives through the provider's events, which a loaded machine may retry.
    const proration = await waitFor(async () => {
      const { payments } = (await (await client.request("/api/billing/payments")).json()) as Payments;
      return payments.find((payment) => payment.description === "Ajuste proporcional: Inteligram Start para Inteligram Pro");
    }, 60_000);
    // Paid a moment after the period started: (149,90 - 29,90) for almost the whole month.
    expect(proration.status).toBe("succeeded");
    expect(proration.amount).toBeGreaterThan(11_900);
    expect(proration.amount).toBeLessThanOrEqual(12_000);
  }, 90_000);

  it("invoices nothing for a downgrade", async () => {
    const { client, workspaceId } = await paidUser(t.server, "sparks_pro");
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    const downgrade = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "basic",
    });
    expect(downgrade.status).toBe(200);
    // The provider's own invoices exist before the change answers; events only copy them.
    const invoices = await t.server.context.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.workspaceId, workspaceId));
    expect(invoices.map((invoice) => invoice.description)).toEqual(["Assinatura Inteligram Pro (mensal)"]);
  });

  it("lets a Go workspace with one Instagram and one TikTok account move to Start: the limit is per network", async () => {
    const { client } = await paidUser(t.server, "advanced");
    expect((await client.post("/api/accounts", { username: "lojainsta" })).status).toBe(201);
    expect((await client.post("/api/accounts", { platform: "tiktok", username: "lojatiktok" })).status).toBe(201);
    // The dialog's answer and the change itself come from the same rule.
    const changes = (await (await client.request("/api/billing/subscription/changes")).json()) as Changes;
    expect(changes.plans.find((plan) => plan.planType === "basic")?.refusal).toBeNull();
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    const downgrade = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "basic",
    });
    expect(downgrade.status).toBe(200);
    expect(((await downgrade.json()) as { subscription: { planType: string } }).subscription.planType).toBe("basic");
  });

  it("refuses Start to a workspace with two TikTok accounts, naming TikTok, in the dialog and on the change", async () => {
    const { client } = await paidUser(t.server, "advanced");
    expect((await client.post("/api/accounts", { username: "lojainsta" })).status).toBe(201);
    expect((await client.post("/api/accounts", { platform: "tiktok", username: "lojatiktok" })).status).toBe(201);
    expect((await client.post("/api/accounts", { platform: "tiktok", username: "outratiktok" })).status).toBe(201);
    const refusal =
      "O Inteligram Start permite 1 conta por rede e você tem 2 contas do TikTok conectadas. Desconecte contas antes de mudar de plano.";
    const changes = (await (await client.request("/api/billing/subscription/changes")).json()) as Changes;
    expect(changes.plans.find((plan) => plan.planType === "basic")?.refusal).toBe(refusal);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    const downgrade = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "basic",
    });
    expect(downgrade.status).toBe(403);
    expect(await downgrade.json()).toMatchObject({ error: { code: "PLAN_LIMIT", message: refusal } });
  });

  it("credits a downgrade's prorated amount, shows it with the history, and uses it on the next charge", async () => {
    const { client, workspaceId } = await paidUser(t.server, "sparks_pro");
    const plan = (await (await client.request("/api/billing/subscription")).json()) as {
      subscription: { id: string; currentPeriodEnd: string };
    };
    const estimate = (now: Date) =>
      -estimatePlanChange({
        currentPriceCentavos: getPlan("sparks_pro").monthlyPriceCentavos,
        newPriceCentavos: getPlan("advanced").monthlyPriceCentavos,
        currentPeriodEnd: new Date(plan.subscription.currentPeriodEnd),
        now,
      }).amountCentavos;
    const before = new Date();
    const downgrade = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "advanced",
    });
    expect(downgrade.status).toBe(200);
    const after = new Date();

    // The provider keeps the credit at once (the customer's balance); the history reads it there.
    const { credit } = (await (await client.request("/api/billing/payments")).json()) as History;
    expect(credit!.available).toBeGreaterThanOrEqual(estimate(after));
    expect(credit!.available).toBeLessThanOrEqual(estimate(before));
    expect(credit!.entries).toEqual([
      {
        id: expect.any(String),
        description: "Crédito proporcional: Inteligram Pro para Inteligram Go",
        amount: credit!.available,
        created: expect.any(Number),
      },
    ]);

    // The next charge (the renewal) uses it, as Stripe applies a customer's balance to its next invoice.
    const renewal = await t.server.context.sandboxPayments!.renewNow(workspaceId);
    expect(renewal?.failed).toBe(false);
    const charged = getPlan("advanced").monthlyPriceCentavos - credit!.available;
    const history = await waitFor(async () => {
      const body = (await (await client.request("/api/billing/payments")).json()) as History;
      return body.payments.some((payment) => payment.description === "Renovação Inteligram Go (mensal)") ? body : undefined;
    }, 60_000);
    expect(history.payments.find((payment) => payment.description === "Renovação Inteligram Go (mensal)")).toMatchObject({
      amount: charged,
      status: "succeeded",
    });
    expect(history.credit!.available).toBe(0);
    expect(history.credit!.entries.map(({ description, amount }) => ({ description, amount }))).toEqual([
      { description: "Crédito descontado: Renovação Inteligram Go (mensal)", amount: -credit!.available },
      { description: "Crédito proporcional: Inteligram Pro para Inteligram Go", amount: credit!.available },
    ]);
  }, 120_000);

  it("pays an upgrade's prorated difference with the credit a downgrade left first", async () => {
    const { client } = await paidUser(t.server, "sparks_pro");
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "basic" });
    const { credit } = (await (await client.request("/api/billing/payments")).json()) as History;
    await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "advanced" });

    const history = await waitFor(async () => {
      const body = (await (await client.request("/api/billing/payments")).json()) as History;
      return body.payments.some((payment) => payment.description === "Ajuste proporcional: Inteligram Start para Inteligram Go")
        ? body
        : undefined;
    }, 60_000);
    // The difference (Go less Start, for the rest of the period) is smaller than Pro less Start's credit.
    expect(
      history.payments.find((payment) => payment.description === "Ajuste proporcional: Inteligram Start para Inteligram Go")
        ?.amount,
    ).toBe(0);
    const used = history.credit!.entries.find(
      (entry) => entry.description === "Crédito descontado: Ajuste proporcional: Inteligram Start para Inteligram Go",
    );
    expect(used!.amount).toBeLessThan(0);
    expect(history.credit!.available).toBe(credit!.available + used!.amount);
  }, 120_000);

  it("has no credit to show before any downgrade", async () => {
    const { client } = await paidUser(t.server, "basic");
    const body = (await (await client.request("/api/billing/payments")).json()) as History;
    expect(body.credit).toEqual({ available: 0, currency: "brl", entries: [] });
  });
});
