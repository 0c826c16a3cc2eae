/**
 * A server in a child process, for tests that kill it abruptly (SIGKILL): run with
 * `node --import tsx src/server/test/child-server.ts '<json>'`. Every public profile fetch hangs
 * forever, so a collection's worker is caught mid-job. It reports on stdout, one JSON per line:
 * {"event":"ready","url":...} once listening, {"event":"fetch-started","username":...} per fetch.
 */
import { startServer } from "../app/bootstrap";
import { openDatabase } from "../db/client";
import { createInstagram } from "../integrations/networks/instagram/index";
import type { PublicProfileSource } from "../integrations/networks/network.port";
import { createLogger } from "../logger";
import { createTestEnv } from "./env";

type ChildConfig = { dataDir?: string; connectionString?: string; env: Record<string, string> };

function report(event: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

async function main() {
  const config = JSON.parse(process.argv[2] ?? "{}") as ChildConfig;
  const env = createTestEnv(config.env);
  const database = config.connectionString
    ? await openDatabase({ kind: "postgres", connectionString: config.connectionString, poolSize: 5 })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  const hanging: PublicProfileSource = {
    kind: "demo",
    fetchProfile: ({ username }) => {
      report({ event: "fetch-started", username });
      return new Promise(() => {});
    },
  };
  const server = await startServer({
    env,
    log: createLogger(env),
    role: "all",
    database,
    pollingIntervalSeconds: 0.5,
    networks: { instagram: { ...createInstagram(env), publicProfiles: hanging } },
  });
  report({ event: "ready", url: server.url });
}

main().catch((error: unknown) => {
  report({ event: "error", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
