import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { followerSnapshots } from "../db/schema/index";
import { collectJob } from "../features/social-accounts/collect.job";
import { createTestDatabase } from "../test/database";
import { createTestEnv, startTestServer, testOrigin, waitFor } from "../test/server";
import { paidUser } from "../test/users";

const childScript = fileURLToPath(new URL("../test/child-server.ts", import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type ChildEvent = { event: string; url?: string; username?: string; message?: string };

/** Starts child-server.ts and hands back its events as they come. */
function startChild(config: object) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", childScript, JSON.stringify(config)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const events: ChildEvent[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      events.push(JSON.parse(line) as ChildEvent);
    } catch {
      // Not one of ours (a stray log line).
    }
  });
  const next = (name: string, timeoutMs = 60_000) =>
    waitFor(async () => {
      const failed = events.find((e) => e.event === "error");
      if (failed) throw new Error(`child failed: ${failed.message}`);
      if (child.exitCode !== null) throw new Error(`child exited with ${child.exitCode}`);
      return events.find((e) => e.event === name);
    }, timeoutMs);
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
  return { child, next, exited };
}

describe("a worker killed in the middle of a collection", () => {
  it("leaves a run that resumes and succeeds within 60 s of the restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inteligram-crash-"));
    const testDb = await createTestDatabase({ dataDir });
    cleanups.push(() => testDb.destroy());
    const env = createTestEnv();

    // A paid user with an account, made by a first, ordinary server.
    const setup = await startTestServer(testDb.database, { env });
    const { client } = await paidUser(setup);
    const account = (await (await client.post("/api/accounts", { username: "queda_brusca" })).json()) as { id: string };
    await setup.stop();
    await testDb.database.close();

    // The worker process: its source hangs, so the job is held when SIGKILL arrives.
    const { child, next, exited } = startChild({
      dataDir,
      connectionString: testDb.connectionString,
      env: { DATA_DIR: env.DATA_DIR },
    });
    const { url } = await next("ready");
    const started = await fetch(`${url}/api/accounts/${account.id}/collect`, {
      method: "POST",
      headers: { cookie: client.cookieHeader(), origin: testOrigin, "content-type": "application/json" },
      body: "{}",
    });
    expect(started.status).toBe(202);
    const run = (await started.json()) as { id: string };
    await next("fetch-started");
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    // The restart: a new process on the same data, with a source that answers.
    const database: Database = await testDb.reopen();
    const restarted = await startTestServer(database, { env });
    const restartedAt = Date.now();
    cleanups.push(async () => {
      await restarted.stop();
      await database.close();
    });
    const sameUser = client.onApp(restarted.app);
    const seen = new Set<string>();
    const finished = await waitFor(async () => {
      const current = (await (await sameUser.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
      seen.add(current.status);
      return current.status === "succeeded" || current.status === "failed" ? current : undefined;
    }, 90_000);
    const recoveredInMs = Date.now() - restartedAt;

    expect(finished.status).toBe("succeeded");
    expect(recoveredInMs).toBeLessThan(60_000);
    // While its job waited for another worker, the run said so.
    expect(seen).toContain("resuming");
    // The killed attempt wrote nothing; the second wrote once.
    const snapshots = await database.db.select().from(followerSnapshots).where(eq(followerSnapshots.socialProfileId, account.id));
    expect(snapshots).toHaveLength(1);
    const job = await restarted.context.queue.getJob(collectJob.name, run.id);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    console.info(`[crash-recovery] ${database.kind}: run succeeded ${(recoveredInMs / 1000).toFixed(1)} s after the restart`);
  }, 180_000);
});
