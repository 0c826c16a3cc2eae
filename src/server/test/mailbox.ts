import { and, desc, eq, like, sql } from "drizzle-orm";
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

/**
 * How many messages were ever queued to `to` with this exact subject: those still waiting in
 * outgoing_emails plus those handed over to the outbox (a message moves from one to the other in
 * one transaction), so a count that proves a message was not queued twice without waiting for
 * delivery.
 */
export async function countQueuedEmails(db: Db, to: string, subject: string) {
  // Both drivers answer with { rows }: node-postgres and PGlite.
  const result = (await db.execute(
    sql`select (select count(*) from outgoing_emails where "to" = ${to} and subject = ${subject})::int
      + (select count(*) from outbox_emails where "to" = ${to} and subject = ${subject})::int as count`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}
