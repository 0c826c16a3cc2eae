import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { collectionSteps } from "../../db/schema/index";
import type { JournalEntry, NetworkCall, StepJournal } from "../../integrations/networks/call-scope";

/*
 * A collection's step journal (docs/decisions/047-call-budgets-and-day-schedule.md): every answer the network gave this run
 * (profile, media pages with their cursors, each post's insights, comments pages, stories) is
 * kept in collection_steps, so a retry after a limit or a crash asks the network only from the
 * request that failed on. Answers are written in small batches (at each change of step and
 * every `batch` answers): a crash loses at most the last batch's calls.
 */

export type CollectionJournal = StepJournal & {
  /** Writes what is still buffered (before deferring or failing the run). */
  flush(): Promise<void>;
  /** Requests answered from earlier attempts, by step (for logs and the benchmark). */
  readonly loaded: number;
};

export async function openCollectionJournal(db: DbOrTx, runId: string, batch = 20): Promise<CollectionJournal> {
  const rows = await db
    .select({ requestKey: collectionSteps.requestKey, status: collectionSteps.status, body: collectionSteps.body })
    .from(collectionSteps)
    .where(eq(collectionSteps.runId, runId));
  const answers = new Map<string, JournalEntry>(rows.map((row) => [row.requestKey, { status: row.status, text: row.body }]));
  let pending: (typeof collectionSteps.$inferInsert)[] = [];
  let lastStep: string | undefined;

  async function flush() {
    if (pending.length === 0) return;
    const rowsToWrite = pending;
    pending = [];
    await db
      .insert(collectionSteps)
      .values(rowsToWrite)
      .onConflictDoUpdate({
        target: [collectionSteps.runId, collectionSteps.requestKey],
        set: { status: sql`excluded.status`, body: sql`excluded.body` },
      });
  }

  return {
    loaded: rows.length,
    async read(call: NetworkCall) {
      return answers.get(call.requestKey);
    },
    async write(call: NetworkCall, entry: JournalEntry) {
      answers.set(call.requestKey, entry);
      if (lastStep !== undefined && lastStep !== call.step) await flush();
      lastStep = call.step;
      pending.push({
        runId,
        requestKey: call.requestKey,
        step: call.step,
        cursor: call.cursor,
        status: entry.status,
        body: entry.text,
      });
      if (pending.length >= batch) await flush();
    },
    flush,
  };
}

/** The run's journal is no longer needed once its data is written (in the same transaction). */
export async function clearCollectionJournal(tx: DbOrTx, runId: string) {
  await tx.delete(collectionSteps).where(eq(collectionSteps.runId, runId));
}
