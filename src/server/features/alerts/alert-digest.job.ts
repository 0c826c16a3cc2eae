import { z } from "zod";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { defineJob } from "../../jobs/job";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { findUserEmail, listAlertsToEmail, lockDigest, markEmailed, setDigestSent } from "./alerts.queries";

/** DECISIONS.md "Alerts": at most one e-mail digest per member per hour. */
export const digestIntervalMs = 3_600_000;

export function alertDigestEmail(name: string, items: { title: string; body: string }[], url: string) {
  return renderEmail({
    subject: items.length === 1 ? `Alerta do Inteligram: ${items[0]!.title}` : `Inteligram: ${items.length} novos alertas`,
    preheader: items[0]!.title,
    heading: `Olá, ${name}!`,
    paragraphs: [
      items.length === 1 ? "Um alerta seu foi disparado:" : `${items.length} alertas seus foram disparados:`,
      ...items.slice(0, 20).map((item) => `${item.title}. ${item.body}`),
    ],
    action: { label: "Ver alertas", url },
    footnote: "Você recebe no máximo um resumo de alertas por hora. Escolha quais alertas chegam por e-mail em Preferências de alertas.",
  });
}

/**
 * One e-mail with the member's alerts waiting for one, at most one an hour. The member's digest
 * row is locked for the transaction, so two workers send one; inside the hour it waits for the
 * hour's end (a delayed job).
 */
export async function sendAlertDigest(ctx: Pick<AppContext, "db" | "env" | "queue">, tx: Tx, userId: string, now = new Date()) {
  const clock = await lockDigest(tx, userId);
  if (clock.lastSentAt && now.getTime() - clock.lastSentAt.getTime() < digestIntervalMs) {
    await ctx.queue.send(alertDigestJob, { userId }, { tx, startAfter: new Date(clock.lastSentAt.getTime() + digestIntervalMs) });
    return "later" as const;
  }
  const pending = await listAlertsToEmail(tx, userId);
  const person = await findUserEmail(tx, userId);
  if (pending.length === 0 || !person) return "nothing" as const;
  await markEmailed(
    tx,
    pending.map((alert) => alert.id),
    now,
  );
  await setDigestSent(tx, userId, now);
  await queueMail(ctx, { to: person.email, ...alertDigestEmail(person.name, pending, `${ctx.env.APP_URL}/alertas`) }, { tx });
  return "sent" as const;
}

export const alertDigestJob = defineJob({
  name: "alerts.digest",
  payload: z.object({ userId: z.string().min(1) }),
  queue: { retryLimit: 3, retryDelay: 10 },
  async handler({ userId }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await sendAlertDigest(ctx, tx, userId);
      await ctx.settle(tx);
    });
  },
});
