import type { QueuePolicy, QueueOptions } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { Tx } from "../db/client";

export type JobRunContext = AppContext & {
  jobId: string;
  retryCount: number;
  /** Aborted when this attempt lost its claim (heartbeat lost, expired) or the worker stops. */
  signal: AbortSignal;
  /**
   * Completes this attempt inside the caller's transaction, so the job's effects and its
   * completion commit together: a retry after a crash finds the work done. Throws (rolling the
   * transaction back) when the attempt no longer holds the job, e.g. another worker took it over.
   */
  settle(tx: Tx): Promise<void>;
};

/** What `onGiveUp` receives: no attempt to settle any more. */
export type JobGiveUpContext = AppContext & { jobId: string };

/**
 * What a sender needs of a job: its name and payload schema. When the handler's module sends the
 * job too (or sits above a sender), the message lives apart in `<job>.message.ts` and the
 * definition spreads it, so a sender never imports the handler (decision 026).
 */
export type JobMessage<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
};

export function defineJobMessage<Payload>(message: JobMessage<Payload>): JobMessage<Payload> {
  return message;
}

/** A job is a small definition: a name, a zod payload and a handler (STYLE.md). */
export type JobDefinition<Payload = unknown> = JobMessage<Payload> & {
  queue?: QueueOptions & { policy?: QueuePolicy };
  /** Jobs of this kind run at once per worker process. */
  concurrency?: number;
  /** Cron (America/Sao_Paulo) for jobs that run on a schedule. */
  schedule?: string;
  handler(payload: Payload, ctx: JobRunContext): Promise<void>;
  /**
   * Runs once when a job of this kind is given up for good: its retries ran out, including by a
   * dead worker or an expiry, where the handler itself never saw its last attempt end. It must be
   * idempotent (it is a job of its own, retried too).
   */
  onGiveUp?(payload: Payload, ctx: JobGiveUpContext): Promise<void>;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
