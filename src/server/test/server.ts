import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer, type StartOptions } from "../app/bootstrap";
import type { Database } from "../db/client";
import { createLogger } from "../logger";
import { createTestDatabase, type TestDatabase } from "./database";
import { createTestEnv } from "./env";

export { createTestEnv };

/** The whole server (HTTP app, queue with fast polling, no cron schedules, stand-ins) on a given test database. */
export function startTestServer(
  database: Database,
  options: Partial<Omit<StartOptions, "database">> = {},
): Promise<RunningServer> {
  const env = options.env ?? createTestEnv();
  return startServer({
    env,
    log: createLogger(env),
    role: "all",
    pollingIntervalSeconds: 0.5,
    // A suite crossing 05:00 São Paulo ran the daily collection over a test's accounts (CI, 2026-11-28).
    schedules: false,
    ...options,
    database,
  });
}

export const testOrigin = "http://localhost:3000";

/** Polls until read() returns a value (a condition, never a fixed sleep). */
export async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One fresh database and running server for a test file: started before its tests, stopped and
 * dropped after them. Read `.server` inside tests.
 */
export function useTestServer(options: () => Partial<Omit<StartOptions, "database">> = () => ({})) {
  const state = {} as { server: RunningServer; testDb: TestDatabase };
  beforeAll(async () => {
    state.testDb = await createTestDatabase();
    state.server = await startTestServer(state.testDb.database, options());
  });
  afterAll(async () => {
    await state.server?.stop();
    await state.testDb?.database.close();
    await state.testDb?.destroy();
  });
  return state;
}
