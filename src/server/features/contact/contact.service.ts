import { contactSubjectLabels, type ContactMessage } from "@core/validation/contact";
import type { AppContext } from "../../context";
import { hitRateLimit } from "../../db/rate-limit";
import { AppError } from "../../http/app-error";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { insertContactMessage, upsertNewsletterSubscription } from "./contact.queries";

export const contactRateLimit = { windowSeconds: 10 * 60, max: 5 };
export const newsletterRateLimit = { windowSeconds: 10 * 60, max: 10 };
export const contactRateLimitedMessage = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";

/** Stores the message and e-mails it to the team (MAIL_FROM), in one transaction with the job. */
export async function submitContactMessage(
  ctx: Pick<AppContext, "db" | "queue" | "env">,
  message: ContactMessage,
  clientIp: string,
) {
  if (!(await hitRateLimit(ctx.db, `contact:${clientIp}`, contactRateLimit))) {
    throw new AppError("RATE_LIMITED", contactRateLimitedMessage);
  }
  const teamAddress = extractAddress(ctx.env.MAIL_FROM);
  const subjectLabel = contactSubjectLabels[message.subject];
  const email = renderEmail({
    subject: `[Contato] ${subjectLabel} — ${message.firstName} ${message.lastName}`,
    preheader: message.message.slice(0, 90),
    heading: "Nova mensagem pelo formulário de contato",
    paragraphs: [
      `Nome: ${message.firstName} ${message.lastName}`,
      `Email: ${message.email}`,
      `Telefone: ${message.phone ?? "não informado"}`,
      `Empresa: ${message.company ?? "não informada"}`,
      `Assunto: ${subjectLabel}`,
      message.message,
    ],
    footnote: "Responda a este email para falar direto com a pessoa.",
  });
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await queueMail(ctx, { to: teamAddress, replyTo: message.email, ...email }, { tx });
  });
}

export async function subscribeToNewsletter(ctx: Pick<AppContext, "db">, email: string, clientIp: string) {
  if (!(await hitRateLimit(ctx.db, `newsletter:${clientIp}`, newsletterRateLimit))) {
    throw new AppError("RATE_LIMITED", contactRateLimitedMessage);
  }
  await upsertNewsletterSubscription(ctx.db, email);
}

/** "Inteligram <contato@x>" -> "contato@x". */
function extractAddress(mailbox: string) {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
