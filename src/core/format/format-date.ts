// Spec §8: the text shown for an invalid date.
export const INVALID_DATE_TEXT = "Data não disponível";

// DECISIONS.md "Name and language": dates dd/mm/aaaa, times in America/Sao_Paulo.
export const APP_TIME_ZONE = "America/Sao_Paulo";

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: APP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export type DateInput = Date | string | number | null | undefined;

/** An instant from a Date, an ISO string or epoch milliseconds; null when it is not a real date. */
export function parseInstant(input: DateInput): Date | null {
  if (input == null || input === "") return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function readParts(date: Date): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const parts = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of dateTimeFormat.formatToParts(date)) {
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
