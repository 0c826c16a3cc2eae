import type { Db } from "../../db/client";
import { countRateLimitHit, type RateLimitRule } from "../../db/rate-limit";

export type RateLimitHit = { count: number; allowed: boolean; resetAt: number };

export type ApiRateLimiter = {
  /** Counts one request of `key` in PostgreSQL's window, shared by every process. */
  hit(key: string, now?: number): Promise<RateLimitHit>;
};

type Waiter = { resolve: (hit: RateLimitHit) => void; reject: (error: unknown) => void };

/**
 * The public API's hourly count (docs/decisions/019, "Performance"): still one row per
 * workspace in PostgreSQL's `rate_limits`, shared by every web process, but written once per
 * round trip instead of once per request.
 *
 * - While this process's upsert for a workspace is in flight, that workspace's next requests
 *   wait, and the next upsert counts all of them at once (`count + n ... returning count`): the
 *   i-th of them gets position `count - n + i`, exactly what one upsert each would have given
 *   (each position in the window is handed out once, on any number of processes). Nothing is
 *   counted ahead of a request, so there is no over-admit and no under-admit; a request alone
 *   costs one upsert, as before.
 * - Once a window is known to be full (a position reached the limit), this process answers the
 *   workspace's requests 429 without writing until the window's end: within a window the count
 *   only grows, so none of them could have been admitted.
 */
export function createApiRateLimiter(db: Db, rule: RateLimitRule): ApiRateLimiter {
  const queues = new Map<string, Waiter[]>();
  const fullUntil = new Map<string, number>();

  async function drain(key: string, queue: Waiter[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        const last = await countRateLimitHit(db, key, rule, Date.now(), batch.length);
        const first = last.count - batch.length + 1;
        if (last.count >= rule.max) {
          fullUntil.set(key, last.resetAt);
          if (fullUntil.size > 10_000) fullUntil.delete(fullUntil.keys().next().value!);
        }
        batch.forEach((waiter, index) => {
          const count = first + index;
          waiter.resolve({ count, allowed: count <= rule.max, resetAt: last.resetAt });
        });
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    queues.delete(key);
  }

  return {
    hit(key, now = Date.now()) {
      const full = fullUntil.get(key);
      if (full !== undefined) {
        if (now < full) return Promise.resolve({ count: rule.max + 1, allowed: false, resetAt: full });
        fullUntil.delete(key);
      }
      return new Promise<RateLimitHit>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ resolve, reject });
          return;
        }
        const started: Waiter[] = [{ resolve, reject }];
        queues.set(key, started);
        void drain(key, started);
      });
    },
  };
}
