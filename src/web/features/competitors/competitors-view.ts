import type { CompetitorComparison, ProfileFigures, RankedColumn } from "@core/competitors/competitor-figures";
import { postTypeLabels } from "@core/analytics/analytics-responses";
import { formatPercent } from "@core/format/format-percent";

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const columnLabels: Readonly<Record<RankedColumn, string>> = {
  followers: "Seguidores",
  growth: "Crescimento no período",
  postsPerWeek: "Publicações por semana",
  engagementRate: "Taxa de engajamento",
  averageLikes: "Média de curtidas",
  averageComments: "Média de comentários",
};

/** A cell of the side-by-side table; "—" where the figure is unknown (never a made-up 0). */
export function formatColumn(column: RankedColumn, value: number | null): string {
  if (value === null) return "—";
  switch (column) {
    case "followers":
      return integer.format(value);
    case "growth":
      return `${value > 0 ? "+" : ""}${integer.format(value)}`;
    case "engagementRate":
      return formatPercent(value);
    default:
      return oneDecimal.format(value);
  }
}

/** "1º de 4", or why there is no rank. */
export function formatRank(rank: CompetitorComparison["ranks"][RankedColumn] | undefined): string {
  if (!rank || rank.position === null) return "Sem posição";
  return `${rank.position}º de ${rank.of}`;
}

export function formatMixText(profile: ProfileFigures): string {
  if (profile.formatMix.length === 0) return "—";
  return profile.formatMix.map((f) => `${postTypeLabels[f.type]} ${formatPercent(f.share * 100, { decimals: 0 })}`).join(" · ");
}

export function formatShare(share: number): string {
  return formatPercent(share * 100, { decimals: 1 });
}

/** One row per day with each profile's followers (the multi-line chart's data). */
export function mergeFollowerSeries(profiles: readonly ProfileFigures[]) {
  const days = new Map<string, Record<string, number | string>>();
  for (const profile of profiles) {
    for (const point of profile.followersSeries) {
      const row = days.get(point.day) ?? { day: point.day };
      row[profile.profileId] = point.followers;
      days.set(point.day, row);
    }
  }
  return [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

export function mergeEngagementSeries(profiles: readonly ProfileFigures[]) {
  const days = new Map<string, Record<string, number | string | null>>();
  for (const profile of profiles) {
    for (const point of profile.engagementSeries) {
      const row = days.get(point.day) ?? { day: point.day };
      row[profile.profileId] = point.engagementRate;
      days.set(point.day, row);
    }
  }
  return [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

/** Distinct colours for up to 11 lines (own account first, in the brand's violet). */
export const seriesColors = ["#6d28d9", "#0f766e", "#c2410c", "#1d4ed8", "#be185d", "#4d7c0f", "#a16207", "#0e7490", "#7c2d12", "#4338ca", "#15803d"];
