import { presentChange } from "@core/analytics/change";
import type { InsightGap } from "@core/analytics/owner-insights-figures";
import { formatInsightDifference, formatInsightValue, type PeriodInsightKey } from "@core/analytics/owner-insights-labels";
import { formatReportFigure } from "@core/reports/report-figures";
import { describeInsightGap } from "@core/social/insight-gaps";
import type { InsightsUnavailableReason } from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";

// The owner's insights as the PDF's pages and the Excel's sheets write them (docs/decisions/044):
// which accounts have them at all, and a figure in full or, missing, "Indisponível" with its
// reason (src/core/social/insight-gaps.ts), never a 0.

/** What the report and the export write where a figure is missing (its reason beside). */
export const unavailableText = "Indisponível";

/**
 * Reasons that mean the account itself has none of a family (connected by username, a network or
 * an account kind without it): the PDF leaves the section out and the Excel the sheet. Any other
 * reason (a missing permission, a reading not made yet) is written in the section's place.
 */
const noInsightsReasons: ReadonlySet<InsightsUnavailableReason> = new Set([
  "username_connection",
  "not_supported",
  "personal_account",
]);

/** Whether an answer of the owner's insights (the period's, "Público", "Stories") has anything to show for the account. */
export function hasOwnerInsights(answer: { unavailable: InsightGap | null } | null | undefined): boolean {
  return answer != null && !(answer.unavailable && noInsightsReasons.has(answer.unavailable.reason));
}

/** "Indisponível: <the reason in a sentence>". */
export function describeUnavailable(gap: InsightGap, platform: Platform): string {
  return `${unavailableText}: ${describeInsightGap(gap, platform)}`;
}

/** A figure with no value and no reason (an answer that should not exist) is said as "Sem dados", never as 0. */
export const gapOfMetric = (metric: { value: number | null; unavailable: InsightGap | null }): InsightGap | null =>
  metric.value === null ? (metric.unavailable ?? { reason: "no_data", permission: null }) : null;

type Metric = {
  value: number | null;
  previous: number | null;
  change: number | null;
  difference: number | null;
  unavailable: InsightGap | null;
};

/**
 * A figure's row cells against the previous period: the value and the previous one in full, the
 * change as the summary writes it (the percent, or the difference: decision 035); "Indisponível"
 * for a figure with no value.
 */
export function insightCells(key: PeriodInsightKey | "count", metric: Metric): [string, string, string] {
  const write = (value: number | null) =>
    value === null
      ? "—"
      : key === "count"
        ? formatReportFigure("count", value)
        : formatInsightValue(key, value, (n) => formatReportFigure(key, n));
  if (metric.value === null) return [unavailableText, write(metric.previous), "—"];
  const change = presentChange({ relative: metric.change, difference: metric.difference }, (difference) =>
    key === "count"
      ? `${difference > 0 ? "+" : ""}${formatReportFigure("count", difference)}`
      : formatInsightDifference(key, difference, (n) => formatReportFigure(key, n)),
  );
  return [write(metric.value), write(metric.previous), change.text];
}

/**
 * The notes under a table of figures: each reason once, with the figures it explains
 * ("Indisponível (Visitas ao perfil, Tempo médio dos Reels): O Instagram não informa…").
 */
export function unavailableNotes(figures: readonly { label: string; gap: InsightGap | null }[], platform: Platform): string[] {
  const byReason = new Map<string, string[]>();
  for (const { label, gap } of figures) {
    if (!gap) continue;
    const sentence = describeInsightGap(gap, platform);
    byReason.set(sentence, [...(byReason.get(sentence) ?? []), label]);
  }
  return [...byReason.entries()].map(([sentence, labels]) => `${unavailableText} (${labels.join(", ")}): ${sentence}`);
}
