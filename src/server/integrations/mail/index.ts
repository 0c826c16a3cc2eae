import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { MailPort } from "./mail.port";
import { createOutboxMail } from "./outbox";

export type { MailMessage, MailPort } from "./mail.port";

/** SMTP when SMTP_URL is set (nodemailer loaded only then, docs/decisions/031), else the outbox. */
export async function createMail(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "dkim">, db: Db): Promise<MailPort> {
  if (!env.SMTP_URL) return createOutboxMail({ db, from: env.MAIL_FROM });
  const { createSmtpMail } = await import("./smtp");
  return createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM, dkim: env.dkim });
}
