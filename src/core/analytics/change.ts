import { formatPercent } from "../format/format-percent";

/**
 * A figure against the previous period's (docs/decisions/035-change-across-zero.md). `relative`
 * (0.12 = +12%) only from a positive base to a figure not below zero: a percent of a negative or
 * zero base means nothing ("Novos seguidores" +52 after -6 is not +966,7%). `difference` is
 * current minus previous, the change shown when there is no percent. Both null when either side
 * is unknown (no base to compare with, decision 023).
 */
export type Change = { relative: number | null; difference: number | null };

/** The one rule of a period's change, for every surface (dashboard, PDF, /api/analytics, recommendations). */
export function compareWithPrevious(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { relative: null, difference: null };
  const difference = current - previous;
  return { relative: previous > 0 && current >= 0 ? difference / previous : null, difference };
}

export type ChangeDirection = "up" | "down" | "flat" | "none";

export function changeDirection(change: Change): ChangeDirection {
  if (change.relative !== null) {
    if (Math.abs(change.relative) < 0.0005) return "flat";
    return change.relative > 0 ? "up" : "down";
  }
  if (change.difference === null) return "none";
  if (change.difference === 0) return "flat";
  return change.difference > 0 ? "up" : "down";
}

/** A relative change as a percent: "+12,3%", "-4,0%", "0,0%" or "—". */
export function formatChange(relative: number | null): string {
  if (relative === null) return "—";
  return formatPercent(relative * 100, { decimals: 1, signed: true });
}

/** A rate's difference, in percentage points: "+1,20 p.p.". */
export function formatPointsDifference(points: number): string {
  return formatPercent(points, { signed: true }).replace(/%$/, " p.p.");
}

const noPercent = " (sem porcentagem: um dos períodos é zero ou negativo)";

/**
 * How a change is shown and said: the percent, or without one the difference as the surface
 * writes its figure (`formatDifference`, signed: "+58", "+1,20 p.p."), or "—" without a base.
 */
export function presentChange(change: Change, formatDifference: (difference: number) => string) {
  const direction = changeDirection(change);
  const text =
    change.relative !== null
      ? formatChange(change.relative)
      : change.difference !== null
        ? formatDifference(change.difference)
        : "—";
  const amount =
    change.relative !== null ? formatChange(Math.abs(change.relative)) : formatDifference(Math.abs(change.difference ?? 0));
  const why = change.relative === null ? noPercent : "";
  const description =
    direction === "none"
      ? "Sem base de comparação com o período anterior"
      : direction === "flat"
        ? "Sem variação em relação ao período anterior"
        : `${direction === "up" ? "Aumento" : "Queda"} de ${amount.replace(/^\+/, "")} em relação ao período anterior${why}`;
  return { text, direction, description };
}
