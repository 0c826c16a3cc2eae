import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { outgoingEmails } from "../../db/schema/index";

export type OutgoingEmail = typeof outgoingEmails.$inferSelect;

export async function insertOutgoingEmail(db: DbOrTx, row: typeof outgoingEmails.$inferInsert) {
  const [created] = await db.insert(outgoingEmails).values(row).returning({ id: outgoingEmails.id });
  return created!.id;
}

export async function findOutgoingEmail(db: DbOrTx, id: string) {
  const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
  return row;
}

export async function deleteOutgoingEmail(db: DbOrTx, id: string) {
  await db.delete(outgoingEmails).where(eq(outgoingEmails.id, id));
}

/** Deletes the messages still waiting for these addresses; returns their ids. */
export async function deleteOutgoingEmailsTo(db: DbOrTx, addresses: string[]) {
  if (addresses.length === 0) return [];
  const rows = await db.delete(outgoingEmails).where(inArray(outgoingEmails.to, addresses)).returning({ id: outgoingEmails.id });
  return rows.map((row) => row.id);
}
