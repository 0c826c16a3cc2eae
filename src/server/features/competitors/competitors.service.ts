import type { AddCompetitorResult, Competitor, CompetitorList } from "@core/competitors/competitor-figures";
import { competitorAddonProration } from "@core/competitors/addon";
import { getPlan, type PlanId } from "@core/plans/catalogue";
import { describePlanLimit } from "@core/plans/plan-limits";
import { networkUsernames } from "@core/validation/network-username";
import { PLATFORMS, platformLabels, type Platform } from "@core/social/platforms";
import { networkOf } from "../../integrations/networks/index";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { refuseWhenSuspended, workspaceSuspendedError } from "../../http/workspace-suspended";
import { SourceError } from "../../integrations/networks/network.port";
import { PaymentDeclinedError } from "../../integrations/payments/payments.port";
import { findAccessSubscription, requirePlan, syncSubscription } from "../billing/billing.service";
import { collectionFailureMessages } from "../social-accounts/collect.job";
import { startCollection } from "../social-accounts/collection.service";
import { lockWorkspaceAccounts, type AccountRow } from "../social-accounts/accounts.queries";
import { assertOwner } from "../team/workspace-access";
import { addonQuantityMessage } from "./addon-quantity.message";
import { fetchCompetitorProfile } from "../social-accounts/facebook.service";
import {
  cancelAddonOrder,
  closeOpenOrdersOf,
  countActiveCompetitors,
  countActiveCompetitorsUnlessSuspended,
  deactivateCompetitor,
  findCompetitor,
  findCompetitorByUsername,
  insertAddonOrder,
  insertCompetitor,
  listActiveCompetitors,
  listOpenAddonOrders,
  listOwnUsernames,
  listPaidAddonProfileIds,
  setAddonOrderCheckout,
  setCompetitorActive,
} from "./competitors.queries";

type Ctx = Pick<AppContext, "db" | "env" | "queue" | "payments" | "log" | "networks">;

export const competitorMessages = {
  notFound: "Concorrente não encontrado.",
  ownAccount: (u: string) => `O @${u} é uma das suas contas conectadas. Adicione o perfil de um concorrente.`,
  duplicate: (u: string, platform: Platform = "instagram") =>
    platform === "instagram"
      ? `O concorrente @${u} já está na sua lista.`
      : `O concorrente @${u} do ${platformLabels[platform]} já está na sua lista.`,
  declined:
    "O pagamento do concorrente adicional foi recusado. Nenhum concorrente foi adicionado; confira o cartão e tente de novo.",
  noAddonPrice: "O concorrente adicional ainda não está disponível para compra. Fale com o suporte.",
} as const;

function toCompetitorView(row: AccountRow, lastCollectedAt: Date | null, addon: boolean): Competitor {
  return {
    id: row.id,
    platform: row.platform,
    username: row.username ?? row.usernameManualInsert ?? "",
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    followersCount: row.followersCount,
    dataSource: row.dataSource,
    billing: addon ? "addon" : "included",
    lastCollectedAt: lastCollectedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function hasAddon(planId: PlanId) {
  return getPlan(planId).limits.competitors.addOnPriceCentavos !== null;
}

export async function listCompetitors(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
): Promise<Omit<CompetitorList, "sources">> {
  const planId = await requirePlan(ctx, workspaceId);
  const plan = getPlan(planId);
  const [rows, paid, subscription] = await Promise.all([
    listActiveCompetitors(ctx.db, workspaceId),
    listPaidAddonProfileIds(ctx.db, workspaceId),
    findAccessSubscription(ctx, workspaceId),
  ]);
  return {
    competitors: rows.map((row) =>
      toCompetitorView(
        { ...row.profile, followersCount: row.followersNow },
        row.lastCollectedAt,
        hasAddon(planId) && paid.has(row.profile.id),
      ),
    ),
    limit: {
      planId,
      planName: plan.name,
      max: plan.limits.competitors.max,
      included: plan.limits.competitors.included,
      addOnPriceCentavos: plan.limits.competitors.addOnPriceCentavos,
      paidAddons: subscription?.competitorAddons ?? 0,
    },
  };
}

/** GET /api/competitors: the list, and where each network's public profiles come from (the page says when it is demo data). */
export async function listCompetitorsPage(
  ctx: Pick<AppContext, "db" | "networks">,
  workspaceId: string,
): Promise<CompetitorList> {
  return {
    ...(await listCompetitors(ctx, workspaceId)),
    sources: PLATFORMS.map((platform) => ({ platform, kind: networkOf(ctx.networks, platform).publicProfiles.kind })),
  };
}

/**
 * The profile must exist and be public before it is saved or paid for (docs/product/features.md "Competitors": a private or
 * unknown profile is refused and not counted). The same source the collection reads.
 */
async function checkPublicProfile(ctx: Ctx, workspaceId: string, platform: Platform, username: string) {
  try {
    const collected = await fetchCompetitorProfile(ctx, workspaceId, { platform, username, postsLimit: 1, now: new Date() });
    if (collected.profile.private) {
      throw new AppError("INVALID_INPUT", collectionFailureMessages.private(username, platform), {
        reason: "PROFILE_PRIVATE",
        details: { username: collectionFailureMessages.private(username, platform) },
      });
    }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    if (error.kind === "not_found" || error.kind === "private") {
      const message = collectionFailureMessages[error.kind](username, platform);
      throw new AppError("INVALID_INPUT", message, {
        reason: error.kind === "private" ? "PROFILE_PRIVATE" : "PROFILE_NOT_FOUND",
        details: { username: message },
      });
    }
    throw new AppError("EXTERNAL_SERVICE", collectionFailureMessages[error.kind](username, platform), { cause: error });
  }
}

/**
 * Adds a competitor by username (the manual connect's rules). Go and Pro: saved and collected at
 * once, within the plan's number. Start: each one is a paid add-on; the competitor is saved
 * inactive with an open order and becomes active only when the provider reports the payment
 * (docs/decisions/022), so there is never a competitor without its paid quantity.
 */
export async function addCompetitor(
  ctx: Ctx,
  workspace: RequestWorkspace,
  rawUsername: string,
  platform: Platform = "instagram",
): Promise<AddCompetitorResult> {
  const planId = await requirePlan(ctx, workspace.id);
  const plan = getPlan(planId);
  const rules = networkUsernames[platform];
  const username = rules.normalize(rawUsername);
  const problem = rules.validate(username);
  if (problem) throw new AppError("INVALID_INPUT", problem, { details: { username: problem } });
  if ((await listOwnUsernames(ctx.db, workspace.id, platform)).has(username)) {
    throw new AppError("CONFLICT", competitorMessages.ownAccount(username), { reason: "OWN_ACCOUNT" });
  }
  const existing = await findCompetitorByUsername(ctx.db, workspace.id, platform, username);
  if (existing?.isActive)
    throw new AppError("CONFLICT", competitorMessages.duplicate(username, platform), { reason: "ALREADY_TRACKED" });
  const checkLimit = (active: number) => {
    if (active + 1 > plan.limits.competitors.max) {
      throw new AppError("PLAN_LIMIT", describePlanLimit(planId, "competitors", active + 1), { reason: "COMPETITOR_LIMIT" });
    }
  };
  // The plan limit's count also says whether the workspace is suspended (decision 020): refused
  // before the network or the payment is asked anything.
  const checkCount = ({ active, suspended }: { active: number; suspended: boolean }) => {
    if (suspended) throw workspaceSuspendedError();
    checkLimit(active);
  };
  checkCount(await countActiveCompetitorsUnlessSuspended(ctx.db, workspace.id));
  const needsAddon = hasAddon(planId);
  if (needsAddon) assertOwner(workspace);
  await checkPublicProfile(ctx, workspace.id, platform, username);
  // Competitor limits count across networks (decision 029); the source is the network's own.
  const dataSource = networkOf(ctx.networks, platform).publicProfiles.kind;

  if (!needsAddon) {
    const saved = await ctx.db.transaction(async (tx) => {
      await lockWorkspaceAccounts(tx, workspace.id);
      checkCount(await countActiveCompetitorsUnlessSuspended(tx, workspace.id));
      const row = existing
        ? await setCompetitorActive(tx, existing.id, { isActive: true, dataSource })
        : await insertCompetitor(tx, { workspaceId: workspace.id, platform, username, dataSource, isActive: true });
      await closeOpenOrdersOf(tx, [row.id], "canceled");
      return row;
    });
    await startCollection(ctx, workspace.id, saved.id, { includeCompetitors: true });
    return { status: "added", competitor: toCompetitorView(saved, null, false) };
  }

  // Start: purchases waiting for their payment count too (the last hour's), so two checkouts
  // paid at once can't take the workspace past its maximum.
  const pendingElsewhere = (await listOpenAddonOrders(ctx.db, workspace.id)).filter(
    (o) => o.socialProfileId !== existing?.id && Date.now() - o.createdAt.getTime() < 3600_000,
  ).length;
  checkLimit((await countActiveCompetitors(ctx.db, workspace.id)) + pendingElsewhere);
  // Then an inactive competitor and its open order, then the provider's payment.
  const subscription = await findAccessSubscription(ctx, workspace.id);
  if (!subscription?.stripeSubscriptionId)
    throw new AppError("FORBIDDEN", "Você precisa de um plano ativo para usar esta função.", { reason: "NO_PLAN" });
  const order = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceAccounts(tx, workspace.id);
    const row =
      existing ?? (await insertCompetitor(tx, { workspaceId: workspace.id, platform, username, dataSource, isActive: false }));
    await closeOpenOrdersOf(tx, [row.id], "canceled");
    // Suspended since the count: the order's insert refuses, and the competitor goes with it.
    const saved = await insertAddonOrder(tx, { workspaceId: workspace.id, socialProfileId: row.id });
    if (!saved) throw workspaceSuspendedError();
    return saved;
  });
  const providerSubscriptionId = subscription.stripeSubscriptionId;
  let purchase: { id: string; url: string };
  try {
    purchase = await ctx.payments.buyCompetitorAddon({
      workspaceId: workspace.id,
      subscriptionId: providerSubscriptionId,
      description: `Concorrente adicional: @${username}${platform === "instagram" ? "" : ` (${platformLabels[platform]})`}`,
      successUrl: `${ctx.env.APP_URL}/concorrentes?adicional=pago`,
      cancelUrl: `${ctx.env.APP_URL}/concorrentes`,
    });
  } catch (error) {
    await cancelAddonOrder(ctx.db, order.id);
    if (error instanceof PaymentDeclinedError)
      throw new AppError("PAYMENT_REQUIRED", competitorMessages.declined, { reason: "PAYMENT_DECLINED", cause: error });
    if (error instanceof AppError) throw error;
    throw new AppError(
      "EXTERNAL_SERVICE",
      "O serviço de pagamento não respondeu. Nenhum concorrente foi adicionado; tente novamente em instantes.",
      { cause: error },
    );
  }
  await setAddonOrderCheckout(ctx.db, order.id, purchase.id);
  if (ctx.payments.kind === "stripe") {
    // Charged already: the order is paid; the subscription's event would tell the same.
    await syncSubscription(ctx, providerSubscriptionId);
    await activatePaidOrder(ctx, workspace.id, purchase.id);
    const active = await findCompetitor(ctx.db, workspace.id, order.socialProfileId);
    if (active?.isActive) return { status: "added", competitor: toCompetitorView(active, null, true) };
  }
  return {
    status: "payment_required",
    checkoutUrl: purchase.url,
    amountCentavos: competitorAddonProration(subscription.currentPeriodEnd ?? new Date()),
  };
}

/**
 * The provider completed the add-on payment `checkoutId`: its order's competitor becomes active
 * (within the plan's maximum) and is collected. Called from the provider's events.
 */
export async function activatePaidOrder(ctx: Pick<Ctx, "db" | "queue">, workspaceId: string, checkoutId: string) {
  const activated = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceAccounts(tx, workspaceId);
    const orders = await listOpenAddonOrders(tx, workspaceId);
    const order = orders.find((o) => o.providerCheckoutId === checkoutId);
    if (!order) return null;
    const planId = await requirePlan({ db: tx }, workspaceId);
    if ((await countActiveCompetitors(tx, workspaceId)) >= getPlan(planId).limits.competitors.max) return null;
    const row = await setCompetitorActive(tx, order.socialProfileId, { isActive: true });
    await closeOpenOrdersOf(tx, [row.id], "paid");
    return row;
  });
  if (activated) await startCollection(ctx, workspaceId, activated.id, { includeCompetitors: true });
  return activated;
}

/** The provider's event for a completed checkout: an add-on's order, if it is one. */
export async function onCheckoutCompleted(
  ctx: Pick<Ctx, "db" | "queue">,
  checkout: { id: string; owner: { workspaceId: string } | { userId: string } | null },
) {
  if (!checkout.owner || !("workspaceId" in checkout.owner)) return;
  await activatePaidOrder(ctx, checkout.owner.workspaceId, checkout.id);
}

/**
 * Removes a competitor at once (its history stays with its row, as a disconnected account's
 * does). On Start the add-on's quantity follows, without proration: from the next period. The
 * provider is asked at once; a job queued with the removal asks again until it answers.
 */
export async function removeCompetitor(ctx: Ctx, workspace: RequestWorkspace, id: string) {
  const planId = await requirePlan(ctx, workspace.id);
  const removed = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceAccounts(tx, workspace.id);
    // One statement finds the active competitor and refuses a suspended workspace (decision 020).
    const row = await deactivateCompetitor(tx, workspace.id, id);
    if (!row) return false;
    await closeOpenOrdersOf(tx, [row.id], "canceled");
    if (hasAddon(planId)) await ctx.queue.send(addonQuantityMessage, { workspaceId: workspace.id }, { tx });
    return true;
  });
  if (!removed) {
    await refuseWhenSuspended(ctx.db, workspace.id);
    throw new AppError("NOT_FOUND", competitorMessages.notFound);
  }
  if (!hasAddon(planId)) return;
  try {
    await lowerAddonQuantity(ctx, workspace.id);
  } catch (error) {
    ctx.log.warn({ err: error, workspaceId: workspace.id }, "competitor add-on quantity not lowered yet; the queued job retries");
  }
}

/** Lowers the add-on's quantity at the provider to the competitors tracked, if it is above them. */
export async function lowerAddonQuantity(ctx: Ctx, workspaceId: string) {
  const subscription = await findAccessSubscription(ctx, workspaceId);
  if (!subscription?.stripeSubscriptionId) return;
  const active = await countActiveCompetitors(ctx.db, workspaceId);
  if (subscription.competitorAddons <= active) return;
  await ctx.payments.setCompetitorAddons(subscription.stripeSubscriptionId, active);
  await syncSubscription(ctx, subscription.stripeSubscriptionId);
}

/** How many competitors the workspace tracks (a downgrade must fit them). */
export function countCompetitors(ctx: Pick<AppContext, "db">, workspaceId: string) {
  return countActiveCompetitors(ctx.db, workspaceId);
}
