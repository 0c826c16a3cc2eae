CREATE TABLE "outgoing_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outgoing_emails_to_idx" ON "outgoing_emails" USING btree ("to");--> statement-breakpoint
-- Mail jobs queued before this carried the whole message (address and HTML) in pg-boss's table;
-- they now carry the id of an outgoing_emails row (decision 020). Waiting ones become rows under
-- their job's id (the Message-ID stays the same); finished ones lose the message they kept.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    INSERT INTO "outgoing_emails" ("id", "to", "subject", "html", "text", "reply_to")
      SELECT "id", "data"->>'to', "data"->>'subject', "data"->>'html', "data"->>'text', "data"->>'replyTo'
      FROM pgboss.job
      WHERE "name" = 'mail.send' AND "state" IN ('created', 'retry') AND "data" ? 'html';
    UPDATE pgboss.job SET "data" = jsonb_build_object('messageId', "id")
      WHERE "name" = 'mail.send' AND "state" IN ('created', 'retry') AND "data" ? 'html';
    UPDATE pgboss.job SET "data" = '{}'::jsonb WHERE "name" = 'mail.send' AND "data" ? 'html';
  END IF;
END $$;
