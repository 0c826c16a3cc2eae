import { addDaysTo, listDays, startOfSaoPauloDay, type Day } from "@core/analytics/period";
import type { AccountDayInsights } from "@core/social/owner-insights";
import { INSIGHTS_DELAY_MS } from "./instagram/insight-metrics";

/**
 * A row without figures for each São Paulo day from `from` to `to`, for an adapter to fill: a day
 * is settled once 48 hours have passed since it ended (both networks' figures come that late;
 * docs/decisions/040-owner-insights.md).
 */
export function emptyAccountDays(from: Day, to: Day, now: Date): Map<Day, AccountDayInsights> {
  return new Map(
    listDays(from, to).map((day) => [
      day,
      {
        day,
        reach: null,
        views: null,
        accountsEngaged: null,
        totalInteractions: null,
        profileLinksTaps: null,
        profileViews: null,
        follows: null,
        unfollows: null,
        settled: now.getTime() >= startOfSaoPauloDay(addDaysTo(day, 1)).getTime() + INSIGHTS_DELAY_MS,
      },
    ]),
  );
}
