import type { CollectionRun } from "./dashboard-types";

// Spec §9: collection polling every 3 seconds, giving up after 120 seconds.
export const POLL_INTERVAL_MS = 3_000;
export const POLL_TIMEOUT_MS = 120_000;

export type RunOutcome = { kind: "succeeded"; run: CollectionRun } | { kind: "failed"; run: CollectionRun } | { kind: "timeout" };

type PollOptions = {
  readRun: (runId: string) => Promise<CollectionRun>;
  intervalMs?: number;
  timeoutMs?: number;
  /** Injected so tests run without waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  signal?: AbortSignal;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the run every `intervalMs` until it finishes or `timeoutMs` has passed. */
export async function pollRun(run: CollectionRun, options: PollOptions): Promise<RunOutcome> {
  const { intervalMs = POLL_INTERVAL_MS, timeoutMs = POLL_TIMEOUT_MS, sleep = defaultSleep, now = Date.now, signal } = options;
  const deadline = now() + timeoutMs;
  let current = run;
  for (;;) {
    if (current.status === "succeeded") return { kind: "succeeded", run: current };
    if (current.status === "failed") return { kind: "failed", run: current };
    if (now() + intervalMs > deadline) return { kind: "timeout" };
    await sleep(intervalMs);
    signal?.throwIfAborted();
    current = await options.readRun(current.id);
  }
}
