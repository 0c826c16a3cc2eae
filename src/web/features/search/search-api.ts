import { searchApiQuery, searchApiQueryString, type SearchUrlState } from "@core/search/search-url";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQuery, lazySchemas } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/search/search-responses"));

export const searchQueryKey = ["search"] as const;

/**
 * One page of results for the search in the address; `enabled: false` while it cannot be sent
 * (no text, or a text or period the page already knows the server would refuse). The previous
 * page stays on screen while the next one loads.
 */
export function useSearchResults(state: SearchUrlState, enabled: boolean) {
  const query = searchApiQuery(state);
  return useQuery({
    queryKey: [...searchQueryKey, query],
    ...apiQuery("/api/search", { query, schema: schema("searchResponseSchema") }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The export's address: every result of this search (not only the page) as CSV or Excel. */
export function searchExportHref(state: SearchUrlState, format: "csv" | "xlsx") {
  const params = new URLSearchParams(searchApiQueryString(state, { format }));
  params.delete("page");
  return `/api/search/export?${params}`;
}
