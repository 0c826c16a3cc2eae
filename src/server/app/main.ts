import path from "node:path";
import { EnvError, loadEnv, type Role } from "../env";
import { DatabaseError } from "../db/client";
import { DirectoryLockedError } from "../db/directory-lock";
import { createLogger, createPrettyDestination } from "../logger";
import { startServer } from "./bootstrap";

// Entry point: `node dist/server/main.js [--role=web|worker|all]` (default from ROLE, else all).
function roleFromArgs(argv: string[]): Role | undefined {
  const arg = argv.find((value) => value.startsWith("--role="));
  if (!arg) return undefined;
  const role = arg.slice("--role=".length);
  if (role === "web" || role === "worker" || role === "all") return role;
  throw new EnvError(`Invalid --role "${role}": use web, worker or all.`);
}

async function main() {
  let env;
  let role: Role;
  try {
    env = loadEnv();
    role = roleFromArgs(process.argv.slice(2)) ?? env.ROLE;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Humans at a terminal get readable lines; everything else gets JSON.
  const log = createLogger(env, {
    destination: process.stdout.isTTY && !env.isProduction ? await createPrettyDestination() : undefined,
  });
  let server;
  try {
    server = await startServer({ env, log, role, webDir: path.resolve("build/client") });
  } catch (error) {
    if (error instanceof DatabaseError || error instanceof DirectoryLockedError) {
      log.fatal(error.message);
    } else {
      log.fatal({ err: error }, "Inteligram could not start");
    }
    process.exit(1);
  }

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      log.warn("Forced exit.");
      process.exit(1);
    }
    log.info({ signal }, "Stopping: finishing running jobs and closing the database…");
    server.stop().then(
      () => {
        log.info("Stopped cleanly.");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "Error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

void main();
