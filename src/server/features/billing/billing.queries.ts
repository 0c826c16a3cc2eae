import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { paymentHistory, subscriptions, webhookEvents } from "../../db/schema/index";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function isProviderEventRecorded(db: DbOrTx, eventId: string) {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId));
  return Boolean(row);
}

/** Records an applied provider event id (a later delivery of it is a duplicate). */
export async function recordProviderEvent(db: DbOrTx, event: { id: string; provider: "stripe" | "sandbox"; type: string }) {
  await db.insert(webhookEvents).values(event).onConflictDoNothing();
}

// Read by every feature a plan limits, at the workspace layer (decision 026).
export { accessStatuses, findLatestSubscription, planStatuses } from "../team/workspace-plan";

/** The unique index that keeps one live subscription per workspace (migration 0009). */
export const oneLiveSubscriptionIndex = "subscriptions_one_live_per_workspace";

/** Inserts or updates the row of a provider subscription (concurrent syncs meet on the unique id). */
export async function upsertSubscriptionByProviderId(
  db: DbOrTx,
  row: typeof subscriptions.$inferInsert & { stripeSubscriptionId: string },
) {
  const { workspaceId: _workspaceId, ...changes } = row;
  const [saved] = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return saved!;
}

export async function upsertPayment(db: DbOrTx, row: typeof paymentHistory.$inferInsert) {
  await db
    .insert(paymentHistory)
    .values(row)
    .onConflictDoUpdate({
      target: paymentHistory.providerInvoiceId,
      set: { status: row.status, amount: row.amount, invoiceUrl: row.invoiceUrl, description: row.description },
    });
}

export function listPayments(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(paymentHistory)
    .where(eq(paymentHistory.workspaceId, workspaceId))
    .orderBy(desc(paymentHistory.createdAt))
    .limit(100);
}

/** The row of a provider subscription, locked until the transaction ends (syncs of it queue up). */
export async function lockSubscriptionByProviderId(tx: Tx, workspaceId: string, providerSubscriptionId: string) {
  // Before the row exists there is nothing for FOR UPDATE to lock: two events of a new
  // subscription (checkout completed, invoice paid) would both insert it, and the second insert
  // fails on the one-live-subscription index, which ON CONFLICT does not cover. The workspace's
  // advisory lock makes the syncs of one workspace take turns.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${workspaceId}`}))`);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, providerSubscriptionId))
    .for("update");
  return row;
}
