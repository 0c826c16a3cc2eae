import type { CSSProperties } from "react";

/**
 * Props for a recharts `<Tooltip>` that keep its box inside the chart. Recharts never wraps a
 * tooltip's lines, and a box wider than the room on either side of the cursor is placed from the
 * plot's left edge (after the y axis) and runs out of the chart: on a phone the page then
 * scrolled sideways while a bar was touched. At most the chart's width less its y axis, its
 * lines wrap.
 */
export function tooltipInsideChart(yAxisWidth: number): { wrapperStyle: CSSProperties; contentStyle: CSSProperties } {
  return { wrapperStyle: { maxWidth: `calc(100% - ${yAxisWidth}px)` }, contentStyle: { whiteSpace: "normal" } };
}
