import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database";
import { startTestServer } from "../../test/server";
import { collectedUser } from "../../test/users";

// docs/product/features.md "Public API": 1000 requests per hour per workspace, shared by every web process.
// Two server instances on one database (on PostgreSQL, each with its own connection pool)
// answer one workspace's requests, concurrently; public-api-rate-limit.pg.test.ts does the same
// with two processes over HTTP.

describe("the hourly limit of a workspace", () => {
  it("counts each request once across two server instances, then answers 429 with Retry-After on both", async () => {
    const testDb = await createTestDatabase();
    const first = await startTestServer(testDb.database);
    const secondDatabase = testDb.connectionString ? await testDb.reopen() : testDb.database;
    const second = await startTestServer(secondDatabase, { role: "web" });
    try {
      const owner = await collectedUser(first, "limite_hora");
      const neighbour = await collectedUser(first, "limite_vizinho");
      const key = async (client: typeof owner.client) =>
        ((await (await client.post("/api/api-keys", { name: "Limite" })).json()) as { key: string }).key;
      const ownKey = await key(owner.client);
      const neighbourKey = await key(neighbour.client);
      const call = (index: number, apiKey = ownKey) =>
        (index % 2 === 0 ? first : second).app.request("/api/v1/accounts", { headers: { authorization: `Bearer ${apiKey}` } });

      const remaining: number[] = [];
      for (let batch = 0; batch < 1000; batch += 25) {
        const responses = await Promise.all(Array.from({ length: 25 }, (_, i) => call(batch + i)));
        for (const response of responses) {
          expect(response.status).toBe(200);
          remaining.push(Number(response.headers.get("ratelimit-remaining")));
        }
      }
      // Every count from 999 down to 0 was given exactly once: no request counted twice or missed.
      expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i));

      for (const index of [0, 1]) {
        const refused = await call(index);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(refused.headers.get("ratelimit-remaining")).toBe("0");
        expect(refused.headers.get("ratelimit-reset")).toBe(String(retryAfter));
        const body = (await refused.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe("RATE_LIMITED");
      }
      // Another workspace has its own hour.
      expect((await call(1, neighbourKey)).status).toBe(200);
    } finally {
      await second.stop();
      await first.stop();
      if (secondDatabase !== testDb.database) await secondDatabase.close();
      await testDb.database.close();
      await testDb.destroy();
    }
  }, 240_000);
});
