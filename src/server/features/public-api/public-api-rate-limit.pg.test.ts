import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { startTestServer } from "../../test/server";
import { collectedUser } from "../../test/users";

// The hourly limit across two web processes (child-server.ts) on one PostgreSQL database, over
// HTTP: what production runs. PostgreSQL only (two processes cannot share a PGlite).

const childScript = fileURLToPath(new URL("../../test/child-server.ts", import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function startChild(testDb: TestDatabase) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", childScript, JSON.stringify({ connectionString: testDb.connectionString, env: {} })],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  cleanups.push(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  return new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        const event = JSON.parse(line) as { event: string; url?: string; message?: string };
        if (event.event === "ready") resolve(event.url!);
        if (event.event === "error") reject(new Error(event.message));
      } catch {
        // Not one of ours (a stray log line).
      }
    });
    child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe("the hourly limit across two processes", () => {
  it("is shared by two web processes on one database: 1000 answered, then 429 from both", async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.destroy());
    cleanups.push(() => testDb.database.close());
    const setup = await startTestServer(testDb.database);
    cleanups.push(() => setup.stop());
    const owner = await collectedUser(setup, "limite_processos");
    const { key } = (await (await owner.client.post("/api/api-keys", { name: "Processos" })).json()) as { key: string };

    const urls = await Promise.all([startChild(testDb), startChild(testDb)]);
    const call = (index: number) => fetch(`${urls[index % 2]}/api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } });
    let answered = 0;
    for (let batch = 0; batch < 1000; batch += 50) {
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => call(batch + i)));
      for (const response of responses) {
        await response.arrayBuffer();
        if (response.status === 200) answered++;
      }
    }
    expect(answered).toBe(1000);
    for (const index of [0, 1]) {
      const refused = await call(index);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    }
  }, 240_000);
});
