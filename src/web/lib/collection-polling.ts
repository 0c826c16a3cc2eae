import type { CollectionRun } from "@core/social/account-responses";
import { isApiError } from "./api";

/**
 * The one poller of a collection run, for every page that starts one (the setup page, the
 * dashboard). docs/product/screens.md: poll every 3 s for 120 s, go to /dashboard 1 s after success. A run can outlive 120 s
 * while it is still going (its worker restarted and it is "resuming"), so past 120 s the page
 * says it is slow and keeps following it every 10 s; only the run itself says it failed. After
 * 15 minutes (when the server treats an open run as abandoned) the page stops following.
 */
export const collectionTimings = {
  pollIntervalMs: 3_000,
  slowAfterMs: 120_000,
  slowPollIntervalMs: 10_000,
  giveUpAfterMs: 15 * 60_000,
  redirectDelayMs: 1_000,
} as const;

export type CollectionTimings = {
  pollIntervalMs: number;
  giveUpAfterMs: number;
  redirectDelayMs: number;
  /** From this point on the run is slow: read every `slowPollIntervalMs` instead. */
  slowAfterMs?: number;
  slowPollIntervalMs?: number;
};
type PollTimings = Pick<CollectionTimings, "pollIntervalMs" | "giveUpAfterMs" | "slowAfterMs" | "slowPollIntervalMs">;

export type CollectionOutcome =
  | { kind: "succeeded"; run: CollectionRun }
  | { kind: "failed"; run: CollectionRun }
  | { kind: "timed-out"; run: CollectionRun }
  /** The server refused to show the run (signed out, access removed, run gone): no use reading on. */
  | { kind: "read-failed"; error: unknown }
  | { kind: "aborted" };

export type PollCollectionOptions = {
  /** The run as the start call returned it. */
  run: CollectionRun;
  fetchRun: (runId: string, signal: AbortSignal) => Promise<CollectionRun>;
  /** Told of every run read and of the time since the start. */
  onProgress?: (run: CollectionRun, elapsedMs: number) => void;
  signal: AbortSignal;
  timings?: PollTimings;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export function isFinished(run: CollectionRun) {
  return run.status === "succeeded" || run.status === "failed";
}

/** Whether the run has been followed for longer than a collection normally takes. */
export function isSlow(elapsedMs: number, timings: PollTimings) {
  return timings.slowAfterMs !== undefined && elapsedMs >= timings.slowAfterMs;
}

/**
 * When to read the run again, or null to give up: every `pollIntervalMs` (every
 * `slowPollIntervalMs` once slow), never past `giveUpAfterMs` after the start (the last read
 * lands exactly on the deadline).
 */
export function nextPollDelay(elapsedMs: number, timings: PollTimings) {
  const remaining = timings.giveUpAfterMs - elapsedMs;
  if (remaining <= 0) return null;
  const interval = isSlow(elapsedMs, timings) ? (timings.slowPollIntervalMs ?? timings.pollIntervalMs) : timings.pollIntervalMs;
  return Math.min(interval, remaining);
}

/**
 * Follows a collection run until it succeeds, fails, or the time runs out (the job goes on in the
 * background then; a run that is only slow is followed on). A read that got no answer or a server
 * error (a network blip, a restarting server) is tried again at the next tick; a refusal (4xx)
 * ends the wait.
 */
export async function pollCollectionRun({
  run: initialRun,
  fetchRun,
  onProgress,
  signal,
  timings = collectionTimings,
  now = Date.now,
  sleep = sleepFor,
}: PollCollectionOptions): Promise<CollectionOutcome> {
  const startedAt = now();
  let run = initialRun;
  onProgress?.(run, 0);
  while (!isFinished(run)) {
    const delay = nextPollDelay(now() - startedAt, timings);
    if (delay === null) return { kind: "timed-out", run };
    await sleep(delay, signal);
    if (signal.aborted) return { kind: "aborted" };
    try {
      run = await fetchRun(run.id, signal);
    } catch (error) {
      if (signal.aborted) return { kind: "aborted" };
      if (isTransient(error)) continue;
      return { kind: "read-failed", error };
    }
    if (signal.aborted) return { kind: "aborted" };
    onProgress?.(run, now() - startedAt);
  }
  return run.status === "succeeded" ? { kind: "succeeded", run } : { kind: "failed", run };
}

/** A read worth trying again: no answer (status 0, or not an API error at all) or a 5xx. */
function isTransient(error: unknown) {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** "0:07", "1:05": the time since the collection started. */
export function formatElapsed(elapsedMs: number) {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
