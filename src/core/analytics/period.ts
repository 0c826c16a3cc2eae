import { TZDate } from "@date-fns/tz";
import { APP_TIME_ZONE, fixedSaoPauloOffset } from "../format/format-date";

// docs/product/features.md "History and collection": a day is a calendar day in America/Sao_Paulo; periods
// are 7 / 30 / 90 days, this month, last month or custom (at most 3 years). Decision 023: each
// is compared with the days right before it of the same length, except the calendar months:
// "Mês passado" with the whole month before it, "Este mês" with the same days of last month.

/** A São Paulo calendar day, `yyyy-MM-dd`. */
export type Day = string;

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

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// Decision 032: in the fixed-offset range (format-date.ts: São Paulo has kept UTC−3 since 2019) an
// instant's São Paulo day is arithmetic; outside it @date-fns/tz reads the tz database through
// Intl, whose first formatter costs a browser tens of milliseconds (several times that on a phone). Day arithmetic
// (adding days, months) is on the calendar alone: a day is a date, not an instant.
const inFixedRange = (time: number) => time >= fixedSaoPauloOffset.fromMs && time < fixedSaoPauloOffset.untilMs;

/** The São Paulo day an instant falls on. */
export function saoPauloDay(instant: Date | number): Day {
  const time = typeof instant === "number" ? instant : instant.getTime();
  if (inFixedRange(time)) return utcDay(new Date(time + fixedSaoPauloOffset.offsetHours * HOUR_MS));
  const wall = new TZDate(time, APP_TIME_ZONE);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/** Midnight in São Paulo at the start of a day. */
export function startOfSaoPauloDay(day: Day): Date {
  const [year, month, date] = dayParts(day);
  const fixed = Date.UTC(year, month - 1, date) - fixedSaoPauloOffset.offsetHours * HOUR_MS;
  if (inFixedRange(fixed)) return new Date(fixed);
  return new Date(new TZDate(year, month - 1, date, APP_TIME_ZONE).getTime());
}

export function addDaysTo(day: Day, amount: number): Day {
  return utcDay(new Date(utcMidnight(day) + amount * DAY_MS));
}

/** Days from `from` to `to`, both included. */
export function countDays(from: Day, to: Day): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function listDays(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

/** The first day of the day's month, `months` later (negative: earlier). */
function monthStart(day: Day, months = 0): Day {
  const [year, month] = dayParts(day);
  return utcDay(new Date(Date.UTC(year, month - 1 + months, 1)));
}

/** The last day of the day's month. */
function monthEnd(day: Day): Day {
  return addDaysTo(monthStart(day, 1), -1);
}

/** The same day of the month `months` earlier, or that month's last day when it is shorter (31/03 -> 28/02). */
function monthsBefore(day: Day, months: number): Day {
  const start = monthStart(day, -months);
  const sameDay = `${start.slice(0, 8)}${day.slice(8)}`;
  const end = monthEnd(start);
  return parseDay(sameDay) && sameDay <= end ? sameDay : end;
}

function dayParts(day: Day): [number, number, number] {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcMidnight(day: Day): number {
  const [year, month, date] = dayParts(day);
  return Date.UTC(year, month - 1, date);
}

const pad = (value: number) => String(value).padStart(2, "0");

function utcDay(date: Date): Day {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
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
  return monthsBefore(saoPauloDay(now), historyYears * 12);
}

export type PeriodResult =
  { ok: true; period: Period; previous: Period } | { ok: false; message: string; field: "from" | "to" | "period" };

/** What a period is asked for with: a preset (its dates when custom). */
export type PeriodInput = {
  preset: PeriodPreset;
  from?: string;
  to?: string;
  /** The São Paulo day a preset means its days on, when not `now`'s: a period kept from an earlier day (storedPeriodInput). */
  asOf?: Day;
};

/**
 * The period a preset (or a custom range) means on `now`'s São Paulo day (or `asOf`), and the
 * period it is compared with (previousPeriodOf).
 */
export function resolvePeriod(input: PeriodInput, now: Date): PeriodResult {
  const today = input.asOf ?? saoPauloDay(now);
  let from: Day;
  let to: Day = today;
  switch (input.preset) {
    case "7d":
    case "30d":
    case "90d":
      from = addDaysTo(today, 1 - Number(input.preset.slice(0, -1)));
      break;
    case "this_month":
      from = monthStart(today);
      break;
    case "last_month": {
      from = monthStart(today, -1);
      to = monthEnd(from);
      break;
    }
    case "custom": {
      if (!input.from || !input.to)
        return { ok: false, message: periodMessages.customNeedsDates, field: input.from ? "to" : "from" };
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
    const from = monthStart(period.from, -1);
    const end = monthEnd(from);
    const sameDays = addDaysTo(from, period.days - 1);
    const to = period.preset === "last_month" || sameDays > end ? end : sameDays;
    return { preset: period.preset, from, to, days: countDays(from, to) };
  }
  const to = addDaysTo(period.from, -1);
  return { preset: period.preset, from: addDaysTo(to, 1 - period.days), to, days: period.days };
}

/**
 * The input that gives a period kept from an earlier day (a report's row: asked for on one day,
 * made or sent on another) again: its preset, meant on the day it was, so "Mês passado" stays
 * that month and is compared with the month before it, not with as many days before it (decision
 * 023). A preset this code does not know is read as the custom range of its days.
 */
export function storedPeriodInput(stored: { preset: string; from: Day; to: Day }): PeriodInput {
  const preset = periodPresets.find((known) => known === stored.preset) ?? "custom";
  if (preset === "custom") return { preset, from: stored.from, to: stored.to };
  // Every preset but "Mês passado" ends on the day it is meant on; that one, the day before.
  return { preset, asOf: preset === "last_month" ? addDaysTo(stored.to, 1) : stored.to };
}
