// `npm run bench:scale`: a day of collections at scale, inside the networks' limits (docs/benchmarks/bench-scale.md).
// A simulated network (src/server/integrations/networks/simulated-network.ts: TikTok's per-endpoint
// minute windows, Meta's usage headers and throttling codes, slow answers, 5xx, failed post
// insights) answers N worker processes of the product (scripts/bench-scale-worker.ts: its job queue,
// collect job, adapters, call budget and step journal) on one fresh PostgreSQL database. The
// clock is compressed: a simulated day lasts BENCH_SCALE_DAY_SECONDS real seconds, and the budget
// and the network count their windows on that clock. The product's schedule places each account
// in the day; new accounts are connected during the load and their first collection timed.
// Storing each collection's rows may be sampled (BENCH_SCALE_STORE_FRACTION, printed).
//
// Env: BENCH_SCALE_ACCOUNTS (100000), BENCH_SCALE_WORKERS (4), BENCH_SCALE_DAY_SECONDS (360),
// BENCH_SCALE_NEW_ACCOUNTS (20), BENCH_SCALE_STORE_FRACTION (1), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { collectionSecondOfDay } from "../src/core/social/collection-schedule";
import { jobDefinitions } from "../src/server/app/job-registry";
import { encryptToken } from "../src/server/crypto/token-cipher";
import { openDatabase, type Database } from "../src/server/db/client";
import { fanOutDailyCollection } from "../src/server/features/analytics/daily-collection.job";
import { startCollection } from "../src/server/features/social-accounts/collection.service";
import { simToken, startSimulatedNetwork } from "../src/server/integrations/networks/simulated-network";
import { JobQueue } from "../src/server/jobs/queue";
import { createLogger } from "../src/server/logger";
import { queryRows } from "../src/server/test/database";

const accounts = Number(process.env.BENCH_SCALE_ACCOUNTS ?? 100_000);
const workers = Number(process.env.BENCH_SCALE_WORKERS ?? 4);
const daySeconds = Number(process.env.BENCH_SCALE_DAY_SECONDS ?? 360);
const newAccounts = Number(process.env.BENCH_SCALE_NEW_ACCOUNTS ?? 20);
const storeFraction = Number(process.env.BENCH_SCALE_STORE_FRACTION ?? 1);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const timeScale = 86_400 / daySeconds;
const tokenKey = "0".repeat(64);
const log = createLogger({ LOG_LEVEL: "error", NODE_ENV: "development" });
type PlanId = "basic" | "advanced" | "sparks_pro";
const planLabel = { basic: "Start", advanced: "Go", sparks_pro: "Pro" } as const;

/** A deterministic pseudo-random stream (the same accounts every run). */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}
const rand = stream(2026);

type Seeded = { id: string; network: "meta" | "tiktok"; plan: PlanId; posts: number; token: string };

/** An account's posts: Instagram around 250 (a long tail to 3,000), TikTok around 60. */
function postsOf(network: "meta" | "tiktok") {
  const normal = Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());
  const median = network === "meta" ? 250 : 60;
  return Math.max(3, Math.min(network === "meta" ? 3000 : 800, Math.round(median * Math.exp(0.9 * normal))));
}

async function seed(database: Database, count: number, offset: number): Promise<Seeded[]> {
  const rows: Seeded[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = offset + i;
    const network = rand() < 0.7 ? "meta" : "tiktok";
    const draw = rand();
    const plan = draw < 0.5 ? "basic" : draw < 0.85 ? "advanced" : "sparks_pro";
    const posts = postsOf(network);
    const id = `10000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
    rows.push({ id, network, plan, posts, token: simToken(network, index, posts) });
  }
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    const workspaces = chunk.map((row) => row.id.replace(/^10000000/, "00000000"));
    await queryRows(
      database.db,
      `insert into workspaces (id, name) select w, 'Escala' from unnest($1::uuid[]) w`.replace(
        "$1",
        `'{${workspaces.join(",")}}'`,
      ),
    );
    await queryRows(
      database.db,
      `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id)
       select w, 'active', p, 'sandbox', 'sub_' || w from unnest('{${workspaces.join(",")}}'::uuid[], '{${chunk.map((row) => row.plan).join(",")}}'::text[]) as t(w, p)`,
    );
    const values = chunk
      .map((row, n) => {
        const sealed = encryptToken(row.token, tokenKey);
        return `('${row.id}'::uuid, '${workspaces[n]}'::uuid, '${row.network === "meta" ? "instagram" : "tiktok"}', 'sim${offset + start + n}', 'conta_${offset + start + n}', true, 'graph', 'oauth', '${sealed}', now() + interval '300 days')`;
      })
      .join(",");
    await queryRows(
      database.db,
      `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username, is_active, data_source, connection_type, access_token, token_expires_at) values ${values}`,
    );
  }
  return rows;
}

async function sizeOf(database: Database) {
  const [row] = (await queryRows(database.db, "select pg_database_size(current_database())::bigint as size")) as {
    size: string;
  }[];
  return Number(row!.size);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main() {
  const name = `inteligram_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ kind: "postgres", connectionString: databaseUrl, poolSize: 6 });
  const sim = await startSimulatedNetwork({
    timeScale,
    tiktokPerMinute: 600,
    metaAccountCallsPerHour: 200,
    slowRate: 0.01,
    slowMs: 1500,
    serverErrorRate: 0.003,
    insightsErrorRate: 0.03,
    unpromptedThrottleRate: 0.0005,
    seed: 11,
  });
  const children: ChildProcess[] = [];
  try {
    const seedStart = performance.now();
    const seeded = await seed(database, accounts, 0);
    console.log(`  seeded ${accounts} accounts in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    const byToken = new Map(seeded.map((row) => [row.token, row]));
    const queue = await JobQueue.start({ database, definitions: jobDefinitions, log, supervise: false, schedules: false });

    for (let index = 0; index < workers; index += 1) {
      const child = fork("scripts/bench-scale-worker.ts", [], {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          BENCH_SCALE_DATABASE_URL: databaseUrl,
          BENCH_SCALE_META_URL: sim.metaUrl,
          BENCH_SCALE_TIKTOK_URL: sim.tiktokUrl,
          BENCH_SCALE_TIME_SCALE: String(timeScale),
          BENCH_SCALE_STORE_FRACTION: String(storeFraction),
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.once("message", () => resolve());
        child.once("exit", (code) => reject(new Error(`worker ${index} exited (${code})`)));
      });
    }
    const sizeBefore = await sizeOf(database);
    sim.resetStats();

    // The product's schedule: every account at its own time of a day that starts now.
    const dayStart = new Date(Date.now() + 2000);
    const dayEnd = dayStart.getTime() + daySeconds * 1000;
    await fanOutDailyCollection({ db: database.db, queue }, new Date(), {
      dayStart,
      secondsPerDay: daySeconds,
      day: "2026-12-02",
    });
    console.log(`  day of ${daySeconds} s real (x${timeScale.toFixed(0)}), ${workers} workers, started`);

    // New accounts connected during the load: their first collection, timed from the click.
    const firstData: number[] = [];
    const pendingNew: { runId: string; at: number }[] = [];
    for (let n = 0; n < newAccounts; n += 1) {
      const at = dayStart.getTime() + ((n + 0.5) / newAccounts) * daySeconds * 1000 * 0.9;
      setTimeout(
        async () => {
          const [row] = await seed(database, 1, accounts + 1 + n);
          byToken.set(row!.token, row!);
          const started = Date.now();
          const run = await startCollection({ db: database.db, queue }, row!.id.replace(/^10000000/, "00000000"), row!.id);
          pendingNew.push({ runId: run.id, at: started });
        },
        Math.max(0, at - Date.now()),
      );
    }

    // Progress, then the day's end (plus the runs still open at that instant, for the counts).
    let lastPrint = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const pending of [...pendingNew]) {
        const [run] = (await queryRows(
          database.db,
          `select status, extract(epoch from finished_at) * 1000 as finished from collection_runs where id = '${pending.runId}'`,
        )) as { status: string; finished: string | null }[];
        if (run?.status === "succeeded" || run?.status === "failed") {
          pendingNew.splice(pendingNew.indexOf(pending), 1);
          if (run.status === "succeeded") firstData.push((Number(run.finished) - pending.at) / 1000);
        }
      }
      const now = Date.now();
      if (now - lastPrint > 15_000) {
        lastPrint = now;
        const [progress] = (await queryRows(
          database.db,
          `select count(*) filter (where status = 'succeeded')::int as done, count(*) filter (where status in ('queued','running'))::int as open from collection_runs`,
        )) as { done: number; open: number }[];
        const simHour = Math.max(0, ((now - dayStart.getTime()) / 1000 / daySeconds) * 24);
        console.log(
          `  simulated ${simHour.toFixed(1)} h: ${progress!.done} collected, ${progress!.open} open, calls meta ${sim.stats.calls.meta} tiktok ${sim.stats.calls.tiktok}`,
        );
      }
      // After the day: until every run of it ended (each has 24 simulated hours from its time), at most 90 s more.
      if (now >= dayEnd) {
        const [open] = (await queryRows(
          database.db,
          "select count(*)::int as open from collection_runs where status in ('queued','running')",
        )) as { open: number }[];
        if ((open!.open === 0 && pendingNew.length === 0) || now >= dayEnd + 90_000) break;
      }
    }
    const elapsedDay = (Math.min(Date.now(), dayEnd) - dayStart.getTime()) / 1000;

    // Fresh: collected within 24 simulated hours of its scheduled time (the data a day old at most).
    const finished = (await queryRows(
      database.db,
      `select social_profile_id as id, min(extract(epoch from finished_at) * 1000)::float as at from collection_runs
       where status = 'succeeded' group by social_profile_id`,
    )) as { id: string; at: number }[];
    const finishedAt = new Map(finished.map((row) => [row.id, row.at]));
    const lags: number[] = [];
    let freshCount = 0;
    for (const row of seeded) {
      const scheduled = dayStart.getTime() + (collectionSecondOfDay(row.id) * 1000) / timeScale;
      const at = finishedAt.get(row.id);
      if (at === undefined) continue;
      lags.push(((at - scheduled) / 1000) * timeScale);
      if (at - scheduled <= daySeconds * 1000) freshCount += 1;
    }
    const fresh = { fresh: freshCount };
    const [runs] = (await queryRows(
      database.db,
      `select count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where status in ('queued','running'))::int as open,
              count(*) filter (where status = 'succeeded')::int as succeeded
       from collection_runs`,
    )) as { failed: number; open: number; succeeded: number }[];
    const [durations] = (await queryRows(
      database.db,
      `select percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at))::float as p50,
              percentile_cont(0.95) within group (order by extract(epoch from finished_at - started_at))::float as p95,
              percentile_cont(0.5) within group (order by extract(epoch from started_at - created_at))::float as queued50
       from collection_runs where status = 'succeeded'`,
    )) as { p50: number; p95: number; queued50: number }[];
    console.log(
      `  run durations (real s, started to finished, deferrals included): p50 ${durations!.p50?.toFixed(2)}, p95 ${durations!.p95?.toFixed(2)}; queued before start p50 ${durations!.queued50?.toFixed(2)}`,
    );
    const [waits] = (await queryRows(
      database.db,
      `select count(*)::int as deferrals, count(distinct data->>'runId')::int as runs from pgboss.job where name = 'instagram.collect' and data ? 'deferrals'`,
    )) as { deferrals: number; runs: number }[];
    const sizeAfter = await sizeOf(database);

    // Calls per account by network and plan (the day's accounts whose collection succeeded).
    const perGroup = new Map<string, { calls: number; accounts: number }>();
    for (const row of seeded) {
      if (!finishedAt.has(row.id)) continue;
      const key = `${row.network === "meta" ? "Instagram" : "TikTok"} ${planLabel[row.plan]}`;
      const group = perGroup.get(key) ?? { calls: 0, accounts: 0 };
      group.calls += sim.stats.byToken.get(row.token) ?? 0;
      group.accounts += 1;
      perGroup.set(key, group);
    }
    const totalCalls = sim.stats.calls.meta + sim.stats.calls.tiktok;
    const overLimits = sim.stats.overLimit.meta + sim.stats.overLimit.tiktok;
    const wasted = totalCalls > 0 ? (sim.stats.repeated / totalCalls) * 100 : 0;
    const freshPercent = (fresh.fresh / accounts) * 100;
    const p95 = percentile(firstData, 95);

    console.log(
      `scale: ${accounts} accounts, ${workers} workers: fresh within 24 h ${freshPercent.toFixed(1)}%, calls over limits ${overLimits}, wasted calls ${wasted.toFixed(1)}%, first data for a new account p95 ${Number.isFinite(p95) ? Math.round(p95) : "n/a"} s`,
    );
    console.log(
      `  stored rows: ${(storeFraction * 100).toFixed(0)}% of collections write their day tables, indicators and alerts (every one writes its run and latest analytics)`,
    );
    console.log(
      `  calls per account: ${[...perGroup.entries()]
        .sort()
        .map(([key, group]) => `${key} ${(group.calls / Math.max(1, group.accounts)).toFixed(1)}`)
        .join(", ")}`,
    );
    console.log(
      `  calls: ${totalCalls} (meta ${sim.stats.calls.meta}, tiktok ${sim.stats.calls.tiktok}); repeated ${sim.stats.repeated}; 5xx ${sim.stats.serverErrors}; unprompted #613 ${sim.stats.unpromptedThrottles}; images copied from the CDN stand-in ${sim.stats.images}`,
    );
    console.log(
      `  lag from scheduled time to data (simulated min): p50 ${(percentile(lags, 50) / 60).toFixed(1)}, p95 ${(percentile(lags, 95) / 60).toFixed(1)}, max ${(Math.max(...lags, 0) / 60).toFixed(1)}`,
    );
    console.log(`  limit waits: ${waits!.deferrals} deferrals of ${waits!.runs} runs`);
    console.log(
      `  runs: ${runs!.succeeded} succeeded, ${runs!.failed} failed, ${runs!.open} still open at the end; new accounts' first data (real s) p50 ${percentile(firstData, 50).toFixed(1)}, p95 ${p95.toFixed(1)}, n=${firstData.length}`,
    );
    console.log(
      `  database growth per simulated day: ${((sizeAfter - sizeBefore) / 1024 / 1024).toFixed(1)} MB (${((sizeAfter - sizeBefore) / accounts / 1024).toFixed(1)} kB an account)`,
    );
    // The same arithmetic for 1,000,000 accounts: the work measured here (collections per worker
    // and real second of this machine) over a real day, and TikTok's busiest endpoint against its
    // budget (a simulated minute's share of the day).
    const perWorkerSecond = runs!.succeeded / workers / elapsedDay;
    const collectionsPerWorkerDay = perWorkerSecond * 86_400;
    const tiktokListCallsPerAccount =
      [...perGroup.entries()].filter(([key]) => key.startsWith("TikTok")).reduce((sum, [, g]) => sum + g.calls, 0) /
      Math.max(1, seeded.filter((row) => row.network === "tiktok" && finishedAt.has(row.id)).length);
    const tiktokPerMinuteAt1M = (1_000_000 * 0.3 * tiktokListCallsPerAccount) / 1440;
    console.log(
      `  1,000,000 accounts: ${Math.ceil(1_000_000 / collectionsPerWorkerDay)} workers at this machine's ${collectionsPerWorkerDay.toFixed(0)} collections a worker a real day; TikTok ${tiktokPerMinuteAt1M.toFixed(0)} calls a minute over its endpoints (budget 552 an endpoint)`,
    );
    await queue.stop();
  } finally {
    for (const child of children) if (child.exitCode === null) child.send({ stop: true });
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            setTimeout(() => child.kill("SIGKILL"), 20_000).unref();
          }),
      ),
    );
    await sim.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
process.exit(0);
