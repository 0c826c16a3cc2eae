import nodemailer from "nodemailer";
import type { MailMessage, MailPort } from "./mail.port";

export function createSmtpMail(options: { url: string; from: string }): MailPort {
  const transport = nodemailer.createTransport(options.url);
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
    async close() {
      transport.close();
    },
  };
}
