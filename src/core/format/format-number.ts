const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const mantissaFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1, useGrouping: false });

/**
 * Compact count for cards and lists: '999', '1.000', '1,5K', '12,3M'.
 *
 * Spec §9: "K above 1,000, M above 1,000,000" — strictly above, so 1.000 and 1.000.000 themselves
 * are not promoted (1.000.000 shows as '1000K'). The mantissa keeps one decimal and is truncated,
 * not rounded, as Instagram does: a count is never overstated and 999.999 stays '999,9K' instead
 * of rounding up to '1000K'. A trailing ',0' is dropped ('2K', not '2,0K').
 */
export function formatCompactNumber(n: number): string {
  if (!Number.isFinite(n)) return "—";
  const sign = n < 0 ? "-" : "";
  const magnitude = Math.abs(n);
  // Integer division by 100 / 100 000 gives tenths of K / M without binary drift (4600 / 1000 * 10).
  if (magnitude > 1_000_000) return `${sign}${mantissaFormat.format(Math.floor(magnitude / 100_000) / 10)}M`;
  if (magnitude > 1_000) return `${sign}${mantissaFormat.format(Math.floor(magnitude / 100) / 10)}K`;
  return integerFormat.format(n);
}
