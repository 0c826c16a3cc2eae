import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sandboxCheckouts, sandboxInvoices, sandboxSubscriptions } from "../../db/schema/index";

export async function insertSandboxCheckout(db: DbOrTx, row: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(row);
}

export async function findSandboxCheckout(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

export async function updateSandboxCheckout(
  db: DbOrTx,
  id: string,
  values: Partial<typeof sandboxCheckouts.$inferInsert>,
) {
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
