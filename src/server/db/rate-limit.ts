import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimits } from "./schema/index";

export type RateLimitRule = { windowSeconds: number; max: number };

/**
 * Counts a hit for `key` in a fixed window stored in PostgreSQL (shared by every web process).
 * Returns whether the hit is within the rule.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.max;
}
