import type { PlanId } from "@core/plans/catalogue";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { subscriptions, workspaces } from "../../db/schema/index";
import { AppError } from "../../http/app-error";

// A workspace's plan is read here, at the workspace layer, by every feature a plan limits (team
// seats included); billing, a layer up, writes the subscription rows (decision 026).

/** Statuses that give access to the analytics pages (docs/product/plans-and-limits.md). */
export const accessStatuses = ["active", "pending"] as const;
/** A past-due plan still works until the workspace is suspended, read-only (docs/decisions/020). */
export const planStatuses = [...accessStatuses, "past_due"] as const;

/** The workspace's latest subscription (docs/product/screens.md: status in active or pending, latest one). */
export async function findLatestSubscription(db: DbOrTx, workspaceId: string, statuses?: readonly string[]) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      statuses
        ? and(
            eq(subscriptions.workspaceId, workspaceId),
            inArray(subscriptions.status, [...statuses]),
            isNull(subscriptions.supersededAt),
          )
        : and(eq(subscriptions.workspaceId, workspaceId), isNull(subscriptions.supersededAt)),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

export async function workspaceExists(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return !!row;
}

export const noPlanMessage = "Você precisa de um plano ativo para usar esta função. Escolha um plano para continuar.";

/** The workspace's latest active or pending subscription, if any. */
export function findAccessSubscription(ctx: Pick<AppContext, "db">, workspaceId: string) {
  return findLatestSubscription(ctx.db, workspaceId, planStatuses);
}

/** The plan of the workspace's active or pending subscription; FORBIDDEN (reason NO_PLAN) without one. */
export async function requirePlan(ctx: { db: DbOrTx }, workspaceId: string): Promise<PlanId> {
  const subscription = await findLatestSubscription(ctx.db, workspaceId, planStatuses);
  if (!subscription) throw new AppError("FORBIDDEN", noPlanMessage, { reason: "NO_PLAN" });
  return subscription.planType as PlanId;
}
