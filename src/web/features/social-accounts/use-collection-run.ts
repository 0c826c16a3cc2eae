import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { describeError } from "~/lib/api";
import { type CollectionTimings, collectionTimings, isSlow, pollCollectionRun } from "~/lib/collection-polling";
import { accountsQueryKey, type CollectionRun, readCollectionRun } from "~/lib/social-accounts-api";
import { socialAccountsMessages } from "./social-accounts-messages";

export type CollectionProgressState =
  | { phase: "idle" }
  | {
      phase: "queued" | "running" | "resuming" | "succeeded" | "failed" | "timed-out";
      startedAt: number;
      message?: string;
      /** Followed for longer than a collection normally takes (still going). */
      slow?: boolean;
    };

export function isCollecting(state: CollectionProgressState): boolean {
  return state.phase === "queued" || state.phase === "running" || state.phase === "resuming";
}

/**
 * Follows a collection run (docs/product/screens.md): polls every 3 s; past 120 s says it is slow and keeps
 * following (src/web/lib/collection-polling.ts); on success toasts 'Dados processados!' and opens /dashboard
 * 1 s later.
 */
export function useCollectionRun(timings: CollectionTimings = collectionTimings) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CollectionProgressState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(redirectTimer.current);
    },
    [],
  );

  const track = useCallback(
    async (run: CollectionRun) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const startedAt = Date.now();
      const outcome = await pollCollectionRun({
        run,
        fetchRun: readCollectionRun,
        signal: current.signal,
        timings,
        onProgress: (latest, elapsedMs) => {
          if (latest.status === "queued" || latest.status === "running" || latest.status === "resuming") {
            setState({ phase: latest.status, startedAt, slow: isSlow(elapsedMs, timings) });
          }
        },
      });
      if (outcome.kind === "aborted") return;
      void queryClient.invalidateQueries({ queryKey: [accountsQueryKey[0]] });
      if (outcome.kind === "succeeded") {
        setState({ phase: "succeeded", startedAt, message: socialAccountsMessages.runSucceeded });
        toast.success(socialAccountsMessages.collectionDone);
        redirectTimer.current = setTimeout(() => void navigate("/dashboard"), timings.redirectDelayMs);
      } else if (outcome.kind === "failed") {
        setState({ phase: "failed", startedAt, message: outcome.run.errorMessage ?? socialAccountsMessages.runFailed });
      } else if (outcome.kind === "read-failed") {
        setState({ phase: "failed", startedAt, message: describeError(outcome.error, socialAccountsMessages.runFailed) });
      } else {
        setState({ phase: "timed-out", startedAt, message: socialAccountsMessages.runTimedOut });
      }
    },
    [navigate, queryClient, timings],
  );

  const busy = isCollecting(state) || state.phase === "succeeded";
  return { state, track, busy };
}
