import { TZDate, tz } from "@date-fns/tz";
// One module per function, not the "date-fns" index: loading the index's ~250 ES modules made
// Node 24 allocate ~450 MB on the way (freed, but a process's peak RSS keeps it), in every
// process that reaches this file: web, worker, the report job (docs/decisions/017).
import { addDays } from "date-fns/addDays";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { endOfMonth } from "date-fns/endOfMonth";
import { format } from "date-fns/format";
import { startOfMonth } from "date-fns/startOfMonth";
import { subMonths } from "date-fns/subMonths";
import { APP_TIME_ZONE } from "../format/format-date";

// DECISIONS.md "History and collection": a day is a calendar day in America/Sao_Paulo; periods
// are 7 / 30 / 90 days, this month, last month or custom (at most 3 years). Decision 023: each
// is compared with the days right before it of the same length, except the calendar months:
// "Mês passado" with the whole month before it, "Este mês" with the same days of last month.

/** A São Paulo calendar day, `yyyy-MM-dd`. */
export type Day = string;

const saoPaulo = tz(APP_TIME_ZONE);
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export const periodPresets = ["7d", "30d", "90d", "this_month", "last_month", "custom"] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export const periodLabels: Readonly<Record<PeriodPreset, string>> = {
  "7d": "Últimos 7 dias",
  "30d": "Últimos 30 dias",
  "90d": "Últimos 90 dias",
  this_month: "Este mês",
  last_month: "Mês passado",
  custom: "Personalizado",
};

export const defaultPeriodPreset: PeriodPreset = "30d";
/** How far back a period may start: collected data is kept 3 years. */
export const historyYears = 3;

export const periodMessages = {
  malformed: "Data inválida. Use o formato AAAA-MM-DD.",
  customNeedsDates: "Informe a data inicial e a data final do período personalizado.",
  inverted: "A data inicial deve ser anterior ou igual à data final.",
  future: "O período não pode terminar depois de hoje.",
  tooOld: `O período deve estar dentro dos últimos ${historyYears} anos.`,
} as const;

export type Period = { preset: PeriodPreset; from: Day; to: Day; days: number };

/** The São Paulo day an instant falls on. */
export function saoPauloDay(instant: Date | number): Day {
  return format(instant, "yyyy-MM-dd", { in: saoPaulo });
}

/** Midnight in São Paulo at the start of a day. */
export function startOfSaoPauloDay(day: Day): Date {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), APP_TIME_ZONE);
}

export function addDaysTo(day: Day, amount: number): Day {
  return saoPauloDay(addDays(startOfSaoPauloDay(day), amount, { in: saoPaulo }));
}

/** Days from `from` to `to`, both included. */
export function countDays(from: Day, to: Day): number {
  return differenceInCalendarDays(startOfSaoPauloDay(to), startOfSaoPauloDay(from), { in: saoPaulo }) + 1;
}

/** Every day from `from` to `to`, both included. */
export function listDays(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

/** A real calendar day written `yyyy-MM-dd` (no 2026-02-30), else undefined. */
export function parseDay(text: string | undefined | null): Day | undefined {
  const match = text ? dayPattern.exec(text) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]) ? text! : undefined;
}

/** The earliest day a period may start on, `historyYears` before today. */
export function earliestDay(now: Date): Day {
  return saoPauloDay(subMonths(startOfSaoPauloDay(saoPauloDay(now)), historyYears * 12, { in: saoPaulo }));
}

export type PeriodResult =
  | { ok: true; period: Period; previous: Period }
  | { ok: false; message: string; field: "from" | "to" | "period" };

/**
 * The period a preset (or a custom range) means on `now`'s São Paulo day, and the previous
 * period of the same length, right before it.
 */
export function resolvePeriod(input: { preset: PeriodPreset; from?: string; to?: string }, now: Date): PeriodResult {
  const today = saoPauloDay(now);
  let from: Day;
  let to: Day = today;
  switch (input.preset) {
    case "7d":
    case "30d":
    case "90d":
      from = addDaysTo(today, 1 - Number(input.preset.slice(0, -1)));
      break;
    case "this_month":
      from = saoPauloDay(startOfMonth(now, { in: saoPaulo }));
      break;
    case "last_month": {
      const lastMonth = subMonths(startOfMonth(now, { in: saoPaulo }), 1, { in: saoPaulo });
      from = saoPauloDay(lastMonth);
      to = saoPauloDay(endOfMonth(lastMonth, { in: saoPaulo }));
      break;
    }
    case "custom": {
      if (!input.from || !input.to) return { ok: false, message: periodMessages.customNeedsDates, field: input.from ? "to" : "from" };
      const parsedFrom = parseDay(input.from);
      const parsedTo = parseDay(input.to);
      if (!parsedFrom) return { ok: false, message: periodMessages.malformed, field: "from" };
      if (!parsedTo) return { ok: false, message: periodMessages.malformed, field: "to" };
      if (parsedFrom > parsedTo) return { ok: false, message: periodMessages.inverted, field: "from" };
      if (parsedTo > today) return { ok: false, message: periodMessages.future, field: "to" };
      if (parsedFrom < earliestDay(now)) return { ok: false, message: periodMessages.tooOld, field: "from" };
      from = parsedFrom;
      to = parsedTo;
      break;
    }
  }
  const period = { preset: input.preset, from, to, days: countDays(from, to) };
  return { ok: true, period, previous: previousPeriodOf(period) };
}

/**
 * The period a period is compared with (decision 023): the same number of days right before it;
 * for "Mês passado" the calendar month before it; for "Este mês" (day 1 to today) the same days
 * of the month before, cut at that month's last day (31 March is compared with 1-28 February).
 */
export function previousPeriodOf(period: Period): Period {
  if (period.preset === "last_month" || period.preset === "this_month") {
    const monthBefore = subMonths(startOfSaoPauloDay(period.from), 1, { in: saoPaulo });
    const from = saoPauloDay(monthBefore);
    const monthEnd = saoPauloDay(endOfMonth(monthBefore, { in: saoPaulo }));
    const sameDays = addDaysTo(from, period.days - 1);
    const to = period.preset === "last_month" || sameDays > monthEnd ? monthEnd : sameDays;
    return { preset: period.preset, from, to, days: countDays(from, to) };
  }
  const to = addDaysTo(period.from, -1);
  return { preset: period.preset, from: addDaysTo(to, 1 - period.days), to, days: period.days };
}
