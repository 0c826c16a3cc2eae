import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { apiKeys, rateLimits } from "../../db/schema/index";
import { createLogger } from "../../logger";
import { createTestEnv, startTestServer, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";
import { apiKeyRememberMs, createApiKeyReader } from "./api-key-reader";
import { createApiRateLimiter } from "./api-rate-limit";

// The public API's hot path (docs/decisions/019, "Performance"): the hourly count batched per
// round trip without admitting one request too many or too few, and the remembered keys that
// still stop at once when revoked (and at most 10 s later if a notification were lost).

const t = useTestServer();
const log = createLogger(createTestEnv({ LOG_LEVEL: "silent" }));

/** The database, counting the upserts (inserts) sent through it. */
function countingInserts(db: Db) {
  const counter = { inserts: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "insert") counter.inserts++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, counter };
}

describe("the public API's hourly count", () => {
  it("counts requests that arrive together in one upsert, gives each position once across two processes, and admits exactly the limit", async () => {
    const rule = { windowSeconds: 3600, max: 30 };
    const first = countingInserts(t.server.context.db);
    const second = countingInserts(t.server.context.db);
    const limiters = [createApiRateLimiter(first.db, rule), createApiRateLimiter(second.db, rule)];
    const key = "api:batch-test";

    const hits = await Promise.all(Array.from({ length: 50 }, (_, index) => limiters[index % 2]!.hit(key)));
    const admitted = hits.filter((hit) => hit.allowed);
    // Exactly the limit, each position 1..30 handed out once, whatever process counted it.
    expect(admitted).toHaveLength(30);
    expect(admitted.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(hits.filter((hit) => !hit.allowed).every((hit) => hit.count > rule.max)).toBe(true);
    // 25 requests per process, but far fewer writes: the first upsert carries one, the next the rest.
    expect(first.counter.inserts).toBeLessThan(25);
    expect(second.counter.inserts).toBeLessThan(25);
    expect(first.counter.inserts + second.counter.inserts).toBeLessThanOrEqual(6);
    const [row] = await t.server.context.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row!.count).toBe(50);

    // The window is full: a process learns it with at most one more write (the one that never
    // counted past the limit), then refuses without writing until the window ends.
    const writes = () => first.counter.inserts + second.counter.inserts;
    const writesBefore = writes();
    for (const limiter of limiters) expect((await limiter.hit(key)).allowed).toBe(false);
    expect(writes()).toBeLessThanOrEqual(writesBefore + 1);
    const refused = await Promise.all([limiters[0]!.hit(key), limiters[1]!.hit(key), limiters[0]!.hit(key)]);
    expect(refused.every((hit) => !hit.allowed && hit.resetAt === hits[0]!.resetAt)).toBe(true);
    const writesWhenFull = writes();
    expect(writesWhenFull).toBeLessThanOrEqual(writesBefore + 1);
    // Past the window's end it asks the database again.
    await limiters[0]!.hit(key, hits[0]!.resetAt + 1);
    expect(writes()).toBe(writesWhenFull + 1);
  });

  it("costs one upsert for a request alone, as before", async () => {
    const { db, counter } = countingInserts(t.server.context.db);
    const limiter = createApiRateLimiter(db, { windowSeconds: 3600, max: 1000 });
    for (let index = 1; index <= 3; index++) {
      const hit = await limiter.hit("api:alone-test");
      expect(hit).toMatchObject({ allowed: true, count: index });
      expect(counter.inserts).toBe(index);
    }
  });
});

describe("remembered API keys", () => {
  async function workspaceKey() {
    const owner = await paidUser(t.server);
    const created = (await (await owner.client.post("/api/api-keys", { name: "Cache" })).json()) as {
      id: string;
      prefix: string;
      key: string;
    };
    return { owner, ...created };
  }

  it("stops a key revoked through another process as soon as its notification arrives", async () => {
    const { owner, id, key } = await workspaceKey();
    const second = await startTestServer(t.testDb.connectionString ? await t.testDb.reopen() : t.testDb.database, {
      role: "web",
    });
    try {
      const call = (server: typeof second) =>
        server.app.request("/api/v1/competitors", { headers: { authorization: `Bearer ${key}` } });
      expect((await call(t.server)).status).toBe(200);
      expect((await call(second)).status).toBe(200);
      // Revoked through the first process: it refuses at once, the second once notified.
      expect((await owner.client.request(`/api/api-keys/${id}`, { method: "DELETE" })).status).toBe(204);
      expect((await call(t.server)).status).toBe(401);
      await waitFor(async () => ((await call(second)).status === 401 ? true : undefined), 5_000);
    } finally {
      await second.stop();
      if (t.testDb.connectionString) await second.context.database.close();
    }
  });

  it("remembers an active key for at most 10 s, even if a revocation's notification were lost", async () => {
    const { prefix } = await workspaceKey();
    let clock = Date.now();
    const reader = await createApiKeyReader({ database: t.testDb.database, log, remember: true, now: () => clock });
    try {
      expect((await reader.find(prefix))?.revokedAt).toBeNull();
      // A revocation whose notification never arrives (the trigger switched off for this test).
      await t.server.context.db.transaction(async (tx) => {
        await tx.execute(sql`alter table api_keys disable trigger api_keys_notify_changed`);
        await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.prefix, prefix));
        await tx.execute(sql`alter table api_keys enable trigger api_keys_notify_changed`);
      });
      // Remembered: the database is not read again…
      expect((await reader.find(prefix))?.revokedAt).toBeNull();
      clock += apiKeyRememberMs - 1;
      expect((await reader.find(prefix))?.revokedAt).toBeNull();
      // …until the bound.
      clock += 1;
      expect((await reader.find(prefix))?.revokedAt).toBeInstanceOf(Date);
      // A revoked key is never remembered.
      expect((await reader.find(prefix))?.revokedAt).toBeInstanceOf(Date);
    } finally {
      await reader.close();
    }
  });

  it("drops a remembered key when the notification arrives", async () => {
    const { prefix } = await workspaceKey();
    const clock = Date.now();
    const reader = await createApiKeyReader({ database: t.testDb.database, log, remember: true, now: () => clock });
    try {
      expect((await reader.find(prefix))?.revokedAt).toBeNull();
      await t.server.context.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.prefix, prefix));
      // The clock stands still: only the notification can make it read the row again.
      await waitFor(async () => ((await reader.find(prefix))?.revokedAt ? true : undefined), 5_000);
    } finally {
      await reader.close();
    }
  });
});
