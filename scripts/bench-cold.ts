// `npm run bench:cold`: the dashboard's cold path at scale (decisions 021 and 031), printed, never
// asserted. On PostgreSQL, 1,000 people (BENCH_USERS) each with a collected demo account: one made
// through the product (sign-up, sandbox payment, demo collection, indicators), the others copies of
// its rows under new ids (every id remapped the same way, so the copies keep their links; all but
// the posts' daily rows, which the dashboard does not read), made in SQL on two connections without
// triggers, the non-unique indexes built again after (10,000 people seed in about 3 minutes on a
// 2-core machine). Then BENCH_ROUNDS rounds (default 3), each on a server process started afresh
// (scripts/bench-cold-server.ts, bundled as the production server and run with its V8 flags), so
// its RSS is the server's alone; 50 connections each (scripts/bench-load.ts, its own process):
//   hello        GET /api/bench/hello, the same server's floor
//   cached       GET /api/dashboard of one person (what `npm run bench` measures)
//   cold         GET /api/dashboard of a random person (the response cache holds 24 MB of answers,
//                compressed: about 6,000 people)
//   write+read   PUT /api/onboarding/company of a random person (their name and phone, which the
//                dashboard does not show), then their GET /api/dashboard
//   shown write  the same with a company name, which it shows: the write raises the workspace's
//                data version (migration 0023); a cached answer of that person moves to the new
//                version with the new name (decision 031), an uncached one is read in full
//   reference    PUT /reference/company of a random person on a minimal server (node:http and pg,
//                no framework: scripts/bench-reference-server.ts, started after the product's server
//                stops): the session read by its token, one upsert, one read of the changed row. The
//                floor of a durable write on this machine in this run; the product's write loops
//                are given as a ratio to it (`after a write: 0.62 x the reference write (server
//                0.41 ms, PostgreSQL 0.38 ms per request)`, a request there being one write+read loop)
// Each round is printed, then the median of each figure over the rounds (req/s, ratio to the
// round's hello, p50, p99, the server's, the local PostgreSQL's and the load generator's CPU time
// per timed read, the share of reads the cache did not hold: built by a full read) and of the
// server's RSS after start, after the runs and at its peak. The CPU time (user and system: the
// server's and PostgreSQL's from /proc over the load process's whole life, its start-up included;
// the load generator's own over its timed loops) counts a write+read loop's write with its read;
// on a shared machine it moves much less than the ratios, which follow the other processes' load.
// Targets (docs/benchmarks/bench-cold.md): after a write >= 0.6 and after a shown write >= 0.5 of the
// reference write; cold >= 0.35 of hello world; cold p99 < 100 ms; RSS < 300 MB at 10,000 people.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is
// created and dropped), BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3), BENCH_SEMI_SPACE
// (MB, or "default": another young generation than production's), BENCH_PROFILE=dir (the server
// process's CPU profile over each round, a .cpuprofile for Chrome's DevTools), BENCH_SEED_DETAIL=1
// (each table's copy time), BENCH_MEMORY_DETAIL=1 (the server's heap every 5 s).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createHmac } from "node:crypto";
import { build } from "esbuild";
import pg from "pg";
import { waitFor } from "../src/server/test/server";
import { collectedUser } from "../src/server/test/users";
import { startBenchServer } from "./bench-server";
import { productionServerFlags } from "./server-flags";

const people = Number(process.env.BENCH_USERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// The seeding's SQL copy runs on this many connections at once.
const copyConnections = 2;
// The server's V8 flags as production starts it (package.json's start script, docs/decisions/031);
// BENCH_SEMI_SPACE=MB tries another young generation's size ("default": V8's own).
const semiSpace = process.env.BENCH_SEMI_SPACE;
const serverFlags = !semiSpace ? productionServerFlags : semiSpace === "default" ? [] : [`--max-semi-space-size=${semiSpace}`];
const connections = 50;

/** What scripts/bench-load.ts reports; cpuMs is its own CPU time over the timed loops. */
type Load = {
  reads: number;
  writes: number;
  readsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  cpuMs: number;
};
/**
 * A load with the server process's and PostgreSQL's CPU time over it, per timed read (ms), and the
 * share of its reads built by a full read.
 */
type MeasuredLoad = Load & {
  serverCpuMsPerRead: number;
  postgresCpuMsPerRead: number;
  loadCpuMsPerRead: number;
  fullReadShare: number;
};

function runLoadProcess(plan: Record<string, unknown>): Promise<Load> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-load.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stdin.end(JSON.stringify({ seconds, connections, ...plan }));
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(stdout) as Load) : reject(new Error(`bench-load exited with ${code}`)),
    ),
  );
}

// Tables copied per person, and how a row belongs to the original person.
const skippedTables = new Set([
  "__drizzle_migrations",
  "rate_limits",
  "verifications",
  "outbox_emails",
  "webhook_events",
  "contact_messages",
  "newsletter_subscriptions",
  "data_deletion_requests",
  "oauth_states",
  "collection_runs",
  "accounts",
  "workspace_invitations",
  // The posts' daily rows (thousands per account) are not read by GET /api/dashboard; copied
  // 999 times they made the seeding take over 5 minutes on a 2-core machine.
  "post_days",
]);

type Column = { table: string; column: string; type: string; generated: boolean };

/** SQL that copies the original person's rows for each n of `copies`, the n-th copy's ids remapped with n. */
function copyStatement(
  table: string,
  columns: Column[],
  owner: { userId: string; workspaceId: string },
  copies: { from: number; to: number },
) {
  const names = columns.filter((c) => !c.generated).map((c) => c.column);
  const has = (name: string) => names.includes(name);
  const remap = (c: string, type: string) => {
    const q = `"${c}"`;
    if (type === "uuid") return `case when ${q} is null then null else md5(${q}::text || ':' || n)::uuid end`;
    if (c === "email" && type === "text") return `'copia' || n || '.' || ${q}`;
    // Text ids: a uuid-shaped one stays uuid-shaped, so it still matches a uuid column it names.
    if (c === "token" || c === "id" || c.endsWith("_id")) {
      return `case when ${q} is null then null when ${q} ~ '^[0-9a-f]{8}-' then md5(${q} || ':' || n)::uuid::text else md5(${q} || ':' || n) end`;
    }
    return q;
  };
  const typeOf = (name: string) => columns.find((c) => c.column === name)!.type;
  const w = `'${owner.workspaceId}'`;
  const u = `'${owner.userId}'`;
  let where: string;
  if (table === "users") where = `id = ${u}`;
  else if (table === "workspaces") where = `id = ${w}`;
  else if (has("workspace_id")) where = `workspace_id = ${w}`;
  else if (has("user_id")) where = `user_id = ${u}`;
  else if (has("social_profile_id"))
    where = `social_profile_id in (select id from social_media_profiles where workspace_id = ${w})`;
  else if (has("post_id")) where = `post_id in (select id from posts where workspace_id = ${w})`;
  else return undefined;
  const list = names.map((name) => `"${name}"`).join(", ");
  const values = names.map((name) => remap(name, typeOf(name))).join(", ");
  return `insert into "${table}" (${list}) select ${values} from "${table}", generate_series(${copies.from}, ${copies.to}) n where ${where} on conflict do nothing`;
}

async function copyPerson(
  client: pg.Client,
  connectionString: string,
  owner: { userId: string; workspaceId: string },
  copies: number,
) {
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_generated: string;
    is_identity: string;
    column_default: string | null;
  }>(
    `select table_name, column_name, data_type, is_generated, is_identity, column_default from information_schema.columns
     where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
     order by table_name, ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    if (skippedTables.has(row.table_name) || row.table_name.startsWith("sandbox_")) continue;
    const generated =
      row.is_generated === "ALWAYS" || row.is_identity === "YES" || (row.column_default ?? "").startsWith("nextval(");
    const list = tables.get(row.table_name) ?? tables.set(row.table_name, []).get(row.table_name)!;
    list.push({ table: row.table_name, column: row.column_name, type: row.data_type, generated });
  }
  // Parents before children, as the foreign keys read (they are not checked during the copy).
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
     where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const waiting = new Set(tables.keys());
  while (waiting.size > 0) {
    const ready = [...waiting].filter(
      (table) => !links.some((link) => link.child === table && link.parent !== table && waiting.has(link.parent)),
    );
    for (const table of ready.length > 0 ? ready : [...waiting]) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  // The copies are already consistent (their data versions, their links), so they are made
  // without the triggers (the foreign keys' and the deferred data-version bumps, one per copied
  // row): session_replication_role = replica, on each copying connection (the bench's role is a
  // superuser).
  // Indexes that are not a constraint (the search's GIN ones above all: a post's or comment's
  // words indexed one row at a time took most of the copy) are dropped for the copy and built
  // again after it, in one pass each; the unique ones stay, for `on conflict`.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     join pg_class t on t.oid = i.indrelid where t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary
     and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  // The copies split between connections (the n-th copy goes to one of them), each copying
  // every table for its share: without the foreign keys' triggers the order does not matter.
  const shares = Array.from({ length: copyConnections }, (_, share) => {
    const from = Math.floor((copies * share) / copyConnections) + 1;
    const to = Math.floor((copies * (share + 1)) / copyConnections);
    return { from, to };
  }).filter((share) => share.to >= share.from);
  await Promise.all(
    shares.map(async (share) => {
      const worker = new pg.Client({ connectionString });
      await worker.connect();
      try {
        await worker.query("set session_replication_role = replica");
        for (const table of ordered) {
          const statement = copyStatement(table, tables.get(table)!, owner, share);
          if (!statement) continue;
          const started = performance.now();
          const result = await worker.query(statement).catch((error: unknown) => {
            throw new Error(`copying ${table}: ${(error as Error).message}`, { cause: error });
          });
          if (process.env.BENCH_SEED_DETAIL)
            console.error(`  ${table}: ${result.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      } finally {
        await worker.end();
      }
    }),
  );
  await client.query("set session_replication_role = default");
  await client.query("set maintenance_work_mem = '256MB'");
  for (const index of indexes) await client.query(index.definition);
  // Fresh statistics for the planner, as a database that grew to this size would have.
  await client.query("analyze");
}

/** The CPU time (user and system) in a process's /proc stat line, in ms (USER_HZ 100). */
function cpuMsOfStat(stat: string) {
  const fields = stat.split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The CPU time (user and system) a process has used, in ms, from Linux's /proc. */
async function cpuMsOf(pid: number) {
  return cpuMsOfStat(await readFile(`/proc/${pid}/stat`, "utf8"));
}

/**
 * The CPU time of the local PostgreSQL's backends serving the bench's database, in ms: the
 * database's share of a load, which runs on the same two cores. Only the backends whose process
 * title names the bench's database count (`postgres: 15/main: postgres <database> 127.0.0.1(…)`):
 * on a shared machine other databases of the same server are busy too, and until 2026-12-02 their
 * CPU was counted here. The server's shared processes (WAL writer, checkpointer) are left out.
 */
async function postgresCpuMs() {
  let total = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (!stat.includes("(postgres)")) continue;
    const title = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (title.includes(` ${benchDatabase} `)) total += cpuMsOfStat(stat);
  }
  return total;
}

/** VmRSS and VmHWM (the peak) of a process, in MB, from Linux's /proc. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}

/**
 * The server in its own process on the seeded database, bundled as `npm run build` bundles the
 * server (esbuild, dependencies external) and run by plain node, so its memory is production's,
 * not tsx's compiler's; resolves once it listens.
 */
async function startServerProcess(
  connectionString: string,
  which: "bench-cold-server" | "bench-reference-server" = "bench-cold-server",
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const outfile = `dist/bench/${which}.js`;
  if (!existsSync(outfile)) await buildServerProcess();
  // BENCH_PROFILE=dir: the server's CPU over the whole run, written when it stops (Chrome's DevTools reads it).
  const profile =
    process.env.BENCH_PROFILE && which === "bench-cold-server"
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(process.execPath, [...serverFlags, ...profile, outfile], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: connectionString, ...env },
  });
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      const line = stdout.split("\n").find((text) => text.startsWith("{"));
      if (line) resolve({ child, base: (JSON.parse(line) as { url: string }).url });
    });
    child.once("exit", (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

async function buildServerProcess() {
  rmSync("dist/bench", { recursive: true, force: true });
  await build({
    entryPoints: ["scripts/bench-cold-server.ts", "scripts/bench-reference-server.ts"],
    outdir: "dist/bench",
    entryNames: "[name]",
    splitting: true,
    // As scripts/build-server.mjs: zod's .openapi() before any chunk makes a schema.
    banner: { js: 'import "@hono/zod-openapi";' },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    logLevel: "warning",
  });
  // The migrations beside the bundle, where the server looks for them (as scripts/build-server.mjs).
  cpSync("src/server/db/migrations", "dist/bench/migrations", { recursive: true });
}

const loadNames = ["hello", "cached", "cold", "written", "shown"] as const;
type LoadName = (typeof loadNames)[number];
type Round = {
  loads: Record<LoadName, MeasuredLoad>;
  /** The reference write's load: its "reads" are its timed PUTs. */
  reference: MeasuredLoad;
  memory: { atStart: number; after: number; peak: number };
};
const labels: Record<LoadName, string> = {
  hello: "hello world           ",
  cached: "cached (one person)   ",
  cold: "cold (random person)  ",
  written: "after a write (random)",
  shown: "after a shown write   ",
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const format = (load: MeasuredLoad, hello: Load) =>
  `${load.readsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${load.p50Ms.toFixed(1).padStart(6)} ms  p99 ${load.p99Ms.toFixed(1).padStart(6)} ms  ` +
  `${(load.readsPerSecond / hello.readsPerSecond).toFixed(2).padStart(5)} x hello  ${cpuTimes(load)}  full reads ${fullReads(load)}${load.errors + load.non2xx > 0 ? `  (${load.errors} errors, ${load.non2xx} non-2xx)` : ""}`;
const cpuTimes = (load: MeasuredLoad) =>
  `CPU ms/read: server ${load.serverCpuMsPerRead.toFixed(2)}, PostgreSQL ${load.postgresCpuMsPerRead.toFixed(2)}, load generator ${load.loadCpuMsPerRead.toFixed(2)}`;
// A load's reads that were built by a full read rather than served from the cache (its warm-up's
// included: each round's server starts with an empty cache).
const fullReads = (load: MeasuredLoad) => `${(100 * load.fullReadShare).toFixed(0).padStart(3)}%`;
const formatMemory = (memory: Round["memory"]) =>
  `${memory.atStart.toFixed(0)} MB after start, ${memory.after.toFixed(0)} MB after the runs, peak ${memory.peak.toFixed(0)} MB`;

const writeBodies = Array.from({ length: 20 }, (_, i) => ({
  accountType: "personal",
  legalDocument: "529.982.247-25",
  name: `Pessoa Bench ${i}`,
  email: `bench${i}@exemplo.com.br`,
  phone: "(11) 91234-5678",
  instagramHandle: "natgeo",
}));
const shownBodies = writeBodies.map((body, i) => ({
  ...body,
  accountType: "business",
  legalDocument: "11.222.333/0001-81",
  name: `Loja Bench ${i}`,
}));

/** One round: a fresh server process, its first answers checked, the five loads, its memory. */
async function runRound(connectionString: string, cookies: string[], cookieName: string): Promise<Round> {
  const product = await runProductLoads(connectionString, cookies);
  const reference = await runReferenceLoad(connectionString, cookies, cookieName);
  return { ...product, reference };
}

/** With the product stopped, the reference write on its own server process: CPU per timed PUT. */
async function runReferenceLoad(connectionString: string, cookies: string[], cookieName: string): Promise<MeasuredLoad> {
  const { child, base } = await startServerProcess(connectionString, "bench-reference-server", {
    REFERENCE_COOKIE_NAME: cookieName,
  });
  try {
    const check = await fetch(`${base}/reference/company`, {
      method: "PUT",
      headers: { cookie: cookies[0]!, "content-type": "application/json" },
      body: JSON.stringify(writeBodies[0]),
    });
    if (check.status !== 200) throw new Error(`the reference write answered ${check.status}: ${await check.text()}`);
    // It wrote and read back the person's row, not nothing.
    const written = (await check.json()) as { owner_name?: string; workspace_id?: string };
    if (written.owner_name !== writeBodies[0]!.name || !written.workspace_id)
      throw new Error(`the reference write read back ${JSON.stringify(written)}`);
    const before = { cpu: await cpuMsOf(child.pid!), postgres: await postgresCpuMs() };
    const load = await runLoadProcess({ base, mode: "write", path: "/reference/company", cookies, writeBodies });
    return {
      ...load,
      serverCpuMsPerRead: ((await cpuMsOf(child.pid!)) - before.cpu) / load.reads,
      postgresCpuMsPerRead: ((await postgresCpuMs()) - before.postgres) / load.reads,
      loadCpuMsPerRead: load.cpuMs / load.reads,
      fullReadShare: 0,
    };
  } finally {
    await stopProcess(child);
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function runProductLoads(connectionString: string, cookies: string[]): Promise<Omit<Round, "reference">> {
  const { child, base } = await startServerProcess(connectionString);
  try {
    const atStart = await memoryOf(child.pid!);
    const probe = await fetch(`${base}/api/dashboard`, { headers: { cookie: cookies.at(-1)! } });
    const probed = (await probe.json()) as { analytics?: unknown; indicators?: unknown };
    if (probe.status !== 200 || !probed.analytics || !probed.indicators)
      throw new Error(`a copied person's dashboard answered ${probe.status} without data`);
    const check = await fetch(`${base}/api/onboarding/company`, {
      method: "PUT",
      headers: { cookie: cookies[0]!, origin: base, "content-type": "application/json" },
      body: JSON.stringify(writeBodies[0]),
    });
    if (check.status !== 200) throw new Error(`the write answered ${check.status}: ${await check.text()}`);
    // Each load with the server's CPU time over it, and how many of its reads were full reads.
    const builds = async () => ((await (await fetch(`${base}/api/bench/cache`)).json()) as { builds: number }).builds;
    const runLoad = async (plan: Record<string, unknown>): Promise<MeasuredLoad> => {
      const before = { cpu: await cpuMsOf(child.pid!), postgres: await postgresCpuMs(), builds: await builds() };
      const load = await runLoadProcess(plan);
      return {
        ...load,
        serverCpuMsPerRead: ((await cpuMsOf(child.pid!)) - before.cpu) / load.reads,
        postgresCpuMsPerRead: ((await postgresCpuMs()) - before.postgres) / load.reads,
        loadCpuMsPerRead: load.cpuMs / load.reads,
        fullReadShare: ((await builds()) - before.builds) / load.reads,
      };
    };
    const loads = {
      hello: await runLoad({ base, mode: "fixed", path: "/api/bench/hello", cookies }),
      cached: await runLoad({ base, mode: "fixed", path: "/api/dashboard", cookies }),
      cold: await runLoad({ base, mode: "random", path: "/api/dashboard", cookies }),
      written: await runLoad({
        base,
        mode: "write-read",
        path: "/api/dashboard",
        cookies,
        write: { path: "/api/onboarding/company" },
        writeBodies,
      }),
      shown: await runLoad({
        base,
        mode: "write-read",
        path: "/api/dashboard",
        cookies,
        write: { path: "/api/onboarding/company" },
        writeBodies: shownBodies,
      }),
    };
    const after = await memoryOf(child.pid!);
    return { loads, memory: { atStart: atStart.rss, after: after.rss, peak: after.peak } };
  } finally {
    await stopProcess(child);
  }
}

/**
 * The product's write loops against the reference write: write+read loops per second over the
 * reference's writes per second, with the product's CPU per loop (the "request" of the line).
 */
function referenceLines(
  loads: Record<LoadName, MeasuredLoad>,
  reference: MeasuredLoad,
  ratios?: Record<"written" | "shown", number>,
) {
  const ratio = (name: "written" | "shown") => ratios?.[name] ?? loads[name].readsPerSecond / reference.readsPerSecond;
  const cpu = (load: MeasuredLoad) =>
    `server ${load.serverCpuMsPerRead.toFixed(2)} ms, PostgreSQL ${load.postgresCpuMsPerRead.toFixed(2)} ms per request`;
  return [
    `the reference write: ${reference.readsPerSecond.toFixed(0)} req/s, p50 ${reference.p50Ms.toFixed(1)} ms, p99 ${reference.p99Ms.toFixed(1)} ms (${cpu(reference)})${reference.errors + reference.non2xx > 0 ? `  (${reference.errors} errors, ${reference.non2xx} non-2xx)` : ""}`,
    `after a write: ${ratio("written").toFixed(2)} x the reference write (${cpu(loads.written)})`,
    `after a shown write: ${ratio("shown").toFixed(2)} x the reference write (${cpu(loads.shown)})`,
  ];
}

function printRound(
  title: string,
  loads: Record<LoadName, MeasuredLoad>,
  reference: MeasuredLoad,
  memory: Round["memory"],
  writes?: { written: number; shown: number },
) {
  console.log(`\n${title}`);
  for (const name of loadNames) {
    const extra =
      name === "written" && writes
        ? `  [${writes.written} writes]`
        : name === "shown" && writes
          ? `  [${writes.shown} writes of a company name]`
          : "";
    console.log(`  ${labels[name]}   ${format(loads[name], loads.hello)}${extra}`);
  }
  for (const line of referenceLines(loads, reference)) console.log(`  ${line}`);
  console.log(`  server process RSS: ${formatMemory(memory)}`);
}

const bench = await startBenchServer();
const { server } = bench;
// The bench's fresh database, whose backends' CPU postgresCpuMs counts.
const benchDatabase = new URL(bench.connectionString).pathname.slice(1);
const direct = new pg.Client({ connectionString: bench.connectionString });
await direct.connect();
try {
  const seedStarted = performance.now();
  const original = await collectedUser(server);
  // The indicators job runs after the first dashboard read; copies get its row too.
  await waitFor(async () => {
    const body = (await (await original.client.request("/api/dashboard")).json()) as {
      indicators: { recalculating: boolean } | null;
    };
    return body.indicators && !body.indicators.recalculating ? true : undefined;
  }, 60_000);
  const copyStarted = performance.now();
  await copyPerson(direct, bench.connectionString, { userId: original.userId, workspaceId: original.workspaceId }, people - 1);
  const copySeconds = (performance.now() - copyStarted) / 1000;

  // Each copy's session cookie: its remapped token, signed as better-auth signs it.
  const context = await server.context.auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { rows: tokens } = await direct.query<{ token: string }>(
    `select s.token from sessions s join users u on u.id = s.user_id where u.email like 'copia%' or u.id = $1 order by s.token`,
    [original.userId],
  );
  const cookies = tokens.map(({ token }) => {
    const signature = createHmac("sha256", context.secret).update(token).digest("base64");
    return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
  });
  // The reference write's table: the profiles' columns, constraints and indexes, without their
  // triggers (migration 0023's data versions) and foreign keys, holding the same rows.
  await direct.query(
    "create table bench_reference_profiles (like profiles including defaults including constraints including indexes)",
  );
  await direct.query("insert into bench_reference_profiles select * from profiles");
  // The seeding process's server stops; the measured one starts in its own process, anew each round.
  await bench.stopServer();
  console.log(
    `Seeded ${cookies.length} people with collected demo data in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (the SQL copy of ${people - 1}: ${copySeconds.toFixed(1)} s)`,
  );
  console.log(`Server flags: ${serverFlags.join(" ") || "(none)"}`);
  await buildServerProcess();

  const results: Round[] = [];
  for (let round = 1; round <= rounds; round++) {
    const result = await runRound(bench.connectionString, cookies, cookieName);
    results.push(result);
    printRound(`Round ${round} of ${rounds}`, result.loads, result.reference, result.memory, {
      written: result.loads.written.writes,
      shown: result.loads.shown.writes,
    });
  }

  // The median of each figure over the rounds; a ratio's median is of the rounds' ratios.
  const medianLoad = (name: LoadName | "reference"): MeasuredLoad => {
    const of = (pick: (load: MeasuredLoad) => number) =>
      median(results.map((result) => pick(name === "reference" ? result.reference : result.loads[name])));
    return {
      reads: of((load) => load.reads),
      writes: of((load) => load.writes),
      readsPerSecond: of((load) => load.readsPerSecond),
      p50Ms: of((load) => load.p50Ms),
      p99Ms: of((load) => load.p99Ms),
      errors: of((load) => load.errors),
      non2xx: of((load) => load.non2xx),
      serverCpuMsPerRead: of((load) => load.serverCpuMsPerRead),
      postgresCpuMsPerRead: of((load) => load.postgresCpuMsPerRead),
      cpuMs: of((load) => load.cpuMs),
      loadCpuMsPerRead: of((load) => load.loadCpuMsPerRead),
      fullReadShare: of((load) => load.fullReadShare),
    };
  };
  const medians = Object.fromEntries(loadNames.map((name) => [name, medianLoad(name)])) as Record<LoadName, MeasuredLoad>;
  const ratios = Object.fromEntries(
    loadNames.map((name) => [
      name,
      median(results.map((result) => result.loads[name].readsPerSecond / result.loads.hello.readsPerSecond)),
    ]),
  ) as Record<LoadName, number>;
  const memory = {
    atStart: median(results.map((result) => result.memory.atStart)),
    after: median(results.map((result) => result.memory.after)),
    peak: median(results.map((result) => result.memory.peak)),
  };
  console.log(
    `\nMedians of ${rounds} rounds: GET /api/dashboard, ${connections} connections, ${seconds} s each, gzip accepted, PostgreSQL, ${cookies.length} people`,
  );
  for (const name of loadNames) {
    const load = medians[name];
    console.log(
      `  ${labels[name]}   ${load.readsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${load.p50Ms.toFixed(1).padStart(6)} ms  p99 ${load.p99Ms.toFixed(1).padStart(6)} ms  ${ratios[name].toFixed(2).padStart(5)} x hello  ${cpuTimes(load)}  full reads ${fullReads(load)}`,
    );
  }
  const referenceRatios = {
    written: median(results.map((result) => result.loads.written.readsPerSecond / result.reference.readsPerSecond)),
    shown: median(results.map((result) => result.loads.shown.readsPerSecond / result.reference.readsPerSecond)),
  };
  for (const line of referenceLines(medians, medianLoad("reference"), referenceRatios)) console.log(`  ${line}`);
  console.log(`  (per request: per write+read loop for the product, its PUT and its GET; per PUT for the reference.)`);
  console.log(
    `Targets: after a write >= 0.6 x the reference write, after a shown write >= 0.5 x; cold >= 0.35 x hello; cold p99 < 100 ms.`,
  );
  console.log(
    `Server process RSS (${cookies.length} people), median: ${formatMemory(memory)} (target < 300 MB at 10,000 people).`,
  );
} finally {
  await direct.end();
  await bench.close();
}
