import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxInvoices } from "../../db/schema/index";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const t = useTestServer();

type Payments = { payments: { description: string; amount: number; status: string }[] };

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
});
