import { z } from "zod";
import { defineJob } from "../../jobs/job";

// E-mail is sent from a job so a slow or failing SMTP server never blocks a request,
// and a transient failure is retried with backoff.
export const sendMailJob = defineJob({
  name: "mail.send",
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    html: z.string().min(1),
    text: z.string().min(1),
    replyTo: z.email().optional(),
  }),
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  concurrency: 2,
  async handler(message, ctx) {
    // One Message-ID per job: a message handed over again after a crash is the same message.
    const identified = { ...message, messageId: `<${ctx.jobId}@inteligram.com.br>` };
    if (ctx.mail.kind === "outbox") {
      // The outbox row commits with the job's completion, so a retry never writes it twice.
      await ctx.db.transaction(async (tx) => {
        await ctx.mail.send(identified, { tx });
        await ctx.settle(tx);
      });
      return;
    }
    // SMTP cannot join a transaction: a crash between the hand-over and the completion sends
    // again, with the same Message-ID.
    await ctx.mail.send(identified);
  },
});
