import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "./toast";
import { isApiError } from "~/lib/api";
import { pollRun } from "./collection-polling";
import { analyticsQueryKey } from "./analytics-keys";
import { dashboardQueryKey, readRun, startCollection } from "./dashboard-api";
import { dashboardMessages } from "./dashboard-messages";

/**
 * 'Iniciar Coleta de Dados' and the stale alert's button: starts a collection of the account,
 * follows its run every 3 s (docs/product/screens.md) and, past 120 s, on until it ends (collection-polling.ts),
 * then reads the dashboard and the period again.
 */
export function useCollection() {
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  return useMutation({
    mutationFn: async (accountId: string) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      let run;
      try {
        run = await startCollection(accountId);
      } catch (error) {
        // Without a plan (403 NO_PLAN) or over its limits, the server's text says what to do.
        const description =
          isApiError(error) && (error.status === 403 || error.status === 429) ? error.message : dashboardMessages.collectionStartFailure;
        toast.error(dashboardMessages.collectionStartFailureTitle, { description });
        throw error;
      }
      toast.success(dashboardMessages.collectionStarted);
      return pollRun(run, {
        readRun: (id) => readRun(id, controller.signal),
        signal: controller.signal,
        onSlow: () => toast.info(dashboardMessages.collectionSlow),
      });
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === "succeeded") toast.success(dashboardMessages.collectionDone);
      else if (outcome.kind === "failed") {
        toast.error(dashboardMessages.collectionFailed, { description: outcome.run.errorMessage ?? undefined });
      } else toast.info(dashboardMessages.collectionTimeout);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: analyticsQueryKey }),
      ]);
    },
  });
}
