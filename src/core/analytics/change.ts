import { formatPercent } from "../format/format-percent";

/**
 * The relative change from the previous period: null when either side is unknown or the
 * previous value is 0 (no base to compare with; shown as "—").
 */
export function computeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

export type ChangeDirection = "up" | "down" | "flat" | "none";

export function changeDirection(change: number | null): ChangeDirection {
  if (change === null) return "none";
  if (Math.abs(change) < 0.0005) return "flat";
  return change > 0 ? "up" : "down";
}

/** "+12,3%", "−4,0%", "0,0%" or "—". */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  return formatPercent(change * 100, { decimals: 1, signed: true });
}

/** The change said in words, for screen readers. */
export function describeChange(change: number | null): string {
  switch (changeDirection(change)) {
    case "none":
      return "Sem base de comparação com o período anterior";
    case "flat":
      return "Sem variação em relação ao período anterior";
    case "up":
      return `Aumento de ${formatChange(Math.abs(change!)).replace("+", "")} em relação ao período anterior`;
    case "down":
      return `Queda de ${formatChange(Math.abs(change!)).replace("+", "")} em relação ao período anterior`;
  }
}
