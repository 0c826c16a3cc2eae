import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxCards } from "../../integrations/payments/sandbox";
import { sandboxInvoices, sandboxSubscriptions, workspaces } from "../../db/schema/index";
import { countQueuedEmails, waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { payWithSandbox, signUpConfirmed } from "../../test/users";
import { listAccountsToCollect } from "../analytics/history.queries";
import { applyProviderEvent } from "../billing/billing.service";
import { addonQuantityJob } from "../competitors/addon-quantity.job";
import { advanceDunning, suspendedMessage } from "./dunning.service";
import { findDunning } from "./lifecycle.queries";

const t = useTestServer();
const day = 86_400_000;
type Standing = { state: string; overdueDays?: number; deletesOn?: string };

/** A workspace owner who paid with the sandbox's failing-renewal card (the first payment works). */
async function ownerWithFailingCard() {
  const user = await signUpConfirmed(t.server);
  const { url } = (await (await user.client.post("/api/billing/checkout", { planType: "advanced" })).json()) as { url: string };
  await payWithSandbox(t.server, url, { method: "card", number: sandboxCards.failingRenewal });
  await waitFor(async () => {
    const body = (await (await user.client.request("/api/billing/subscription")).json()) as { subscription: unknown };
    return body.subscription ?? undefined;
  });
  return user;
}

async function standing(client: Awaited<ReturnType<typeof signUpConfirmed>>["client"]) {
  return (await (await client.request("/api/lifecycle/standing")).json()) as Standing;
}

/** The renewal fails; the timeline starts with its day-0 e-mail once the provider's events are in. */
async function failRenewal(user: Awaited<ReturnType<typeof ownerWithFailingCard>>) {
  const renewed = await t.server.context.sandboxPayments!.renewNow(user.workspaceId);
  expect(renewed?.failed).toBe(true);
  await waitFor(async () => ((await standing(user.client)).state === "past_due" ? true : undefined));
  const row = await findDunning(t.server.context.db, user.workspaceId);
  return { since: row!.overdueSince, invoiceId: renewed!.invoiceId };
}

/** Jobs of any state whose row (payload included) names this workspace. */
async function jobsNaming(workspaceId: string) {
  const result = (await t.server.context.db.execute(
    sql`select count(*)::int as n from pgboss.job as job where job::text like ${`%${workspaceId}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

const connect = (user: { client: Awaited<ReturnType<typeof signUpConfirmed>>["client"] }, username: string) =>
  user.client.post("/api/accounts", { username });

describe("dunning: a failed renewal, on a controlled clock", () => {
  it("warns on days 0, 3 and 6, suspends on day 7 (read-only, no collection), warns before deletion; a payment restores", async () => {
    const ctx = t.server.context;
    const user = await ownerWithFailingCard();
    expect(await standing(user.client)).toEqual({ state: "ok" });
    const { since, invoiceId } = await failRenewal(user);

    const first = "Pagamento pendente: não conseguimos renovar seu plano";
    const day0 = await waitForEmail(ctx.db, user.email, first);
    expect(day0.text).toContain("Não conseguimos cobrar a renovação do seu plano");
    expect(day0.html).toContain("/sandbox/billing/cus_sandbox_");
    // Still working while past due: the plan is usable until the suspension.
    expect((await connect(user, "marca_atrasada")).status).toBe(201);

    const reminder = "Lembrete: seu pagamento do Inteligram está pendente";
    await advanceDunning(ctx, new Date(since.getTime() + 2 * day));
    expect(await countQueuedEmails(ctx.db, user.email, reminder)).toBe(0);
    await advanceDunning(ctx, new Date(since.getTime() + 3 * day + 3600_000));
    await advanceDunning(ctx, new Date(since.getTime() + 3 * day + 7200_000));
    expect(await countQueuedEmails(ctx.db, user.email, reminder)).toBe(1);
    await advanceDunning(ctx, new Date(since.getTime() + 6 * day));
    expect(await countQueuedEmails(ctx.db, user.email, reminder)).toBe(2);
    expect((await standing(user.client)).state).toBe("past_due");
    expect((await listAccountsToCollect(ctx.db)).some((a) => a.workspaceId === user.workspaceId)).toBe(true);

    await advanceDunning(ctx, new Date(since.getTime() + 7 * day));
    expect((await standing(user.client)).state).toBe("suspended");
    const suspended = await waitForEmail(ctx.db, user.email, "Seu espaço de trabalho no Inteligram foi suspenso");
    expect(suspended.text).toContain("você ainda vê seus dados, mas não pode alterá-los");
    const refused = await connect(user, "outra_marca");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: suspendedMessage, reason: "WORKSPACE_SUSPENDED" } });
    expect((await user.client.request("/api/accounts")).status).toBe(200);
    expect((await listAccountsToCollect(ctx.db)).some((a) => a.workspaceId === user.workspaceId)).toBe(false);

    await advanceDunning(ctx, new Date(since.getTime() + 23 * day));
    const warning = await waitForEmail(ctx.db, user.email, "Seus dados no Inteligram serão excluídos em");
    expect(warning.text).toContain("Pague antes dessa data para manter tudo.");
    await advanceDunning(ctx, new Date(since.getTime() + 24 * day));
    expect(await countQueuedEmails(ctx.db, user.email, warning.subject)).toBe(1);

    // A payment on the sandbox's update page restores everything.
    const paid = await ctx.sandboxPayments!.updatePaymentMethod(`cus_sandbox_${user.workspaceId}`, {
      number: sandboxCards.success,
      expiry: "12/34",
      cvc: "123",
    });
    expect(paid).toMatchObject({ ok: true, paid: [invoiceId] });
    await waitFor(async () => ((await standing(user.client)).state === "ok" ? true : undefined));
    await waitForEmail(ctx.db, user.email, "Pagamento confirmado: seu plano está em dia");
    expect((await connect(user, "outra_marca")).status).toBe(201);

    // The old failure delivered again, late and out of order: the provider's truth (active) wins.
    expect(await applyProviderEvent(ctx, { id: "evt_late_failure", type: "invoice.payment_failed", objectId: invoiceId })).toBe(
      "applied",
    );
    expect(await standing(user.client)).toEqual({ state: "ok" });
    await advanceDunning(ctx, new Date(since.getTime() + 40 * day));
    const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, user.workspaceId));
    expect(workspace).toBeDefined();
  }, 90_000);

  it("deletes the workspace's data on day 30 and ends the subscription at the provider", async () => {
    const ctx = t.server.context;
    const user = await ownerWithFailingCard();
    const { since } = await failRenewal(user);
    // A timeline that missed its daily runs catches up in one step: suspended and warned.
    expect(await advanceDunning(ctx, new Date(since.getTime() + 29 * day))).toMatchObject({ [user.workspaceId]: "warned" });
    await waitForEmail(ctx.db, user.email, "Seu espaço de trabalho no Inteligram foi suspenso");
    await waitForEmail(ctx.db, user.email, "Seus dados no Inteligram serão excluídos em");
    // A job of the workspace still waiting (and the finished ones) go with it.
    await ctx.queue.send(addonQuantityJob, { workspaceId: user.workspaceId }, { startAfter: 3600 });
    expect(await jobsNaming(user.workspaceId)).toBeGreaterThan(0);
    const [providerSubscription] = await ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.workspaceId, user.workspaceId));
    const cancelNow = ctx.payments.cancelNow;
    const canceled: string[] = [];
    ctx.payments.cancelNow = async (subscriptionId) => {
      canceled.push(subscriptionId);
      await cancelNow(subscriptionId);
    };
    try {
      expect(await advanceDunning(ctx, new Date(since.getTime() + 30 * day))).toMatchObject({ [user.workspaceId]: "deleted" });
    } finally {
      ctx.payments.cancelNow = cancelNow;
    }
    expect(await ctx.db.select().from(workspaces).where(eq(workspaces.id, user.workspaceId))).toEqual([]);
    expect(await jobsNaming(user.workspaceId)).toBe(0);
    // Ended at the provider first, then the sandbox forgot the customer's subscription and invoices.
    expect(canceled).toEqual([providerSubscription!.id]);
    expect(
      await ctx.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.workspaceId, user.workspaceId)),
    ).toEqual([]);
    expect(await ctx.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.workspaceId, user.workspaceId))).toEqual([]);
    const mail = await waitForEmail(ctx.db, user.email, "Os dados do seu espaço de trabalho foram excluídos");
    expect(mail.text).toContain("Sua conta de acesso continua ativa");
    // The person still signs in, with a fresh workspace of their own and no plan.
    const fresh = (await (await user.client.request("/api/workspaces")).json()) as { currentId: string };
    expect(fresh.currentId).not.toBe(user.workspaceId);
    expect(await standing(user.client)).toEqual({ state: "ok" });
  });

  it("ignores a payment event for an unknown customer, without an error or a retry", async () => {
    const ctx = t.server.context;
    await ctx.db.insert(sandboxInvoices).values({
      id: "in_sandbox_unknown_customer",
      subscriptionId: "sub_sandbox_unknown",
      workspaceId: "00000000-0000-4000-8000-000000000000",
      description: "Renovação",
      amount: 7990,
      status: "open",
    });
    expect(
      await applyProviderEvent(ctx, {
        id: "evt_unknown_customer",
        type: "invoice.payment_failed",
        objectId: "in_sandbox_unknown_customer",
      }),
    ).toBe("ignored");
    expect(
      await applyProviderEvent(ctx, { id: "evt_unknown_object", type: "invoice.payment_failed", objectId: "in_sandbox_missing" }),
    ).toBe("ignored");
  });

  it("gives the owner the provider's page to update the payment", async () => {
    const user = await ownerWithFailingCard();
    await failRenewal(user);
    const link = await user.client.post("/api/lifecycle/payment-update", {});
    expect(await link.json()).toEqual({ url: expect.stringMatching(/\/sandbox\/billing\/cus_sandbox_/) });
    const page = await t.server.app.request(
      ((await (await user.client.post("/api/lifecycle/payment-update", {})).json()) as { url: string }).url.replace(
        /^https?:\/\/[^/]+/,
        "",
      ),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Atualizar forma de pagamento");
  });
});
