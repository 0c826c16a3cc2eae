import path from "node:path";
import { defineConfig } from "vitest/config";

// *.pg.test.ts need a PostgreSQL server (e.g. they cut its connections through a proxy): they
// are part of the run only when TEST_DATABASE_URL names one.
const postgresOnly = "src/**/*.pg.test.ts";
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
// TEST_CLOCK=2026-12-01T12:00:00-03:00 runs the tests as on that day (src/server/test/fixed-clock.ts).
const testClock = process.env.TEST_CLOCK?.trim();
const sharedStateExcluded = ["src/server/features/clients/clients.test.ts"];

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
      // A file whose PDF text loses the dots inside usernames ("@docerialua") when it runs after
      // other files in a shared worker, never alone: react-pdf's fonts are loaded once per process,
      // and which render first decides the glyphs' text mapping (cause not yet found). It runs in a
      // process of its own until the PDFs' text is right in a shared process too.
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
