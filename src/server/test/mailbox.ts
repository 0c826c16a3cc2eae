import { and, desc, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import { waitFor } from "./server";

function listEmails(db: Db, to: string, subject: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)))
    .orderBy(desc(outboxEmails.createdAt));
}

/** Waits until more than `already` outbox messages to `to` have a subject containing `subject`; returns the newest. */
export function waitForEmail(db: Db, to: string, subject: string, already = 0) {
  return waitFor(async () => {
    const rows = await listEmails(db, to, subject);
    return rows.length > already ? rows[0] : undefined;
  });
}


/** Like waitForEmail, and returns the message's first link (absolute and as a path). */
export async function waitForEmailLink(db: Db, to: string, subject: string) {
  const message = await waitForEmail(db, to, subject);
  const link = /href="([^"]+)"/.exec(message.html)?.[1]?.replace(/&amp;/g, "&");
  if (!link) throw new Error("the message has no link");
  return { message, link, path: link.replace(/^https?:\/\/[^/]+/, "") };
}
