import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/bootstrap";
import type { Database } from "../../db/client";
import { createInstagram } from "../../integrations/networks/instagram/index";
import type { PublicProfileSource } from "../../integrations/networks/network.port";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { createTestEnv, startTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("a collection interrupted by a stopping worker", () => {
  it("is picked up again after the restart and completes", async () => {
    const testDb: TestDatabase = await createTestDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "inteligram-collect-")) });
    cleanups.push(() => testDb.destroy());
    const env = createTestEnv();
    const real = createInstagram(env);

    // First worker: the source never answers (a hung upstream) until the worker gives up on it.
    let started!: () => void;
    const fetchStarted = new Promise<void>((resolve) => (started = resolve));
    const hanging: PublicProfileSource = {
      kind: "demo",
      fetchProfile: () => {
        started();
        return new Promise(() => {});
      },
    };
    const first: RunningServer = await startTestServer(testDb.database, {
      env,
      networks: { instagram: { ...real, publicProfiles: hanging } },
    });
    const { client } = await paidUser(first);
    const account = (await (await client.post("/api/accounts", { username: "reinicio" })).json()) as { id: string };
    const run = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
    await fetchStarted;
    // Graceful stop gives running jobs up to 10 s, then hands them back for a retry.
    await first.stop();
    await testDb.database.close();

    // Second worker on the same data, with a working source.
    const database: Database = await testDb.reopen();
    const second = await startTestServer(database, { env });
    cleanups.push(async () => {
      await second.stop();
      await database.close();
    });
    const sameUser = client.onApp(second.app);
    const finished = await waitFor(async () => {
      const current = (await (await sameUser.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
      return current.status === "succeeded" || current.status === "failed" ? current : undefined;
    }, 60_000);
    expect(finished.status).toBe("succeeded");
  }, 120_000);
});
