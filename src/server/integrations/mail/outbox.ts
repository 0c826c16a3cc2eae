import type { Db, DbOrTx } from "../../db/client";
import type { MailMessage, MailPort } from "./mail.port";
import { deleteOutboxEmailsTo, insertOutboxEmail } from "./outbox.queries";

/** Local stand-in: keeps every message in the database, shown at /dev/mailbox. */
export function createOutboxMail(options: { db: Db; from: string }): MailPort {
  return {
    kind: "outbox",
    async send(message: MailMessage, sendOptions: { tx?: DbOrTx } = {}) {
      await insertOutboxEmail(sendOptions.tx ?? options.db, {
        to: message.to,
        from: options.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: {
          ...message.headers,
          ...(message.replyTo ? { "Reply-To": message.replyTo } : {}),
          ...(message.messageId ? { "Message-ID": message.messageId } : {}),
          ...(message.attachments?.length
            ? {
                "X-Attachments": message.attachments
                  .map((file) => `${file.filename} (${file.contentType}, ${file.content.length} bytes)`)
                  .join("; "),
              }
            : {}),
        },
      });
    },
    async forgetRecipient(address, forgetOptions = {}) {
      await deleteOutboxEmailsTo(forgetOptions.tx ?? options.db, address);
    },
    async close() {},
  };
}
