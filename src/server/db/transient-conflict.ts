import type { Db, Tx } from "./client";
import { errorAndCauses } from "./error-causes";

// SQLSTATE 40P01 (deadlock detected) and 40001 (serialization failure): PostgreSQL ended the
// transaction to break a conflict with another one, and says it may be run again as it was.
const transientStates = new Set(["40P01", "40001"]);

/** Whether a failed query (or one of its causes, through Drizzle's wrapper) is a deadlock or a serialization failure. */
export function isTransientConflict(error: unknown): boolean {
  for (const { code } of errorAndCauses(error)) {
    if (typeof code === "string" && transientStates.has(code)) return true;
  }
  return false;
}

/**
 * Runs `work` in a transaction, again (up to `attempts` times in all, after a short random pause)
 * when PostgreSQL ends it for a deadlock or a serialization failure. For a transaction that
 * touches many tables while background jobs write to them (a cascade delete of a workspace).
 * `work` must have no effect outside the transaction, since it may run more than once.
 */
export async function transactionRetried<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}
