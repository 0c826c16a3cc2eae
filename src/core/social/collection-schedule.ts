/**
 * Each account's daily collection time (docs/decisions/047-call-budgets-and-day-schedule.md): a stable second of the São Paulo
 * day from a hash of the account's id, so the day's collections spread evenly over 24 hours and
 * an account is collected at the same time every day (its figures a day apart).
 */
export const secondsPerDay = 86_400;

/** FNV-1a (32 bits) of the id: stable across processes and releases, evenly spread. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The second of the São Paulo day (0 to 86,399) at which the account is collected. */
export function collectionSecondOfDay(accountId: string): number {
  return fnv1a(accountId) % secondsPerDay;
}

/** When the account is collected on the day that starts at `dayStart` (its São Paulo midnight). */
export function collectionTimeOn(accountId: string, dayStart: Date, secondsPerSimulatedDay = secondsPerDay): Date {
  const second = collectionSecondOfDay(accountId);
  return new Date(dayStart.getTime() + Math.floor((second * 1000 * secondsPerSimulatedDay) / secondsPerDay));
}
