import { audienceAnswerSchema, storiesAnswerSchema } from "@core/analytics/owner-insights-responses";
import { useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api";
import { selectionKey, type PeriodSelection } from "~/lib/period-search";
import { analyticsQueryKey } from "./analytics-keys";

// "Público" and "Stories" (docs/decisions/044-owner-insights-in-periods.md): GET /api/analytics/audience
// and GET /api/analytics/stories for the account and the dashboard's period. Their keys start with
// the period queries' prefix, so refreshing and collecting invalidate them with the period; each
// section's own chunk loads these schemas with it.

const periodQuery = (accountId: string, selection: PeriodSelection) => ({
  accountId,
  period: selection.preset,
  from: selection.from,
  to: selection.to,
});

export function useAudience(accountId: string, selection: PeriodSelection, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsQueryKey, "audience", accountId, selectionKey(selection)],
    queryFn: ({ signal }) =>
      api.get("/api/analytics/audience", { query: periodQuery(accountId, selection), signal, schema: audienceAnswerSchema }),
    enabled,
    // Another period keeps the last answer of the same account on screen (dimmed) while it loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === accountId ? previous : undefined),
  });
}

export function useStories(accountId: string, selection: PeriodSelection, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsQueryKey, "stories", accountId, selectionKey(selection)],
    queryFn: ({ signal }) =>
      api.get("/api/analytics/stories", { query: periodQuery(accountId, selection), signal, schema: storiesAnswerSchema }),
    enabled,
    // Another period keeps the last answer of the same account on screen (dimmed) while it loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === accountId ? previous : undefined),
  });
}
