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
  async handler(message, { mail }) {
    await mail.send(message);
  },
});
