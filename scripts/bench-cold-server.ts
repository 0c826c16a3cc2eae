// The server of `npm run bench:cold` in a process of its own (decision 031), so its memory is measured
// without the seeding's: it opens the seeded database (DATABASE_URL), serves on a free port, prints
// `{"url": …}` on stdout once listening, and stops on SIGTERM.
import { startServer } from "../src/server/app/bootstrap";
import { openDatabase } from "../src/server/db/client";
import { dashboardCache } from "../src/server/features/dashboard/dashboard.service";
import { createLogger } from "../src/server/logger";
import { createTestEnv } from "../src/server/test/server";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("DATABASE_URL is required");
const database = await openDatabase({ kind: "postgres", connectionString, poolSize: 20 });
// The same env as the seeding process: sessions it signed are good here.
const env = createTestEnv({ DATABASE_URL: connectionString, LOG_LEVEL: "silent", PORT: "0" });
const server = await startServer({
  env,
  log: createLogger(env),
  role: "all",
  database,
  pollingIntervalSeconds: 0.5,
  configureApp: (app) => {
    app.get("/api/bench/hello", (c) => c.json({ hello: "mundo" }));
    // How many dashboards were built by a full read, and what the cache holds (bench-cold.ts).
    app.get("/api/bench/cache", (c) => c.json({ builds: dashboardCache.builds(), ...dashboardCache.size() }));
  },
});
process.stdout.write(`${JSON.stringify({ url: server.url!.replace("localhost", "127.0.0.1") })}\n`);
if (process.env.BENCH_MEMORY_DETAIL) {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  const report = () => {
    const m = process.memoryUsage();
    console.error(
      `server memory: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}`,
    );
  };
  report();
  setInterval(report, 5000).unref();
}
process.once("SIGTERM", () => {
  void server
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
