import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type SendOptions } from "pg-boss";
import type { AppContext } from "../context";
import type { Database, Tx } from "../db/client";
import type { Logger } from "../logger";
import type { JobDefinition } from "./job";

export type QueueStatus = "running" | "stopped" | "starting";

export type EnqueueOptions = Pick<SendOptions, "singletonKey" | "startAfter" | "priority" | "retryLimit" | "id"> & {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: Tx;
};

/**
 * pg-boss on the application's database (PGlite through its adapter when embedded).
 * Every queue is created at start-up; workers run only in the worker role.
 */
export class JobQueue {
  private status: QueueStatus = "starting";
  private workersStarted = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition<any>[],
    private readonly log: Logger,
    private readonly pollingIntervalSeconds: number,
  ) {}

  static async start(options: {
    database: Database;
    definitions: readonly JobDefinition<any>[];
    log: Logger;
    /** Maintenance and scheduling belong to processes that run workers. */
    supervise: boolean;
    pollingIntervalSeconds?: number;
  }): Promise<JobQueue> {
    const { database } = options;
    // LISTEN/NOTIFY wakes a worker as soon as a job is sent; polling stays as the safety net.
    const common = { supervise: options.supervise, schedule: options.supervise, useListenNotify: true };
    const boss =
      database.kind === "pglite"
        ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: "pglite" })
        : new PgBoss({ ...common, connectionString: database.connectionString!, max: 4 });
    boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
    // e.g. LISTEN/NOTIFY unavailable (workers fall back to polling), slow queries.
    boss.on("warning", (warning) => options.log.warn({ warning }, "job queue warning"));
    await boss.start();
    for (const definition of options.definitions) {
      const { policy, ...queueOptions } = definition.queue ?? {};
      const existing = await boss.getQueue(definition.name);
      if (!existing) await boss.createQueue(definition.name, { policy, ...queueOptions, notify: true });
      else if (!existing.notify) await boss.updateQueue(definition.name, { notify: true });
    }
    const queue = new JobQueue(boss, options.definitions, options.log, options.pollingIntervalSeconds ?? 2);
    queue.status = "running";
    return queue;
  }

  get state(): QueueStatus {
    return this.status;
  }

  /** Validates the payload with the job's schema and enqueues it; returns the job id (null if deduplicated). */
  async send<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    const data = definition.payload.parse(payload) as object;
    const { tx, ...sendOptions } = options;
    return this.boss.send(definition.name, data, {
      ...sendOptions,
      ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
    });
  }

  /** Enqueues many jobs of one kind, a thousand per statement (a daily fan-out). */
  async sendMany<P>(definition: JobDefinition<P>, jobs: { payload: P; startAfter?: Date; singletonKey?: string }[]) {
    for (let start = 0; start < jobs.length; start += 1000) {
      await this.boss.insert(
        definition.name,
        jobs.slice(start, start + 1000).map((job) => ({
          data: definition.payload.parse(job.payload) as object,
          startAfter: job.startAfter,
          singletonKey: job.singletonKey,
        })),
      );
    }
  }

  async startWorkers(context: AppContext) {
    if (this.workersStarted) return;
    this.workersStarted = true;
    for (const definition of this.definitions) {
      if (definition.schedule) {
        await this.boss.schedule(definition.name, definition.schedule, {}, { tz: "America/Sao_Paulo" });
      }
      await this.boss.work(
        definition.name,
        {
          localConcurrency: definition.concurrency ?? 1,
          pollingIntervalSeconds: this.pollingIntervalSeconds,
          // NOTIFY wakes the worker for new jobs; polling still finds retries whose delay ran out.
          notifyPollingIntervalSeconds: this.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (!job) return;
          const log = this.log.child({ job: definition.name, jobId: job.id, retryCount: job.retryCount });
          const payload = definition.payload.safeParse(job.data);
          if (!payload.success) {
            log.error({ issues: payload.error.issues }, "job payload is invalid; not retrying");
            return;
          }
          log.debug("job started");
          await definition.handler(payload.data, {
            ...context,
            log,
            jobId: job.id,
            retryCount: job.retryCount,
            signal: job.signal,
          });
          log.info("job completed");
        },
      );
    }
  }

  /** Read access for tests and health: the state of one job. */
  async getJob(name: string, id: string) {
    const [job] = await this.boss.findJobs(name, { id });
    return job ?? null;
  }

  /** Stops fetching, waits for running jobs (up to timeoutMs), then releases the connection. */
  async stop(timeoutMs = 10_000) {
    if (this.status === "stopped") return;
    this.status = "stopped";
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}
