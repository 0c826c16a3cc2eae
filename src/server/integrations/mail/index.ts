import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { MailPort } from "./mail.port";
import { createOutboxMail } from "./outbox";
import { createSmtpMail } from "./smtp";

export type { MailMessage, MailPort } from "./mail.port";

export function createMail(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, db: Db): MailPort {
  return env.SMTP_URL
    ? createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMail({ db, from: env.MAIL_FROM });
}
