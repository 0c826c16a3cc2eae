import type { DbOrTx } from "../../db/client";
import { contactMessages, newsletterSubscriptions } from "../../db/schema/index";

export async function insertContactMessage(db: DbOrTx, row: typeof contactMessages.$inferInsert) {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return saved!;
}

/** Subscribing twice is not an error: the first subscription stays. */
export async function upsertNewsletterSubscription(db: DbOrTx, email: string) {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
