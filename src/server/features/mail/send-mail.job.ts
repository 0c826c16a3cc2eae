import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { deleteOutgoingEmail, findOutgoingEmail } from "./outgoing-mail.queries";

// E-mail is sent from a job so a slow or failing SMTP server never blocks a request,
// and a transient failure is retried with backoff.
export const sendMailJob = defineJob({
  name: "mail.send",
  // Only the id of the stored message (queue-mail.ts): the address and the content live in
  // outgoing_emails until the message is handed over, then they are deleted (decision 020).
  payload: z.object({ messageId: z.uuid() }),
  // Kept a week after completion: a message queued again under the same job id within that time
  // (a provider event redelivered over Stripe's three days of retries) is dropped.
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, deleteAfterSeconds: 7 * 86_400 },
  concurrency: 2,
  async handler({ messageId }, ctx) {
    const stored = await findOutgoingEmail(ctx.db, messageId);
    // Handed over already (this is a retry), or its person's account was deleted meanwhile.
    if (!stored) return;
    // One Message-ID per message: a message handed over again after a crash is the same message.
    const message = {
      to: stored.to,
      subject: stored.subject,
      html: stored.html,
      text: stored.text,
      ...(stored.replyTo ? { replyTo: stored.replyTo } : {}),
      ...(stored.headers ? { headers: stored.headers } : {}),
      messageId: `<${messageId}@inteligram.com.br>`,
    };
    if (ctx.mail.kind === "outbox") {
      // The outbox row, the deletion of the stored message and the job's completion commit
      // together, so a retry never writes it twice.
      await ctx.db.transaction(async (tx) => {
        await ctx.mail.send(message, { tx });
        await deleteOutgoingEmail(tx, messageId);
        await ctx.settle(tx);
      });
      return;
    }
    // SMTP cannot join a transaction: a crash between the hand-over and the deletion sends
    // again, with the same Message-ID.
    await ctx.mail.send(message);
    await ctx.db.transaction(async (tx) => {
      await deleteOutgoingEmail(tx, messageId);
      await ctx.settle(tx);
    });
  },
});
