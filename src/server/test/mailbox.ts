import { and, desc, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import { waitFor } from "./server";

/** Waits for the outbox message to `to` whose subject contains `subject`, and returns its first link. */
export async function waitForEmail(db: Db, to: string, subject: string) {
  const message = await waitFor(async () => {
    const [row] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    return row;
  });
  const link = /href="([^"]+)"/.exec(message.html)?.[1]?.replace(/&amp;/g, "&");
  if (!link) throw new Error("the message has no link");
  return { message, link, path: link.replace(/^https?:\/\/[^/]+/, "") };
}
