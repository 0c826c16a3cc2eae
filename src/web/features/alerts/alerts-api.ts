import { alertListSchema, alertRuleListSchema, alertRuleSchema, alertUnreadSchema, type AlertRuleUpdate } from "@core/alerts/alert-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, apiQuery, describeError } from "~/lib/api";

export const alertsQueryKey = ["alerts"] as const;
const unreadKey = [...alertsQueryKey, "unread"] as const;
const listKey = [...alertsQueryKey, "list"] as const;
const rulesKey = [...alertsQueryKey, "rules"] as const;

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

export function useAlerts() {
  return useQuery({ queryKey: listKey, ...apiQuery("/api/alerts", { schema: alertListSchema }) });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "all") => (id === "all" ? api.post("/api/alerts/read-all", {}) : api.post(`/api/alerts/${id}/read`, {})),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
    onError: (error) => toast.error(describeError(error)),
  });
}

export function useAlertRules() {
  return useQuery({ queryKey: rulesKey, ...apiQuery("/api/alerts/rules", { schema: alertRuleListSchema }) });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: AlertRuleUpdate }) => api.patch(`/api/alerts/rules/${id}`, update, { schema: alertRuleSchema }),
    onSuccess: () => {
      toast.success("Preferência salva.");
      void queryClient.invalidateQueries({ queryKey: rulesKey });
    },
  });
}
