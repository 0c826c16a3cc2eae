/**
 * A number written as `Intl.NumberFormat("pt-BR", options)` writes it ('1.234,5', '-0,25'),
 * without Intl. A browser builds its first Intl formatter in tens of milliseconds (ICU's locale
 * data; several times that on a phone): a long task in every signed-in page's first render, where
 * numbers are everywhere (decision 032). The rule is short: digits rounded half away from zero on the
 * number's shortest decimal form (as ICU rounds), '.' between thousands, ',' before the decimals.
 * `pt-br-number.test.ts` holds it against Intl on many values and options. Beyond 15 digits (no
 * count or rate of ours gets there) Intl writes it.
 */
export type PtBrNumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number; useGrouping?: boolean };

const intlFormats = new Map<string, Intl.NumberFormat>();

export function formatPtBrNumber(value: number, options: PtBrNumberOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? Math.max(minimum, 3));
  const grouping = options.useGrouping ?? true;
  if (Number.isNaN(value)) return "NaN";
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  if (magnitude === Number.POSITIVE_INFINITY) return negative ? "-∞" : "∞";
  if (magnitude >= 1e15) return intlFormat(minimum, maximum, grouping).format(value);
  let [whole, decimals] = roundShortestDecimal(magnitude, maximum);
  while (decimals.length > minimum && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+$)/g, ".");
  return `${negative ? "-" : ""}${whole}${decimals ? `,${decimals}` : ""}`;
}

/** The integer part grouped ('38.350'): `formatPtBrNumber(n, { maximumFractionDigits: 0 })`. */
export function formatPtBrInteger(value: number): string {
  return formatPtBrNumber(value, { maximumFractionDigits: 0 });
}

/**
 * The magnitude's shortest decimal form (what `String` writes, and ICU rounds) rounded half away
 * from zero to `places` decimals, as its whole and decimal digits: 1.005 -> ["1", "01"] for 2,
 * 1.7954999999999999 -> ["1", "795"] for 3 (rounding twice, through a shifted double, gave 1,796).
 */
function roundShortestDecimal(magnitude: number, places: number): [string, string] {
  // Below 1e-6 String writes an exponent; the exact binary expansion rounds the same way there.
  const text = magnitude < 1e-6 ? magnitude.toFixed(20) : String(magnitude);
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = `${whole}${fraction.padEnd(places + 1, "0")}`;
  const kept = digits.slice(0, whole.length + places);
  const roundsUp = digits[whole.length + places]! >= "5";
  const result = roundsUp ? incrementDigits(kept) : kept;
  const wholeDigits = result.length - places;
  return [result.slice(0, wholeDigits) || "0", result.slice(wholeDigits)];
}

/** A string of decimal digits plus one ("199" -> "200", "99" -> "100"). */
function incrementDigits(digits: string): string {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
}

function intlFormat(minimum: number, maximum: number, grouping: boolean) {
  const key = `${minimum}:${maximum}:${grouping}`;
  let format = intlFormats.get(key);
  if (!format)
    intlFormats.set(
      key,
      (format = new Intl.NumberFormat("pt-BR", {
        minimumFractionDigits: minimum,
        maximumFractionDigits: maximum,
        useGrouping: grouping,
      })),
    );
  return format;
}

/** A drop-in for `new Intl.NumberFormat("pt-BR", options)` where only `format` is used. */
export function ptBrNumberFormat(options: PtBrNumberOptions = {}): { format: (value: number) => string } {
  return { format: (value) => formatPtBrNumber(value, options) };
}
