// `npm run bench:competitors`: the comparison read (GET /api/competitors/comparison) of a Pro
// workspace with its account and 10 competitors (the plan's most), each with 3 years of day rows,
// a post every 2 days and 30 snapshots per post, for 30 and 90 days. Printed, never asserted.
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (a fresh
// database is created and dropped).
import type { PeriodPreset } from "../src/core/analytics/period";
import type { Database } from "../src/server/db/client";
import { readComparison } from "../src/server/features/competitors/competitor-figures.service";
import { fillAccountDays, sqlRun, withBenchDatabase } from "./bench-seed";

const workspaceId = "20000000-0000-4000-8000-000000000001";

async function fill(database: Database) {
  await sqlRun(database, `insert into workspaces (id, name) values ('${workspaceId}', 'Bench concorrentes')`);
  await sqlRun(
    database,
    `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id) values ('${workspaceId}', 'active', 'sparks_pro', 'sandbox', 'sub_bench')`,
  );
  await sqlRun(
    database,
    `insert into social_media_profiles (workspace_id, kind, platform, platform_user_id, username, is_active, data_source)
     select '${workspaceId}', case when i = 0 then 'own' else 'competitor' end, 'instagram',
            case when i = 0 then 'manual_bench' else 'competitor_rival' || i end, 'rival' || i, true, 'demo'
     from generate_series(0, 10) i`,
  );
  await fillAccountDays(database);
  await sqlRun(
    database,
    `insert into posts (social_profile_id, workspace_id, platform, media_id, type, hashtags, published_at, likes, comments, views, last_seen_at)
     select a.id, a.workspace_id, a.platform, 'm' || n, (array['image','sidecar','video','clips'])[1 + n % 4], '["moda","verao","promo"]'::jsonb,
            now() - (n * 2 || ' days')::interval - interval '3 hours', 100 + n % 900, 5 + n % 40, case when n % 4 >= 2 then 1000 + n % 5000 end, now()
     from social_media_profiles a, generate_series(0, 547) n`,
  );
  await sqlRun(
    database,
    `insert into post_days (post_id, day, workspace_id, likes, comments, views)
     select p.id, (p.published_at at time zone 'America/Sao_Paulo')::date + k, p.workspace_id, p.likes * (k + 1) / 30, p.comments, p.views
     from posts p, generate_series(0, 29) k where (p.published_at at time zone 'America/Sao_Paulo')::date + k <= current_date`,
  );
  await sqlRun(database, "analyze");
}

async function time(database: Database, preset: PeriodPreset, rounds = 40) {
  const ctx = { db: database.db };
  for (let i = 0; i < 5; i++) await readComparison(ctx, workspaceId, { preset });
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await readComparison(ctx, workspaceId, { preset });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(rounds / 2)]!, p95Ms: times[Math.floor(rounds * 0.95)]! };
}

async function main() {
  await withBenchDatabase(async (database) => {
    await fill(database);
    const [counts] = await sqlRun(
      database,
      `select (select count(*) from account_days)::int as days, (select count(*) from post_days)::int as post_days`,
    );
    console.log(`comparison read, 1 account + 10 competitors (${JSON.stringify(counts)}):`);
    for (const preset of ["30d", "90d"] as const) {
      const { medianMs, p95Ms } = await time(database, preset);
      console.log(`  ${preset}: median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms`);
    }
  });
}

await main();
