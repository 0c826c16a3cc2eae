import type { CommentsSummary } from "@core/analytics/comments-summary";
import { periodSearchParams, type PeriodSelection } from "@core/analytics/period-search";
import { pluralize } from "./history-view";
import { formatPtBrNumber } from "@core/format/pt-br-number";

// "O que dizem os comentários": the section's texts and links, apart from its layout.

/**
 * The chart's text alternative: how many comments Inteligram collected, and the busiest day. The
 * word "coletados" keeps it apart from the indicator "Comentários", the networks' own count of
 * every comment the period's posts received (a collection reads only the newest ones).
 */
export function summarizeCommentsSeries(series: CommentsSummary["series"]): string {
  const total = series.reduce((sum, point) => sum + point.comments, 0);
  if (total === 0) return "Nenhum comentário coletado no período.";
  const busiest = series.reduce((best, point) => (point.comments > best.comments ? point : best));
  const [year, month, day] = busiest.day.split("-");
  return `${pluralize(total, "comentário coletado", "comentários coletados")} no período; o dia com mais foi ${day}/${month}/${year} (${pluralize(busiest.comments, "comentário", "comentários")}).`;
}

export const unansweredCaption = "Perguntas sem resposta há mais de 24 h:";
/** "Perguntas sem resposta há mais de 24 h: 3": the count the section shows. */
export const unansweredLabel = (count: number) => `${unansweredCaption} ${formatPtBrNumber(count)}`;

/**
 * The raw-data search (/busca) showing the same questions: the account's comments "sem resposta"
 * in the dashboard's period (its ?periodo=, ?de=, ?ate=), so the count there matches this one.
 */
export function unansweredSearchHref(accountId: string, selection: PeriodSelection): string {
  const params = new URLSearchParams({ conta: accountId, tipo: "comments", "sem-resposta": "1" });
  if (selection.preset !== "30d") params.set(periodSearchParams.preset, selection.preset);
  if (selection.preset === "custom") {
    params.set(periodSearchParams.from, selection.from ?? "");
    params.set(periodSearchParams.to, selection.to ?? "");
  }
  return `/busca?${params.toString()}`;
}

/** Why the terms and questions may not cover every comment of a long period. */
export function describeSample(summary: Pick<CommentsSummary, "sample" | "total">): string | null {
  if (summary.sample.comments >= summary.total) return null;
  return `Termos e perguntas frequentes dos ${formatPtBrNumber(summary.sample.comments)} comentários mais recentes do período.`;
}
