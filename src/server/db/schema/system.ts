import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Provider webhook events already applied, by provider event id (idempotency).
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  // A payment provider's, the mail provider's (bounces and complaints, features/mail), or Meta's
  // (Instagram's story_insights, by the SHA-256 of the signed body: Meta's notifications carry no id).
  provider: text("provider", { enum: ["stripe", "sandbox", "resend", "meta"] }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every message the outbox mail adapter "sends"; read at /dev/mailbox.
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_emails_created_idx").on(t.createdAt.desc())],
);

// E-mails waiting to be sent (decision 020, "Jobs hold no personal data"): the mail job carries
// only this row's id, and the row is deleted once the message is handed over. A person's
// deletion deletes the rows addressed to them, except the message telling them so.
export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    // Extra headers the message goes with (an alert digest's List-Unsubscribe, RFC 8058).
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outgoing_emails_to_idx").on(t.to)],
);

// Messages from the public contact form (docs/product/screens.md "Public pages"), also e-mailed to the team.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Meta's data-deletion callbacks, by the confirmation code given back, so the person can check
// the request at the status URL. Nothing identifies the Instagram user here.
export const dataDeletionRequests = pgTable("data_deletion_requests", {
  code: text("code").primaryKey(),
  accountsDeleted: integer("accounts_deleted").notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
});
