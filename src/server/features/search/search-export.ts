import { periodLabels } from "@core/analytics/period";
import { sentimentLabels } from "@core/comments/sentiment";
import { formatDayRange } from "@core/format/format-date";
import { formatCount } from "@core/format/format-number";
import {
  SEARCH_EXPORT_MAX_ROWS,
  searchKindLabels,
  searchScopeLabels,
  type SearchEcho,
  type SearchResult,
} from "@core/search/search-responses";
import { formatAccountLabel } from "@core/social/account-label";
import { postTypeLabels } from "@core/social/post-type-labels";
import { Readable } from "node:stream";
import type { AppContext } from "../../context";
import { csvLines, toSheetDate, xlsxStream, type Sheet, type SheetCell } from "../../spreadsheets/spreadsheet";
import { searchForExport, type SearchInput } from "./search.service";

// The search's results as a spreadsheet (docs/product/features.md "Reports and exports": pt-BR headers, real
// date and number cells; CSV with ';' and a BOM for a Brazilian Excel), every page at once up to
// SEARCH_EXPORT_MAX_ROWS. A larger result is cut, and the file says so.

export const searchExportFormats = ["csv", "xlsx"] as const;
export type SearchExportFormat = (typeof searchExportFormats)[number];

const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? "Sim" : "Não");

function resultsSheet(results: readonly SearchResult[]): Sheet {
  return {
    name: "Resultados",
    columns: [
      { header: "Tipo", key: "kind", width: 13 },
      { header: "Conta", key: "username", width: 24 },
      { header: "Publicado em", key: "publishedAt", width: 18, numFmt: "dd/mm/yyyy hh:mm" },
      { header: "Autor", key: "author", width: 24 },
      { header: "Texto", key: "text", width: 70 },
      { header: "Curtidas", key: "likes", width: 11, numFmt: "#,##0" },
      { header: "Formato do post", key: "postType", width: 16 },
      { header: "Pergunta", key: "isQuestion", width: 10 },
      { header: "Sem resposta", key: "unanswered", width: 13 },
      { header: "Sentimento", key: "sentiment", width: 12 },
      { header: "Link do post", key: "postPermalink", width: 45 },
    ],
    rows: results.map((result): SheetCell[] => [
      result.kind === "post" ? "Publicação" : "Comentário",
      formatAccountLabel(result),
      toSheetDate(result.publishedAt),
      `@${result.author}`,
      result.text,
      result.likes,
      postTypeLabels[result.postType],
      yesNo(result.isQuestion),
      yesNo(result.unanswered),
      result.sentiment ? sentimentLabels[result.sentiment] : null,
      result.postPermalink,
    ]),
  };
}

/** The note of a cut export: how many of how many matches the file holds. */
export function cutNote(total: number) {
  return `Exportação limitada aos primeiros ${formatCount(SEARCH_EXPORT_MAX_ROWS)} de ${formatCount(total)} resultados. Use filtros para exportar o restante.`;
}

/** The workbook's second sheet: what was searched, so the file explains itself. */
function aboutSheet(query: SearchEcho, exported: number, total: number): Sheet {
  const filters = [
    searchKindLabels[query.kind],
    query.accountId ? null : searchScopeLabels[query.scope],
    query.type ? `Formato: ${postTypeLabels[query.type]}` : null,
    query.author ? `Autor: @${query.author}` : null,
    query.questions ? "Só perguntas" : null,
    query.unanswered ? "Sem resposta" : null,
  ].filter((part): part is string => part !== null);
  const rows: SheetCell[][] = [
    ["Busca", query.q],
    ["Período", `${periodLabels[query.period.preset]}: ${formatDayRange(query.period)}`],
    ["Filtros", filters.join("; ")],
    ["Resultados exportados", exported],
    ["Resultados encontrados", total],
  ];
  if (total > exported) rows.push(["Aviso", cutNote(total)]);
  return {
    name: "Sobre a exportação",
    columns: [
      { header: "Item", key: "item", width: 24 },
      { header: "Valor", key: "value", width: 80, numFmt: "#,##0" },
    ],
    rows,
  };
}

function fileName(query: SearchEcho, extension: SearchExportFormat) {
  return `busca-${query.period.from}-a-${query.period.to}.${extension}`;
}

/** GET /api/search/export: the file of a search, streamed. */
export async function exportSearch(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  input: SearchInput,
  format: SearchExportFormat,
) {
  const { query, total, results } = await searchForExport(ctx, workspaceId, input);
  const sheet = resultsSheet(results);
  if (format === "xlsx") {
    return {
      body: xlsxStream([sheet, aboutSheet(query, results.length, total)]),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      fileName: fileName(query, format),
    };
  }
  async function* bytes() {
    for await (const line of csvLines(sheet)) yield Buffer.from(line, "utf8");
    // A cut file says so on its last line, after the rows a program reads.
    if (total > results.length) yield Buffer.from(`${cutNote(total)}\r\n`, "utf8");
  }
  return {
    body: Readable.toWeb(Readable.from(bytes())) as ReadableStream<Uint8Array>,
    contentType: "text/csv; charset=utf-8",
    fileName: fileName(query, format),
  };
}
