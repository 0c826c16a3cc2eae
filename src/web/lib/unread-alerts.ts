import { useQuery } from "@tanstack/react-query";
import { apiQuery, lazySchemas } from "~/lib/api";

// The answer's schema (and zod) loads with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/alerts/alert-unread"));

// The header's bell reads only this: the rest of the alerts' reads and their schemas
// (alerts-api.ts) load with the alerts pages.
export const alertsQueryKey = ["alerts"] as const;
const unreadKey = [...alertsQueryKey, "unread"] as const;

/** The bell's count: read on load and every minute, and when the window gets focus again. */
export function useUnreadAlerts() {
  return useQuery({
    queryKey: unreadKey,
    ...apiQuery("/api/alerts/unread", { schema: schema("alertUnreadSchema") }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
