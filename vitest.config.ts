import path from "node:path";
import { defineConfig } from "vitest/config";

// *.pg.test.ts need a PostgreSQL server (e.g. they cut its connections through a proxy): they
// are part of the run only when TEST_DATABASE_URL names one.
const postgresOnly = "src/**/*.pg.test.ts";
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
// TEST_CLOCK=2026-12-01T12:00:00-03:00 runs the tests as on that day (src/server/test/fixed-clock.ts).
const testClock = process.env.TEST_CLOCK?.trim();
const sharedStateExcluded = [
  "src/server/features/clients/client-report-pdf.test.ts",
  "src/server/features/clients/clients.test.ts",
  "src/server/features/competitors/competitors-per-network.test.ts",
  "src/server/features/insights/outcomes.test.ts",
  "src/server/features/public-api/tiktok-surfaces.test.ts",
  "src/server/features/reports/client-reports.test.ts",
  "src/server/features/reports/report-comments.test.ts",
  "src/server/features/reports/report-layout.test.ts",
  "src/server/features/reports/report-owner-insights.test.ts",
  "src/server/features/reports/report-period.test.ts",
  "src/server/features/reports/reports.test.ts",
  "src/server/features/reports/scheduled-reports.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("src/web"),
      "@core": path.resolve("src/core"),
    },
  },
  test: {
    // Every test file is in one of the two projects below (src/server, src/core, src/web).
    exclude: ["**/node_modules/**", ...(withPostgres ? [] : [postgresOnly])],
    environment: "node",
    provide: testClock ? { testClock } : {},
    pool: "forks",
    // The server and core files share their worker processes (isolate: false): each file no
    // longer imports the whole server and compiles PGlite again, which was most of the suite's
    // time (import 380 s of 600 s on 2 cores). Each file still opens its own database and server
    // and leaves no global state behind (a test that changes one, like zod's locale, restores
    // it). The web files keep a process each: some draw in happy-dom, and they stub globals (fetch).
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts", "src/core/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...sharedStateExcluded, ...(withPostgres ? [] : [postgresOnly])],
          isolate: false,
          setupFiles: ["src/server/test/zod-openapi-first.ts", "src/server/test/fixed-clock.ts"],
        },
      },
      // The files that read a PDF's text back (unpdf). After other files in a shared worker, the
      // text sometimes lost the dots inside usernames ("@docerialua"), never when a file ran
      // alone (three files, two full runs on 2026-12-02); whether the rendering (react-pdf, its
      // fonts loaded once per process) or the reading is at fault is not yet found. They run in a
      // process each until it is; a new file that reads a PDF's text belongs in this list.
      {
        extends: true,
        test: {
          name: "server-alone",
          include: sharedStateExcluded,
          isolate: true,
          setupFiles: ["src/server/test/zod-openapi-first.ts", "src/server/test/fixed-clock.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"],
          setupFiles: ["src/server/test/fixed-clock.ts", "src/web/testing-library-setup.ts"],
        },
      },
    ],
    // Integration tests mostly wait on jobs and I/O: three files at a time keep 2 cores busy.
    maxWorkers: 3,
    // A safety net, not a measure: tests await conditions. Wave 2 doubled the jobs a test server
    // starts, and three heavy files at a time on 2 cores can take a job 20 s to come round; on
    // PostgreSQL a provider event has now and then been applied only after about 40 s (see
    // paidUser in src/server/test/users.ts).
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
