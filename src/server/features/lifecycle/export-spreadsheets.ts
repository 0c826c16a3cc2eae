import { earliestDay, saoPauloDay } from "@core/analytics/period";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { findFirstDay } from "../analytics/history.queries";
import { listActiveAccounts } from "../social-accounts/accounts.queries";
import { exportWorkbook } from "../reports/export.service";
import { reportFileName } from "../reports/reports.service";

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
      files[`${spreadsheetFolder}/${reportFileName(account.username ?? account.id, from, today, "xlsx")}`] = bytes;
    }
  } catch (error) {
    if (error instanceof AppError && error.reason === "NO_PLAN") {
      return { files: {}, note: "Sem plano ativo, as planilhas do histórico não foram geradas; o histórico completo está nos arquivos JSON." };
    }
    throw error;
  }
  const count = Object.keys(files).length;
  return {
    files,
    note:
      count === 0
        ? "Nenhuma conta com histórico coletado: não há planilhas."
        : "espaco-de-trabalho/planilhas/: uma planilha Excel por conta do Instagram com todo o histórico guardado (publicações, métricas diárias, indicadores e concorrentes), a mesma do botão \"Exportar Excel\".",
  };
}
