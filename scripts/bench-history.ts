// `npm run bench:history`: figures for the history targets, printed, never asserted in tests.
//  1. A 90-day period read of one account on a database with 1,000 accounts x 3 years of day
//     rows and 2,000,000 post-day rows, next to the same read on a database with one account
//     (target: at most 2x), with the query plans' index use.
//  2. The daily fan-out for 10,000 accounts: seconds to schedule them (target < 60 s), and
//     demo collections per second on one worker.
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (fresh
// databases are created and dropped). BENCH_ACCOUNTS / BENCH_POST_DAYS shrink the big one.
import { saoPauloDay } from "../src/core/analytics/period";
import type { Database } from "../src/server/db/client";
import { fanOutDailyCollection, scheduledCollectJob } from "../src/server/features/analytics/daily-collection.job";
import { readPeriodAnalytics } from "../src/server/features/analytics/history.service";
import { collectJob } from "../src/server/features/social-accounts/collect.job";
import { createNetworks } from "../src/server/integrations/networks/index";
import { JobQueue } from "../src/server/jobs/queue";
import { jobDefinitions } from "../src/server/app/job-registry";
import { registerHooks } from "../src/server/app/register-hooks";
import { createLogger } from "../src/server/logger";
import { createTestEnv } from "../src/server/test/server";
import { queryRows } from "../src/server/test/database";
import type { AppContext } from "../src/server/context";
import { fillAccountDays, fillBenchWorkspaces, sqlRun, withBenchDatabase } from "./bench-seed";

const bigAccounts = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const postDaysTarget = Number(process.env.BENCH_POST_DAYS ?? 2_000_000);
const fanOutAccounts = Number(process.env.BENCH_FANOUT_ACCOUNTS ?? 10_000);
const env = createTestEnv();
// The collect job's handler runs here without bootstrap: its hooks need their handlers.
registerHooks();
const log = createLogger({ LOG_LEVEL: "warn", NODE_ENV: "development" });

/**
 * `accounts` accounts, each in a workspace of its own with a plan, each with 3 years of days,
 * posts every ~`postEveryDays` days and 30 daily snapshots per post.
 */
async function fill(database: Database, accounts: number, postEveryDays: number) {
  await fillBenchWorkspaces(database, accounts);
  await fillAccountDays(database);
  await sqlRun(
    database,
    `insert into posts (social_profile_id, workspace_id, platform, media_id, type, published_at, likes, comments, views, last_seen_at)
     select a.id, a.workspace_id, a.platform, 'm' || n, (array['image','sidecar','video','clips'])[1 + n % 4],
            now() - (n * ${postEveryDays} || ' days')::interval - interval '3 hours', 100 + n % 900, 5 + n % 40,
            case when n % 4 >= 2 then 1000 + n % 5000 end, now()
     from social_media_profiles a, generate_series(0, ${Math.floor(1095 / postEveryDays)}) n`,
  );
  await sqlRun(
    database,
    `insert into post_days (post_id, day, workspace_id, likes, comments, views)
     select p.id, (p.published_at at time zone 'America/Sao_Paulo')::date + k, p.workspace_id, p.likes * (k + 1) / 30, p.comments, p.views
     from posts p, generate_series(0, 29) k
     where (p.published_at at time zone 'America/Sao_Paulo')::date + k <= current_date`,
  );
  await sqlRun(database, "analyze");
  const [counts] = await sqlRun(
    database,
    `select (select count(*) from account_days)::int as days, (select count(*) from posts)::int as posts, (select count(*) from post_days)::int as post_days`,
  );
  return counts as { days: number; posts: number; post_days: number };
}

async function timeReads(database: Database, accountId: string, rounds = 60) {
  const ctx = { db: database.db, env } as unknown as AppContext;
  const workspaceId = "00000000-0000-4000-8000-000000000001";
  for (let i = 0; i < 10; i++) await readPeriodAnalytics(ctx, workspaceId, { accountId, preset: "90d" });
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await readPeriodAnalytics(ctx, workspaceId, { accountId, preset: "90d" });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(rounds / 2)]!, p95Ms: times[Math.floor(rounds * 0.95)]! };
}

async function printPlans(database: Database, accountId: string) {
  const today = saoPauloDay(new Date());
  const plans = {
    "account_days in the period": `select day, followers from account_days where social_profile_id = '${accountId}' and day between (date '${today}' - 89) and date '${today}' order by day`,
    "posts published in the period": `select id from posts where social_profile_id = '${accountId}' and published_at >= now() - interval '90 days' and published_at < now()`,
    "a post's snapshot on the last day": `select likes from post_days where post_id = (select id from posts where social_profile_id = '${accountId}' limit 1) and day <= date '${today}' order by day desc limit 1`,
  };
  for (const [label, query] of Object.entries(plans)) {
    const rows = await sqlRun(database, `explain ${query}`);
    const lines = rows.map((row) => Object.values(row as Record<string, string>)[0]!);
    const indexes = lines.filter((line) => /Index/.test(line)).map((line) => line.trim());
    console.log(`  plan, ${label}: ${indexes.length ? indexes.join(" | ") : `NO INDEX: ${lines[0]}`}`);
  }
}

async function benchPeriodRead() {
  const accountId = "10000000-0000-4000-8000-000000000001";
  // Every ~postEveryDays days a post with 30 snapshots: 1095 / step posts x 30 per account.
  const postEveryDays = Math.max(1, Math.round((bigAccounts * 1095 * 30) / postDaysTarget));
  const small = await withBenchDatabase(async (database) => {
    const counts = await fill(database, 1, postEveryDays);
    return { counts, ...(await timeReads(database, accountId)) };
  });
  const big = await withBenchDatabase(async (database) => {
    const started = performance.now();
    const counts = await fill(database, bigAccounts, postEveryDays);
    console.log(`  filled the big database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const result = { counts, ...(await timeReads(database, accountId)) };
    await printPlans(database, accountId);
    return result;
  });
  console.log(
    `  one account   (${small.counts.days} day rows, ${small.counts.post_days} post-day rows): median ${small.medianMs.toFixed(2)} ms, p95 ${small.p95Ms.toFixed(2)} ms`,
  );
  console.log(
    `  ${bigAccounts} accounts (${big.counts.days} day rows, ${big.counts.post_days} post-day rows): median ${big.medianMs.toFixed(2)} ms, p95 ${big.p95Ms.toFixed(2)} ms`,
  );
  console.log(`  ratio big / one (median): ${(big.medianMs / small.medianMs).toFixed(2)}x (target <= 2x)`);
}

async function benchFanOut() {
  await withBenchDatabase(async (database) => {
    await sqlRun(database, `insert into workspaces (id, name) values ('00000000-0000-4000-8000-000000000001', 'Bench')`);
    await sqlRun(
      database,
      `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id)
       values ('00000000-0000-4000-8000-000000000001', 'active', 'sparks_pro', 'sandbox', 'sub_bench')`,
    );
    await sqlRun(
      database,
      `insert into social_media_profiles (workspace_id, platform, platform_user_id, username, is_active, data_source)
       select '00000000-0000-4000-8000-000000000001', 'instagram', 'manual_bench' || i, 'bench' || i, true, 'demo' from generate_series(1, ${fanOutAccounts}) i`,
    );
    const queue = await JobQueue.start({ database, definitions: jobDefinitions, log, supervise: false });
    try {
      const start = performance.now();
      const queued = await fanOutDailyCollection({ db: database.db, queue }, new Date());
      const seconds = (performance.now() - start) / 1000;
      console.log(`  fan-out: ${queued} accounts scheduled in ${seconds.toFixed(2)} s (target < 60 s)`);

      // One worker's collections, in turn: the scheduled job (a run), then the collection. The
      // first of an account also writes its 89 days of demo history; the next is a daily one.
      const ctx = { db: database.db, env, queue, log, networks: createNetworks(env) } as unknown as AppContext;
      // Handlers called directly hold no pg-boss job: nothing to settle.
      const job = { ...ctx, jobId: "bench", retryCount: 0, signal: new AbortController().signal, settle: async () => {} };
      const accounts = await queryRows<{ id: string }>(database.db, "select id from social_media_profiles order by id limit 30");
      const day = saoPauloDay(new Date());
      for (const pass of ["first collections (with the 90-day demo backfill)", "daily collections"]) {
        const started = performance.now();
        for (const account of accounts) {
          await scheduledCollectJob.handler(
            { accountId: account.id, workspaceId: "00000000-0000-4000-8000-000000000001", day },
            job,
          );
          const [run] = await queryRows<{ id: string }>(
            database.db,
            `select id from collection_runs where social_profile_id = '${account.id}' and status = 'queued'`,
          );
          await collectJob.handler({ runId: run!.id }, job);
        }
        const perSecond = accounts.length / ((performance.now() - started) / 1000);
        console.log(`  ${pass} on one worker, demo source: ${perSecond.toFixed(1)} per second`);
      }
    } finally {
      await queue.stop();
    }
  });
}

console.log("History: 90-day period read");
await benchPeriodRead();
console.log("Daily collection");
await benchFanOut();
