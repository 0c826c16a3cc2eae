import type { QueuePolicy, QueueOptions } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context";

export type JobRunContext = AppContext & { jobId: string; retryCount: number; signal: AbortSignal };

/** A job is a small definition: a name, a zod payload and a handler (STYLE.md). */
export type JobDefinition<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
  queue?: QueueOptions & { policy?: QueuePolicy };
  /** Jobs of this kind run at once per worker process. */
  concurrency?: number;
  /** Cron (America/Sao_Paulo) for jobs that run on a schedule. */
  schedule?: string;
  handler(payload: Payload, ctx: JobRunContext): Promise<void>;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
