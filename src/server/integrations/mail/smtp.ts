import nodemailer from "nodemailer";
import type { DkimKey } from "../../env";
import type { MailMessage, MailPort } from "./mail.port";

/** `dkim`: nodemailer signs every message with it (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
export function createSmtpMail(options: { url: string; from: string; dkim?: DkimKey | undefined }): MailPort {
  const transport = nodemailer.createTransport({ url: options.url, ...(options.dkim ? { dkim: options.dkim } : {}) });
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        replyTo: message.replyTo,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
    async forgetRecipient() {},
    async close() {
      transport.close();
    },
  };
}
