import { earliestDay, saoPauloDay } from "@core/analytics/period";
import { sentimentLabels } from "@core/comments/sentiment";
import { platformLabels } from "@core/social/platforms";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { listCommentsForExport } from "../analytics/comments.service";
import { findFirstDay } from "../analytics/history.queries";
import { listActiveAccounts } from "../social-accounts/accounts.queries";
import { exportWorkbook } from "../reports/export.service";
import { reportFileName } from "../reports/reports.service";
import { toSheetDate, xlsxBuffer, type Sheet } from "../../spreadsheets/spreadsheet";

export const spreadsheetFolder = "espaco-de-trabalho/planilhas";

/**
 * "Meus dados"' readable copy of the history (docs/decisions/020): the reports' xlsx export
 * (export.service.ts, the same sheets as "Exportar Excel") of each own account for its whole
 * retained history, from its first collected day (at most 3 years back) to today. An account
 * without a collected day has no spreadsheet. The export reads through the plan check, as the
 * dashboard does: a workspace without a plan gets the JSON files only, and the note says so.
 */
export async function workspaceSpreadsheets(ctx: Pick<AppContext, "db" | "env">, workspaceId: string, now: Date) {
  const files: Record<string, Uint8Array> = {};
  const today = saoPauloDay(now);
  const oldest = earliestDay(now);
  try {
    for (const { account } of await listActiveAccounts(ctx.db, workspaceId)) {
      const first = await findFirstDay(ctx.db, account.id);
      if (!first) continue;
      const from = first < oldest ? oldest : first > today ? today : first;
      const { bytes } = await exportWorkbook(ctx, workspaceId, { accountId: account.id, period: "custom", from, to: today }, now);
      // The file names the account's network (reportFileName): the same username on two networks is two files.
      files[
        `${spreadsheetFolder}/${reportFileName({ ...account, username: account.username ?? account.id }, from, today, "xlsx")}`
      ] = bytes;
    }
  } catch (error) {
    if (error instanceof AppError && error.reason === "NO_PLAN") {
      return {
        files: {},
        note: "Sem plano ativo, as planilhas do histórico não foram geradas; o histórico completo está nos arquivos JSON.",
      };
    }
    throw error;
  }
  const count = Object.keys(files).length;
  return {
    files,
    note:
      count === 0
        ? "Nenhuma conta com histórico coletado: não há planilhas."
        : 'espaco-de-trabalho/planilhas/: uma planilha Excel por conta (Instagram ou TikTok) com todo o histórico guardado (publicações, métricas diárias, indicadores e concorrentes), a mesma do botão "Exportar Excel".',
  };
}

export const commentsSpreadsheetName = `${spreadsheetFolder}/comentarios.xlsx`;

/**
 * The comments the workspace holds, in one readable sheet "Comentários" (docs/product/features.md
 * "Comments and search": commenters' usernames and texts are third parties' personal data the
 * workspace keeps, so "Meus dados" shows them, those gone from the network included). Null
 * without comments. The same rows are in espaco-de-trabalho/comments.json.
 */
export async function commentsSpreadsheet(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const rows = await listCommentsForExport(ctx, workspaceId);
  if (rows.length === 0) return null;
  const dateTime = "dd/mm/yyyy hh:mm";
  const yesNo = (value: boolean) => (value ? "Sim" : "Não");
  const sheet: Sheet = {
    name: "Comentários",
    columns: [
      { header: "Conta", key: "account", width: 22 },
      { header: "Rede", key: "platform", width: 12 },
      { header: "Publicação", key: "permalink", width: 40 },
      { header: "Autor", key: "username", width: 22 },
      { header: "Comentário", key: "text", width: 60 },
      { header: "Data", key: "publishedAt", width: 18, numFmt: dateTime },
      { header: "Curtidas", key: "likes", width: 10, numFmt: "#,##0" },
      { header: "Resposta a outro comentário", key: "reply", width: 14 },
      { header: "Da própria conta", key: "fromAccount", width: 12 },
      { header: "Pergunta", key: "question", width: 10 },
      { header: "Sentimento", key: "sentiment", width: 12 },
      { header: "Respondido pela conta em", key: "repliedAt", width: 18, numFmt: dateTime },
      { header: "Apagado no Instagram em", key: "deletedAt", width: 18, numFmt: dateTime },
    ],
    rows: rows.map((row) => [
      `@${row.account}`,
      platformLabels[row.platform],
      row.permalink,
      row.username,
      row.text,
      toSheetDate(row.publishedAt),
      row.likeCount,
      yesNo(row.isReply),
      yesNo(row.fromAccount),
      yesNo(row.isQuestion),
      sentimentLabels[row.sentiment],
      row.accountRepliedAt ? toSheetDate(row.accountRepliedAt) : null,
      row.deletedAt ? toSheetDate(row.deletedAt) : null,
    ]),
  };
  return { name: commentsSpreadsheetName, bytes: new Uint8Array(await xlsxBuffer([sheet])), count: rows.length };
}
