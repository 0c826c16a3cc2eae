import { periodAnalyticsSchema, periodPostsPageSchema, type PostSortKey } from "@core/analytics/analytics-responses";
import type { PostType } from "@core/social/profile-data";
import { api } from "~/lib/api";
import type { PeriodSelection } from "~/lib/period-search";

export { analyticsQueryKey } from "./analytics-keys";

/** The posts table's own state: a type filter, a column sorted one way, a page. */
export type PostsTableState = { type: PostType | null; sort: PostSortKey; order: "asc" | "desc"; page: number };

export const postsPageSize = 10;

function periodQuery(accountId: string, selection: PeriodSelection) {
  return { accountId, period: selection.preset, from: selection.from, to: selection.to };
}

/** GET /api/analytics: the period's figures against the previous period, series, formats, hours. */
export function fetchPeriodAnalytics(accountId: string, selection: PeriodSelection, signal?: AbortSignal) {
  return api.get("/api/analytics", { query: periodQuery(accountId, selection), signal, schema: periodAnalyticsSchema });
}

/** GET /api/analytics/posts: one page of the period's posts, filtered and sorted. */
export function fetchPeriodPosts(accountId: string, selection: PeriodSelection, table: PostsTableState, signal?: AbortSignal) {
  return api.get("/api/analytics/posts", {
    query: {
      ...periodQuery(accountId, selection),
      type: table.type,
      sort: table.sort,
      order: table.order,
      page: table.page,
      pageSize: postsPageSize,
    },
    signal,
    schema: periodPostsPageSchema,
  });
}
