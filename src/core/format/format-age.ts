import { type DateInput, INVALID_DATE_TEXT, parseInstant } from "./format-date";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// docs/product/screens.md: analytics and advanced metrics are stale after 24 hours.
export const STALE_AFTER_MS = DAY_MS;

/**
 * Age of the collected data for the stale alert (docs/product/screens.md): 'agora mesmo' under a minute, then
 * 'há Nmin' under an hour, then 'há Nh' (whole units, rounded down; hours keep counting past a day,
 * so data moved back 25 h reads 'há 25h'). A time in the future (clock skew) is 'agora mesmo'.
 */
export function formatDataAge(lastUpdated: DateInput, now: Date): string {
  const date = parseInstant(lastUpdated);
  if (!date) return INVALID_DATE_TEXT;
  const age = now.getTime() - date.getTime();
  if (age < MINUTE_MS) return "agora mesmo";
  if (age < HOUR_MS) return `há ${Math.floor(age / MINUTE_MS)}min`;
  return `há ${Math.floor(age / HOUR_MS)}h`;
}

/**
 * Age of the advanced indicators (docs/product/screens.md): 'Atualizado agora' under an hour (the product gave no
 * minutes here), 'há N horas' under a day, then 'há N dias'; whole units rounded down, singular for 1.
 */
export function formatIndicatorsAge(updatedAt: DateInput, now: Date): string {
  const date = parseInstant(updatedAt);
  if (!date) return INVALID_DATE_TEXT;
  const age = now.getTime() - date.getTime();
  if (age < HOUR_MS) return "Atualizado agora";
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return hours === 1 ? "há 1 hora" : `há ${hours} horas`;
  }
  const days = Math.floor(age / DAY_MS);
  return days === 1 ? "há 1 dia" : `há ${days} dias`;
}

/**
 * docs/product/screens.md: stale when over 24 hours old (exactly 24 h is not yet stale). A missing or invalid date
 * counts as stale, so the dashboard recollects or recalculates rather than trusting it.
 */
export function isStale(lastUpdated: DateInput, now: Date): boolean {
  const date = parseInstant(lastUpdated);
  if (!date) return true;
  return now.getTime() - date.getTime() > STALE_AFTER_MS;
}
