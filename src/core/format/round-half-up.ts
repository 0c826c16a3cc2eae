/**
 * Rounds half up (away from zero, like Java's HALF_UP) to `decimals` places.
 *
 * docs/product/metrics.md: scores are rounded half up to integers and values to 2 decimals.
 * `Math.round(x * 100) / 100` gets cases like 1.005 wrong because 1.005 * 100 is 100.49999…, and a
 * formula such as 100 x 0.575 yields 57.49999…; a reviewer computing by hand expects 1.01 and 58.
 * So binary noise is snapped away first (12 significant digits) and the shift is done in decimal
 * exponent notation rather than by multiplying.
 */
export function roundHalfUp(x: number, decimals = 0): number {
  if (!Number.isFinite(x)) return x;
  const snapped = Number(x.toPrecision(12));
  const magnitude = Math.abs(snapped);
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, decimals)), -decimals);
  // `+ 0` turns -0 into 0, so a tiny negative value never shows as "-0".
  return (snapped < 0 ? -rounded : rounded) + 0;
}

function shiftDecimal(x: number, places: number): number {
  const [mantissa, exponent = "0"] = String(x).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
