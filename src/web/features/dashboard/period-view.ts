import { interactionsDescription } from "@core/social/engagement";
import type { PeriodAnalytics, PeriodMetric, PostSortKey } from "@core/analytics/analytics-responses";
import {
  periodMetricKeysFor,
  periodMetricLabelFor,
  presentMetricChange,
  type PeriodMetricKey,
} from "@core/analytics/period-metrics";
import type { ChangeDirection } from "@core/analytics/change";
import type { Period } from "@core/analytics/period";
import { describeGrowthBase, noComparisonReason, type FollowerGrowth } from "@core/analytics/period-figures";
import { formatDay, formatDayRange } from "@core/format/format-date";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import type { HeatmapCell } from "@core/social/history";
import { formatLabelOf } from "@core/social/formats";
import type { Platform } from "@core/social/platforms";
import type { PostsTableState } from "./analytics-api";
import type { PeriodSelection } from "~/lib/period-search";
import { pluralize } from "./history-view";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

/** Whether an answer's period is the one a selection asks for (a preset, or a custom range). */
function isPeriodOf(period: Pick<Period, "preset" | "from" | "to">, selection: PeriodSelection): boolean {
  if (period.preset !== selection.preset) return false;
  return selection.preset !== "custom" || (period.from === selection.from && period.to === selection.to);
}

/**
 * Whether the period's figures on screen (`shown`: the period section's, the comments') are not
 * yet the wanted period's: the period just chosen, or the address's, is still loading (the
 * previous answer stays on screen), or its answer (`latest`) has arrived and is still being drawn
 * (deferred, it renders in slices). The section is then dimmed and busy, and its range line keeps
 * the shown figures' range.
 */
export function isUpdatingPeriod<Answer extends { period: Pick<Period, "preset" | "from" | "to"> }>(
  shown: Answer | undefined,
  latest: Answer | undefined,
  wanted: PeriodSelection,
): boolean {
  return shown !== undefined && (shown !== latest || !isPeriodOf(shown.period, wanted));
}

/** "comparado com 02/10/2026 a 31/10/2026" */
export function formatComparison(previous: Pick<Period, "from" | "to">): string {
  return `comparado com ${formatDayRange(previous)}`;
}

/** A figure as its card shows it: counts abbreviated (docs/product/screens.md), the rate in percent, growth signed. */
export function formatPeriodMetricValue(key: PeriodMetricKey, value: number | null): string {
  if (value === null) return "—";
  if (key === "engagementRate" || key === "engagementRatePerView") return formatPercent(value);
  return formatCompactNumber(value, { signed: key === "followerGrowth" });
}

export type PeriodMetricView = {
  key: PeriodMetricKey;
  label: string;
  available: boolean;
  /** Why the figure does not exist for this account (only when unavailable). */
  reason: string | null;
  value: string;
  /** "+12,3%"; "+58" for a figure that crosses zero (docs/decisions/035-change-across-zero.md); "—" without a base. */
  changeText: string;
  direction: ChangeDirection;
  /** The change in words, for screen readers. */
  changeDescription: string;
  /** "Período anterior: 1,2K", or null when the previous period has no figure. */
  previous: string | null;
};

/** What a figure's card shows: a headline figure, or one of the owner's insights with its reason's short name. */
export type MetricCardView = Omit<PeriodMetricView, "key"> & { key: string; reasonTitle?: string };

/**
 * One card per headline metric of the account's network, in the contract's order (TikTok: both
 * engagement rates, labelled, and the shares; decision 029).
 */
export function describePeriodMetrics(
  metrics: Partial<Record<PeriodMetricKey, PeriodMetric>>,
  platform?: Platform,
): PeriodMetricView[] {
  return periodMetricKeysFor(platform).flatMap((key) => {
    const metric = metrics[key];
    if (!metric) return [];
    const change = presentMetricChange(key, metric, (difference) => formatCompactNumber(difference, { signed: true }));
    return {
      key,
      label: periodMetricLabelFor(key, platform),
      available: metric.available,
      reason: metric.available ? null : metric.reason,
      value: formatPeriodMetricValue(key, metric.value),
      changeText: change.text,
      direction: change.direction,
      changeDescription: change.description,
      previous: metric.previous === null ? null : `Período anterior: ${formatPeriodMetricValue(key, metric.previous)}`,
    };
  });
}

type FollowersPoint = PeriodAnalytics["followersSeries"][number];
type EngagementPoint = PeriodAnalytics["engagementSeries"][number];

const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });

/**
 * The followers chart's text alternative: how many days it has and the period's growth, counted
 * as the "Novos seguidores" card counts it (decision 023), from the base that card names.
 */
export function summarizeFollowerSeries(points: readonly FollowersPoint[], growth: FollowerGrowth | null): string {
  if (points.length === 0 || !growth) return "Sem dados de seguidores neste período.";
  const days = points.length === 1 ? "1 dia com dados" : `${integerFormat.format(points.length)} dias com dados`;
  const { base, end, value } = growth;
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  const percent = base.followers > 0 ? `, ${formatPercent((value / base.followers) * 100, { signed: true })}` : "";
  const since = growth.baseIsFirstCollectedDay ? "primeiro dia coletado" : "último dia antes do período";
  return (
    `${days}. Novos seguidores: ${sign}${integerFormat.format(Math.abs(value))}${percent}, ` +
    `de ${pluralize(base.followers, "seguidor", "seguidores")} em ${formatDay(base.day)} (${since}) ` +
    `para ${integerFormat.format(end.followers)} em ${formatDay(end.day)}.`
  );
}

/**
 * The notes the headline cards carry (decision 023): how "Novos seguidores" is counted, and why
 * there is no comparison when the collected history does not cover the previous period.
 */
export function describePeriodNotes(analytics: Pick<PeriodAnalytics, "followerGrowth" | "previousCovered" | "firstDay">) {
  return {
    growth: describeGrowthBase(analytics.followerGrowth),
    comparison: analytics.previousCovered ? null : noComparisonReason(analytics.firstDay),
  };
}

export const noPostsMessage = "Nenhuma publicação neste período";

/** The engagement chart's text alternative: the period's posts, interactions and best day. */
export function summarizeEngagementSeries(points: readonly EngagementPoint[], platform: Platform = "instagram"): string {
  const posts = points.reduce((sum, point) => sum + point.posts, 0);
  if (posts === 0) return `${noPostsMessage}.`;
  const interactions = points.reduce((sum, point) => sum + point.interactions, 0);
  const best = points.reduce<EngagementPoint | null>(
    (top, point) => (point.engagementRate !== null && (top === null || point.engagementRate > top.engagementRate!) ? point : top),
    null,
  )!;
  return (
    `${pluralize(posts, "publicação", "publicações")} com ${pluralize(interactions, "interação", "interações")} (${interactionsDescription(platform)}). ` +
    `Maior taxa de engajamento em ${formatDay(best.day)}: ${formatPercent(best.engagementRate!)} em ${pluralize(best.posts, "publicação", "publicações")}.`
  );
}

/** The server's cells with posts, as the full 7 x 24 grid the heatmap table lays out. */
export function toHeatmapGrid(cells: PeriodAnalytics["heatmap"]): HeatmapCell[][] {
  const grid = Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour): HeatmapCell => ({ weekday, hour, posts: 0, meanEngagement: 0 })),
  );
  for (const cell of cells) {
    const slot = grid[cell.weekday]?.[cell.hour];
    if (slot) Object.assign(slot, { posts: cell.posts, meanEngagement: Math.round(cell.averageInteractions) });
  }
  return grid;
}

/**
 * "Melhor formato no período: Reels, com taxa de engajamento de 1,23%." or null without posts
 * (or without a known rate).
 */
export function describeBestFormat(byFormat: PeriodAnalytics["byFormat"]): string | null {
  let best: { label: string; rate: number } | null = null;
  for (const row of byFormat) {
    if (row.posts > 0 && row.engagementRate !== null && (best === null || row.engagementRate > best.rate)) {
      best = { label: formatLabelOf(row), rate: row.engagementRate };
    }
  }
  if (!best) return null;
  return `Melhor formato no período: ${best.label}, com taxa de engajamento de ${formatPercent(best.rate)}.`;
}

export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Página 1 de 4" */
export function formatPageLabel(page: number, pages: number): string {
  return `Página ${page} de ${pages}`;
}

/** A click on a column header: the same column flips its order, another starts highest first. */
export function sortBy(table: PostsTableState, key: PostSortKey): PostsTableState {
  const order = table.sort === key ? (table.order === "desc" ? "asc" : "desc") : "desc";
  return { ...table, sort: key, order, page: 1 };
}

/** aria-sort for a column header: only the sorted column carries it. */
export function ariaSortOf(table: PostsTableState, key: PostSortKey): "ascending" | "descending" | undefined {
  if (table.sort !== key) return undefined;
  return table.order === "asc" ? "ascending" : "descending";
}
