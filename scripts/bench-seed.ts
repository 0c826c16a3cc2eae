import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/server/db/client";
import { queryRows } from "../src/server/test/database";

// The benches' shared seed, written straight in SQL (a thousand sign-ups would take minutes).

export const sqlRun = (database: Database, query: string) => queryRows(database.db, query);

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `run` on a fresh, migrated database on the BENCH_DATABASE_URL server, dropped afterwards. */
export async function withBenchDatabase<T>(run: (database: Database) => Promise<T>) {
  const name = `inteligram_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", connectionString: url.toString(), poolSize: 10 });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `accounts` workspaces on Pro, each with one active demo account (ids derived from the index). */
export async function fillBenchWorkspaces(database: Database, accounts: number) {
  const workspaceOf = (i: string) => `('00000000-0000-4000-8000-' || lpad(${i}::text, 12, '0'))::uuid`;
  await sqlRun(
    database,
    `insert into workspaces (id, name) select ${workspaceOf("i")}, 'Bench ' || i from generate_series(1, ${accounts}) i`,
  );
  await sqlRun(
    database,
    `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id)
     select ${workspaceOf("i")}, 'active', 'sparks_pro', 'sandbox', 'sub_bench' || i from generate_series(1, ${accounts}) i`,
  );
  await sqlRun(
    database,
    `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username, is_active, data_source)
     select ('10000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${workspaceOf("i")}, 'instagram', 'manual_bench' || i, 'bench' || i, true, 'demo'
     from generate_series(1, ${accounts}) i`,
  );
}

/** Three years of days for every tracked profile in the database. */
export async function fillAccountDays(database: Database) {
  await sqlRun(
    database,
    `insert into account_days (social_profile_id, day, workspace_id, platform, followers, following, posts, collected_at)
     select a.id, d::date, a.workspace_id, a.platform, 10000 + (extract(epoch from d)::int / 86400) % 5000, 300, 500, d + interval '20 hours'
     from social_media_profiles a, generate_series(current_date - interval '1095 days', current_date, interval '1 day') d`,
  );
}
