import path from "node:path";
import { defineConfig } from "vitest/config";

// *.pg.test.ts need a PostgreSQL server (e.g. they cut its connections through a proxy): they
// are part of the run only when TEST_DATABASE_URL names one.
const postgresOnly = "src/**/*.pg.test.ts";
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("src/web"),
      "@core": path.resolve("src/core"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    exclude: ["**/node_modules/**", ...(withPostgres ? [] : [postgresOnly])],
    environment: "node",
    pool: "forks",
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
