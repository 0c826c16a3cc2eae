// The benchmarks' server: a fresh PostgreSQL database with the whole server on it (kept apart
// from bench-seed.ts, whose SQL fills run without loading the server).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startServer, type StartOptions } from "../src/server/app/bootstrap";
import { openDatabase } from "../src/server/db/client";
import { createLogger } from "../src/server/logger";
import { createTestEnv } from "../src/server/test/server";

/**
 * A fresh database on BENCH_DATABASE_URL's PostgreSQL server (default: the local one) for one
 * benchmark, with the whole server on it and a hello-world route (the floor the figures are
 * compared with). `close` stops the server and drops the database.
 */
export async function startBenchServer(options: { env?: Record<string, string>; role?: StartOptions["role"] } = {}) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `inteligram_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", connectionString: url.toString(), poolSize: 20 });
  const env = createTestEnv({ DATABASE_URL: url.toString(), LOG_LEVEL: "silent", ...options.env });
  const server = await startServer({
    env,
    log: createLogger(env),
    role: options.role ?? "all",
    database,
    pollingIntervalSeconds: 0.5,
    configureApp: (app) => app.get("/api/bench/hello", (c) => c.json({ hello: "mundo" })),
  });
  let stopped: Promise<void> | undefined;
  const stopServer = () => (stopped ??= server.stop().then(() => database.close()));
  return {
    server,
    database,
    connectionString: url.toString(),
    base: server.url!.replace("localhost", "127.0.0.1"),
    /** Stops this process's server and closes its pool, keeping the database (for another process). */
    stopServer,
    async close() {
      await stopServer();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
