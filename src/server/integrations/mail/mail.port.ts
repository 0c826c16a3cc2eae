export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Optional headers (e.g. reply-to) for the message. */
  replyTo?: string;
};

/** Where e-mail goes: SMTP when SMTP_URL is set, otherwise the database outbox. */
export type MailPort = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
