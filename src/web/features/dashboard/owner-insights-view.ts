import { presentChange } from "@core/analytics/change";
import {
  formatInsightDifference,
  formatInsightValue,
  periodInsightLabels,
  storyTotalLabels,
  type PeriodInsightKey,
  type StoryTotalKey,
} from "@core/analytics/owner-insights-labels";
import { splitSettledDays, type OnlineHour } from "@core/analytics/owner-insights-figures";
import type { PeriodInsights, StoriesAnswer } from "@core/analytics/owner-insights-responses";
import { formatDay } from "@core/format/format-date";
import { formatCompactNumber, formatCount } from "@core/format/format-number";
import { describeInsightGap, insightGapLabels } from "@core/social/insight-gaps";
import type { InsightsUnavailableReason } from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";
import { formatHour, WEEKDAY_LONG } from "./history-view";
import type { MetricCardView } from "./period-view";

// The owner's insights on the dashboard (docs/decisions/044-owner-insights-in-periods.md): the
// cards' texts, the reach and views charts' points and text alternatives, the online map's grid
// and best hours. Pure and unit-tested; the components lay them out. A missing figure shows its
// reason (src/core/social/insight-gaps.ts), never a 0.

type Metric = PeriodInsights["reach"];
type Gap = { reason: InsightsUnavailableReason; permission: string | null };

/** Why a figure is missing, as a card says it: the reason's short name and its sentence. */
export function describeGap(gap: Gap, platform: Platform) {
  return { title: insightGapLabels[gap.reason], sentence: describeInsightGap(gap, platform) };
}

/**
 * One card of an insight figure against the previous period. A figure without a value and
 * without a reason (an answer that should not exist) is said as "Sem dados", never as 0.
 */
export function describeInsightCard(
  key: string,
  label: string,
  metric: Metric,
  platform: Platform,
  format: (value: number) => string,
  formatDifference: (difference: number) => string,
): MetricCardView {
  const gap = metric.value === null ? (metric.unavailable ?? { reason: "no_data" as const, permission: null }) : null;
  const change = presentChange({ relative: metric.change, difference: metric.difference }, formatDifference);
  const reason = gap ? describeGap(gap, platform) : null;
  return {
    key,
    label,
    available: gap === null,
    reasonTitle: reason?.title,
    reason: reason?.sentence ?? null,
    value: metric.value === null ? "—" : format(metric.value),
    changeText: change.text,
    direction: change.direction,
    changeDescription: change.description,
    previous: metric.previous === null ? null : `Período anterior: ${format(metric.previous)}`,
  };
}

/** A period insight's card: counts compact, as the headline cards write them. */
export function describePeriodInsight(key: PeriodInsightKey, metric: Metric, platform: Platform): MetricCardView {
  return describeInsightCard(
    key,
    periodInsightLabels[key],
    metric,
    platform,
    (value) => formatInsightValue(key, value, formatCompactNumber),
    (difference) => formatInsightDifference(key, difference, (count) => formatCompactNumber(count)),
  );
}

/** A Stories total's card. */
export function describeStoryTotal(
  key: StoryTotalKey,
  metric: StoriesAnswer["totals"][StoryTotalKey],
  platform: Platform,
): MetricCardView {
  return describeInsightCard(
    `stories-${key}`,
    storyTotalLabels[key],
    metric,
    platform,
    (value) => formatCompactNumber(value),
    (difference) => formatCompactNumber(difference, { signed: true }),
  );
}

export type DailyFigure = "reach" | "views";

/**
 * One day of a daily chart: the period's figure (`value`), drawn as `settled` when the day is final
 * and as `partial` while the network may still change it, and the previous period's same-numbered day.
 */
export type DailyPoint = {
  day: string;
  value: number | null;
  settled: number | null;
  partial: number | null;
  previousDay: string | null;
  previous: number | null;
};

/**
 * A daily figure of the period beside the previous period's, day by day (the first day with the
 * first day, and so on: both periods have the same length).
 */
export function dailyPoints(insights: Pick<PeriodInsights, "days" | "previousDays">, figure: DailyFigure): DailyPoint[] {
  const { settled, partial } = splitSettledDays(insights.days.map((day) => ({ value: day[figure], final: day.final })));
  return insights.days.map((day, index) => {
    const before = insights.previousDays[index];
    return {
      day: day.day,
      value: day[figure],
      settled: settled[index] ?? null,
      partial: partial[index] ?? null,
      previousDay: before?.day ?? null,
      previous: before ? before[figure] : null,
    };
  });
}

/** The days of a daily chart the network may still change, said under it ("" when all are final). */
export function describePartialDays(points: readonly DailyPoint[]): string {
  const open = points.filter((point) => point.value !== null && point.settled === null);
  if (open.length === 0) return "";
  const days =
    open.length === 1
      ? `o dia ${formatDay(open[0]!.day)} ainda pode mudar`
      : `os dias a partir de ${formatDay(open[0]!.day)} ainda podem mudar`;
  return `Linha pontilhada: ${days} (a rede fecha cada dia em até 48 h).`;
}

const figureWords: Record<DailyFigure, { total: string; perDay: string }> = {
  reach: { total: "Alcance", perDay: "contas alcançadas" },
  views: { total: "Visualizações", perDay: "visualizações" },
};

/**
 * A daily chart's text alternative: the period's total over its days with data, the previous
 * period's and the change, and the best day. Days the network has not given are said, never
 * counted as 0.
 */
export function summarizeDaily(points: readonly DailyPoint[], metric: Metric, figure: DailyFigure): string {
  const known = points.filter((point) => point.value !== null);
  if (known.length === 0 || metric.value === null)
    return `Sem dados de ${figureWords[figure].total.toLowerCase()} neste período.`;
  const best = known.reduce((top, point) => (point.value! > top.value! ? point : top));
  const days =
    known.length === points.length
      ? `${formatCount(points.length)} dias`
      : `${formatCount(known.length)} de ${formatCount(points.length)} dias com dados`;
  const previous =
    metric.previous === null
      ? " Sem período anterior para comparar."
      : ` Período anterior: ${formatCount(metric.previous)}${metric.change === null ? "" : ` (${presentChange({ relative: metric.change, difference: metric.difference }, (value) => formatCount(value, { signed: true })).text})`}.`;
  return (
    `${figureWords[figure].total}: ${formatCount(metric.value)} em ${days}.${previous} ` +
    `Maior dia: ${formatDay(best.day)}, com ${formatCount(best.value!)} ${figureWords[figure].perDay}.`
  );
}

/** The online map as 7 rows (0 = domingo) of 24 hours; an hour without data is null (never 0). */
export function onlineGrid(hours: readonly OnlineHour[]): (number | null)[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, (): number | null => null));
  for (const cell of hours)
    if (grid[cell.weekday] && cell.hour >= 0 && cell.hour < 24) grid[cell.weekday]![cell.hour] = cell.followers;
  return grid;
}

/** 0-4: how full an hour is against the map's busiest (0 = no one or no data). */
export function onlineLevel(followers: number | null, max: number): number {
  if (followers === null || followers <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((followers / max) * 4));
}

/** "quarta-feira às 20h" */
export function describeWeekdayHour(cell: Pick<OnlineHour, "weekday" | "hour">): string {
  return `${WEEKDAY_LONG[cell.weekday]} às ${formatHour(cell.hour)}`;
}

/** "Melhores horários para publicar (seguidores online): quarta-feira às 20h (1.234), …" or why there are none. */
export function describeBestHours(best: readonly OnlineHour[]): string {
  if (best.length === 0) return "Ainda não há horas com seguidores online suficientes para sugerir um horário.";
  const list = best.map((cell) => `${describeWeekdayHour(cell)} (${formatCount(cell.followers)} seguidores online)`);
  return `Melhores horários para publicar, pelo público online: ${list.join("; ")}.`;
}

/** "1.234 seguidores online" or "Sem dados" for an hour the network did not give. */
export function describeOnlineCell(followers: number | null): string {
  return followers === null ? "Sem dados" : `${formatCount(followers)} seguidores online`;
}

/** A story's figure: the count in full, "—" where the network gave none (the story's reason, if any, is said beside). */
export function formatStoryFigure(value: number | null): string {
  return value === null ? "—" : formatCount(value);
}
