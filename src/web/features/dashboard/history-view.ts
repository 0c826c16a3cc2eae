import type { HeatmapCell } from "@core/social/history";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

// Rows of the heatmap: index 0 = domingo, as the server builds it.
export const WEEKDAY_SHORT = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;
export const WEEKDAY_LONG = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });

/** '1 post', '1.234 posts'. */
export function pluralize(count: number, one: string, many: string) {
  return `${integerFormat.format(count)} ${count === 1 ? one : many}`;
}

/**
 * A day, an hour or a slot is called the best only with at least this many posts in it: one
 * lucky post says nothing about a time of the week.
 */
export const minimumPostsForBest = 3;

export const insufficientDataText = "Dados insuficientes";

/**
 * The slot with the highest mean engagement among those with enough posts; ties go to the
 * earliest in the week.
 */
export function findBestSlot(heatmap: readonly (readonly HeatmapCell[])[]): HeatmapCell | null {
  let best: HeatmapCell | null = null;
  for (const row of heatmap) {
    for (const cell of row) {
      if (cell.posts >= minimumPostsForBest && (!best || cell.meanEngagement > best.meanEngagement)) best = cell;
    }
  }
  return best;
}

export type BestGroup = { key: number; posts: number; meanEngagement: number };

/** The group (weekday or hour) with the highest mean among those with enough posts; ties: the first. */
function findBestGroup(heatmap: readonly (readonly HeatmapCell[])[], keyOf: (cell: HeatmapCell) => number, size: number) {
  const groups = Array.from({ length: size }, (_, key) => ({ key, posts: 0, total: 0 }));
  for (const row of heatmap) {
    for (const cell of row) {
      const group = groups[keyOf(cell)]!;
      group.posts += cell.posts;
      group.total += cell.meanEngagement * cell.posts;
    }
  }
  let best: BestGroup | null = null;
  for (const group of groups) {
    if (group.posts < minimumPostsForBest) continue;
    const meanEngagement = Math.round(group.total / group.posts);
    if (!best || meanEngagement > best.meanEngagement) best = { key: group.key, posts: group.posts, meanEngagement };
  }
  return best;
}

/** 'Melhores dias': the weekday (0 = domingo) whose posts have the highest mean engagement. */
export function findBestWeekday(heatmap: readonly (readonly HeatmapCell[])[]): BestGroup | null {
  return findBestGroup(heatmap, (cell) => cell.weekday, 7);
}

/** 'Melhor horário': the hour of the day whose posts have the highest mean engagement. */
export function findBestHour(heatmap: readonly (readonly HeatmapCell[])[]): BestGroup | null {
  return findBestGroup(heatmap, (cell) => cell.hour, 24);
}

/**
 * The mean the colours scale to: the best slot's (so the starred cell is always among the
 * darkest, never beaten by one lucky post), or the grid's highest when no slot has enough posts
 * (0 when no post has a time). A cell above it is at the top level too.
 */
export function colourScaleMax(heatmap: readonly (readonly HeatmapCell[])[]): number {
  const best = findBestSlot(heatmap);
  if (best) return best.meanEngagement;
  return heatmap.reduce((max, row) => row.reduce((rowMax, cell) => Math.max(rowMax, cell.meanEngagement), max), 0);
}

/** Colour step 0 (no posts) to 4 (the best slot's level), by share of the grid's highest mean. */
export function heatLevel(cell: HeatmapCell, max: number): 0 | 1 | 2 | 3 | 4 {
  if (cell.posts === 0 || max <= 0) return 0;
  const share = cell.meanEngagement / max;
  if (share > 0.75) return 4;
  if (share > 0.5) return 3;
  if (share > 0.25) return 2;
  return 1;
}

/** '19h' */
export function formatHour(hour: number): string {
  return `${hour}h`;
}

/** What a screen reader hears for one cell (and the cell's tooltip). */
export function describeHeatmapCell(cell: HeatmapCell): string {
  const when = `${WEEKDAY_LONG[cell.weekday]} às ${formatHour(cell.hour)}`;
  if (cell.posts === 0) return `${when}: sem posts`;
  return `${when}: ${pluralize(cell.posts, "post", "posts")}, média de ${pluralize(cell.meanEngagement, "interação", "interações")}`;
}

const describeBest = (best: BestGroup) =>
  `média de ${pluralize(best.meanEngagement, "interação", "interações")} por post em ${pluralize(best.posts, "post", "posts")}`;

/**
 * The heatmap's text summary: the best day and the best hour (each over all its posts), and the
 * best combination of the two (the starred cell), or why there is none yet.
 */
export function summarizeHeatmap(heatmap: readonly (readonly HeatmapCell[])[]): string {
  if (!heatmap.some((row) => row.some((cell) => cell.posts > 0))) return "Ainda não há posts com horário para montar o mapa.";
  const day = findBestWeekday(heatmap);
  const hour = findBestHour(heatmap);
  const slot = findBestSlot(heatmap);
  const dayText = day
    ? `Melhor dia: ${WEEKDAY_LONG[day.key]} (${describeBest(day)}).`
    : `Melhor dia: ${insufficientDataText} (é preciso ter pelo menos ${minimumPostsForBest} posts no mesmo dia da semana).`;
  const hourText = hour
    ? `Melhor horário: ${formatHour(hour.key)}, horário de Brasília (${describeBest(hour)}).`
    : `Melhor horário: ${insufficientDataText} (é preciso ter pelo menos ${minimumPostsForBest} posts na mesma hora).`;
  const slotText = slot
    ? ` Melhor combinação (★): ${WEEKDAY_LONG[slot.weekday]} às ${formatHour(slot.hour)} (${describeBest({ key: 0, posts: slot.posts, meanEngagement: slot.meanEngagement })}).`
    : "";
  return `${dayText} ${hourText}${slotText}`;
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

/**
 * The followers axis: round bounds and ticks around the counts, spanning at least 1% of the
 * audience (and 10 followers). A change of a few followers on a large account then reads as the
 * near-flat line it is, under distinct labels, instead of filling the chart with 941.243…941.247.
 */
export function followersAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  if (values.length === 0) return { domain: [0, 10], ticks: [0, 5, 10] };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = Math.max((max - min) * 1.25, max * 0.01, 10);
  const step = niceStep(span / 4);
  const middle = (min + max) / 2;
  let low = Math.floor((middle - span / 2) / step) * step;
  let high = Math.ceil((middle + span / 2) / step) * step;
  if (low < 0) {
    high -= low;
    low = 0;
  }
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick));
  return { domain: [low, high], ticks };
}
