import type { DbOrTx } from "../../db/client";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Optional headers (e.g. reply-to) for the message. */
  replyTo?: string;
  /**
   * A Message-ID that stays the same when one message is handed over again (a retried job), so
   * a second copy is recognisable as the same message.
   */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on a scheduled report. */
  headers?: Record<string, string>;
  /** Files sent with the message (a scheduled report's PDF). The outbox keeps their names and sizes. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Where e-mail goes: SMTP when SMTP_URL is set, otherwise the database outbox. */
export type MailPort = {
  kind: "smtp" | "outbox";
  /** `tx`: where the outbox writes, so the message commits with the caller's work (SMTP ignores it). */
  send(message: MailMessage, options?: { tx?: DbOrTx }): Promise<void>;
  /**
   * A deleted person's address: the outbox (which plays the provider's sent log) drops what it
   * kept for it; SMTP has nothing of ours to drop (a provider's logs follow its own retention).
   */
  forgetRecipient(address: string, options?: { tx?: DbOrTx }): Promise<void>;
  close(): Promise<void>;
};
