import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { describeError } from "~/lib/api";
import { collectionTimings, isSlow, pollCollectionRun } from "~/lib/collection-polling";
import { collectionStartMessages, describeCollectionStartFailure } from "~/lib/collection-start";
import { dashboardQueryKey } from "~/lib/dashboard-query";
import { readCollectionRun, startCollection } from "~/lib/social-accounts-api";
import { toast } from "./toast";
import { analyticsQueryKey } from "./analytics-keys";
import { dashboardMessages } from "./dashboard-messages";

/**
 * 'Iniciar Coleta de Dados' and the stale alert's button: starts a collection of the account,
 * follows its run every 3 s (docs/product/screens.md) and, past 120 s, on until it ends (src/web/lib/collection-polling.ts),
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
        toast.error(collectionStartMessages.failureTitle, { description: describeCollectionStartFailure(error) });
        throw error;
      }
      toast.success(collectionStartMessages.started);
      let slowSaid = false;
      return pollCollectionRun({
        run,
        fetchRun: readCollectionRun,
        signal: controller.signal,
        onProgress: (_run, elapsedMs) => {
          if (slowSaid || !isSlow(elapsedMs, collectionTimings)) return;
          slowSaid = true;
          toast.info(dashboardMessages.collectionSlow);
        },
      });
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === "aborted") return;
      if (outcome.kind === "succeeded") toast.success(dashboardMessages.collectionDone);
      else if (outcome.kind === "failed") {
        toast.error(dashboardMessages.collectionFailed, { description: outcome.run.errorMessage ?? undefined });
      } else if (outcome.kind === "read-failed") {
        toast.error(dashboardMessages.collectionFailed, { description: describeError(outcome.error) });
      } else toast.info(dashboardMessages.collectionTimeout);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: analyticsQueryKey }),
      ]);
    },
  });
}
