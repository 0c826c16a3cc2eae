// First: @hono/zod-openapi gives zod its .openapi() method, and zod 4 gives each schema its methods
// when the schema is made, so it must load before any module that makes one (core's response schemas).
import "@hono/zod-openapi";
import { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { AppContext } from "../context";
import { openDatabase, type Database } from "../db/client";
import type { Env, Role } from "../env";
import { createAuth } from "../features/auth/auth";
import { isOpenInvitationFor } from "../features/team/team.service";
import { createSessionReader } from "../features/auth/session-reader";
import { createApiKeyReader } from "../features/public-api/api-key-reader";
import { providerEventJob } from "../features/billing/provider-event.job";
import { createNetworks, type Networks } from "../integrations/networks/index";
import { createCallBudget } from "../integrations/networks/call-budget";
import type { CallBudget } from "../integrations/networks/call-scope";
import { createPayments } from "../integrations/payments/index";
import { createApp, type App } from "./create-app";
import { createMail } from "../integrations/mail/index";
import type { JobDefinition } from "../jobs/job";
import { JobQueue } from "../jobs/queue";
import { jobDefinitions } from "./job-registry";
import type { Logger } from "../logger";
import { registerHooks } from "./register-hooks";

export type StartOptions = {
  env: Env;
  log: Logger;
  role?: Role;
  /** Built web app to serve; omitted for API-only use. */
  webDir?: string;
  /** An already opened database (tests); otherwise opened from env. */
  database?: Database;
  jobs?: readonly JobDefinition<any>[];
  /** Adds routes before the server listens (benchmarks). */
  configureApp?: (app: App) => void;
  /** Network adapter sets to use instead of the ones the env selects (tests). */
  networks?: Partial<Networks>;
  /** The networks' call budget instead of the default one on this database (the scale benchmark's compressed clock). */
  callBudget?: (database: Database) => CallBudget;
  pollingIntervalSeconds?: number;
  /**
   * Registers the jobs' cron schedules (default). Test servers leave them out: a suite that
   * crosses 05:00 São Paulo would otherwise run the daily collection over its accounts.
   */
  schedules?: boolean;
};

export type RunningServer = {
  context: AppContext;
  app: App;
  url?: string;
  /** Stops taking requests and jobs, waits for running jobs, closes the database. */
  stop(): Promise<void>;
};

const keepAliveMs = 65_000;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, log } = options;
  registerHooks();
  const role = options.role ?? env.ROLE;
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            connectionString: env.DATABASE_URL,
            timeouts: { statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS, connectMs: env.DATABASE_CONNECT_TIMEOUT_MS },
          }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    ));
  let queue: JobQueue;
  try {
    queue = await JobQueue.start({
      database,
      definitions: options.jobs ?? jobDefinitions,
      log,
      supervise: role !== "web",
      schedules: options.schedules ?? true,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  const mail = await createMail(env, database.db);
  const auth = createAuth({
    env,
    db: database.db,
    queue,
    provesEmail: ({ email, invitationToken }) => isOpenInvitationFor({ db: database.db }, invitationToken, email),
  });
  // Only a process that serves requests remembers sessions (and listens for their changes).
  const sessions = await createSessionReader({ auth, database, log, remember: role !== "worker" });
  const apiKeys = await createApiKeyReader({ database, log, remember: role !== "worker" });
  const payments = await createPayments(env, database.db, async (event) => {
    await queue.send(providerEventJob, event);
  });
  const context: AppContext = {
    env: { ...env, ROLE: role },
    log,
    database,
    db: database.db,
    queue,
    mail,
    auth,
    sessions,
    apiKeys,
    payments: payments.port,
    sandboxPayments: payments.sandbox,
    stripeWebhooks: payments.webhooks,
    networks: { ...createNetworks(env), ...options.networks },
    // One budget per network and app, shared by every worker through this database (docs/decisions/047-call-budgets-and-day-schedule.md).
    callBudget: options.callBudget?.(database) ?? createCallBudget({ db: database.db }),
  };
  const app = createApp(context, { webDir: options.webDir });
  options.configureApp?.(app);

  if (role !== "web") await queue.startWorkers(context);

  let server: ServerType | undefined;
  let url: string | undefined;
  if (role !== "worker") {
    server = await new Promise<ServerType>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: env.PORT }, () => resolve(instance));
      instance.once("error", reject);
    });
    // An idle keep-alive connection stays open longer than the clients and proxies in front keep
    // theirs (60 s for common load balancers), so none sends a request on a connection this server
    // is closing and gets it reset (Node closes them after 5 s by default).
    if (server instanceof HttpServer) {
      server.keepAliveTimeout = keepAliveMs;
      server.headersTimeout = keepAliveMs + 1_000;
    }
    const port = (server.address() as AddressInfo).port;
    url = `http://localhost:${port}`;
    log.info({ url, role, database: database.kind, providers: env.providers }, "Inteligram is running");
  } else {
    log.info({ role, database: database.kind }, "Inteligram worker is running");
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (server) await closeServer(server);
      await sessions.close();
      await apiKeys.close();
      await queue.stop();
      await mail.close();
      if (!options.database) await database.close();
    })());

  return { context, app, url, stop };
}

function closeServer(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
}
