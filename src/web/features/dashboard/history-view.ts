import { formatCompactNumber } from "@core/format/format-number";
import type { HeatmapCell } from "@core/instagram/history";

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

const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** '1 post', '1.234 posts'. */
export function pluralize(count: number, one: string, many: string) {
  return `${integerFormat.format(count)} ${count === 1 ? one : many}`;
}

/** The slot with the highest mean engagement among those with posts; ties go to the earliest in the week. */
export function findBestSlot(heatmap: readonly (readonly HeatmapCell[])[]): HeatmapCell | null {
  let best: HeatmapCell | null = null;
  for (const row of heatmap) {
    for (const cell of row) {
      if (cell.posts > 0 && (!best || cell.meanEngagement > best.meanEngagement)) best = cell;
    }
  }
  return best;
}

/** The highest mean engagement of the grid (0 when no post has a time). */
export function maxMeanEngagement(heatmap: readonly (readonly HeatmapCell[])[]): number {
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

/** The heatmap's text summary, naming the best slot. */
export function summarizeHeatmap(heatmap: readonly (readonly HeatmapCell[])[]): string {
  const best = findBestSlot(heatmap);
  if (!best) return "Ainda não há posts com horário para montar o mapa.";
  return (
    `Melhor horário: ${WEEKDAY_LONG[best.weekday]} às ${formatHour(best.hour)} (horário de Brasília), ` +
    `com média de ${pluralize(best.meanEngagement, "interação", "interações")} por post ` +
    `em ${pluralize(best.posts, "post", "posts")}.`
  );
}

/**
 * Tick labels for an axis over these values: compact ('942,8K') unless the values are so close that
 * compact labels would repeat (followers moving by hundreds on a large account), then in full.
 */
export function chooseAxisFormatter(values: readonly number[]): (value: number) => string {
  if (values.length === 0) return formatCompactNumber;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const compactRepeats = max > 1_000 && max - min < Math.max(1, max / 100);
  return compactRepeats ? (value) => integerFormat.format(value) : formatCompactNumber;
}
