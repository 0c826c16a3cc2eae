import { formatDate } from "@core/format/format-date";

/** A post's date as dd/mm/aaaa (a calendar date: noon in São Paulo keeps it on the same day). */
export function formatPublishedOn(isoDate: string): string {
  return formatDate(`${isoDate}T12:00:00-03:00`);
}
