import { getPlan, type PlanId } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import type { ProviderEvent, ProviderOwner, ProviderSubscription } from "../../integrations/payments/payments.port";
import { assertOwner } from "../team/workspace-access";
import { findWorkspaceOwnedBy } from "../team/workspace-owner";
import { queueReceiptMail, queueSubscriptionChangeMails } from "./billing-mail";
import { describePlanChangeRefusal, type PlanUsage } from "@core/billing/plan-change-refusal";
import { isUniqueViolation } from "../../db/unique-violation";
import { checkoutCompletedHook, paymentStandingHook } from "./billing.hooks";
import { workspaceExists } from "../team/workspace-plan";
import {
  accessStatuses,
  oneLiveSubscriptionIndex,
  findLatestSubscription,
  listPayments,
  isProviderEventRecorded,
  lockSubscriptionByProviderId,
  recordProviderEvent,
  upsertPayment,
  planStatuses,
  upsertSubscriptionByProviderId,
} from "./billing.queries";

type Ctx = Pick<AppContext, "db" | "payments" | "env" | "log" | "queue">;

// The plan readers live at the workspace layer, which team reads too (decision 026).
export { findAccessSubscription, noPlanMessage, requirePlan } from "../team/workspace-plan";

const providerDownMessage = "O serviço de pagamento não respondeu. Tente novamente em instantes.";

/** A request waiting on the provider answers 502 EXTERNAL_SERVICE when the provider fails. */
async function callProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("EXTERNAL_SERVICE", providerDownMessage, { cause: error });
  }
}

/** One live subscription per workspace: another plan is reached through "Mudar de plano". */
function alreadySubscribedError() {
  return new AppError("CONFLICT", "Você já tem uma assinatura ativa. Para trocar de plano, use Mudar de plano em Meu Plano.", {
    reason: "ALREADY_SUBSCRIBED",
  });
}

/** The owner pays for the workspace; the provider's objects carry the workspace's id. */
export async function startCheckout(ctx: Ctx, workspace: RequestWorkspace, user: { email: string }, planType: PlanId) {
  assertOwner(workspace);
  // A past-due plan is still live at the provider: paying again would charge twice.
  const current = await findLatestSubscription(ctx.db, workspace.id, planStatuses);
  if (current) throw alreadySubscribedError();
  const checkout = await callProvider(() =>
    ctx.payments.createCheckout({
      workspaceId: workspace.id,
      email: user.email,
      planType,
      successUrl: `${ctx.env.APP_URL}/onboarding/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.env.APP_URL}/onboarding`,
    }),
  );
  return { url: checkout.url };
}

/**
 * Verifying a payment asks the provider about the checkout. Someone else's checkout is
 * "not found", never theirs.
 */
export async function verifyCheckout(ctx: Ctx, workspace: RequestWorkspace, sessionId: string) {
  assertOwner(workspace);
  const checkout = await callProvider(() => ctx.payments.retrieveCheckout(sessionId));
  const owner = checkout?.owner ? await workspaceOf(ctx, checkout.owner) : undefined;
  if (!checkout || owner !== workspace.id) throw new AppError("NOT_FOUND", "Pagamento não encontrado.");
  if (checkout.status === "complete" && checkout.paymentStatus === "paid" && checkout.subscriptionId) {
    // Re-reading the provider's truth is what an event does; doing it now spares the wait.
    await callProvider(() => syncSubscription(ctx, checkout.subscriptionId!));
    return { status: "success" as const };
  }
  return { status: checkout.status === "expired" ? ("failed" as const) : ("pending" as const) };
}

/**
 * Applies one provider event once: only its ids are trusted, the objects are re-read. The event
 * id is recorded after the work, so a failure (provider down) leaves it to the job's retry; two
 * deliveries racing both apply it, which is harmless as every write is an upsert of the truth.
 */
export async function applyProviderEvent(ctx: Ctx, event: ProviderEvent) {
  if (await isProviderEventRecorded(ctx.db, event.id)) return "duplicate" as const;
  const outcome = await processProviderEvent(ctx, event);
  await recordProviderEvent(ctx.db, { id: event.id, provider: ctx.payments.kind, type: event.type });
  return outcome;
}

async function processProviderEvent(ctx: Ctx, event: ProviderEvent) {
  switch (event.type) {
    case "checkout.session.completed": {
      const checkout = await ctx.payments.retrieveCheckout(event.objectId);
      if (checkout?.subscriptionId) await syncSubscription(ctx, checkout.subscriptionId);
      // A Start competitor add-on's payment activates its competitor (docs/decisions/022).
      if (checkout) await checkoutCompletedHook.run(ctx, checkout);
      return "applied" as const;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const saved = await syncSubscription(ctx, event.objectId);
      if (!saved) return "ignored" as const;
      // Overdue or paid again: the account lifecycle's timeline follows the re-read status.
      await paymentStandingHook.run(ctx, saved.workspaceId);
      return "applied" as const;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = await ctx.payments.retrieveInvoice(event.objectId);
      if (!invoice) return "ignored" as const;
      const subscription = invoice.subscriptionId ? await syncSubscription(ctx, invoice.subscriptionId) : undefined;
      const workspaceId = await workspaceOf(ctx, invoice.owner);
      if (!workspaceId) return "ignored" as const;
      await upsertPayment(ctx.db, {
        workspaceId,
        providerInvoiceId: invoice.id,
        subscriptionId: subscription?.id ?? null,
        description: invoice.description,
        status: invoice.status,
        amount: invoice.amount,
        currency: invoice.currency,
        invoiceUrl: invoice.invoiceUrl,
        createdAt: invoice.created,
      });
      await queueReceiptMail(ctx, workspaceId, invoice);
      await paymentStandingHook.run(ctx, workspaceId);
      return "applied" as const;
    }
    default:
      ctx.log.info({ type: event.type }, "payment event type not handled");
      return "ignored" as const;
  }
}

/**
 * Makes our subscription row match the provider's subscription (the truth). The row is locked
 * while it is compared and written, so the sync that changes the plan or cancels it is the one
 * that tells the person (billing-mail.ts).
 */
export async function syncSubscription(ctx: Ctx, providerSubscriptionId: string) {
  const remote = await ctx.payments.retrieveSubscription(providerSubscriptionId);
  if (!remote) return undefined;
  const workspaceId = await workspaceOf(ctx, remote.owner);
  if (!workspaceId) return undefined;
  const row = { workspaceId, ...toRow(remote, ctx.payments.kind) };
  const synced = await ctx.db.transaction(async (tx) => {
    const before = await lockSubscriptionByProviderId(tx, workspaceId, remote.id);
    try {
      // A savepoint: the rule's refusal must not end the transaction.
      const saved = await tx.transaction((savepoint) => upsertSubscriptionByProviderId(savepoint, row));
      await queueSubscriptionChangeMails(ctx, tx, before, saved);
      return { saved, superseded: false };
    } catch (error) {
      if (!isUniqueViolation(error, oneLiveSubscriptionIndex)) throw error;
      // A second live subscription of the workspace (two checkouts paid at once): kept as the
      // provider's record, never the plan, and asked to end below.
      const saved = await upsertSubscriptionByProviderId(tx, { ...row, supersededAt: before?.supersededAt ?? new Date() });
      return { saved, superseded: true };
    }
  });
  if (synced.superseded && !remote.cancelAtPeriodEnd && remote.status !== "canceled") {
    ctx.log.warn(
      { workspaceId, providerSubscriptionId: remote.id },
      "second live subscription of a workspace: asking the provider to end it",
    );
    await ctx.payments.setCancelAtPeriodEnd(remote.id, true);
  }
  return synced.saved;
}

/** The workspace a provider object belongs to (a user's, for objects made before workspaces). */
async function workspaceOf(ctx: Pick<AppContext, "db" | "log">, owner: ProviderOwner) {
  if (!("workspaceId" in owner)) return findWorkspaceOwnedBy(ctx, owner.userId);
  // An unknown customer (a deleted workspace's late event, another system's object): ignored.
  if (await workspaceExists(ctx.db, owner.workspaceId)) return owner.workspaceId;
  ctx.log.warn({ workspaceId: owner.workspaceId }, "payment event for an unknown workspace ignored");
  return undefined;
}

function toRow(remote: ProviderSubscription, provider: "stripe" | "sandbox") {
  return {
    provider,
    status: remote.status,
    planType: remote.planType,
    stripeSubscriptionId: remote.id,
    stripeCustomerId: remote.customerId,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    competitorAddons: remote.competitorAddons,
    providerUpdatedAt: new Date(),
  };
}

export async function readMyPlan(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const subscription = await findLatestSubscription(ctx.db, workspaceId, planStatuses);
  if (!subscription) return { subscription: null };
  const plan = getPlan(subscription.planType as PlanId);
  return {
    subscription: {
      id: subscription.id,
      status: subscription.status,
      planType: plan.id,
      planName: plan.name,
      monthlyPriceCentavos: plan.monthlyPriceCentavos,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
  };
}

/** Cancel at period end (or undo it): the provider changes, then our row is re-read from it. */
export async function setCancellation(ctx: Ctx, workspace: RequestWorkspace, subscriptionId: string, cancel: boolean) {
  assertOwner(workspace);
  const subscription = await findLatestSubscription(ctx.db, workspace.id, planStatuses);
  if (!subscription || subscription.id !== subscriptionId || !subscription.stripeSubscriptionId) {
    throw new AppError("NOT_FOUND", "Assinatura não encontrada.");
  }
  const providerId = subscription.stripeSubscriptionId;
  await callProvider(async () => {
    await ctx.payments.setCancelAtPeriodEnd(providerId, cancel);
    await syncSubscription(ctx, providerId);
  });
  return readMyPlan(ctx, workspace.id);
}

/**
 * Upgrade or downgrade now through the provider; a downgrade must still fit the accounts
 * connected and the team (members and pending invitations).
 */
export async function changePlan(
  ctx: Ctx,
  workspace: RequestWorkspace,
  subscriptionId: string,
  planType: PlanId,
  inUse: PlanUsage,
) {
  assertOwner(workspace);
  const subscription = await findLatestSubscription(ctx.db, workspace.id, accessStatuses);
  if (!subscription || subscription.id !== subscriptionId || !subscription.stripeSubscriptionId) {
    throw new AppError("NOT_FOUND", "Assinatura não encontrada.");
  }
  if (subscription.planType === planType) throw new AppError("CONFLICT", "Você já está neste plano.");
  const refusal = describePlanChangeRefusal(planType, inUse);
  if (refusal) throw new AppError("PLAN_LIMIT", refusal.message, { reason: refusal.reason });
  const providerId = subscription.stripeSubscriptionId;
  await callProvider(async () => {
    await ctx.payments.changePlan(providerId, planType);
    await syncSubscription(ctx, providerId);
  });
  return readMyPlan(ctx, workspace.id);
}

export async function readPaymentHistory(ctx: Ctx, workspace: RequestWorkspace) {
  assertOwner(workspace);
  const [rows, credit] = await Promise.all([listPayments(ctx.db, workspace.id), readCredit(ctx, workspace.id)]);
  return {
    credit,
    payments: rows.map((row) => ({
      id: row.id,
      description: row.description,
      status: row.status,
      created: Math.floor(row.createdAt.getTime() / 1000),
      amount: row.amount,
      currency: row.currency,
      invoice_url: row.invoiceUrl,
    })),
  };
}

// A movement without the provider's words (Stripe's own, e.g. a downgrade's credit): what people read.
const creditGivenText = "Crédito na sua conta";
const creditUsedText = "Crédito descontado de uma cobrança";

/**
 * The credit the provider keeps for the workspace's customer (a downgrade's prorated credit, which
 * the plan-change e-mail says appears in Faturamento), read from the provider each time
 * (docs/decisions/036-credit-balance-from-the-provider.md). Null when the provider does not
 * answer: the payments, which are ours, still show.
 */
async function readCredit(ctx: Ctx, workspaceId: string) {
  const subscription = await findLatestSubscription(ctx.db, workspaceId);
  if (!subscription?.stripeCustomerId) return { available: 0, currency: "brl", entries: [] };
  try {
    const balance = await ctx.payments.retrieveCreditBalance(subscription.stripeCustomerId);
    return {
      available: balance.available,
      currency: balance.currency,
      entries: balance.entries.map((entry) => ({
        id: entry.id,
        description: entry.description ?? (entry.credit >= 0 ? creditGivenText : creditUsedText),
        amount: entry.credit,
        created: Math.floor(entry.created.getTime() / 1000),
      })),
    };
  } catch (error) {
    ctx.log.warn({ err: error, workspaceId }, "credit balance not read from the payment provider");
    return null;
  }
}
