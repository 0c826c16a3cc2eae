// docs/product/texts.md: the text shown for an invalid date.
export const INVALID_DATE_TEXT = "Data não disponível";

// docs/product/README.md: dates dd/mm/aaaa, times in America/Sao_Paulo.
export const APP_TIME_ZONE = "America/Sao_Paulo";

const HOUR_MS = 3_600_000;

/**
 * São Paulo's clocks have kept UTC−3 all year since its last daylight saving time ended
 * (2019-02-17 02:00 UTC), in the tz database's rules today. In that range the wall clock is
 * worked out by arithmetic: a browser builds its first Intl.DateTimeFormat in tens of milliseconds
 * (ICU's calendar and pattern data; several times that on a phone), a long task on every
 * signed-in page's first render (decision 032). Outside it, the tz database decides, through Intl.
 * The range ends where Brazil could next decree a change its rules do not know yet; a test holds
 * the range against the tz database hour by hour, so a tz release with a new rule fails it.
 */
export const fixedSaoPauloOffset = { fromMs: Date.UTC(2019, 1, 17, 2), untilMs: Date.UTC(2028, 0, 1), offsetHours: -3 } as const;

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Built on first use, for instants outside the fixed-offset range only. */
function intlFormat() {
  dateTimeFormat ??= new Intl.DateTimeFormat("pt-BR", {
    timeZone: APP_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return dateTimeFormat;
}

export type DateInput = Date | string | number | null | undefined;

/** An instant from a Date, an ISO string or epoch milliseconds; null when it is not a real date. */
export function parseInstant(input: DateInput): Date | null {
  if (input == null || input === "") return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

function readParts(date: Date): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const time = date.getTime();
  if (time >= fixedSaoPauloOffset.fromMs && time < fixedSaoPauloOffset.untilMs) {
    const wall = new Date(time + fixedSaoPauloOffset.offsetHours * HOUR_MS);
    return {
      day: twoDigits(wall.getUTCDate()),
      month: twoDigits(wall.getUTCMonth() + 1),
      year: String(wall.getUTCFullYear()),
      hour: twoDigits(wall.getUTCHours()),
      minute: twoDigits(wall.getUTCMinutes()),
    };
  }
  const parts = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of intlFormat().formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** 'dd/mm/aaaa' in São Paulo time, 'Data não disponível' for anything that is not a date. */
export function formatDate(input: DateInput): string {
  const date = parseInstant(input);
  if (!date) return INVALID_DATE_TEXT;
  const { day, month, year } = readParts(date);
  return `${day}/${month}/${year}`;
}

/**
 * 'dd/mm/aaaa HH:mm' (24 h) in São Paulo time. Built from parts because Intl's own pt-BR
 * date-time pattern changed between ICU versions (with and without a comma).
 */
export function formatDateTime(input: DateInput): string {
  const date = parseInstant(input);
  if (!date) return INVALID_DATE_TEXT;
  const { day, month, year, hour, minute } = readParts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/**
 * A calendar day written 'yyyy-mm-dd' (a São Paulo day from the analytics API) as 'dd/mm/aaaa'.
 * It is read as written, never as an instant: `new Date("2026-11-01")` is UTC midnight, which is
 * still 31/10 in São Paulo.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : INVALID_DATE_TEXT;
}

/** Two calendar days as a range: "01/11/2026 a 24/11/2026" (the period on screens and in exports). */
export function formatDayRange(period: { from: string; to: string }): string {
  return `${formatDay(period.from)} a ${formatDay(period.to)}`;
}
