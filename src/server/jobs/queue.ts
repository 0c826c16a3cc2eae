import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type Job, type SendOptions } from "pg-boss";
import type { AppContext } from "../context";
import { poolTimeoutSettings, type Database, type Tx } from "../db/client";
import type { Logger } from "../logger";
import type { JobDefinition, JobMessage } from "./job";

declare module "../context" {
  interface AppContext {
    queue: JobQueue;
  }
}

export type QueueStatus = "running" | "stopped" | "starting";

export type EnqueueOptions = Pick<SendOptions, "id" | "singletonKey" | "startAfter" | "priority" | "retryLimit"> & {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: Tx;
};

/** What a reader (an API view, a test) may know of one job. */
export type JobView = {
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  retryCount: number;
  /**
   * Active, but its worker stopped sending heartbeats: the worker died or lost the database.
   * The supervisor will put it back in the queue for a retry.
   */
  orphaned: boolean;
};

/**
 * Without an explicit heartbeat, a job held by a worker that died stays active until it
 * expires. With one, the supervisor hands it to another worker once `heartbeatSeconds` pass
 * without news (pg-boss refreshes it every half of that while the handler runs).
 */
export const defaultHeartbeatSeconds = 20;
/**
 * How often a worker process runs pg-boss's supervisor (expiry, heartbeats, retention). One
 * process per interval does the work (a claim in the database). pg-boss's default is 60 s; a
 * job of a dead worker is retried within heartbeat + this + its retry delay.
 */
export const defaultSuperviseIntervalSeconds = 10;

/**
 * How long a finished (completed or failed) job stays in pg-boss's table unless its definition
 * says otherwise: a day to look at what ran, after which its payload's ids go (decision 020).
 */
export const defaultFinishedJobSeconds = 86_400;

/** Jobs given up for good land here, where `onGiveUp` handles them. */
export function giveUpQueueName(name: string) {
  return `${name}.given-up`;
}

class ClaimLostError extends Error {
  override name = "ClaimLostError";
}

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
    private readonly schedules: boolean,
  ) {}

  static async start(options: {
    database: Database;
    definitions: readonly JobDefinition<any>[];
    log: Logger;
    /** Maintenance and scheduling belong to processes that run workers. */
    supervise: boolean;
    /** Whether the jobs' cron schedules run (a supervising process's, unless turned off). */
    schedules?: boolean;
    pollingIntervalSeconds?: number;
    superviseIntervalSeconds?: number;
  }): Promise<JobQueue> {
    const { database } = options;
    const superviseIntervalSeconds = options.superviseIntervalSeconds ?? defaultSuperviseIntervalSeconds;
    const common = {
      supervise: options.supervise,
      schedule: options.supervise && (options.schedules ?? true),
      // LISTEN/NOTIFY wakes a worker as soon as a job is sent; polling stays as the safety net.
      useListenNotify: true,
      // Expired jobs and silent heartbeats are found by the supervisor's monitor pass.
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
    };
    const boss =
      database.kind === "pglite"
        ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: "pglite" })
        : // Wave 2 took the queues from 8 to 20, each polling and fetching on this pool: 4
          // connections left jobs waiting 20-40 s for one when three test servers shared 2 cores.
          new PgBoss({
            ...common,
            connectionString: database.connectionString!,
            max: 8,
            // pg-boss hands its options to pg's Pool: the application's bounds apply to its
            // connections too, so a hung database fails its polls instead of stalling them.
            ...(database.timeouts ? (poolTimeoutSettings(database.timeouts) as { connectionTimeoutMillis: number }) : {}),
          });
    const logError = throttledErrorLog(options.log);
    boss.on("error", logError);
    // e.g. LISTEN/NOTIFY unavailable (workers fall back to polling), slow queries.
    boss.on("warning", (warning) => options.log.warn({ warning }, "job queue warning"));
    await boss.start();
    for (const definition of options.definitions) {
      await ensureQueues(boss, definition);
      // pg-boss caches each queue's row: read when it starts (before these queues existed on a
      // fresh database) and dropped by updateQueue. A send inside a PGlite transaction that finds
      // no cached row reads it on pg-boss's own connection, which waits for that transaction for
      // ever; one read of each queue here fills the cache.
      await boss.findJobs(definition.name, { id: "00000000-0000-0000-0000-000000000000" });
    }
    const queue = new JobQueue(
      boss,
      options.definitions,
      options.log,
      options.pollingIntervalSeconds ?? 2,
      options.schedules ?? true,
    );
    queue.status = "running";
    return queue;
  }

  get state(): QueueStatus {
    return this.status;
  }

  /** Validates the payload with the job's schema and enqueues it; returns the job id (null if deduplicated). */
  async send<P>(definition: JobMessage<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
    const data = definition.payload.parse(payload) as object;
    const { tx, ...sendOptions } = options;
    return this.boss.send(definition.name, data, {
      ...sendOptions,
      ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
    });
  }

  /** Enqueues many jobs of one kind, a thousand per statement (a daily fan-out). */
  async sendMany<P>(definition: JobMessage<P>, jobs: { payload: P; startAfter?: Date; singletonKey?: string }[]) {
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
      if (definition.schedule && this.schedules) {
        await this.boss.schedule(definition.name, definition.schedule, {}, { tz: "America/Sao_Paulo" });
      }
      await this.work(definition.name, definition.concurrency ?? 1, async (job) => {
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
          settle: (tx) => this.settle(definition.name, job, tx),
        });
        log.info("job completed");
      });
      const onGiveUp = definition.onGiveUp;
      if (onGiveUp) {
        await this.work(giveUpQueueName(definition.name), 1, async (job) => {
          const log = this.log.child({ job: giveUpQueueName(definition.name), jobId: job.id });
          const payload = definition.payload.safeParse(job.data);
          if (!payload.success) return;
          log.warn("job given up after its last attempt");
          await onGiveUp(payload.data, { ...context, log, jobId: job.id });
        });
      }
    }
  }

  private work(name: string, concurrency: number, run: (job: Job<unknown>) => Promise<void>) {
    return this.boss.work(
      name,
      {
        localConcurrency: concurrency,
        pollingIntervalSeconds: this.pollingIntervalSeconds,
        // NOTIFY wakes the worker for new jobs; polling still finds retries whose delay ran out.
        notifyPollingIntervalSeconds: this.pollingIntervalSeconds,
      },
      async ([job]) => {
        if (job) await run(job);
      },
    );
  }

  /** Completes one attempt through the caller's transaction; fenced to that attempt. */
  private async settle(name: string, job: Job<unknown>, tx: Tx) {
    const result = (await this.boss.complete(name, { id: job.id, retryCount: job.retryCount }, null, {
      db: fromDrizzle(tx as never, sql as never),
    })) as { affected?: number };
    if (result.affected !== 1) throw new ClaimLostError(`job ${job.id} is no longer held by this attempt`);
  }

  /**
   * Deletes every job, waiting, running or finished, whose payload names one of these people
   * (`userId`) or workspaces (`workspaceId`), or one of these stored e-mails (`messageId`), in the
   * caller's transaction: what is deleted leaves no trace in the queue (decision 020).
   */
  async deleteJobsOf(tx: Tx, owners: { userIds?: string[]; workspaceIds?: string[]; messageIds?: string[] }) {
    const conditions = [
      ...(owners.userIds?.length ? [sql`data->>'userId' in ${owners.userIds}`] : []),
      ...(owners.workspaceIds?.length ? [sql`data->>'workspaceId' in ${owners.workspaceIds}`] : []),
      ...(owners.messageIds?.length ? [sql`data->>'messageId' in ${owners.messageIds}`] : []),
    ];
    if (conditions.length === 0) return;
    await tx.execute(sql`delete from pgboss.job where ${sql.join(conditions, sql` or `)}`);
  }

  /** Read access for tests and health: the state of one job. */
  async getJob(name: string, id: string) {
    const [job] = await this.boss.findJobs(name, { id });
    return job ?? null;
  }

  /** Fails a job from outside its worker (an operator's action; tests use it to take a job away). */
  async failJob(name: string, id: string) {
    await this.boss.fail(name, id, { message: "failed from outside its worker" });
  }

  /** What a reader may know of one job, or null when there is no such job (any more). */
  async describeJob(definition: JobMessage<any>, id: string): Promise<JobView | null> {
    const job = await this.getJob(definition.name, id);
    if (!job) return null;
    const heartbeatSeconds = job.heartbeatSeconds ?? 0;
    const lastSign = job.heartbeatOn ?? job.startedOn;
    const orphaned =
      job.state === "active" && heartbeatSeconds > 0 && !!lastSign && Date.now() - lastSign.getTime() > heartbeatSeconds * 1000;
    return { state: job.state, retryCount: job.retryCount, orphaned };
  }

  /** Stops fetching, waits for running jobs (up to timeoutMs), then releases the connection. */
  async stop(timeoutMs = 10_000) {
    if (this.status === "stopped") return;
    this.status = "stopped";
    const deadline = Date.now() + timeoutMs;
    // pg-boss's graceful stop looks again every 500 ms for workers still stopping, so a worker
    // with a fetch in flight made every stop take half a second (on PostgreSQL, most of them).
    // Stopping the workers first, awaited, ends when they have.
    if (this.workersStarted)
      await beforeDeadline(
        Promise.allSettled(this.workerQueueNames().map((name) => this.boss.offWork(name, { wait: true }))),
        timeoutMs,
      );
    await this.boss.stop({ graceful: true, close: true, timeout: Math.max(0, deadline - Date.now()) });
  }

  /** The queues this process works: each job's and, for a job that has one, its give-up queue. */
  private workerQueueNames() {
    return this.definitions.flatMap((definition) =>
      definition.onGiveUp ? [definition.name, giveUpQueueName(definition.name)] : [definition.name],
    );
  }
}

/** Waits for the promise, but no longer than the time given. */
async function beforeDeadline(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates the queue (and its give-up queue) with the definition's options, or brings an existing
 * one up to them: expiry, retries and heartbeats change with the code, not only on first start.
 */
async function ensureQueues(boss: PgBoss, definition: JobDefinition<any>) {
  const { policy, ...options } = definition.queue ?? {};
  const heartbeatSeconds = options.heartbeatSeconds ?? defaultHeartbeatSeconds;
  let deadLetter: string | undefined;
  if (definition.onGiveUp) {
    deadLetter = giveUpQueueName(definition.name);
    const giveUp = {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      heartbeatSeconds,
      notify: true,
      deleteAfterSeconds: defaultFinishedJobSeconds,
    };
    if (!(await boss.getQueue(deadLetter))) await boss.createQueue(deadLetter, giveUp);
    else await boss.updateQueue(deadLetter, giveUp);
  }
  const wanted = {
    ...options,
    heartbeatSeconds,
    deleteAfterSeconds: options.deleteAfterSeconds ?? defaultFinishedJobSeconds,
    notify: true,
    ...(deadLetter ? { deadLetter } : {}),
  };
  if (!(await boss.getQueue(definition.name))) await boss.createQueue(definition.name, { policy, ...wanted });
  else await boss.updateQueue(definition.name, wanted);
}

/**
 * pg-boss reports every failed poll; while the database is away that is one error per queue
 * every polling interval. The first of a kind is logged, then at most one a minute with a count.
 */
function throttledErrorLog(log: Logger) {
  const windowMs = 60_000;
  const seen = new Map<string, { at: number; suppressed: number }>();
  return (error: Error) => {
    const key = String(error?.message ?? error)
      .replace(/\(Queue: [^)]*\)/, "")
      .slice(0, 120);
    const now = Date.now();
    const last = seen.get(key);
    if (last && now - last.at < windowMs) {
      last.suppressed += 1;
      return;
    }
    seen.set(key, { at: now, suppressed: 0 });
    log.error({ err: error, suppressedInLastMinute: last?.suppressed ?? 0 }, "job queue error");
  };
}
