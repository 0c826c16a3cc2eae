import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "./client";
import { rateLimits } from "./schema/index";

export type RateLimitRule = { windowSeconds: number; max: number };

/**
 * Counts a hit for `key` in a fixed window stored in PostgreSQL (shared by every web process).
 * Returns whether the hit is within the rule.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  return (await countRateLimitHit(db, key, rule, now)).allowed;
}

/**
 * Counts a hit as hitRateLimit does, with what a client is told of the window: the hits counted so far (this one
 * included) and when the window ends. One statement, so concurrent hits from any number of
 * processes are each counted once. `hits` counts several at once (the public API's batcher,
 * features/public-api/api-rate-limit.ts): `count` is then the last one's position.
 */
export async function countRateLimitHit(db: Db, key: string, rule: RateLimitRule, now = Date.now(), hits = 1) {
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: hits, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${hits}::integer else ${rateLimits.count} + ${hits}::integer end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest });
  const count = row?.count ?? hits;
  const resetAt = Number(row?.windowStartedAt ?? now) + rule.windowSeconds * 1000;
  return { count, allowed: count <= rule.max, resetAt };
}

/**
 * Drops the counters of a person or a workspace that is deleted: every key is
 * `<what>:<id>` (`account-deletion:<user>`, `password-change:<user>`, `api:<workspace>`), so
 * nothing keyed by their id stays behind.
 */
export async function deleteRateLimitsOf(db: DbOrTx, ids: readonly string[]) {
  for (const id of ids) await db.delete(rateLimits).where(sql`${rateLimits.key} like ${`%:${id.replace(/[\\%_]/g, "\\$&")}`}`);
}
