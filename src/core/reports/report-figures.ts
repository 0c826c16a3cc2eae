import { presentMetricChange, type PeriodMetricKey } from "../analytics/period-metrics";
import { formatPercent } from "../format/format-percent";
import { ptBrNumberFormat } from "../format/pt-br-number";

// A period figure as a report writes it, in full (the cards abbreviate; a report is read closely):
// the PDF (features/reports/report-document.tsx) and the client's online report (/r/<token>).

const integer = ptBrNumberFormat({ maximumFractionDigits: 0 });

/** '12.345', '3,45%', '+58' for new followers, '—' without a value. */
export function formatReportFigure(key: string, value: number | null): string {
  if (value === null) return "—";
  if (key === "engagementRate" || key === "engagementRatePerView") return formatPercent(value);
  const text = integer.format(value);
  return key === "followerGrowth" && value > 0 ? `+${text}` : text;
}

/** The "Variação" cell: the percent, or without one the difference in full (docs/decisions/035-change-across-zero.md). */
export function formatReportChange(key: PeriodMetricKey, metric: { change: number | null; difference?: number | null }): string {
  return presentMetricChange(key, metric, (difference) => `${difference > 0 ? "+" : ""}${integer.format(difference)}`).text;
}
