import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, queryRows, type TestDatabase } from "../test/database";
import { waitFor } from "../test/server";
import type { Db, Tx } from "./client";
import { isTransientConflict, transactionRetried } from "./transient-conflict";

// A real deadlock needs two connections at once: PostgreSQL only.

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  await db.execute(sql.raw("create table deadlock_probe (id int primary key, v int not null)"));
});
afterAll(async () => {
  await testDb?.database.close();
  await testDb?.destroy();
});

const set = (tx: Tx, id: number, v: number) => tx.execute(sql`update deadlock_probe set v = ${v} where id = ${id}`);
/** Some transaction of this test's database waits for a lock. */
const someoneWaits = () =>
  waitFor(async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    return Number(row!.n) > 0 ? true : undefined;
  }, 10_000);

/**
 * `first` takes row 1, the other transaction row 2 and then waits for row 1; `first` then asks
 * for row 2, which closes the cycle. PostgreSQL checks a waiting transaction for a deadlock once,
 * after its deadlock_timeout: `first`'s (100 ms) comes long before the other's (10 s) and finds
 * the cycle, so PostgreSQL ends `first`'s transaction with 40P01 and the other one commits.
 */
async function deadlock(first: (work: (tx: Tx) => Promise<void>) => Promise<unknown>) {
  await db.execute(sql.raw("delete from deadlock_probe; insert into deadlock_probe values (1, 0), (2, 0)"));
  let attempts = 0;
  let firstHolds!: () => void;
  const firstHolding = new Promise<void>((resolve) => (firstHolds = resolve));

  const running = first(async (tx) => {
    attempts += 1;
    await tx.execute(sql.raw("set local deadlock_timeout = '100ms'"));
    await set(tx, 1, 10 * attempts);
    if (attempts === 1) {
      firstHolds();
      await someoneWaits();
    }
    await set(tx, 2, 10 * attempts);
  });
  const other = db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local deadlock_timeout = '10s'"));
    await firstHolding;
    await set(tx, 2, 7);
    await set(tx, 1, 7);
  });
  const [outcome] = await Promise.allSettled([running, other]);
  await other;
  const rows = await queryRows<{ id: number; v: number }>(db, "select id, v from deadlock_probe order by id");
  return { outcome, attempts, rows: rows.map((row) => [row.id, row.v]) };
}

describe("transactionRetried", () => {
  it("a plain transaction that loses a deadlock fails with 40P01, which reads as a transient conflict", async () => {
    const { outcome, attempts, rows } = await deadlock((work) => db.transaction(work));
    expect(outcome.status).toBe("rejected");
    expect(isTransientConflict((outcome as PromiseRejectedResult).reason)).toBe(true);
    expect(attempts).toBe(1);
    // Only the other transaction's writes are there.
    expect(rows).toEqual([
      [1, 7],
      [2, 7],
    ]);
  });

  it("runs a transaction that lost a deadlock again, and the second run commits", async () => {
    const { outcome, attempts, rows } = await deadlock((work) => transactionRetried(db, work));
    expect(outcome.status).toBe("fulfilled");
    expect(attempts).toBe(2);
    expect(rows).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it("does not run again after an error that is not a conflict", async () => {
    let attempts = 0;
    const failing = transactionRetried(db, async (tx) => {
      attempts += 1;
      await tx.execute(sql.raw("insert into deadlock_probe values (1, 1)"));
    });
    await expect(failing).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
