import { useQuery } from "@tanstack/react-query";
import { apiQuery, lazySchemas } from "./api";

// The answer's schema (and zod) loads with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/competitors/competitor-figures"));

/** Every competitors query starts with this key: a change to the competitors reads them all again. */
export const competitorsQueryKey = ["competitors"] as const;
export const competitorListQueryKey = [...competitorsQueryKey, "list"] as const;

/** The workspace's competitors and the plan's limit (the competitors page, the search's scopes). */
export function useCompetitors(options: { afterPayment?: boolean } = {}) {
  return useQuery({
    queryKey: competitorListQueryKey,
    ...apiQuery("/api/competitors", { schema: schema("competitorListSchema") }),
    // Back from the add-on's payment: read again for a minute while the provider's events arrive.
    refetchInterval: (query) => (options.afterPayment && query.state.dataUpdateCount < 30 ? 2000 : false),
  });
}
