import { commentsSummarySchema } from "@core/analytics/comments-summary";
import { useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api";
import { analyticsQueryKey } from "./analytics-keys";
import { selectionKey, type PeriodSelection } from "~/lib/period-search";

/**
 * GET /api/comments/summary for the account and the dashboard's period. Its key starts with the
 * period queries' prefix: refreshing and collecting invalidate it with them.
 */
export function useCommentsSummary(accountId: string, selection: PeriodSelection, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsQueryKey, "comments", accountId, selectionKey(selection)],
    queryFn: ({ signal }) =>
      api.get("/api/comments/summary", {
        query: { accountId, period: selection.preset, from: selection.from, to: selection.to },
        signal,
        schema: commentsSummarySchema,
      }),
    enabled,
    // Another period keeps the last answer of the same account on screen (dimmed) while it loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === accountId ? previous : undefined),
  });
}
