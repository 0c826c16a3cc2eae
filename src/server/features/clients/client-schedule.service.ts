import { storedPeriodInput } from "@core/analytics/period";
import { describeAccountKeyFigures, describeBestPost } from "@core/clients/client-key-figures";
import {
  clientCadenceLabels,
  clientCadencesOf,
  clientMessages,
  dueClientPeriod,
  reportLinkDefaultDays,
  type ClientCadence,
} from "@core/clients/client-rules";
import { formatDay } from "@core/format/format-date";
import { cadencePreset, lastCompletePeriod, type ScheduledPeriod } from "@core/reports/report-schedule";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { requirePlan } from "../billing/billing.service";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers";
import { listSuppressedReportEmails, suppressReportEmail } from "../reports/mail-suppression.service";
import { attachmentLimitBytes, bouncedMessage, isPermanentRejection } from "../reports/scheduled.service";
import { findWorkspaceOwner } from "../team/workspace-owner";
import { assertManager } from "../team/workspace-access";
import { clientReportFileName } from "./client-export.service";
import { buildClientReportData, type ClientReportData } from "./client-report-data.service";
import { renderClientReportPdf } from "./client-report-pdf";
import { clientUnsubscribePath, signClientUnsubscribeToken } from "./client-unsubscribe-token";
import { deliverClientReportMessage } from "./clients.messages";
import {
  claimClientDelivery,
  findClientDelivery,
  findClientRecipientByEmail,
  listClientRecipients,
  listScheduledClients,
  lockClientDelivery,
  updateClient,
  updateClientDelivery,
  type ClientRow,
} from "./clients.queries";
import { readClient } from "./clients.service";
import { insertReportLink, reportLinkPath } from "./report-links.service";

// A client's scheduled e-mail (docs/decisions/045-clients-and-report-links.md): weekly on a
// weekday or monthly on a day, the period that fits (the last whole week or month), to the
// client's addresses, with the key numbers in the body, a link to the online report and the PDF
// attached or not. The workspace e-mail's rules hold (docs/decisions/017): at most 10 addresses,
// one-click unsubscribe, never twice per period and recipient (a unique row claimed with its
// job in one transaction).

export type ClientSendCount = { queued: number; alreadySent: number; suppressed: number };

/** Claims one delivery per address of the client for the period and queues each in the same transaction. */
async function queueClientDeliveries(
  ctx: Pick<AppContext, "db" | "queue">,
  client: Pick<ClientRow, "id" | "workspaceId">,
  period: ScheduledPeriod & { cadence: ClientCadence },
): Promise<ClientSendCount> {
  const recipients = await listClientRecipients(ctx.db, client.workspaceId, client.id);
  const count: ClientSendCount = { queued: 0, alreadySent: 0, suppressed: recipients.filter((row) => row.suppressed).length };
  for (const recipient of recipients.filter((row) => !row.suppressed)) {
    await ctx.db.transaction(async (tx) => {
      const id = await claimClientDelivery(tx, {
        workspaceId: client.workspaceId,
        clientId: client.id,
        email: recipient.email,
        cadence: period.cadence,
        periodFrom: period.from,
        periodTo: period.to,
      });
      if (!id) {
        count.alreadySent++;
        return;
      }
      await ctx.queue.send(deliverClientReportMessage, { deliveryId: id, workspaceId: client.workspaceId }, { tx });
      count.queued++;
    });
  }
  return count;
}

/** Whether the client still has an account connected (a disconnected one stays linked, inactive). */
async function hasActiveAccounts(ctx: Pick<AppContext, "db" | "env">, client: ClientRow) {
  return (await readClient(ctx, client.workspaceId, client.id)).accounts.length > 0;
}

/**
 * A schedule whose client has no account left is paused, and the owner told, once: the update
 * only pauses a running schedule, and the e-mail goes in its transaction.
 */
async function pauseWithoutAccounts(ctx: Pick<AppContext, "db" | "env" | "queue">, client: ClientRow) {
  const owner = await findWorkspaceOwner(ctx, client.workspaceId);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateClient(tx, client.workspaceId, client.id, { schedulePaused: true, schedulePausedReason: "no_accounts" })))
      return;
    if (!owner) return;
    await queueMail(
      ctx,
      {
        to: owner.email,
        ...renderEmail({
          subject: `Envio do relatório de ${client.name} pausado`,
          preheader: `${client.name} não tem mais contas conectadas.`,
          heading: `O relatório de ${client.name} foi pausado`,
          paragraphs: [
            `${client.name} não tem mais nenhuma conta conectada, então o envio programado do relatório foi pausado e ninguém recebeu um relatório vazio.`,
            "Escolha as contas do cliente em Clientes e retome o envio quando quiser.",
          ],
          action: { label: "Abrir Clientes", url: `${ctx.env.APP_URL}/clientes` },
        }),
      },
      { tx },
    );
  });
}

/**
 * The hourly run (08:00 to 23:00 São Paulo, as the workspace's e-mail): each running schedule
 * due today claims its period's deliveries; one without accounts is paused instead. A second run
 * (or worker) claims nothing again.
 */
export async function runClientSchedules(ctx: Pick<AppContext, "db" | "env" | "queue">, now: Date) {
  let queued = 0;
  for (const client of await listScheduledClients(ctx.db)) {
    let plan;
    try {
      plan = await requirePlan(ctx, client.workspaceId);
    } catch {
      continue;
    }
    if (!(await hasActiveAccounts(ctx, client))) {
      await pauseWithoutAccounts(ctx, client);
      continue;
    }
    const cadence = client.scheduleCadence!;
    // After a downgrade, a weekly schedule the plan no longer allows sends nothing.
    if (!clientCadencesOf(plan).includes(cadence)) continue;
    const due = dueClientPeriod({ cadence, weekday: client.scheduleWeekday, monthDay: client.scheduleMonthDay }, now);
    if (!due) continue;
    queued += (await queueClientDeliveries(ctx, client, { ...due, cadence })).queued;
  }
  return queued;
}

/**
 * "Enviar agora" (the owner or an admin): the schedule's last whole period (monthly without a
 * schedule) to every address now, through the same unique deliveries, so nobody gets it twice.
 */
export async function sendClientReportNow(
  ctx: Pick<AppContext, "db" | "env" | "queue">,
  workspace: RequestWorkspace,
  clientId: string,
  now = new Date(),
) {
  assertManager(workspace);
  const client = await readClient(ctx, workspace.id, clientId);
  if (client.accounts.length === 0) throw new AppError("INVALID_INPUT", clientMessages.noAccounts, { reason: "NO_ACCOUNTS" });
  const cadence = client.row.scheduleCadence ?? "monthly";
  const period = lastCompletePeriod(cadence, now);
  const count = await queueClientDeliveries(ctx, client.row, { ...period, cadence });
  if (count.queued + count.alreadySent === 0)
    throw new AppError("INVALID_INPUT", clientMessages.nothingToSend, { reason: "NOTHING_TO_SEND" });
  return { period: { from: period.from, to: period.to }, ...count };
}

/** The e-mail: the period's key numbers of every account in its body, the link, the unsubscribe link. */
export function clientReportEmail(input: {
  data: ClientReportData;
  cadence: ClientCadence;
  linkUrl: string;
  attached: boolean;
  tooLarge: boolean;
  unsubscribeUrl: string;
  brand: { name: string; color: string | null } | null;
}) {
  const { data } = input;
  const range = `${formatDay(data.period.from)} a ${formatDay(data.period.to)}`;
  const subject = `Relatório ${clientCadenceLabels[input.cadence].toLowerCase()} de ${data.client.name}: ${range}`;
  return renderEmail({
    subject,
    preheader: `Os números de ${data.client.name} em ${range}.`,
    heading: `Relatório de ${data.client.name}`,
    paragraphs: [
      `Os números de ${data.client.name} de ${range}, enviados por ${data.workspaceName}:`,
      ...data.keyFigures.accounts.map(describeAccountKeyFigures),
      ...data.keyFigures.bestPosts.map(describeBestPost),
      input.attached
        ? "O relatório completo está no PDF anexado e no link abaixo, que abre sem senha."
        : input.tooLarge
          ? "O PDF passou de 5 MB e não foi anexado: o relatório completo está no link abaixo, que abre sem senha."
          : "O relatório completo está no link abaixo, que abre sem senha.",
    ],
    action: { label: "Abrir o relatório online", url: input.linkUrl },
    footnote: `Você recebe este e-mail porque ${data.workspaceName} incluiu este endereço nos relatórios de ${data.client.name}. O link vale por ${reportLinkDefaultDays} dias.`,
    unsubscribe: { label: "Não quero mais receber estes relatórios", url: input.unsubscribeUrl },
    ...(input.brand ? { brand: input.brand } : {}),
  });
}

/**
 * One delivery: the client's data of the period (and its PDF when chosen), a link made for this
 * address, and the e-mail, recorded as sent in the same transaction as the outbox message, the
 * link and the job's completion; the row is locked while sending, so a second job of the same
 * delivery waits and then finds it sent. An address refused for good is marked bounced.
 */
export async function deliverClientReport(
  ctx: Pick<AppContext, "db" | "env" | "mail" | "log">,
  deliveryId: string,
  settle: (tx: Tx) => Promise<void>,
  options: { attachmentLimit?: number; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const delivery = await findClientDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.status !== "pending") return "skipped" as const;
  const recipient = await findClientRecipientByEmail(ctx.db, delivery.clientId, delivery.email);
  const suppressed = (await listSuppressedReportEmails(ctx.db, delivery.workspaceId, [delivery.email])).size > 0;
  if (!recipient || suppressed) {
    await updateClientDelivery(ctx.db, deliveryId, { status: "cancelled" });
    return "cancelled" as const;
  }
  const client = await readClient(ctx, delivery.workspaceId, delivery.clientId);
  if (client.accounts.length === 0) {
    await updateClientDelivery(ctx.db, deliveryId, { status: "cancelled", error: clientMessages.noAccounts });
    return "cancelled" as const;
  }
  const period = { preset: cadencePreset(delivery.cadence), from: delivery.periodFrom, to: delivery.periodTo };
  const data = await buildClientReportData(ctx, delivery.workspaceId, delivery.clientId, storedPeriodInput(period), now);
  const pdf = client.row.scheduleAttachPdf ? await renderClientReportPdf(data, ctx.log.child({ deliveryId })) : null;
  const attach = pdf !== null && pdf.length <= (options.attachmentLimit ?? attachmentLimitBytes);
  const unsubscribeUrl = `${ctx.env.APP_URL}${clientUnsubscribePath(signClientUnsubscribeToken(recipient.id, ctx.env.AUTH_SECRET))}`;
  const brand = data.branding ? { name: data.workspaceName, color: data.branding.color } : null;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockClientDelivery(tx, deliveryId);
    if (!locked || locked.status !== "pending") {
      await settle(tx);
      return "skipped" as const;
    }
    const link = await insertReportLink(tx, {
      workspaceId: delivery.workspaceId,
      clientId: delivery.clientId,
      period,
      source: "scheduled",
      createdBy: null,
      now,
    });
    const content = clientReportEmail({
      data,
      cadence: delivery.cadence,
      linkUrl: `${ctx.env.APP_URL}${reportLinkPath(link.token)}`,
      attached: attach,
      tooLarge: pdf !== null && !attach,
      unsubscribeUrl,
      brand,
    });
    try {
      await ctx.mail.send(
        {
          to: delivery.email,
          ...content,
          headers: unsubscribeHeaders(unsubscribeUrl),
          ...(attach && pdf
            ? {
                attachments: [
                  {
                    filename: clientReportFileName(data.client.name, delivery.periodFrom, delivery.periodTo, "pdf"),
                    contentType: "application/pdf",
                    content: pdf,
                  },
                ],
              }
            : {}),
          messageId: `<client-report-${deliveryId}@inteligram.com.br>`,
        },
        { tx },
      );
    } catch (error) {
      if (!isPermanentRejection(error)) throw error;
      await suppressReportEmail(tx, delivery.workspaceId, delivery.email, "bounced");
      await updateClientDelivery(tx, deliveryId, { status: "failed", error: bouncedMessage });
      await settle(tx);
      return "bounced" as const;
    }
    await updateClientDelivery(tx, deliveryId, { status: "sent", sentAt: now, attached: attach, linkId: link.id, error: null });
    await settle(tx);
    return "sent" as const;
  });
}
