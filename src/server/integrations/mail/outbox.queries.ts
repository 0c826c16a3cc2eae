import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { outboxEmails } from "../../db/schema/index";

export async function insertOutboxEmail(db: DbOrTx, row: typeof outboxEmails.$inferInsert) {
  await db.insert(outboxEmails).values(row);
}

export function listOutboxEmails(db: DbOrTx, limit = 100) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}

export async function findOutboxEmail(db: DbOrTx, id: string) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

export async function deleteOutboxEmailsTo(db: DbOrTx, address: string) {
  await db.delete(outboxEmails).where(sql`lower(${outboxEmails.to}) = ${address.toLowerCase()}`);
}
