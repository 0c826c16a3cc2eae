// `npm run bench:api`: the public API's figures, printed, never asserted in tests.
// One API key, 50 connections, GET /api/v1/accounts/{accountId}/posts?limit=50 on a PostgreSQL
// database with 1,000 accounts of history (3 years of days, a post every 2 days), next to a
// hello-world route of the same server: requests/s, the ratio, p99 latency.
// Every request runs what production runs: the key lookup, the workspace's rate-limit upsert
// (the hourly limit is raised so that the load is not answered 429), the plan and account
// checks, the page query and the ETag.
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (a fresh
// database is created and dropped). BENCH_SECONDS (10) per run; BENCH_ACCOUNTS (1000).
// The server first: it extends zod with .openapi before the shared schemas load.
import { startBenchServer } from "./bench-server";
import { spawn } from "node:child_process";
import type { Database } from "../src/server/db/client";
import { createApiKey } from "../src/server/features/public-api/api-keys.service";
import { fillAccountDays, fillBenchWorkspaces, sqlRun } from "./bench-seed";

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** `accounts` workspaces with a plan and one account each: 3 years of days and a post every 2 days. */
async function fill(database: Database) {
  await fillBenchWorkspaces(database, accounts);
  await fillAccountDays(database);
  await sqlRun(
    database,
    `insert into posts (social_profile_id, workspace_id, platform, media_id, type, caption, hashtags, permalink, thumbnail_url, published_at, likes, comments, views, last_seen_at)
     select a.id, a.workspace_id, a.platform, 'm' || n, (array['image','sidecar','video','clips'])[1 + n % 4],
            'Publicação ' || n || ' #marketing #brasil', '["marketing","brasil"]'::jsonb,
            'https://www.instagram.com/p/bench' || n, 'https://cdn.example/bench' || n || '.jpg',
            now() - (n * 2 || ' days')::interval - interval '3 hours', 100 + n % 900, 5 + n % 40,
            case when n % 4 >= 2 then 1000 + n % 5000 end, now()
     from social_media_profiles a, generate_series(0, 547) n`,
  );
  await sqlRun(database, "analyze");
  const [counts] = await sqlRun(
    database,
    `select (select count(*) from account_days)::int as days, (select count(*) from posts)::int as posts`,
  );
  return counts as { days: number; posts: number };
}

type Load = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

// autocannon runs as its own process (this process is the server under load).
async function runLoad(url: string, headers: string[]): Promise<Load> {
  const child = spawn("autocannon", [
    "-c",
    "50",
    "-d",
    String(seconds),
    "-j",
    ...headers.flatMap((header) => ["-H", header]),
    url,
  ]);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`autocannon failed: ${stderr}`);
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return { requestsPerSecond: report.requests.average, p99Ms: report.latency.p99, errors: report.errors, non2xx: report.non2xx };
}

const bench = await startBenchServer({ role: "web", env: { API_RATE_LIMIT_PER_HOUR: "100000000" } });
const { database, base } = bench;
try {
  const started = performance.now();
  const counts = await fill(database);
  console.log(
    `Filled ${accounts} accounts: ${counts.days} account days, ${counts.posts} posts (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const workspaceId = "00000000-0000-4000-8000-000000000001";
  const accountId = "10000000-0000-4000-8000-000000000001";
  const { key } = await createApiKey({ db: database.db }, { id: workspaceId, role: "owner" }, null, "Bench");
  const postsUrl = `${base}/api/v1/accounts/${accountId}/posts?limit=50`;
  const check = await fetch(postsUrl, { headers: { authorization: `Bearer ${key}` } });
  const page = (await check.json()) as { data: unknown[] };
  if (check.status !== 200 || page.data.length !== 50)
    throw new Error(`the posts page answered ${check.status} with ${page.data.length} posts`);

  const rounds: { hello: Load; posts: Load }[] = [];
  // Alternating, so a machine that slows down mid-run weighs on both.
  for (let round = 0; round < 2; round++) {
    const hello = await runLoad(`${base}/api/bench/hello`, []);
    const posts = await runLoad(postsUrl, [`authorization=Bearer ${key}`]);
    rounds.push({ hello, posts });
  }
  const line = (label: string, load: Load) =>
    `  ${label.padEnd(48)}${load.requestsPerSecond.toFixed(0).padStart(7)} req/s · p99 ${load.p99Ms} ms · errors ${load.errors + load.non2xx}`;
  console.log(`\nHTTP on PostgreSQL, one API key, 50 connections, ${seconds} s each, alternating`);
  for (const { hello, posts } of rounds) {
    console.log(line("hello world", hello));
    console.log(line("GET /api/v1/accounts/{accountId}/posts?limit=50", posts));
  }
  const sum = (pick: (round: (typeof rounds)[number]) => Load) =>
    rounds.reduce((total, round) => total + pick(round).requestsPerSecond, 0);
  console.log(`  ratio posts / hello = ${(sum((r) => r.posts) / sum((r) => r.hello)).toFixed(2)}`);
} finally {
  await bench.close();
}
