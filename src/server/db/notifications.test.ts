import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { waitFor } from "../test/server";
import { listenForNotifications } from "./notifications";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.database.close();
  await testDb.destroy();
});

const log = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const notify = (payload: string) => testDb.database.db.execute(sql`select pg_notify('test_channel', ${payload})`);

it("delivers a NOTIFY once its transaction commits, and listens again after losing its connection", async () => {
  const messages: string[] = [];
  let resets = 0;
  const listener = await listenForNotifications(
    testDb.database,
    "test_channel",
    { onMessage: (payload) => messages.push(payload), onReset: () => resets++ },
    log,
  );
  try {
    expect(listener.live).toBe(true);
    await testDb.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'one')`);
      expect(messages).toEqual([]);
    });
    await waitFor(async () => (messages.includes("one") ? true : undefined), 5_000);

    // PGlite runs in this process: there is no connection to lose.
    if (testDb.database.kind === "postgres") {
      await testDb.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN test_channel'`,
      );
      await waitFor(async () => (resets === 1 ? true : undefined), 5_000);
      await waitFor(async () => (listener.live ? true : undefined), 10_000);
      await notify("two");
      await waitFor(async () => (messages.includes("two") ? true : undefined), 5_000);
    }
  } finally {
    await listener.close();
  }
  expect(listener.live).toBe(false);
});

it("refuses a channel name that is not a plain identifier", async () => {
  await expect(
    listenForNotifications(testDb.database, "x; drop table users", { onMessage: () => {}, onReset: () => {} }, log),
  ).rejects.toThrow("Invalid channel name");
});
