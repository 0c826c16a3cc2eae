import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadEnv, type Env } from "../env";

/**
 * A test environment: stand-ins everywhere, fixed secrets, a private data directory. Kept apart
 * from server.ts (which needs Vitest) so child processes started by tests can use it too.
 */
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
