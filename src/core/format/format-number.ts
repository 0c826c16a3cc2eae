import { roundHalfUp } from "./round-half-up";
import { ptBrNumberFormat } from "./pt-br-number";

const fullFormat = ptBrNumberFormat({ maximumFractionDigits: 1 });
const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });

/** Below this an average of counts keeps one decimal (5,5 curtidas); from it on the decimal is noise. */
const AVERAGE_DECIMALS_BELOW = 100;

/**
 * The one compact count of the product (decision 024), on every surface that is short of space:
 * cards, tables, chart axes and tooltips, the landing page, the PDF, e-mails. '999', '1.000',
 * '1,5K', '12,3M'.
 *
 * docs/product/screens.md: "K above 1,000, M above 1,000,000". 1.000 itself is written in full. Above it the
 * value is rounded half up to the one decimal shown ('982.999' -> '983K', '7.179' -> '7,2K'),
 * never truncated; when that rounding reaches 1.000K the value is written in M (999.950 -> '1M',
 * never '1.000K'), so 1.000.000 is '1M'. A trailing ',0' is dropped ('2K', not '2,0K'). Up to
 * 1.000 an average follows formatAverage's rule ('45,6', '124'). `signed` writes '+' before a
 * positive value (a growth).
 */
export function formatCompactNumber(n: number, options: { signed?: boolean } = {}): string {
  if (!Number.isFinite(n)) return "—";
  const magnitude = Math.abs(n);
  let text: string;
  let shown: number;
  const thousands = roundHalfUp(magnitude / 1_000, 1);
  if (magnitude <= 1_000) {
    shown = roundHalfUp(magnitude, magnitude < AVERAGE_DECIMALS_BELOW ? 1 : 0);
    text = fullFormat.format(shown);
  } else if (thousands < 1_000) {
    shown = thousands;
    text = `${fullFormat.format(thousands)}K`;
  } else {
    shown = roundHalfUp(magnitude / 1_000_000, 1);
    text = `${fullFormat.format(shown)}M`;
  }
  if (shown === 0) return text;
  if (n < 0) return `-${text}`;
  return options.signed ? `+${text}` : text;
}

/**
 * The labels of a chart axis's ticks of counts (followers), one formatter for every chart: each
 * tick compact ('3K', '942,8K', '1,2M', formatCompactNumber) when every tick is a multiple of
 * what that form shows (a tenth below 100, a unit up to 1.000, a tenth of a K or of an M), so
 * each label names its tick exactly and no two repeat; else, when the step between ticks is
 * finer than that (followers moving by tens on a 3.100 account), every tick in full ('3.080',
 * '3.100', '3.120').
 */
export function formatAxisTicks(ticks: readonly number[]): (value: number) => string {
  const compactIsExact = ticks.every((tick) => {
    const magnitude = Math.abs(tick);
    // The step formatCompactNumber writes at this magnitude.
    const shown =
      magnitude < AVERAGE_DECIMALS_BELOW
        ? 0.1
        : magnitude <= 1_000
          ? 1
          : roundHalfUp(magnitude / 1_000, 1) < 1_000
            ? 100
            : 100_000;
    const steps = magnitude / shown;
    return Math.abs(steps - Math.round(steps)) < 1e-9;
  });
  return compactIsExact ? (value) => formatCompactNumber(value) : (value) => integerFormat.format(value);
}

/**
 * A count written in full ('38.350', '+7.179'), for evidence sentences and reports that a reader
 * checks against the posts (decision 024).
 */
export function formatCount(n: number, options: { signed?: boolean } = {}): string {
  if (!Number.isFinite(n)) return "—";
  const rounded = roundHalfUp(n, 0);
  const sign = options.signed && rounded > 0 ? "+" : "";
  return `${sign}${integerFormat.format(rounded)}`;
}

/**
 * An average of counts in full (likes per post, interactions per post), rounded once here
 * (decision 024): one decimal below 100 ('5,5', '12'), a whole number from 100 ('38.350', not
 * '38.350,0').
 */
export function formatAverage(n: number): string {
  if (!Number.isFinite(n)) return "—";
  return fullFormat.format(roundAverage(n));
}

/**
 * formatAverage's rounding as a number, for a figure an API answers as it is shown; rounding it
 * again gives the same value, so the screen never rounds a rounded average differently.
 */
export function roundAverage(n: number): number {
  const tenths = roundHalfUp(n, 1);
  return Math.abs(tenths) < AVERAGE_DECIMALS_BELOW ? tenths : roundHalfUp(n, 0);
}
