import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxInvoices, sandboxSubscriptions } from "../../db/schema/index";
import { countQueuedEmails, waitForEmail } from "../../test/mailbox";
import { useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { applyProviderEvent } from "./billing.service";

const t = useTestServer();

async function currentPlanId(client: Awaited<ReturnType<typeof paidUser>>["client"]) {
  const body = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
  return body.subscription.id;
}

async function providerIds(workspaceId: string) {
  const db = t.server.context.db;
  const [invoice] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.workspaceId, workspaceId));
  const [subscription] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.workspaceId, workspaceId));
  return { invoiceId: invoice!.id, subscriptionId: subscription!.id };
}

/** The same provider event delivered again, plus two more events about the same object. */
async function redeliver(type: string, objectId: string, eventId: string) {
  const ctx = t.server.context;
  await applyProviderEvent(ctx, { id: eventId, type, objectId });
  await Promise.all([
    applyProviderEvent(ctx, { id: eventId, type, objectId }),
    applyProviderEvent(ctx, { id: `${eventId}_b`, type, objectId }),
    applyProviderEvent(ctx, { id: `${eventId}_c`, type, objectId }),
  ]);
}

describe("billing e-mails", () => {
  it("sends one pt-BR receipt per paid invoice, however often its event comes", async () => {
    const { email, workspaceId } = await paidUser(t.server, "basic");
    const subject = "Recibo do seu pagamento de R$ 29,90 no Inteligram";

    const receipt = await waitForEmail(t.server.context.db, email, subject);
    expect(receipt.text).toContain("Recebemos seu pagamento de R$ 29,90 em");
    expect(receipt.text).toContain("Descrição: Assinatura Inteligram Start (mensal).");
    expect(receipt.html).toContain("/sandbox/invoices/in_sandbox_");

    const { invoiceId } = await providerIds(workspaceId);
    await redeliver("invoice.paid", invoiceId, "evt_receipt_again");
    expect(await countQueuedEmails(t.server.context.db, email, subject)).toBe(1);
  });

  it("tells the person once when the plan changes", async () => {
    const { client, email, workspaceId } = await paidUser(t.server, "basic");
    const change = await client.post("/api/billing/subscription/change", {
      subscriptionId: await currentPlanId(client),
      planType: "advanced",
    });
    expect(change.status).toBe(200);
    const subject = "Seu plano agora é o Inteligram Go";

    const message = await waitForEmail(t.server.context.db, email, subject);
    expect(message.text).toContain("Seu plano mudou de Inteligram Start para Inteligram Go.");
    expect(message.text).toContain("O novo valor é R$ 79,90/mês.");

    const { subscriptionId } = await providerIds(workspaceId);
    await redeliver("customer.subscription.updated", subscriptionId, "evt_change_again");
    expect(await countQueuedEmails(t.server.context.db, email, subject)).toBe(1);
  });

  it("tells the person once when the plan is cancelled, with the last day of access", async () => {
    const { client, email, workspaceId } = await paidUser(t.server, "advanced");
    const cancelled = await client.post("/api/billing/subscription/cancel", { subscriptionId: await currentPlanId(client) });
    const { subscription } = (await cancelled.json()) as { subscription: { currentPeriodEnd: string } };
    const subject = "Seu plano Inteligram Go foi cancelado";

    const message = await waitForEmail(t.server.context.db, email, subject);
    const until = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(subscription.currentPeriodEnd),
    );
    expect(message.text).toContain(`Você mantém o acesso até ${until}, o fim do período de cobrança atual.`);

    const { subscriptionId } = await providerIds(workspaceId);
    await redeliver("customer.subscription.updated", subscriptionId, "evt_cancel_again");
    expect(await countQueuedEmails(t.server.context.db, email, subject)).toBe(1);
  });
});
