import { formatDay } from "@core/format/format-date";
import { formatAccountLabel, type NamedAccount } from "@core/social/account-label";
import { getPlan, reportFrequencyLabels, type PlanId } from "@core/plans/catalogue";
import { cadencePreset, duePeriod, lastCompletePeriod, type ScheduledPeriod } from "@core/reports/report-schedule";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { listAccountsToCollect } from "../analytics/history.queries";
import { requirePlan } from "../billing/billing.service";
import { renderEmail } from "../mail/templates";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers";
import { listAccounts, readAccount } from "../social-accounts/accounts.service";
import { assertManager } from "../team/workspace-access";
import { accessReaches, readMembersAccountAccess } from "../team/workspace.service";
import { readBranding, readWorkspaceName } from "./report-data.service";
import { deliverReportMessage, testReportMessage } from "./reports.messages";
import {
  claimDelivery,
  findDelivery,
  findOutsideRecipientByEmail,
  findReportContent,
  findReportSettings,
  findScheduledReport,
  insertReport,
  listMembersWithChoice,
  listOutsideRecipients,
  listSuppressedEmails,
  findRecipientGeneration,
  lockDelivery,
  suppressEmail,
  updateDelivery,
} from "./reports.queries";
import { generateReport, renderReportFor, reportFileName } from "./reports.service";
import { signUnsubscribeToken, unsubscribePath, type UnsubscribeSubject } from "./unsubscribe-token";

/** Above this a scheduled e-mail links to the report instead of attaching it. */
export const attachmentLimitBytes = 5 * 1024 * 1024;

export const nothingToSendMessage = "Nenhum destinatário ou nenhuma conta marcada: não há relatório a enviar.";
export const bouncedMessage = "O servidor de e-mail recusou este endereço; ele não recebe mais relatórios.";

/** Who receives the workspace's scheduled e-mail: those who opted in; without a choice, the owner. */
export async function listReportRecipients(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const members = await listMembersWithChoice(ctx.db, workspaceId);
  return members.filter((member) => member.enabled ?? member.role === "owner");
}

type Target = { userId: string; email?: undefined } | { userId?: undefined; email: string };
export type SendCount = { queued: number; alreadySent: number; suppressed: number };

/**
 * Claims one delivery per recipient and account of the period (a unique row, so never twice for
 * the same period and recipient) and queues each in the same transaction. Members receive the
 * accounts ticked (all without a choice); outside addresses only the accounts the schedule names.
 * Unsubscribed and bounced addresses are not sent to.
 */
async function queueDeliveries(
  ctx: Pick<AppContext, "db" | "queue">,
  workspaceId: string,
  period: ScheduledPeriod,
  ownAccountIds: string[],
): Promise<SendCount> {
  const settings = await findReportSettings(ctx.db, workspaceId);
  const named = settings?.accountIds ?? null;
  const memberAccounts = named ? ownAccountIds.filter((id) => named.includes(id)) : ownAccountIds;
  const outsideAccounts = named ? ownAccountIds.filter((id) => named.includes(id)) : [];
  const [members, outside, access] = await Promise.all([
    listReportRecipients(ctx, workspaceId),
    listOutsideRecipients(ctx.db, workspaceId),
    readMembersAccountAccess(ctx, workspaceId),
  ]);
  const suppressedMembers = await listSuppressedEmails(
    ctx.db,
    workspaceId,
    members.map((member) => member.email.toLowerCase()),
  );
  const targets: [Target, string[]][] = [
    // A member limited to some accounts gets reports of those only (docs/decisions/030).
    ...members
      .filter((member) => !suppressedMembers.has(member.email.toLowerCase()))
      .map((member): [Target, string[]] => [
        { userId: member.userId },
        memberAccounts.filter((id) => accessReaches(access, member.userId, id)),
      ]),
    ...outside.filter((row) => !row.suppressed).map((row): [Target, string[]] => [{ email: row.email }, outsideAccounts]),
  ];
  const count: SendCount = {
    queued: 0,
    alreadySent: 0,
    suppressed: suppressedMembers.size + outside.filter((row) => row.suppressed).length,
  };
  for (const [target, accountIds] of targets) {
    for (const accountId of accountIds) {
      await ctx.db.transaction(async (tx) => {
        const id = await claimDelivery(tx, {
          workspaceId,
          ...(target.userId ? { userId: target.userId } : { email: target.email }),
          socialProfileId: accountId,
          cadence: period.cadence,
          periodFrom: period.from,
          periodTo: period.to,
        });
        if (!id) {
          count.alreadySent++;
          return;
        }
        await ctx.queue.send(deliverReportMessage, { deliveryId: id, workspaceId }, { tx });
        count.queued++;
      });
    }
  }
  return count;
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
  for (const account of accounts)
    byWorkspace.set(account.workspaceId, [...(byWorkspace.get(account.workspaceId) ?? []), account.id]);
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
    queued += (await queueDeliveries(ctx, workspaceId, due, accountIds)).queued;
  }
  return queued;
}

/**
 * "Enviar agora" (the owner): the cadence's last whole period to every recipient now, through
 * the same unique deliveries as the schedule, so whoever already had it is not sent it again
 * (and the schedule later sends nothing twice either). Sent even while the schedule is paused.
 */
export async function sendReportNow(
  ctx: Pick<AppContext, "db" | "env" | "queue">,
  workspace: RequestWorkspace,
  now = new Date(),
) {
  assertManager(workspace);
  const plan = await requirePlan(ctx, workspace.id);
  const period = lastCompletePeriod(getPlan(plan).limits.emailReport, now);
  const accounts = await listAccounts(ctx, workspace.id);
  const count = await queueDeliveries(
    ctx,
    workspace.id,
    period,
    accounts.map((account) => account.id),
  );
  if (count.queued + count.alreadySent === 0)
    throw new AppError("INVALID_INPUT", nothingToSendMessage, { reason: "NOTHING_TO_SEND" });
  return { period: { from: period.from, to: period.to }, ...count };
}

/** "Enviar teste para mim": the report of each account the schedule names, to the person asking only. */
export async function sendTestReport(
  ctx: Pick<AppContext, "db" | "env" | "queue">,
  workspace: RequestWorkspace,
  userId: string,
  now = new Date(),
) {
  const plan = await requirePlan(ctx, workspace.id);
  const period = lastCompletePeriod(getPlan(plan).limits.emailReport, now);
  const [settings, accounts] = await Promise.all([findReportSettings(ctx.db, workspace.id), listAccounts(ctx, workspace.id)]);
  const named = accounts.filter((account) => !settings?.accountIds || settings.accountIds.includes(account.id));
  if (named.length === 0) throw new AppError("INVALID_INPUT", nothingToSendMessage, { reason: "NOTHING_TO_SEND" });
  for (const account of named) {
    await ctx.queue.send(testReportMessage, {
      workspaceId: workspace.id,
      userId,
      accountId: account.id,
      cadence: period.cadence,
      from: period.from,
      to: period.to,
    });
  }
  return { period: { from: period.from, to: period.to }, queued: named.length, alreadySent: 0, suppressed: 0 };
}

type EmailInput = {
  /** Named with its network everywhere in the e-mail (docs/decisions/033-account-labels.md). */
  account: NamedAccount;
  from: string;
  to: string;
  cadence: keyof typeof reportFrequencyLabels;
  link: string | null;
  workspaceName: string;
  /** An address outside the workspace: told who sends it, with its own unsubscribe link. */
  outside: boolean;
  test: boolean;
  unsubscribeUrl: string | null;
  brand: { name: string; color: string | null } | null;
};

function scheduledEmail(input: EmailInput) {
  const range = input.from === input.to ? formatDay(input.from) : `${formatDay(input.from)} a ${formatDay(input.to)}`;
  const account = formatAccountLabel(input.account);
  const subject = `Relatório ${reportFrequencyLabels[input.cadence].toLowerCase()} de ${account}: ${range}`;
  const footnote = input.test
    ? "Este é um envio de teste: só você o recebeu. Os destinatários recebem o relatório no dia do envio programado ou com “Enviar agora”."
    : input.outside
      ? `Você recebe este e-mail porque ${input.workspaceName} incluiu este endereço nos relatórios de ${account}.`
      : "Você recebe este e-mail porque está na lista de relatórios por e-mail do seu espaço de trabalho. Para deixar de receber, acesse Relatórios no Inteligram ou use o link abaixo.";
  return renderEmail({
    subject: input.test ? `[Teste] ${subject}` : subject,
    preheader: `O desempenho de ${account} em ${range}.`,
    heading: `${input.test ? "[Teste] " : ""}Relatório de ${account}`,
    paragraphs: [
      `Segue o relatório de desempenho de ${account}, de ${input.workspaceName}, no período de ${range}.`,
      input.link ? "O arquivo passou de 5 MB; baixe-o pelo botão abaixo." : "O PDF está anexado a este e-mail.",
    ],
    ...(input.link ? { action: { label: "Baixar relatório", url: input.link } } : {}),
    footnote,
    ...(input.unsubscribeUrl
      ? { unsubscribe: { label: "Não quero mais receber estes relatórios", url: input.unsubscribeUrl } }
      : {}),
    ...(input.brand ? { brand: input.brand } : {}),
  });
}

const unsubscribeUrlOf = (ctx: Pick<AppContext, "env">, subject: UnsubscribeSubject) =>
  `${ctx.env.APP_URL}${unsubscribePath(signUnsubscribeToken(subject, ctx.env.AUTH_SECRET))}`;

/** A mail server's refusal of the address itself (550 mailbox unavailable, 551, 553): not retried. */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== "number") return false;
  return [550, 551, 553].includes(responseCode) || (code === "EENVELOPE" && responseCode >= 500 && responseCode < 600);
}

/** Pro's white-label on the e-mail: the workspace's name and colour instead of Inteligram's. */
async function emailBrand(ctx: Pick<AppContext, "db">, workspaceId: string, workspaceName: string) {
  const plan = await requirePlan(ctx, workspaceId).catch(() => null);
  if (!plan) return null;
  const branding = await readBranding(ctx, workspaceId, plan);
  return branding ? { name: workspaceName, color: branding.color } : null;
}

/**
 * Whether a delivery may still go out: the schedule still names its account (an outside address
 * receives only named accounts), and its recipient still receives (a member still ticked, an
 * outside address still listed), unsubscribed from nothing and never bounced.
 */
async function stillDue(ctx: Pick<AppContext, "db">, delivery: NonNullable<Awaited<ReturnType<typeof findDelivery>>>) {
  const settings = await findReportSettings(ctx.db, delivery.workspaceId);
  const named = settings?.accountIds ?? null;
  if (delivery.email) {
    if (!named?.includes(delivery.socialProfileId)) return false;
    if (!(await findOutsideRecipientByEmail(ctx.db, delivery.workspaceId, delivery.email))) return false;
    return (await listSuppressedEmails(ctx.db, delivery.workspaceId, [delivery.email])).size === 0;
  }
  if (named && !named.includes(delivery.socialProfileId)) return false;
  const member = (await listReportRecipients(ctx, delivery.workspaceId)).find((row) => row.userId === delivery.userId);
  if (!member) return false;
  return (await listSuppressedEmails(ctx.db, delivery.workspaceId, [member.email.toLowerCase()])).size === 0;
}

/**
 * One delivery: its PDF (a report row, listed in /relatorios, shared by every recipient of the
 * account and period), then the e-mail, recorded as sent in the same transaction as the outbox
 * message and the job's completion. The row is locked while sending, so a second job of the same
 * delivery waits and then finds it sent. An address the mail server refuses for good is marked
 * bounced and never sent to again.
 */
export async function deliverReport(
  ctx: Pick<AppContext, "db" | "env" | "mail" | "log">,
  deliveryId: string,
  settle: (tx: Tx) => Promise<void>,
  options: { attachmentLimit?: number } = {},
) {
  const delivery = await findDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.status !== "pending") return "skipped" as const;
  if (!(await stillDue(ctx, delivery))) {
    await updateDelivery(ctx.db, deliveryId, { status: "cancelled" });
    return "cancelled" as const;
  }
  const account = await readAccount(ctx, delivery.workspaceId, delivery.socialProfileId);
  let reportId =
    delivery.reportId ??
    (await findScheduledReport(ctx.db, delivery.workspaceId, delivery.socialProfileId, delivery.periodFrom, delivery.periodTo))
      ?.id ??
    null;
  if (!reportId) {
    const settings = await findReportSettings(ctx.db, delivery.workspaceId);
    const report = await insertReport(ctx.db, {
      workspaceId: delivery.workspaceId,
      socialProfileId: delivery.socialProfileId,
      trigger: "scheduled",
      periodPreset: cadencePreset(delivery.cadence),
      periodFrom: delivery.periodFrom,
      periodTo: delivery.periodTo,
      sections: settings?.sections ?? null,
      note: settings?.note ?? null,
      fileName: reportFileName(account, delivery.periodFrom, delivery.periodTo, "pdf"),
    });
    reportId = report.id;
  }
  if (reportId !== delivery.reportId) await updateDelivery(ctx.db, deliveryId, { reportId });
  const stored = await findReportContent(ctx.db, reportId);
  const pdf =
    stored?.status === "done" && stored.content ? stored.content : await generateReport(ctx, delivery.workspaceId, reportId);
  if (!pdf) return "skipped" as const;
  const workspaceName = await readWorkspaceName(ctx, delivery.workspaceId);
  const brand = await emailBrand(ctx, delivery.workspaceId, workspaceName);
  const attach = pdf.length <= (options.attachmentLimit ?? attachmentLimitBytes);
  // An outside address cannot sign in: it gets no link to /relatorios, so a large file goes attached all the same.
  const link = attach || delivery.email ? null : `${ctx.env.APP_URL}/relatorios?relatorio=${reportId}`;
  const fileName = reportFileName(account, delivery.periodFrom, delivery.periodTo, "pdf");
  const outsideRecipient = delivery.email
    ? await findOutsideRecipientByEmail(ctx.db, delivery.workspaceId, delivery.email)
    : undefined;
  const unsubscribeUrl = outsideRecipient
    ? unsubscribeUrlOf(ctx, { kind: "outside", recipientId: outsideRecipient.id })
    : delivery.userId
      ? unsubscribeUrlOf(ctx, {
          kind: "member",
          workspaceId: delivery.workspaceId,
          userId: delivery.userId,
          generation: await findRecipientGeneration(ctx.db, delivery.workspaceId, delivery.userId),
        })
      : null;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockDelivery(tx, deliveryId);
    if (!locked || locked.status !== "pending") {
      await settle(tx);
      return "skipped" as const;
    }
    const { email } = locked;
    const content = scheduledEmail({
      account,
      from: delivery.periodFrom,
      to: delivery.periodTo,
      cadence: delivery.cadence,
      link,
      workspaceName,
      outside: Boolean(delivery.email),
      test: false,
      unsubscribeUrl,
      brand,
    });
    const message = {
      to: email,
      ...content,
      ...(unsubscribeUrl ? { headers: unsubscribeHeaders(unsubscribeUrl) } : {}),
      ...(attach || delivery.email
        ? { attachments: [{ filename: fileName, contentType: "application/pdf", content: pdf }] }
        : {}),
      messageId: `<report-${deliveryId}@inteligram.com.br>`,
    };
    try {
      await ctx.mail.send(message, { tx });
    } catch (error) {
      if (!isPermanentRejection(error)) throw error;
      await suppressEmail(tx, delivery.workspaceId, email.toLowerCase(), "bounced");
      await updateDelivery(tx, deliveryId, { status: "failed", error: bouncedMessage });
      await settle(tx);
      return "bounced" as const;
    }
    await updateDelivery(tx, deliveryId, {
      status: "sent",
      sentAt: new Date(),
      attached: attach || Boolean(delivery.email),
      error: null,
    });
    await settle(tx);
    return "sent" as const;
  });
}

/**
 * A test send: the report of one account and period rendered with the schedule's sections and
 * note, to the person who asked only (still a member), marked as a test. Nothing is recorded as
 * delivered, so it never stands in for the real send.
 */
export async function deliverTestReport(
  ctx: Pick<AppContext, "db" | "env" | "mail" | "log">,
  input: {
    workspaceId: string;
    userId: string;
    accountId: string;
    cadence: keyof typeof reportFrequencyLabels;
    from: string;
    to: string;
  },
  settle: (tx: Tx) => Promise<void>,
) {
  const member = (await listMembersWithChoice(ctx.db, input.workspaceId)).find((row) => row.userId === input.userId);
  if (!member) return "skipped" as const;
  const account = await readAccount(ctx, input.workspaceId, input.accountId);
  const pdf = await renderReportFor(ctx, input.workspaceId, {
    accountId: input.accountId,
    cadence: input.cadence,
    from: input.from,
    to: input.to,
  });
  const workspaceName = await readWorkspaceName(ctx, input.workspaceId);
  const brand = await emailBrand(ctx, input.workspaceId, workspaceName);
  const content = scheduledEmail({
    account,
    from: input.from,
    to: input.to,
    cadence: input.cadence,
    link: null,
    workspaceName,
    outside: false,
    test: true,
    unsubscribeUrl: null,
    brand,
  });
  await ctx.db.transaction(async (tx) => {
    await ctx.mail.send(
      {
        to: member.email,
        ...content,
        attachments: [
          { filename: reportFileName(account, input.from, input.to, "pdf"), contentType: "application/pdf", content: pdf },
        ],
      },
      { tx },
    );
    await settle(tx);
  });
  return "sent" as const;
}
