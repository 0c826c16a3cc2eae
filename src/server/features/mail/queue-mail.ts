import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { deleteOutgoingEmail, deleteOutgoingEmailsTo, insertOutgoingEmail } from "./outgoing-mail.queries";
import { sendMailJob } from "./send-mail.job";

export type OutgoingMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (unsubscribe-headers.ts). */
  headers?: Record<string, string>;
};

/**
 * Queues one e-mail: the message is stored in outgoing_emails and the mail job carries only its
 * id, so pg-boss's table never holds an address or a message (decision 020). With `tx`, both
 * exist only if that transaction commits. `id` (a job id derived from what the message tells)
 * makes a second queueing of the same message a no-op. Returns the job's id (null for that no-op).
 */
export async function queueMail(
  ctx: Pick<AppContext, "db" | "queue">,
  message: OutgoingMessage,
  options: { id?: string; tx?: Tx } = {},
) {
  const write = async (tx: Tx) => {
    const messageId = await insertOutgoingEmail(tx, message);
    const jobId = await ctx.queue.send(sendMailJob, { messageId }, { tx, ...(options.id ? { id: options.id } : {}) });
    // Queued before under the same job id: that message stays the only one.
    if (!jobId) await deleteOutgoingEmail(tx, messageId);
    return jobId;
  };
  return options.tx ? write(options.tx) : ctx.db.transaction(write);
}

/** Drops the messages still waiting for these addresses (their person is deleted); returns their ids. */
export function deleteOutgoingMailTo(tx: Tx, addresses: string[]) {
  return deleteOutgoingEmailsTo(tx, addresses);
}
