import { hasRole } from "@core/team/roles";
import type { NamedAccount } from "@core/social/account-label";
import { resolvePeriod, storedPeriodInput, type PeriodPreset } from "@core/analytics/period";
import type { ReportFrequency } from "@core/plans/catalogue";
import { cadencePreset } from "@core/reports/report-schedule";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { refuseWhenSuspended, workspaceSuspendedError } from "../../http/workspace-suspended";
import { requirePlan } from "../billing/billing.service";
import { readAccountOrCurrent } from "../social-accounts/accounts.service";
import { buildReportData } from "./report-data.service";
import { renderReportPdf } from "./render-report";
import {
  deleteReport,
  findReport,
  findReportFile,
  findReportSettings,
  insertRequestedReport,
  listReports,
  updateReport,
} from "./reports.queries";
import { generateReportMessage } from "./reports.messages";

export const reportNotFoundMessage = "Relatório não encontrado.";
export const reportDeleteForbiddenMessage = "Só o proprietário do espaço de trabalho ou quem pediu o relatório pode excluí-lo.";

/** Who is looking: the owner, or a member who may delete only the reports they asked for. */
export type ReportViewer = { userId: string; role: RequestWorkspace["role"] };

function mayDelete(row: { requestedBy: string | null }, viewer: ReportViewer | undefined) {
  if (!viewer) return false;
  return hasRole(viewer.role, "admin") || (row.requestedBy !== null && row.requestedBy === viewer.userId);
}

export type ReportRequest = {
  accountId?: string;
  /** The account the person chose (RequestWorkspace.currentAccountId), used when `accountId` is absent. */
  chosenAccountId?: string | null;
  period: PeriodPreset;
  from?: string;
  to?: string;
};

/** The period asked for, or a pt-BR 400 on its field (the same rules as the dashboard's). */
export function reportPeriodOf(query: ReportRequest, now: Date) {
  const result = resolvePeriod({ preset: query.period, from: query.from, to: query.to }, now);
  if (!result.ok) throw new AppError("INVALID_INPUT", result.message, { details: { [result.field]: result.message } });
  return result.period;
}

/** The account asked for (404 when it is not this workspace's), else the one the person looks at on the dashboard. */
export async function reportAccountOf(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  query: Pick<ReportRequest, "accountId" | "chosenAccountId">,
) {
  await requirePlan(ctx, workspaceId);
  return readAccountOrCurrent(ctx, workspaceId, query.accountId, query.chosenAccountId);
}

/** "relatorio-loja-instagram-2026-11-01-a-2026-11-30.pdf": the account's network named, as everywhere (docs/decisions/033-account-labels.md). */
export function reportFileName(account: NamedAccount, from: string, to: string, extension: string) {
  const safe = account.username.replace(/[^a-zA-Z0-9._-]/g, "") || "conta";
  return `relatorio-${safe}-${account.platform}-${from}-a-${to}.${extension}`;
}

type Row = Awaited<ReturnType<typeof listReports>>[number];
export function toReportView(row: Row, viewer?: ReportViewer) {
  return {
    id: row.id,
    accountId: row.socialProfileId,
    username: row.username ?? "",
    platform: row.platform,
    requestedBy: row.requestedByName ?? null,
    trigger: row.trigger,
    period: { preset: row.periodPreset, from: row.periodFrom, to: row.periodTo },
    status: row.status,
    progress: row.progress,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    canDelete: mayDelete(row, viewer),
  };
}

/** Queues one PDF report; its job reports progress on the row. */
export async function requestReport(
  ctx: AppContext,
  workspaceId: string,
  userId: string,
  input: ReportRequest,
  now = new Date(),
) {
  const period = reportPeriodOf(input, now);
  const account = await reportAccountOf(ctx, workspaceId, input);
  // The report's shape is the one saved on /relatorios (with the schedule).
  const settings = await findReportSettings(ctx.db, workspaceId);
  const savedId = await insertRequestedReport(ctx.db, {
    workspaceId,
    socialProfileId: account.id,
    requestedBy: userId,
    sections: settings?.sections ?? null,
    note: settings?.note ?? null,
    periodPreset: period.preset,
    periodFrom: period.from,
    periodTo: period.to,
    fileName: reportFileName(account, period.from, period.to, "pdf"),
  });
  // The insert refuses a suspended workspace (decision 020); nothing else makes it return no row.
  if (!savedId) throw workspaceSuspendedError();
  await ctx.queue.send(generateReportMessage, { reportId: savedId, workspaceId });
  return readReport(ctx, workspaceId, savedId, { userId, role: "editor" });
}

export async function readReport(ctx: Pick<AppContext, "db">, workspaceId: string, id: string, viewer?: ReportViewer) {
  const row = await findReport(ctx.db, workspaceId, id);
  if (!row) throw new AppError("NOT_FOUND", reportNotFoundMessage);
  return toReportView(row, viewer);
}

export async function listWorkspaceReports(ctx: Pick<AppContext, "db">, workspaceId: string, viewer?: ReportViewer) {
  return (await listReports(ctx.db, workspaceId)).map((row) => toReportView(row, viewer));
}

export async function readReportFile(ctx: Pick<AppContext, "db">, workspaceId: string, id: string) {
  const row = await findReportFile(ctx.db, workspaceId, id);
  if (!row) throw new AppError("NOT_FOUND", reportNotFoundMessage);
  if (row.status !== "done" || !row.content)
    throw new AppError("CONFLICT", "O relatório ainda está sendo gerado.", { reason: "NOT_READY" });
  return { fileName: row.fileName, content: row.content };
}

/** Only the workspace's owner or the person who asked for the report deletes it (403 for others). */
export async function removeReport(ctx: Pick<AppContext, "db">, workspaceId: string, viewer: ReportViewer, id: string) {
  const row = await findReport(ctx.db, workspaceId, id);
  if (!row) throw new AppError("NOT_FOUND", reportNotFoundMessage);
  if (!mayDelete(row, viewer)) throw new AppError("FORBIDDEN", reportDeleteForbiddenMessage, { reason: "NOT_REPORT_REQUESTER" });
  if (!(await deleteReport(ctx.db, workspaceId, id))) {
    // Its statement refuses a suspended workspace (decision 020); else the report went meanwhile.
    await refuseWhenSuspended(ctx.db, workspaceId);
    throw new AppError("NOT_FOUND", reportNotFoundMessage);
  }
}

/**
 * Builds the report's PDF: the data (progress 10 → 40), the document (→ 90), the file saved
 * (100). The figures are the dashboard's for the stored days.
 */
export async function generateReport(
  ctx: Pick<AppContext, "db" | "env" | "log">,
  workspaceId: string,
  reportId: string,
  now = new Date(),
) {
  const row = await findReport(ctx.db, workspaceId, reportId);
  if (!row) return null;
  await updateReport(ctx.db, reportId, { status: "running", progress: 10 });
  // The period as asked for, even on a later day: "Mês passado" is compared with the month before (decision 023).
  const period = storedPeriodInput({ preset: row.periodPreset, from: row.periodFrom, to: row.periodTo });
  const data = await buildReportData(ctx, workspaceId, { accountId: row.socialProfileId, ...period }, now, {
    sections: row.sections,
    note: row.note,
  });
  await updateReport(ctx.db, reportId, { progress: 40 });
  const pdf = await renderReportPdf(data, ctx.log.child({ reportId }));
  await updateReport(ctx.db, reportId, { progress: 90 });
  await updateReport(ctx.db, reportId, {
    status: "done",
    progress: 100,
    content: pdf,
    sizeBytes: pdf.length,
    finishedAt: new Date(),
    error: null,
  });
  return pdf;
}

/** A PDF of one account and a cadence's period in the shape saved on /relatorios, without a report row (a test send). */
export async function renderReportFor(
  ctx: Pick<AppContext, "db" | "env" | "log">,
  workspaceId: string,
  input: { accountId: string; cadence: ReportFrequency; from: string; to: string },
  now = new Date(),
) {
  const settings = await findReportSettings(ctx.db, workspaceId);
  const period = storedPeriodInput({ preset: cadencePreset(input.cadence), from: input.from, to: input.to });
  const data = await buildReportData(ctx, workspaceId, { accountId: input.accountId, ...period }, now, {
    sections: settings?.sections ?? null,
    note: settings?.note ?? null,
  });
  return renderReportPdf(data, ctx.log.child({ workspaceId, test: true }));
}
