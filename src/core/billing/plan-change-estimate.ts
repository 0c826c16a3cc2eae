// What a plan change costs now, estimated the way the provider prorates it: the price difference
// times the share of the current monthly period still ahead. The provider settles the real
// amount (to the second, with its own rounding), so screens call this an estimate.

const dayMs = 24 * 60 * 60 * 1000;

export type PlanChangeEstimate = {
  /** Positive: charged now; negative: credited; 0: nothing. Centavos. */
  amountCentavos: number;
  /** Whole days left in the current period (a part of a day counts as one). */
  remainingDays: number;
};

/** The start of the monthly period that ends at `periodEnd` (one calendar month before it). */
function periodStartOf(periodEnd: Date): Date {
  const start = new Date(periodEnd);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

export function estimatePlanChange(input: {
  currentPriceCentavos: number;
  newPriceCentavos: number;
  currentPeriodEnd: Date;
  now: Date;
}): PlanChangeEstimate {
  const end = input.currentPeriodEnd.getTime();
  const start = periodStartOf(input.currentPeriodEnd).getTime();
  const left = Math.min(Math.max(end - input.now.getTime(), 0), end - start);
  const share = left / (end - start);
  const amount = Math.round((input.newPriceCentavos - input.currentPriceCentavos) * share);
  return { amountCentavos: amount === 0 ? 0 : amount, remainingDays: Math.ceil(left / dayMs) };
}
