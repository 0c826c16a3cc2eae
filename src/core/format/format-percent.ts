import { roundHalfUp } from "./round-half-up";
import { formatPtBrNumber } from "./pt-br-number";

/**
 * A percentage already expressed in percent (3.456 -> '3,46%'), 2 decimals by default — docs/product/screens.md:
 * "engagement rate rounded to 2 decimals". Rounded half up first: Intl alone would write 1.005 as
 * '1,00'. `signed` adds '+' to positive values, for growth.
 */
export function formatPercent(value: number, options: { decimals?: number; signed?: boolean } = {}): string {
  const { decimals = 2, signed = false } = options;
  if (!Number.isFinite(value)) return "—";
  const rounded = roundHalfUp(value, decimals);
  const sign = signed && rounded > 0 ? "+" : "";
  return `${sign}${formatPtBrNumber(rounded, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`;
}
