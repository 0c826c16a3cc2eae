import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  sandboxBalanceTransactions,
  sandboxCheckouts,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from "../../db/schema/index";

export async function insertSandboxCheckout(db: DbOrTx, row: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(row);
}

export async function findSandboxCheckout(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

export async function updateSandboxCheckout(db: DbOrTx, id: string, values: Partial<typeof sandboxCheckouts.$inferInsert>) {
  await db.update(sandboxCheckouts).set(values).where(eq(sandboxCheckouts.id, id));
}

export async function insertSandboxSubscription(db: DbOrTx, row: typeof sandboxSubscriptions.$inferInsert) {
  await db.insert(sandboxSubscriptions).values(row);
}

export async function findSandboxSubscription(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row;
}

export async function updateSandboxSubscription(
  db: DbOrTx,
  id: string,
  values: Partial<typeof sandboxSubscriptions.$inferInsert>,
) {
  await db
    .update(sandboxSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sandboxSubscriptions.id, id));
}

export async function insertSandboxInvoice(db: DbOrTx, row: typeof sandboxInvoices.$inferInsert) {
  await db.insert(sandboxInvoices).values(row);
}

export async function findSandboxInvoice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
  return row;
}

/**
 * Serialises the payments of one customer until the transaction ends, so two checkouts of one
 * person paid at the same moment cannot both see "no live subscription".
 */
export async function lockSandboxCustomer(tx: Tx, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-customer:${workspaceId}`}))`);
}

/** Completes the checkout only if it is still open; undefined when another payment got there first. */
export async function completeOpenSandboxCheckout(tx: Tx, id: string, subscriptionId: string) {
  const [row] = await tx
    .update(sandboxCheckouts)
    .set({ status: "complete", paymentStatus: "paid", subscriptionId, lastError: null })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")))
    .returning();
  return row;
}

/** The customer's subscription that is not cancelled, if any. */
export async function findLiveSandboxSubscription(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.workspaceId, workspaceId), ne(sandboxSubscriptions.status, "canceled")))
    .limit(1);
  return row;
}

export async function setSandboxRenewalFails(db: DbOrTx, customerId: string, renewalFails: boolean) {
  await db
    .insert(sandboxPaymentMethods)
    .values({ customerId, renewalFails })
    .onConflictDoUpdate({ target: sandboxPaymentMethods.customerId, set: { renewalFails, updatedAt: new Date() } });
}

export async function sandboxRenewalFails(db: DbOrTx, customerId: string) {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId));
  return row?.renewalFails ?? false;
}

export async function findSandboxSubscriptionByCustomer(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.customerId, customerId), ne(sandboxSubscriptions.status, "canceled")))
    .limit(1);
  return row;
}

/** The subscription's invoices that a renewal left unpaid. */
export async function listUnpaidSandboxInvoices(db: DbOrTx, subscriptionId: string) {
  return db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), ne(sandboxInvoices.status, "paid")));
}

export async function markSandboxInvoicePaid(db: DbOrTx, id: string) {
  await db.update(sandboxInvoices).set({ status: "paid" }).where(eq(sandboxInvoices.id, id));
}

export async function insertSandboxBalanceTransaction(db: DbOrTx, row: typeof sandboxBalanceTransactions.$inferInsert) {
  await db.insert(sandboxBalanceTransactions).values(row);
}

/** The customer's balance in Stripe's sign: negative is a credit, positive a debit. */
export async function sandboxCustomerBalance(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${sandboxBalanceTransactions.amount}), 0)::int` })
    .from(sandboxBalanceTransactions)
    .where(eq(sandboxBalanceTransactions.customerId, customerId));
  return row?.balance ?? 0;
}

/** The customer's balance transactions, newest first (Stripe's list answers at most 100). */
export function listSandboxBalanceTransactions(db: DbOrTx, customerId: string) {
  return db
    .select()
    .from(sandboxBalanceTransactions)
    .where(eq(sandboxBalanceTransactions.customerId, customerId))
    .orderBy(desc(sandboxBalanceTransactions.createdAt))
    .limit(100);
}

/**
 * Everything the sandbox keeps of a deleted workspace, all in one transaction: its checkouts (the
 * e-mail), subscriptions, invoices, cards and balance. Called once the subscriptions were ended
 * (workspace-deletion.ts), when nothing reads them any more: the app's own payments rows go with
 * the workspace, and a late event for a forgotten subscription or invoice is ignored.
 */
export async function deleteSandboxCustomerData(db: DbOrTx, workspaceId: string, customerIds: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(sandboxCheckouts).where(eq(sandboxCheckouts.workspaceId, workspaceId));
    await tx.delete(sandboxInvoices).where(eq(sandboxInvoices.workspaceId, workspaceId));
    await tx.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.workspaceId, workspaceId));
    if (customerIds.length === 0) return;
    await tx.delete(sandboxPaymentMethods).where(inArray(sandboxPaymentMethods.customerId, [...customerIds]));
    await tx.delete(sandboxBalanceTransactions).where(inArray(sandboxBalanceTransactions.customerId, [...customerIds]));
  });
}
