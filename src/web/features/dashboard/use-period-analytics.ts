import { useQuery } from "@tanstack/react-query";
import { analyticsQueryKey, fetchPeriodAnalytics, fetchPeriodPosts, type PostsTableState } from "./analytics-api";
import { selectionKey, type PeriodSelection } from "~/lib/period-search";

// While another period (or page) loads, the last answer for the same account stays on screen, so
// the layout does not collapse into skeletons at every click; another account's never does.
const isSameAccount = (accountId: string, previousKey: readonly unknown[] | undefined) => previousKey?.[2] === accountId;

/** The period section's figures; `enabled` is false while the chosen custom range is invalid. */
export function usePeriodAnalytics(accountId: string, selection: PeriodSelection, enabled: boolean) {
  return useQuery({
    queryKey: [...analyticsQueryKey, "period", accountId, selectionKey(selection)],
    queryFn: ({ signal }) => fetchPeriodAnalytics(accountId, selection, signal),
    enabled,
    placeholderData: (previous, previousQuery) => (isSameAccount(accountId, previousQuery?.queryKey) ? previous : undefined),
  });
}

export function usePeriodPosts(accountId: string, selection: PeriodSelection, table: PostsTableState) {
  return useQuery({
    queryKey: [...analyticsQueryKey, "posts", accountId, selectionKey(selection), table],
    queryFn: ({ signal }) => fetchPeriodPosts(accountId, selection, table, signal),
    placeholderData: (previous, previousQuery) => (isSameAccount(accountId, previousQuery?.queryKey) ? previous : undefined),
  });
}
