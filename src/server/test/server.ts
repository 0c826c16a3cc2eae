import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer, type StartOptions } from "../bootstrap";
import type { Database } from "../db/client";
import { loadEnv, type Env } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase, type TestDatabase } from "./database";

/** A test environment: stand-ins everywhere, fixed secrets, a private data directory. */
export function createTestEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "inteligram-test-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    TOKEN_ENCRYPTION_KEY: "0".repeat(64),
    TRUST_PROXY: "true",
    ...overrides,
  });
}

/** The whole server (HTTP app, queue with fast polling, stand-ins) on a given test database. */
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
