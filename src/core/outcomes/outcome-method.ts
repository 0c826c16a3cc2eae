// How an outcome of a followed recommendation is measured (docs/decisions/050-recommendation-outcomes.md):
// the figure's weekly series over the 8 weeks before "done" gives a straight-line trend; the
// effect is the figure after minus what that trend predicted for the same window, with a 90%
// interval from the fit's residual spread. One account is not an experiment: the verdict says
// the change is associated with the effect, never that it caused it.

export const outcomeVerdicts = ["worked", "no_clear_effect", "worse", "unknown"] as const;
export type OutcomeVerdict = (typeof outcomeVerdicts)[number];

/** Why an outcome cannot be told yet. */
export const unknownReasons = ["few_posts", "short_history", "change_not_made", "disconnected"] as const;
export type UnknownReason = (typeof unknownReasons)[number];

/** The days after "done" at which an outcome is measured. */
export const outcomeHorizons = [14, 30] as const;
export type OutcomeHorizon = (typeof outcomeHorizons)[number];

/** The weeks of history before "done" the trend is fitted on. */
export const baselineWeeks = 8;

export const outcomeMinimumSamples = {
  /** Weeks of the 8 before with a figure: fewer and a line through them says nothing. */
  weeksWithData: 4,
  /** Posts (or days with followers, for follower growth) in the window after "done". */
  afterPosts: { 14: 4, 30: 6 } as Readonly<Record<OutcomeHorizon, number>>,
} as const;

/** One week of the baseline: `week` 1 is the 7 days right before "done", 8 the oldest. */
export type BaselineWeek = { week: number; value: number | null; samples: number };

export type TrendFit = {
  intercept: number;
  slope: number;
  /** The residual standard deviation of the weekly values around the line. */
  residualSd: number;
  /** Weeks used by the fit. */
  n: number;
  meanX: number;
  sxx: number;
};

/** The centre of a baseline week, in weeks from "done" (negative: before). */
export const weekCentre = (week: number) => -(week - 0.5);

/** Ordinary least squares over the weeks with a value; null under the minimum. */
export function fitTrend(weeks: readonly BaselineWeek[]): TrendFit | null {
  const points = weeks.filter((week) => week.value !== null).map((week) => ({ x: weekCentre(week.week), y: week.value! }));
  if (points.length < outcomeMinimumSamples.weeksWithData) return null;
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const sxx = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const ssr = points.reduce((sum, point) => sum + (point.y - (intercept + slope * point.x)) ** 2, 0);
  return { intercept, slope, residualSd: Math.sqrt(ssr / (n - 2)), n, meanX, sxx };
}

// Student's t, 95th percentile (a two-sided 90% interval), by degrees of freedom.
const t95 = [6.314, 2.92, 2.353, 2.132, 2.015, 1.943, 1.895, 1.86, 1.833, 1.812] as const;
const tQuantile = (df: number) => t95[Math.min(Math.max(df, 1), t95.length) - 1]!;

export type OutcomeInput = {
  horizon: OutcomeHorizon;
  baseline: readonly BaselineWeek[];
  /** The figure over the window [done, done + horizon days), and the posts (or days) it rests on. */
  after: { value: number | null; samples: number };
  /** Whether the posts show the change the recommendation asked for; null when posts cannot tell. */
  changed: boolean | null;
  /** The account was disconnected before the outcome was due. */
  disconnected: boolean;
  /** Rates and shares cannot go under 0: a falling line is not extrapolated below it. */
  floor?: number | null;
};

export type OutcomeResult = {
  horizon: OutcomeHorizon;
  verdict: OutcomeVerdict;
  reason: UnknownReason | null;
  /** The mean of the baseline's weekly values. */
  before: number | null;
  after: number | null;
  /** What the 8 weeks' line alone predicted for the window after. */
  predicted: number | null;
  /** after − predicted, in the figure's unit. */
  effect: number | null;
  /** The 90% interval of the effect. */
  interval: { low: number; high: number } | null;
  /** The effect against the prediction, in percent; null when the prediction is 0 or below. */
  relativeEffect: number | null;
  weeksUsed: number;
};

/**
 * What the 8 weeks predict for the window centred `x0` weeks after "done", and the spread of the
 * effect. The line is used only when the weeks show a trend (its slope's 90% interval leaves
 * out 0); otherwise the weeks' mean is the prediction: extrapolating a slope that is only noise
 * would widen the interval for nothing. The window's value averages `weeksAfter` weeks of the
 * weekly noise; the prediction's own uncertainty adds to it.
 */
export function predictFrom(fit: TrendFit, values: readonly number[], x0: number, weeksAfter: number) {
  const slopeSe = fit.sxx > 0 ? fit.residualSd / Math.sqrt(fit.sxx) : Infinity;
  if (Math.abs(fit.slope) > tQuantile(fit.n - 2) * slopeSe) {
    return {
      model: "line" as const,
      value: fit.intercept + fit.slope * x0,
      spread: fit.residualSd * Math.sqrt(1 / weeksAfter + 1 / fit.n + (x0 - fit.meanX) ** 2 / fit.sxx),
      df: fit.n - 2,
    };
  }
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
  return {
    model: "level" as const,
    value: mean,
    spread: sd * Math.sqrt(1 / weeksAfter + 1 / values.length),
    df: values.length - 1,
  };
}

/**
 * The outcome at one horizon. Order of the checks: a disconnected account, a change not made,
 * too little history or too few posts after all give "unknown" with their reason; then the
 * effect's interval decides: above 0 worked, under 0 worse, across 0 no clear effect.
 */
export function measureOutcome(input: OutcomeInput): OutcomeResult {
  const values = input.baseline.filter((week) => week.value !== null).map((week) => week.value!);
  const before = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const fit = fitTrend(input.baseline);
  const base = {
    horizon: input.horizon,
    before,
    after: input.after.value,
    predicted: null,
    effect: null,
    interval: null,
    relativeEffect: null,
    weeksUsed: fit?.n ?? values.length,
  };
  const unknown = (reason: UnknownReason): OutcomeResult => ({ ...base, verdict: "unknown", reason });
  if (input.disconnected) return unknown("disconnected");
  if (input.changed === false) return unknown("change_not_made");
  if (!fit) return unknown("short_history");
  if (input.after.value === null || input.after.samples < outcomeMinimumSamples.afterPosts[input.horizon])
    return unknown("few_posts");

  // The window after "done" is [0, horizon] days: its centre, in weeks.
  const x0 = input.horizon / 14;
  const weeksAfter = input.horizon / 7;
  const trend = predictFrom(fit, values, x0, weeksAfter);
  const predicted = input.floor === null || input.floor === undefined ? trend.value : Math.max(input.floor, trend.value);
  const effect = input.after.value - predicted;
  const margin = tQuantile(trend.df) * trend.spread;
  const interval = { low: effect - margin, high: effect + margin };
  const verdict: OutcomeVerdict = interval.low > 0 ? "worked" : interval.high < 0 ? "worse" : "no_clear_effect";
  return {
    ...base,
    verdict,
    reason: null,
    predicted,
    effect,
    interval,
    relativeEffect: predicted > 0 ? (effect / predicted) * 100 : null,
  };
}
