import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { waitFor } from "./server";

/**
 * Waits until no job (of `name`, or of any kind) is due or running: what was queued has run.
 * Jobs scheduled further than 30 s ahead (crons) do not count.
 */
export async function waitForIdleJobs(db: Db, name?: string, timeoutMs = 30_000) {
  await waitFor(async () => {
    const result = (await db.execute(
      sql`select count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and start_after < now() + interval '30 seconds'
          and (${name ?? null}::text is null or name = ${name ?? null})`,
    )) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return Number(rows[0]?.n) === 0 ? true : undefined;
  }, timeoutMs);
}
