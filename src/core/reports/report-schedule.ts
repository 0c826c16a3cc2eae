import { addDaysTo, saoPauloDay, type Day, type PeriodPreset } from "../analytics/period";
import type { ReportFrequency } from "../plans/catalogue";

// docs/product/features.md "Reports and exports": Start monthly (day 1, the previous month), Go weekly
// (Monday, the previous Monday-Sunday), Pro daily (the previous day), at 08:00 São Paulo.

export type ScheduledPeriod = { cadence: ReportFrequency; from: Day; to: Day };

/** The period a cadence sends on `now`'s São Paulo day, or null when that day sends nothing. */
export function duePeriod(cadence: ReportFrequency, now: Date): ScheduledPeriod | null {
  const today = saoPauloDay(now);
  const yesterday = addDaysTo(today, -1);
  if (cadence === "daily") return { cadence, from: yesterday, to: yesterday };
  if (cadence === "weekly") {
    // Day of the week of a calendar day, computed on the date alone (0 = Sunday).
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    if (weekday !== 1) return null;
    return { cadence, from: addDaysTo(today, -7), to: yesterday };
  }
  if (!today.endsWith("-01")) return null;
  return { cadence, from: `${yesterday.slice(0, 7)}-01`, to: yesterday };
}

/**
 * The schedule's cron (America/Sao_Paulo): 08:00, then every hour to the end of the day, so a
 * run missed while no worker was up still sends that day. duePeriod says who is due, and each
 * (recipient, account, period) is claimed once, so the later runs send nothing again.
 */
export const reportScheduleCron = "0 8-23 * * *";

/**
 * The last whole period of a cadence before `now`'s São Paulo day: what "Enviar agora" and
 * "Enviar teste para mim" send (the same period the schedule sent or will send on its day).
 */
export function lastCompletePeriod(cadence: ReportFrequency, now: Date): ScheduledPeriod {
  const today = saoPauloDay(now);
  const yesterday = addDaysTo(today, -1);
  if (cadence === "daily") return { cadence, from: yesterday, to: yesterday };
  if (cadence === "weekly") {
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    // The Monday of this week, then the week before it.
    const monday = addDaysTo(today, -((weekday + 6) % 7));
    return { cadence, from: addDaysTo(monday, -7), to: addDaysTo(monday, -1) };
  }
  const lastMonthEnd = addDaysTo(`${today.slice(0, 7)}-01`, -1);
  return { cadence, from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
}

/**
 * The preset a cadence's period is kept with: a month is "Mês passado", compared with the
 * calendar month before it (decision 023); a week or a day with as many days right before it.
 */
export function cadencePreset(cadence: ReportFrequency): PeriodPreset {
  return cadence === "monthly" ? "last_month" : "custom";
}
