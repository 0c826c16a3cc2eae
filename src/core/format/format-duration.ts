/**
 * Video duration as m:ss (docs/product/screens.md), rounded to the nearest second: 75.4 -> '1:15'. Minutes are not
 * wrapped into hours, so a 75-minute IGTV video reads '75:00'. Missing or negative -> '0:00'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return "0:00";
  const total = Math.round(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}
