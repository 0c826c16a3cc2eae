import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schemas = () => import("@core/alerts/alert-unread");
const alertUnreadSchema = () => schemas().then((module) => module.alertUnreadSchema);

// The header's bell reads only this: the rest of the alerts' reads and their schemas
// (alerts-api.ts) load with the alerts pages.
export const alertsQueryKey = ["alerts"] as const;
const unreadKey = [...alertsQueryKey, "unread"] as const;

/** The bell's count: read on load and every minute, and when the window gets focus again. */
export function useUnreadAlerts() {
  return useQuery({
    queryKey: unreadKey,
    ...apiQuery("/api/alerts/unread", { schema: alertUnreadSchema }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
