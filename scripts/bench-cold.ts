// `npm run bench:cold`: the dashboard's cold path at scale (issue 17), printed, never asserted.
// On PostgreSQL, 1,000 people (BENCH_USERS) each with a collected demo account: one made through
// the product (sign-up, sandbox payment, demo collection, indicators), the others copies of its
// rows under new ids (every id remapped the same way, so the copies keep their links; all but
// the posts' daily rows, which the dashboard does not read). Then, 50
// connections each (scripts/bench-load.ts, its own process):
//   hello        GET /api/bench/hello, the same server's floor
//   cached       GET /api/dashboard of one person (what `npm run bench` measures)
//   cold         GET /api/dashboard of a random person (the response cache holds 500)
//   write+read   PUT /api/onboarding/company of a random person (their name and phone, which the
//                dashboard does not show), then their GET /api/dashboard
//   shown write  the same with a company name, which it shows: the write raises the workspace's
//                data version (migration 0023) and no cached answer applies
// Targets (issue 31): cold >= 0.35 and write+read >= 0.30 of hello world, p99 < 100 ms. The
// server under load runs in its own process (scripts/bench-cold-server.ts), started after the
// seeding, so the RSS printed is the server's alone: after it starts, and its peak after the runs.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is
// created and dropped), BENCH_SECONDS (default 10), BENCH_PROFILE=dir (the server process's CPU
// profile over all its runs, a .cpuprofile for Chrome's DevTools).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createHmac } from "node:crypto";
import { build } from "esbuild";
import pg from "pg";
import { waitFor } from "../src/server/test/server";
import { collectedUser } from "../src/server/test/users";
import { startBenchServer } from "./bench-server";

const people = Number(process.env.BENCH_USERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

type Load = { reads: number; writes: number; readsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

function runLoad(plan: Record<string, unknown>): Promise<Load> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-load.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stdin.end(JSON.stringify({ seconds, connections, ...plan }));
  return new Promise((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout) as Load) : reject(new Error(`bench-load exited with ${code}`)))),
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

/** SQL that copies the original person's rows `copies` times, the n-th copy's ids remapped with n. */
function copyStatement(table: string, columns: Column[], owner: { userId: string; workspaceId: string }, copies: number) {
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
  else if (has("social_profile_id")) where = `social_profile_id in (select id from social_media_profiles where workspace_id = ${w})`;
  else if (has("post_id")) where = `post_id in (select id from posts where workspace_id = ${w})`;
  else return undefined;
  const list = names.map((name) => `"${name}"`).join(", ");
  const values = names.map((name) => remap(name, typeOf(name))).join(", ");
  return `insert into "${table}" (${list}) select ${values} from "${table}", generate_series(1, ${copies}) n where ${where} on conflict do nothing`;
}

async function copyPerson(client: pg.Client, owner: { userId: string; workspaceId: string }, copies: number) {
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
    const generated = row.is_generated === "ALWAYS" || row.is_identity === "YES" || (row.column_default ?? "").startsWith("nextval(");
    const list = tables.get(row.table_name) ?? tables.set(row.table_name, []).get(row.table_name)!;
    list.push({ table: row.table_name, column: row.column_name, type: row.data_type, generated });
  }
  // Parents before children (foreign keys); a statement that still fails on one is tried again
  // after the others.
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
     where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const waiting = new Set(tables.keys());
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) => !links.some((link) => link.child === table && link.parent !== table && waiting.has(link.parent)));
    for (const table of ready.length > 0 ? ready : [...waiting]) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  let pending = ordered;
  for (let pass = 0; pending.length > 0 && pass < 10; pass++) {
    const failed: string[] = [];
    for (const table of pending) {
      const statement = copyStatement(table, tables.get(table)!, owner, copies);
      if (!statement) continue;
      try {
        await client.query(statement);
      } catch (error) {
        if ((error as { code?: string }).code !== "23503") throw new Error(`copying ${table}: ${(error as Error).message}`, { cause: error });
        failed.push(table);
      }
    }
    pending = failed;
  }
  if (pending.length > 0) throw new Error(`could not copy ${pending.join(", ")}`);
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
async function startServerProcess(connectionString: string): Promise<{ child: ChildProcess; base: string }> {
  const outfile = "dist/bench/bench-cold-server.js";
  await build({ entryPoints: ["scripts/bench-cold-server.ts"], outfile, bundle: true, platform: "node", format: "esm", target: "node22", packages: "external", logLevel: "warning" });
  // The migrations beside the bundle, where the server looks for them (as scripts/build-server.mjs).
  cpSync("src/server/db/migrations", "dist/bench/migrations", { recursive: true });
  // BENCH_PROFILE=dir: the server's CPU over the whole run, written when it stops (Chrome's DevTools reads it).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, outfile], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: connectionString },
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

const format = (load: Load, hello: Load) =>
  `${load.readsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${load.p50Ms.toFixed(1).padStart(6)} ms  p99 ${load.p99Ms.toFixed(1).padStart(6)} ms  ` +
  `${(load.readsPerSecond / hello.readsPerSecond).toFixed(2).padStart(5)} x hello${load.errors + load.non2xx > 0 ? `  (${load.errors} errors, ${load.non2xx} non-2xx)` : ""}`;

const bench = await startBenchServer();
const { server } = bench;
let serverProcess: ChildProcess | undefined;
const direct = new pg.Client({ connectionString: bench.connectionString });
await direct.connect();
try {
  const seedStarted = performance.now();
  const original = await collectedUser(server);
  // The indicators job runs after the first dashboard read; copies get its row too.
  await waitFor(async () => {
    const body = (await (await original.client.request("/api/dashboard")).json()) as { indicators: { recalculating: boolean } | null };
    return body.indicators && !body.indicators.recalculating ? true : undefined;
  }, 60_000);
  await copyPerson(direct, { userId: original.userId, workspaceId: original.workspaceId }, people - 1);

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
  // The seeding process's server stops; the measured one starts in its own process.
  await bench.stopServer();
  const started = await startServerProcess(bench.connectionString);
  serverProcess = started.child;
  const base = started.base;
  const atStart = await memoryOf(serverProcess.pid!);
  const probe = await fetch(`${base}/api/dashboard`, { headers: { cookie: cookies.at(-1)! } });
  const probed = (await probe.json()) as { analytics?: unknown; indicators?: unknown };
  if (probe.status !== 200 || !probed.analytics || !probed.indicators) throw new Error(`a copied person's dashboard answered ${probe.status} without data`);
  console.log(`Seeded ${cookies.length} people with collected demo data in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const writeBodies = Array.from({ length: 20 }, (_, i) => ({
    accountType: "personal",
    legalDocument: "529.982.247-25",
    name: `Pessoa Bench ${i}`,
    email: `bench${i}@exemplo.com.br`,
    phone: "(11) 91234-5678",
    instagramHandle: "natgeo",
  }));
  const check = await fetch(`${base}/api/onboarding/company`, {
    method: "PUT",
    headers: { cookie: cookies[0]!, origin: base, "content-type": "application/json" },
    body: JSON.stringify(writeBodies[0]),
  });
  if (check.status !== 200) throw new Error(`the write answered ${check.status}: ${await check.text()}`);

  const hello = await runLoad({ base, mode: "fixed", path: "/api/bench/hello", cookies });
  const cached = await runLoad({ base, mode: "fixed", path: "/api/dashboard", cookies });
  const cold = await runLoad({ base, mode: "random", path: "/api/dashboard", cookies });
  const written = await runLoad({ base, mode: "write-read", path: "/api/dashboard", cookies, write: { path: "/api/onboarding/company" }, writeBodies });
  const shownBodies = writeBodies.map((body, i) => ({ ...body, accountType: "business", legalDocument: "11.222.333/0001-81", name: `Loja Bench ${i}` }));
  const shown = await runLoad({ base, mode: "write-read", path: "/api/dashboard", cookies, write: { path: "/api/onboarding/company" }, writeBodies: shownBodies });
  const after = await memoryOf(serverProcess.pid!);

  console.log(`\nGET /api/dashboard, ${connections} connections, ${seconds} s each, gzip accepted, PostgreSQL, ${cookies.length} people`);
  console.log(`  hello world              ${format(hello, hello)}`);
  console.log(`  cached (one person)      ${format(cached, hello)}`);
  console.log(`  cold (random person)     ${format(cold, hello)}`);
  console.log(`  after a write (random)   ${format(written, hello)}  [${written.writes} writes]`);
  console.log(`  after a shown write      ${format(shown, hello)}  [${shown.writes} writes of a company name]`);
  console.log(`Targets: cold >= 0.35 x hello, after-a-write >= 0.30 x hello, p99 < 100 ms.`);
  console.log(
    `Server process RSS (${cookies.length} people): ${atStart.rss.toFixed(0)} MB after start, ${after.rss.toFixed(0)} MB after the runs, peak ${after.peak.toFixed(0)} MB (target < 300 MB at 10,000 people).`,
  );
} finally {
  if (serverProcess && serverProcess.exitCode === null) {
    const exited = new Promise((resolve) => serverProcess!.once("exit", resolve));
    serverProcess.kill("SIGTERM");
    await exited;
  }
  await direct.end();
  await bench.close();
}
