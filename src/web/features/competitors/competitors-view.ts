import type { CompetitorComparison, ProfileFigures, RankedColumn } from "@core/competitors/competitor-figures";
import { postTypeLabels } from "@core/social/post-type-labels";
import { formatAverage } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

const integer = ptBrNumberFormat({ maximumFractionDigits: 0 });
const oneDecimal = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
    case "postsPerWeek":
      return oneDecimal.format(value);
    default:
      return formatAverage(value);
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

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

export type FollowersAxis = { scale: "log" | "linear"; domain: [number, number]; ticks: number[] };

/**
 * The followers chart's axis: bounds on round ticks that hold every point of every line, the
 * smallest account's lowest day included (an automatic log domain cut it off). Brands of very
 * different sizes (largest over 5x the smallest) get a log scale with ticks at 1, 2 and 5 times a
 * power of ten (powers of ten alone when that would be more than 7 ticks).
 */
export function competitorFollowersAxis(values: readonly number[]): FollowersAxis | null {
  const positive = values.filter((value) => Number.isFinite(value) && value > 0);
  if (positive.length === 0) return null;
  const min = Math.min(...positive);
  const max = Math.max(...positive);
  if (max / min > 5) {
    const candidates: number[] = [];
    for (let power = Math.floor(Math.log10(min)); power <= Math.ceil(Math.log10(max)); power++) {
      for (const factor of [1, 2, 5]) candidates.push(factor * 10 ** power);
    }
    const low = candidates.filter((tick) => tick <= min).at(-1)!;
    const high = candidates.find((tick) => tick >= max)!;
    let ticks = candidates.filter((tick) => tick >= low && tick <= high);
    if (ticks.length > 7) {
      const lowPower = 10 ** Math.floor(Math.log10(min));
      const highPower = 10 ** Math.ceil(Math.log10(max));
      ticks = [];
      for (let tick = lowPower; tick <= highPower; tick *= 10) ticks.push(tick);
      return { scale: "log", domain: [lowPower, highPower], ticks };
    }
    return { scale: "log", domain: [low, high], ticks };
  }
  const step = niceStep(Math.max((max - min) / 4, max / 100, 1));
  const low = Math.max(0, Math.floor(min / step) * step);
  const high = Math.max(Math.ceil(max / step) * step, low + step);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick));
  return { scale: "linear", domain: [low, high], ticks };
}

/** Distinct colours for up to 11 lines (own account first, in the brand's violet). */
export const seriesColors = [
  "#6d28d9",
  "#0f766e",
  "#c2410c",
  "#1d4ed8",
  "#be185d",
  "#4d7c0f",
  "#a16207",
  "#0e7490",
  "#7c2d12",
  "#4338ca",
  "#15803d",
];
