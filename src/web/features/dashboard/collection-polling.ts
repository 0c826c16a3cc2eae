import type { CollectionRun } from "./dashboard-types";

// docs/product/screens.md: collection polling every 3 seconds for 120 seconds.
export const POLL_INTERVAL_MS = 3_000;
export const POLL_TIMEOUT_MS = 120_000;
// A run still going after 120 s (its worker restarted: "resuming") is followed on, every 10 s,
// until it ends; after 15 minutes (when the server treats an open run as abandoned) no longer.
export const SLOW_POLL_INTERVAL_MS = 10_000;
export const FOLLOW_LIMIT_MS = 15 * 60_000;

export type RunOutcome = { kind: "succeeded"; run: CollectionRun } | { kind: "failed"; run: CollectionRun } | { kind: "timeout" };

type PollOptions = {
  readRun: (runId: string) => Promise<CollectionRun>;
  intervalMs?: number;
  /** When the run becomes slow: told once, and read every `slowIntervalMs` from then on. */
  slowAfterMs?: number;
  slowIntervalMs?: number;
  onSlow?: () => void;
  /** When to stop following a run that has not ended. */
  timeoutMs?: number;
  /** Injected so tests run without waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  signal?: AbortSignal;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the run every `intervalMs` until it finishes; once slow, every `slowIntervalMs`, until
 * `timeoutMs` has passed. A failed read (a restarting server) is tried again at the next tick.
 */
export async function pollRun(run: CollectionRun, options: PollOptions): Promise<RunOutcome> {
  const {
    intervalMs = POLL_INTERVAL_MS,
    slowAfterMs = POLL_TIMEOUT_MS,
    slowIntervalMs = SLOW_POLL_INTERVAL_MS,
    timeoutMs = FOLLOW_LIMIT_MS,
    sleep = defaultSleep,
    now = Date.now,
    signal,
  } = options;
  const startedAt = now();
  let slow = false;
  let current = run;
  for (;;) {
    if (current.status === "succeeded") return { kind: "succeeded", run: current };
    if (current.status === "failed") return { kind: "failed", run: current };
    if (!slow && now() - startedAt >= slowAfterMs) {
      slow = true;
      options.onSlow?.();
    }
    const wait = slow ? slowIntervalMs : intervalMs;
    if (now() + wait > startedAt + timeoutMs) return { kind: "timeout" };
    await sleep(wait);
    signal?.throwIfAborted();
    try {
      current = await options.readRun(current.id);
    } catch (error) {
      signal?.throwIfAborted();
      if (!isTransient(error)) throw error;
    }
  }
}

/** A read worth trying again: the network, or the server answering 5xx (restarting, database away). */
function isTransient(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== "number" || status === 0 || status >= 500;
}
