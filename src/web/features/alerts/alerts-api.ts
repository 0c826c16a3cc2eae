import type { AlertRuleUpdate } from "@core/alerts/alert-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, apiQuery, describeError, lazySchemas } from "~/lib/api";
import { alertsQueryKey } from "~/lib/unread-alerts";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/alerts/alert-rules"));

const listKey = [...alertsQueryKey, "list"] as const;
const rulesKey = [...alertsQueryKey, "rules"] as const;

export function useAlerts() {
  return useQuery({ queryKey: listKey, ...apiQuery("/api/alerts", { schema: schema("alertListSchema") }) });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "all") =>
      id === "all" ? api.post("/api/alerts/read-all", {}) : api.post(`/api/alerts/${id}/read`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
    onError: (error) => toast.error(describeError(error)),
  });
}

export function useAlertRules() {
  return useQuery({ queryKey: rulesKey, ...apiQuery("/api/alerts/rules", { schema: schema("alertRuleListSchema") }) });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: AlertRuleUpdate }) =>
      api.patch(`/api/alerts/rules/${id}`, update, { schema: schema("alertRuleSchema") }),
    onSuccess: () => {
      toast.success("Preferência salva.");
      void queryClient.invalidateQueries({ queryKey: rulesKey });
    },
  });
}
