import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The journeys run against the production build on a fresh embedded database,
// in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Two files at a time: the journeys mostly wait on the server (jobs, collections), and each is
  // its own visitor (a new account, its own address), so they share nothing. On the 2-core CI
  // machine the 72 journeys took 7.8 min instead of about 14 with one worker.
  workers: 2,
  // In CI a journey that fails is run once more and, if it then passes, reported as "flaky" in
  // the list (Playwright's recommended CI setting): a real break fails both runs, while a single
  // timing miss on the shared 2-core runner no longer hides every other result.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // A trace records the page's screencast all along, which was half of the browser's CPU over
    // the whole run: in CI only a retried journey records one (its second run), locally a failed one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "npm start",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "inteligram-e2e-")),
      LOG_LEVEL: "warn",
      // Each test is its own visitor (e2e/fixtures.ts sends a per-test X-Forwarded-For), so the
      // per-address sign-in and sign-up rate limits hold per journey, as they would per person.
      TRUST_PROXY: "true",
    },
  },
});
