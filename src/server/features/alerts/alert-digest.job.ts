import { z } from "zod";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { defineJob } from "../../jobs/job";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers";
import { readWorkspaceName } from "../team/workspace.service";
import { alertUnsubscribePath, signAlertUnsubscribeToken } from "./alert-unsubscribe-token";
import { findUserEmail, listAlertsToEmail, lockDigest, markEmailed, setDigestSent } from "./alerts.queries";

/** docs/product/features.md "Alerts": at most one e-mail digest per member per hour (one e-mail per workspace of theirs with alerts). */
export const digestIntervalMs = 3_600_000;

export function alertDigestEmail(input: {
  name: string;
  workspaceName: string;
  items: { title: string; body: string }[];
  url: string;
  unsubscribeUrl: string;
}) {
  const { items } = input;
  return renderEmail({
    subject: items.length === 1 ? `Alerta do Inteligram: ${items[0]!.title}` : `Inteligram: ${items.length} novos alertas`,
    preheader: items[0]!.title,
    heading: `Olá, ${input.name}!`,
    paragraphs: [
      items.length === 1
        ? `Um alerta seu em ${input.workspaceName} foi disparado:`
        : `${items.length} alertas seus em ${input.workspaceName} foram disparados:`,
      ...items.slice(0, 20).map((item) => `${item.title}. ${item.body}`),
    ],
    action: { label: "Ver alertas", url: input.url },
    footnote:
      "Você recebe no máximo um resumo de alertas por hora. Escolha quais alertas chegam por e-mail em Preferências de alertas.",
    unsubscribe: { label: "Não quero mais receber estes alertas por e-mail", url: input.unsubscribeUrl },
  });
}

/**
 * The member's alerts waiting for one, at most one digest an hour: one e-mail per workspace
 * (each names it and carries its one-click unsubscribe link, RFC 8058, which stops that
 * workspace's alert e-mails only). The member's digest row is locked for the transaction, so two
 * workers send one; inside the hour it waits for the hour's end (a delayed job).
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
  for (const workspaceId of new Set(pending.map((alert) => alert.workspaceId))) {
    const unsubscribeUrl = `${ctx.env.APP_URL}${alertUnsubscribePath(signAlertUnsubscribeToken({ workspaceId, userId }, ctx.env.AUTH_SECRET))}`;
    const content = alertDigestEmail({
      name: person.name,
      workspaceName: await readWorkspaceName({ db: tx }, workspaceId),
      items: pending.filter((alert) => alert.workspaceId === workspaceId),
      url: `${ctx.env.APP_URL}/alertas`,
      unsubscribeUrl,
    });
    await queueMail(ctx, { to: person.email, ...content, headers: unsubscribeHeaders(unsubscribeUrl) }, { tx });
  }
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
