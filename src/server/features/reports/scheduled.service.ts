import { formatDay } from "@core/format/format-date";
import { getPlan, reportFrequencyLabels, type PlanId } from "@core/plans/catalogue";
import { duePeriod } from "@core/reports/report-schedule";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { listAccountsToCollect } from "../analytics/history.queries";
import { requirePlan } from "../billing/billing.service";
import { renderEmail } from "../mail/templates";
import { deliverReportMessage } from "./reports.messages";
import { claimDelivery, findDelivery, findReportSettings, insertReport, listMembersWithChoice, updateDelivery } from "./reports.queries";
import { generateReport, reportFileName } from "./reports.service";
import { readAccount } from "../social-accounts/accounts.service";
import { accessReaches, readMembersAccountAccess } from "../team/workspace.service";
import { lockDelivery } from "./reports.queries";

/** Above this a scheduled e-mail links to the report instead of attaching it. */
export const attachmentLimitBytes = 5 * 1024 * 1024;

/** Who receives the workspace's scheduled e-mail: those who opted in; without a choice, the owner. */
export async function listReportRecipients(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const members = await listMembersWithChoice(ctx.db, workspaceId);
  return members.filter((member) => member.enabled ?? member.role === "owner");
}

/**
 * The 08:00 run: for each workspace whose plan cadence is due today, one delivery per
 * recipient and account, claimed by a unique (recipient, account, period) row and queued in the
 * same transaction. A second run, or a second worker at the same time, claims nothing again.
 */
export async function runScheduledReports(ctx: Pick<AppContext, "db" | "queue">, now: Date) {
  // Reports are of own accounts; a competitor is a section inside them. A suspended workspace
  // is not in the list (docs/decisions/020).
  const accounts = (await listAccountsToCollect(ctx.db)).filter((account) => account.kind === "own");
  const byWorkspace = new Map<string, string[]>();
  for (const account of accounts) byWorkspace.set(account.workspaceId, [...(byWorkspace.get(account.workspaceId) ?? []), account.id]);
  let queued = 0;
  for (const [workspaceId, accountIds] of byWorkspace) {
    let plan: PlanId;
    try {
      plan = await requirePlan(ctx, workspaceId);
    } catch {
      continue;
    }
    const due = duePeriod(getPlan(plan).limits.emailReport, now);
    if (!due) continue;
    const settings = await findReportSettings(ctx.db, workspaceId);
    if (settings?.paused) continue;
    const chosen = settings?.accountIds ? accountIds.filter((id) => settings.accountIds!.includes(id)) : accountIds;
    const recipients = await listReportRecipients(ctx, workspaceId);
    const access = await readMembersAccountAccess(ctx, workspaceId);
    for (const recipient of recipients) {
      for (const accountId of chosen) {
        // A member limited to some accounts gets reports of those only (docs/decisions/029).
        if (!accessReaches(access, recipient.userId, accountId)) continue;
        await ctx.db.transaction(async (tx) => {
          const id = await claimDelivery(tx, {
            workspaceId,
            userId: recipient.userId,
            socialProfileId: accountId,
            cadence: due.cadence,
            periodFrom: due.from,
            periodTo: due.to,
          });
          if (!id) return;
          await ctx.queue.send(deliverReportMessage, { deliveryId: id, workspaceId }, { tx });
          queued++;
        });
      }
    }
  }
  return queued;
}

function scheduledEmail(input: { username: string; from: string; to: string; cadence: keyof typeof reportFrequencyLabels; link: string | null; workspaceName: string }) {
  const range = input.from === input.to ? formatDay(input.from) : `${formatDay(input.from)} a ${formatDay(input.to)}`;
  return renderEmail({
    subject: `Relatório ${reportFrequencyLabels[input.cadence].toLowerCase()} de @${input.username}: ${range}`,
    preheader: `O desempenho de @${input.username} em ${range}.`,
    heading: `Relatório de @${input.username}`,
    paragraphs: [
      `Segue o relatório de desempenho de @${input.username} (${input.workspaceName}) no período de ${range}.`,
      input.link ? "O arquivo passou de 5 MB; baixe-o pelo botão abaixo." : "O PDF está anexado a este e-mail.",
    ],
    ...(input.link ? { action: { label: "Baixar relatório", url: input.link } } : {}),
    footnote: "Você recebe este e-mail porque está na lista de relatórios por e-mail do seu espaço de trabalho. Para deixar de receber, acesse Relatórios no Inteligram.",
  });
}

/**
 * One delivery: its PDF (a report row, listed in /relatorios), then the e-mail, recorded as sent
 * in the same transaction as the outbox message and the job's completion. The row is locked
 * while sending, so a second job of the same delivery waits and then finds it sent.
 */
export async function deliverReport(
  ctx: Pick<AppContext, "db" | "env" | "mail" | "log">,
  deliveryId: string,
  settle: (tx: Tx) => Promise<void>,
  options: { attachmentLimit?: number } = {},
) {
  const delivery = await findDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.status === "sent") return "skipped" as const;
  const account = await readAccount(ctx, delivery.workspaceId, delivery.socialProfileId);
  let reportId = delivery.reportId;
  if (!reportId) {
    const report = await insertReport(ctx.db, {
      workspaceId: delivery.workspaceId,
      socialProfileId: delivery.socialProfileId,
      trigger: "scheduled",
      periodPreset: "custom",
      periodFrom: delivery.periodFrom,
      periodTo: delivery.periodTo,
      fileName: reportFileName(account.username, delivery.periodFrom, delivery.periodTo, "pdf"),
    });
    reportId = report.id;
    await updateDelivery(ctx.db, deliveryId, { reportId });
  }
  const pdf = await generateReport(ctx, delivery.workspaceId, reportId);
  if (!pdf) return "skipped" as const;
  const { readWorkspaceName } = await import("./report-data.service");
  const workspaceName = await readWorkspaceName(ctx, delivery.workspaceId);
  const attach = pdf.length <= (options.attachmentLimit ?? attachmentLimitBytes);
  const link = attach ? null : `${ctx.env.APP_URL}/relatorios?relatorio=${reportId}`;
  const fileName = reportFileName(account.username, delivery.periodFrom, delivery.periodTo, "pdf");
  return ctx.db.transaction(async (tx) => {
    const locked = await lockDelivery(tx, deliveryId);
    if (!locked || locked.status === "sent") {
      await settle(tx);
      return "skipped" as const;
    }
    const { email } = locked;
    const message = {
      to: email,
      ...scheduledEmail({ username: account.username, from: delivery.periodFrom, to: delivery.periodTo, cadence: delivery.cadence, link, workspaceName }),
      ...(attach ? { attachments: [{ filename: fileName, contentType: "application/pdf", content: pdf }] } : {}),
      messageId: `<report-${deliveryId}@inteligram.com.br>`,
    };
    await ctx.mail.send(message, { tx });
    await updateDelivery(tx, deliveryId, { status: "sent", sentAt: new Date(), attached: attach, error: null });
    await settle(tx);
    return "sent" as const;
  });
}
