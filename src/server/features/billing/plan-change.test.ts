import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxInvoices } from "../../db/schema/index";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const t = useTestServer();

type Payments = { payments: { description: string; amount: number; status: string }[] };
type Changes = { plans: { planType: string; refusal: string | null }[] };

describe("changing plan in the sandbox", () => {
  it("charges an upgrade's prorated difference at once, as the confirmation estimates", async () => {
    const { client } = await paidUser(t.server, "basic");
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };

    const upgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "sparks_pro" });
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
    const downgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "basic" });
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
    const downgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "basic" });
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
    const downgrade = await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "basic" });
    expect(downgrade.status).toBe(403);
    expect(await downgrade.json()).toMatchObject({ error: { code: "PLAN_LIMIT", message: refusal } });
  });
});
