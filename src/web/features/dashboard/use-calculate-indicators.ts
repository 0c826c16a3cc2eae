import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "./toast";
import { isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { dashboardQueryKey } from "~/lib/dashboard-query";
import { calculateIndicators } from "./dashboard-api";
import { dashboardMessages } from "./dashboard-messages";
import type { DashboardData } from "./dashboard-types";

/** 'Calcular Indicadores' (docs/product/screens.md; its messages, docs/product/texts.md): computes now and puts the result in the dashboard. */
export function useCalculateIndicators() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: calculateIndicators,
    onSuccess: (indicators) => {
      queryClient.setQueryData<DashboardData>(dashboardQueryKey, (data) => (data ? { ...data, indicators } : data));
      toast.success(dashboardMessages.indicatorsCalculated);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        toast.error(dashboardMessages.unauthenticated);
        // The session ended: reading it again lets the route guard send the person to /login.
        void refresh();
        return;
      }
      // docs/product/texts.md: the server's text when it sent one.
      const serverMessage = isApiError(error) && error.status > 0 ? error.message : undefined;
      toast.error(dashboardMessages.indicatorsCalculateFailure, { description: serverMessage });
    },
  });
}
