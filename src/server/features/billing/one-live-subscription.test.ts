import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentHistory, sandboxInvoices, sandboxSubscriptions, subscriptions } from "../../db/schema/index";
import { sandboxAlreadySubscribedMessage } from "../../integrations/payments/sandbox";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser, payWithSandbox, signUpConfirmed } from "../../test/users";
import { syncSubscription } from "./billing.service";

const t = useTestServer();

const card = { method: "card", number: "4242 4242 4242 4242" };

async function startCheckout(client: Awaited<ReturnType<typeof signUpConfirmed>>["client"], planType: string) {
  const response = await client.post("/api/billing/checkout", { planType });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** What the provider (the sandbox's own tables) and our tables hold for one user. */
async function countRows(workspaceId: string) {
  const db = t.server.context.db;
  const [providerSubscriptions, providerInvoices, ours, payments] = await Promise.all([
    db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.workspaceId, workspaceId)),
    db.select().from(sandboxInvoices).where(eq(sandboxInvoices.workspaceId, workspaceId)),
    db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)),
    db.select().from(paymentHistory).where(eq(paymentHistory.workspaceId, workspaceId)),
  ]);
  return {
    providerSubscriptions: providerSubscriptions.length,
    providerInvoices: providerInvoices.length,
    subscriptions: ours.length,
    payments: payments.length,
  };
}

describe("one live subscription per person", () => {
  it("ten simultaneous payments of one checkout make one subscription and one invoice", async () => {
    const { client, workspaceId } = await signUpConfirmed(t.server);
    const url = await startCheckout(client, "basic");

    const responses = await Promise.all(Array.from({ length: 10 }, () => payWithSandbox(t.server, url, card)));

    expect(responses.filter((response) => response.status === 303)).toHaveLength(1);
    await waitFor(async () => ((await countRows(workspaceId)).payments === 1 ? true : undefined));
    expect(await countRows(workspaceId)).toEqual({
      providerSubscriptions: 1,
      providerInvoices: 1,
      subscriptions: 1,
      payments: 1,
    });
  });

  it("refuses to pay a second checkout opened in another tab once a plan is live", async () => {
    const { client, workspaceId } = await signUpConfirmed(t.server);
    // Two tabs reach the payment step before either pays.
    const start = await startCheckout(client, "basic");
    const pro = await startCheckout(client, "sparks_pro");

    expect((await payWithSandbox(t.server, start, card)).status).toBe(303);
    const second = await payWithSandbox(t.server, pro, card);

    expect(second.status).toBe(409);
    const page = await second.text();
    expect(page).toContain(sandboxAlreadySubscribedMessage);
    expect(page).toContain('href="http://localhost:3000/admin/my-plan?mudar=sparks_pro"');
    await waitFor(async () => ((await countRows(workspaceId)).payments === 1 ? true : undefined));
    expect(await countRows(workspaceId)).toEqual({
      providerSubscriptions: 1,
      providerInvoices: 1,
      subscriptions: 1,
      payments: 1,
    });
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { planType: string } };
    expect(plan.subscription.planType).toBe("basic");
  });

  it("refuses simultaneous payments of two checkouts of one person but one", async () => {
    const { client, workspaceId } = await signUpConfirmed(t.server);
    const urls = [
      await startCheckout(client, "basic"),
      await startCheckout(client, "advanced"),
      await startCheckout(client, "sparks_pro"),
    ];

    const responses = await Promise.all(urls.map((url) => payWithSandbox(t.server, url, card)));

    expect(responses.map((response) => response.status).sort()).toEqual([303, 409, 409]);
    await waitFor(async () => ((await countRows(workspaceId)).payments === 1 ? true : undefined));
    expect(await countRows(workspaceId)).toEqual({
      providerSubscriptions: 1,
      providerInvoices: 1,
      subscriptions: 1,
      payments: 1,
    });
  });

  it("refuses a new checkout while a plan is live and names the way to change plan", async () => {
    const { client } = await signUpConfirmed(t.server);
    const url = await startCheckout(client, "basic");
    await payWithSandbox(t.server, url, card);
    await waitFor(async () => {
      const body = (await (await client.request("/api/billing/subscription")).json()) as { subscription: unknown };
      return body.subscription ?? undefined;
    });

    const again = await client.post("/api/billing/checkout", { planType: "sparks_pro" });

    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: "CONFLICT", reason: "ALREADY_SUBSCRIBED", message: expect.stringContaining("Mudar de plano") },
    });
  });
});

describe("one live subscription per workspace, in the database", () => {
  it("refuses a second live subscription row of a workspace", async () => {
    const { workspaceId } = await paidUser(t.server, "basic");
    const second = t.server.context.db.insert(subscriptions).values({
      workspaceId,
      status: "active",
      planType: "sparks_pro",
      provider: "sandbox",
      stripeSubscriptionId: "sub_second_row",
    });
    await expect(second).rejects.toThrow();
    expect(await t.server.context.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId))).toHaveLength(
      1,
    );
  });

  it("keeps a second live subscription from the provider apart: superseded, asked to end, never the plan", async () => {
    const { client, workspaceId } = await paidUser(t.server, "basic");
    const db = t.server.context.db;
    const [first] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    // The provider holds a second live subscription for the same customer (two tabs paid at once).
    await db.insert(sandboxSubscriptions).values({
      id: "sub_sandbox_second",
      workspaceId,
      customerId: `cus_sandbox_${workspaceId}`,
      planType: "sparks_pro",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    await syncSubscription(t.server.context, "sub_sandbox_second");

    const [second] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, "sub_sandbox_second"));
    expect(second).toMatchObject({ status: "active", planType: "sparks_pro" });
    expect(second!.supersededAt).toBeInstanceOf(Date);
    const [atProvider] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, "sub_sandbox_second"));
    expect(atProvider!.cancelAtPeriodEnd).toBe(true);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as {
      subscription: { id: string; planType: string };
    };
    expect(plan.subscription).toMatchObject({ id: first!.id, planType: "basic" });
  });

  it("syncs a new subscription once when its events are applied at the same moment: never a second live row, never asked to end", async () => {
    const { workspaceId } = await signUpConfirmed(t.server);
    const db = t.server.context.db;
    await db.insert(sandboxSubscriptions).values({
      id: "sub_sandbox_twice",
      workspaceId,
      customerId: `cus_sandbox_${workspaceId}`,
      planType: "advanced",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    // Checkout completed and invoice paid, applied by two workers at once.
    const synced = await Promise.all(Array.from({ length: 4 }, () => syncSubscription(t.server.context, "sub_sandbox_twice")));
    expect(synced.every((row) => row?.stripeSubscriptionId === "sub_sandbox_twice")).toBe(true);
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.supersededAt).toBeNull();
    const [atProvider] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, "sub_sandbox_twice"));
    expect(atProvider!.cancelAtPeriodEnd).toBe(false);
  });
});
