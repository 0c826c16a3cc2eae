// One worker process of `npm run bench:scale` (scripts/bench-scale.ts): the product's own worker
// (bootstrap, job queue, collect job, adapters, call budget, step journal) on the benchmark's
// PostgreSQL database, its networks pointed at the simulated network of the parent process.
import { collectionSecondOfDay } from "../src/core/social/collection-schedule";
import { startServer } from "../src/server/app/bootstrap";
import { collectionSucceededHook } from "../src/server/features/social-accounts/collection.hooks";
import { openDatabase } from "../src/server/db/client";
import { createCallBudget } from "../src/server/integrations/networks/call-budget";
import { createGraphSource, createInstagramInsightsSource } from "../src/server/integrations/networks/instagram/graph";
import { createInstagram } from "../src/server/integrations/networks/instagram/index";
import { createTikTok } from "../src/server/integrations/networks/tiktok/index";
import { createDisplayApiSource } from "../src/server/integrations/networks/tiktok/display-api";
import { createLogger } from "../src/server/logger";
import { createTestEnv } from "../src/server/test/server";

const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL!;
const metaUrl = process.env.BENCH_SCALE_META_URL!;
const tiktokUrl = process.env.BENCH_SCALE_TIKTOK_URL!;
const timeScale = Number(process.env.BENCH_SCALE_TIME_SCALE);
const env = createTestEnv({ DATABASE_URL: databaseUrl, ROLE: "worker", LOG_LEVEL: "error", NODE_ENV: "development" });
const log = createLogger({
  LOG_LEVEL: (process.env.BENCH_SCALE_LOG_LEVEL as "error" | undefined) ?? "error",
  NODE_ENV: "development",
});
const hosts = { meta: [new URL(metaUrl).host], tiktok: [new URL(tiktokUrl).host] };

const database = await openDatabase({ kind: "postgres", connectionString: databaseUrl, poolSize: 6 });
const instagram = createInstagram(env);
const tiktok = createTikTok(env);
const server = await startServer({
  env,
  log,
  role: "worker",
  database,
  schedules: false,
  // The product's polling (2 s): LISTEN/NOTIFY wakes the workers for new jobs.
  networks: {
    instagram: {
      ...instagram,
      ownProfiles: createGraphSource({ baseUrl: metaUrl }),
      ownInsights: createInstagramInsightsSource({ baseUrl: metaUrl }),
    },
    // The Display API serves no owner insights (decision 040): none asked.
    tiktok: { ...tiktok, ownProfiles: createDisplayApiSource({ apiBase: tiktokUrl }), ownInsights: undefined },
  },
  callBudget: (db) => createCallBudget({ db: db.db, hosts, timeScale, metaCooldownSeconds: 3600 }),
});
// Stored rows may be sampled: a collection outside the sample writes its run, the account's latest
// analytics and its journal's deletion, but not the day tables, indicators and alerts (the
// collection-succeeded hook's handlers). Deterministic by account id.
const storeFraction = Number(process.env.BENCH_SCALE_STORE_FRACTION ?? 1);
if (storeFraction < 1) {
  const run = collectionSucceededHook.run.bind(collectionSucceededHook);
  collectionSucceededHook.run = async (...args) =>
    collectionSecondOfDay(args[2].account.id) % 1000 < storeFraction * 1000 ? run(...args) : [];
}
process.send?.({ ready: true });
process.on("message", async (message: { stop?: boolean }) => {
  if (!message.stop) return;
  // A stop that hangs on a job still running must not hold the benchmark.
  setTimeout(() => process.exit(0), 15_000).unref();
  await server.stop();
  await database.close();
  process.exit(0);
});
