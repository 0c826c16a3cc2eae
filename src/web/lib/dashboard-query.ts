import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard as DashboardData } from "@core/social/dashboard-responses";
import { apiQuery } from "./api";
import { collectionTimings } from "./collection-polling";

/**
 * GET /api/dashboard, read by the dashboard and by the sections other pages show from it (the
 * recommendations' summary, the reports' current account).
 */
export const dashboardQueryKey = ["dashboard"] as const;

const { pollIntervalMs, slowAfterMs } = collectionTimings;
const maxIndicatorPolls = slowAfterMs / pollIntervalMs;

/**
 * docs/product/screens.md: the server queues the indicators when none exist or they are over 24 h old; while that
 * runs (`recalculating`, or no indicators yet for collected data) the dashboard is read again every
 * 3 s — for up to 120 s when none exist, so a failing calculation does not poll forever.
 */
export function indicatorsPollInterval(data: DashboardData | undefined, updates: number): number | false {
  if (!data?.analytics) return false;
  if (data.indicators?.recalculating) return pollIntervalMs;
  if (!data.indicators && updates < maxIndicatorPolls) return pollIntervalMs;
  return false;
}

export function useDashboard(options: { alsoShown?: boolean } = {}) {
  return useQuery(dashboardQueryOptions(options));
}

/**
 * `alsoShown`: for a section of a page that already reads the dashboard (it shares that answer;
 * with staleTime 0 its mount would otherwise read the dashboard again, a request and a render of
 * the whole page after the first paint).
 */
export function dashboardQueryOptions({ alsoShown = false }: { alsoShown?: boolean } = {}) {
  return queryOptions({
    queryKey: dashboardQueryKey,
    // The page's first render has the answer that came with its HTML (docs/decisions/021).
    ...apiQuery<DashboardData>("/api/dashboard"),
    // Reopening the page shows the latest collection at once; the answer from the HTML (the only
    // data no read has updated yet) was read a moment ago, and is not read again on mount.
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? 10_000 : 0),
    refetchOnMount: !alsoShown,
    // Nor after a failed read: the page shows the failure and its "Tentar novamente" reads again
    // (a section mounting after the person's first action would otherwise retry on its own).
    retryOnMount: !alsoShown,
    refetchInterval: (query) => indicatorsPollInterval(query.state.data, query.state.dataUpdateCount),
  });
}
