import type { CollectionRun } from "./instagram-api";

/** spec §9: poll every 3 s, give up after 120 s, go to /dashboard 1 s after success. */
export const collectionTimings = {
  pollIntervalMs: 3_000,
  giveUpAfterMs: 120_000,
  redirectDelayMs: 1_000,
} as const;

export type CollectionTimings = { pollIntervalMs: number; giveUpAfterMs: number; redirectDelayMs: number };

export type CollectionOutcome =
  | { kind: "succeeded"; run: CollectionRun }
  | { kind: "failed"; run: CollectionRun }
  | { kind: "timed-out"; run: CollectionRun }
  | { kind: "aborted" };

export type PollCollectionOptions = {
  /** The run as the start call returned it. */
  run: CollectionRun;
  fetchRun: (runId: string, signal: AbortSignal) => Promise<CollectionRun>;
  /** Told of every run read and of the time since the start. */
  onProgress?: (run: CollectionRun, elapsedMs: number) => void;
  signal: AbortSignal;
  timings?: Pick<CollectionTimings, "pollIntervalMs" | "giveUpAfterMs">;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export function isFinished(run: CollectionRun) {
  return run.status === "succeeded" || run.status === "failed";
}

/**
 * When to read the run again, or null to give up: every `pollIntervalMs`, never past
 * `giveUpAfterMs` after the start (the last read lands exactly on the deadline).
 */
export function nextPollDelay(elapsedMs: number, timings: Pick<CollectionTimings, "pollIntervalMs" | "giveUpAfterMs">) {
  const remaining = timings.giveUpAfterMs - elapsedMs;
  if (remaining <= 0) return null;
  return Math.min(timings.pollIntervalMs, remaining);
}

/**
 * Follows a collection run until it succeeds, fails, or the time runs out (the job goes on in the
 * background then). A read that fails (a network blip, a restarting server) is tried again at the
 * next tick rather than ending the wait.
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
    } catch {
      if (signal.aborted) return { kind: "aborted" };
      continue;
    }
    if (signal.aborted) return { kind: "aborted" };
    onProgress?.(run, now() - startedAt);
  }
  return run.status === "succeeded" ? { kind: "succeeded", run } : { kind: "failed", run };
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
