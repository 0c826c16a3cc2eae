// `npm run soak`: two web and two worker processes of the production build on one fresh
// PostgreSQL database, simulated people driving the real HTTP API, and SIGKILLs at random
// moments. Prints what was sent, what failed outside the kill windows, and what the database
// holds at the end (jobs stuck, duplicates, unfinished runs, e-mails sent twice, latencies).
//
// SOAK_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); a
//                    database inteligram_soak_<random> is created there and dropped at the end
// SOAK_PROFILE       "short" (CI: 90 s of traffic, 4 people) or "long" (default: 10 minutes, 10)
// SOAK_SECONDS, SOAK_PEOPLE override the profile
// Ports 3201 and 3202 (web). Traffic goes only to 127.0.0.1. It exits 1 when a target is missed.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { productionServerFlags } from "./server-flags";

const profile = process.env.SOAK_PROFILE === "short" ? "short" : "long";
const seconds = Number(process.env.SOAK_SECONDS) || (profile === "short" ? 90 : 600);
const people = Number(process.env.SOAK_PEOPLE) || (profile === "short" ? 4 : 10);
const serverUrl = process.env.SOAK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const webPorts = [3201, 3202];
const appUrl = "http://127.0.0.1:3201";
const password = "Soak#Senha2026";
// Kill windows: from the SIGKILL until the new process is ready, plus this much.
const killGraceMs = 3_000;
const logDir = mkdtempSync(path.join(tmpdir(), "inteligram-soak-"));

// ---------------------------------------------------------------- processes

type Role = "web" | "worker";
type Managed = { name: string; role: Role; port?: number; child?: ChildProcess; ready: boolean; restarts: number };

function processEnv(databaseUrl: string, port?: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "development",
    // A worker says it is ready in an info line; web processes are asked /api/health.
    LOG_LEVEL: port ? "warn" : "info",
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(logDir, "data"),
    APP_URL: appUrl,
    PORT: String(port ?? 0),
    TRUST_PROXY: "true",
    AUTH_SECRET: "soak-secret-soak-secret-soak-secret-0123",
    TOKEN_ENCRYPTION_KEY: "1".repeat(64),
  };
}

async function startProcess(managed: Managed, databaseUrl: string) {
  managed.ready = false;
  const log = createWriteStream(path.join(logDir, `${managed.name}.log`), { flags: "a" });
  const child = spawn(process.execPath, [...productionServerFlags, "dist/server/main.js", `--role=${managed.role}`], {
    env: processEnv(databaseUrl, managed.port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  managed.child = child;
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    log.write(chunk);
    if (managed.role === "worker" && !managed.ready) {
      output += chunk.toString();
      if (output.includes("Inteligram worker is running")) managed.ready = true;
    }
  });
  child.stderr!.pipe(log);
  const deadline = Date.now() + 60_000;
  while (!managed.ready) {
    if (child.exitCode !== null) throw new Error(`${managed.name} exited with ${child.exitCode}; see ${logDir}`);
    if (Date.now() > deadline) throw new Error(`${managed.name} did not start in 60 s; see ${logDir}`);
    if (managed.role === "web") {
      const health = await fetch(`http://127.0.0.1:${managed.port}/api/health`).catch(() => undefined);
      if (health?.status === 200) managed.ready = true;
    }
    await sleep(200);
  }
}

function kill(managed: Managed) {
  managed.ready = false;
  // Only processes this script started, by their own handle.
  managed.child?.kill("SIGKILL");
}

async function stopGracefully(managed: Managed) {
  const child = managed.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

// ---------------------------------------------------------------- measurements

const windows: { from: number; to: number | null }[] = [];
const latencies = new Map<string, number[]>();
const errorsOutside = new Map<string, number>();
const errorsInside = new Map<string, number>();
let requestsSent = 0;

function inKillWindow(started: number, ended: number) {
  return windows.some((w) => started <= (w.to ?? Infinity) + killGraceMs && ended >= w.from);
}

function routeOf(method: string, url: string) {
  const pathname = new URL(url, appUrl).pathname;
  return `${method} ${pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "{id}").replace(/\/sandbox\/checkout\/[^/]+/, "/sandbox/checkout/{id}")}`;
}

function count(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

// ---------------------------------------------------------------- HTTP through a "load balancer"

const webs: Managed[] = webPorts.map((port, i) => ({ name: `web${i + 1}`, role: "web", port, ready: false, restarts: 0 }));
const workers: Managed[] = [1, 2].map((i) => ({ name: `worker${i}`, role: "worker", ready: false, restarts: 0 }));
let nextWeb = 0;

type Answer = { status: number; headers: Headers; text: string };

/**
 * One request to a web process that is up (round robin). A connection error (the process was
 * just killed) is counted, then the request goes to the other process, as a load balancer would.
 */
async function call(
  person: Person,
  method: string,
  url: string,
  init: { json?: unknown; form?: Record<string, string>; expect?: number[] } = {},
): Promise<Answer> {
  // A write whose connection dropped may have been done before the process died: sent again, a
  // conflict then means "already done", and the caller is told so (status 409).
  let droppedWrite = false;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidates = webs.filter((w) => w.ready);
    const web = candidates[nextWeb++ % Math.max(candidates.length, 1)];
    if (!web) {
      await sleep(250);
      continue;
    }
    const headers: Record<string, string> = { origin: appUrl, "x-forwarded-for": person.ip };
    if (person.cookie) headers.cookie = person.cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const route = routeOf(method, url);
    const started = Date.now();
    requestsSent += 1;
    try {
      const response = await fetch(`http://127.0.0.1:${web.port}${url}`, {
        method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const ended = Date.now();
      (latencies.get(route) ?? latencies.set(route, []).get(route)!).push(ended - started);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        if (pair?.startsWith("inteligram.session_token=")) person.cookie = pair;
      }
      const expected = init.expect ?? [200, 201, 202, 204];
      if (droppedWrite && (response.status === 409 || response.status === 422))
        return { status: 409, headers: response.headers, text };
      if (!expected.includes(response.status)) {
        count(inKillWindow(started, ended) ? errorsInside : errorsOutside, `${response.status} ${route}`);
        if (response.status >= 500 && inKillWindow(started, ended)) continue;
        throw new Error(`${route} answered ${response.status}: ${text.slice(0, 200)}`);
      }
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(route)) throw error;
      const ended = Date.now();
      if (method !== "GET") droppedWrite = true;
      count(inKillWindow(started, ended) ? errorsInside : errorsOutside, `network ${route}`);
      await sleep(200);
    }
  }
  throw new Error(`${method} ${url}: no web process answered`);
}

// ---------------------------------------------------------------- simulated people

type Person = { n: number; ip: string; email: string; cookie?: string };
// The script's own view of the database (outbox, final checks); people share it concurrently.
let db: pg.Pool;

async function waitUntil<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

async function signUpAndPay(n: number): Promise<Person> {
  const person: Person = {
    n,
    ip: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    email: `soak${n}.${randomBytes(3).toString("hex")}@exemplo.com.br`,
  };
  await call(person, "POST", "/api/auth/sign-up/email", {
    json: { name: `Pessoa ${n}`, email: person.email, password, callbackURL: "/auth/callback" },
  });
  // Confirmation through the outbox, as /dev/mailbox would show it.
  const link = await waitUntil("the confirmation e-mail", async () => {
    const { rows } = await db.query<{ html: string }>(
      `select html from outbox_emails where "to" = $1 and subject like 'Confirme%' order by created_at desc limit 1`,
      [person.email],
    );
    return /href="([^"]+)"/.exec(rows[0]?.html ?? "")?.[1]?.replace(/&amp;/g, "&");
  });
  await call(person, "GET", link.replace(/^https?:\/\/[^/]+/, ""), { expect: [302] });
  const plan = n % 2 === 0 ? "advanced" : "sparks_pro";
  const checkout = JSON.parse((await call(person, "POST", "/api/billing/checkout", { json: { planType: plan } })).text) as {
    url: string;
  };
  await call(person, "POST", `${checkout.url.replace(/^https?:\/\/[^/]+/, "")}/pay`, {
    form: { method: "card", number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Pessoa Soak" },
    expect: [303],
  });
  await waitUntil("the subscription", async () => {
    const body = JSON.parse((await call(person, "GET", "/api/billing/subscription")).text) as { subscription: unknown };
    return body.subscription ?? undefined;
  });
  return person;
}

const runsFollowed = { succeeded: 0, failed: 0, resumed: 0 };

async function collectAndRead(person: Person, accountId: string) {
  const run = JSON.parse((await call(person, "POST", `/api/accounts/${accountId}/collect`, { json: {} })).text) as { id: string };
  let resumed = false;
  const finished = await waitUntil(
    "a collection run",
    async () => {
      const current = JSON.parse((await call(person, "GET", `/api/collection-runs/${run.id}`)).text) as { status: string };
      if (current.status === "resuming") resumed = true;
      return current.status === "succeeded" || current.status === "failed" ? current : undefined;
    },
    180_000,
  );
  runsFollowed[finished.status === "succeeded" ? "succeeded" : "failed"] += 1;
  if (resumed) runsFollowed.resumed += 1;
  await call(person, "GET", `/api/dashboard?accountId=${accountId}`);
}

async function simulate(n: number, until: number) {
  const person = await signUpAndPay(n);
  await call(person, "GET", "/api/onboarding");
  const accounts: string[] = [];
  for (const username of [`marca_soak_${n}`, `perfil_soak_${n}`]) {
    const connected = await call(person, "POST", "/api/accounts", { json: { username } });
    if (connected.status === 409) {
      // Connected by the attempt whose connection dropped.
      const list = JSON.parse((await call(person, "GET", "/api/accounts")).text) as {
        accounts: { id: string; username: string }[];
      };
      accounts.push(list.accounts.find((a) => a.username === username)!.id);
    } else accounts.push((JSON.parse(connected.text) as { id: string }).id);
  }
  let i = 0;
  while (Date.now() < until) {
    const accountId = accounts[i++ % accounts.length]!;
    if (i % 3 === 1) await collectAndRead(person, accountId);
    await call(person, "GET", "/api/dashboard");
    await call(person, "GET", "/api/accounts");
    await call(person, "GET", "/api/billing/payments");
    await sleep(300 + Math.random() * 700);
  }
}

// ---------------------------------------------------------------- chaos

async function chaos(until: number, databaseUrl: string) {
  const kills = { worker: 0, web: 0 };
  while (Date.now() < until - 15_000) {
    await sleep(10_000 + Math.random() * 15_000);
    if (Date.now() >= until - 15_000) break;
    // Worker and web in turn (each kind gets its kills even in a short run), the victim at random.
    const pool = (kills.worker + kills.web) % 2 === 0 ? workers : webs;
    const victim = pool[Math.floor(Math.random() * pool.length)]!;
    const window = { from: Date.now(), to: null as number | null };
    windows.push(window);
    kill(victim);
    kills[victim.role] += 1;
    await sleep(500 + Math.random() * 2_500);
    victim.restarts += 1;
    await startProcess(victim, databaseUrl);
    window.to = Date.now();
  }
  return kills;
}

// ---------------------------------------------------------------- the end

async function drain() {
  // Every job due has run (retries of a killed worker's job included).
  return waitUntil(
    "the job queue to drain",
    async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after < now() + interval '60 seconds'`,
      );
      return rows[0]!.n === 0 ? true : undefined;
    },
    150_000,
  ).catch(() => false);
}

async function report() {
  const one = async (query: string) => Number((await db.query<{ n: number }>(query)).rows[0]?.n ?? 0);
  const stuck = await one(
    `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after < now() + interval '60 seconds'`,
  );
  const failedJobs = await one(`select count(*)::int as n from pgboss.job where state = 'failed' and name not like '%.given-up'`);
  const runsOpen = await one(`select count(*)::int as n from collection_runs where status in ('queued', 'running')`);
  const runsFailed = await one(`select count(*)::int as n from collection_runs where status = 'failed'`);
  const runsSucceeded = await one(`select count(*)::int as n from collection_runs where status = 'succeeded'`);
  // A collection writes exactly one snapshot when it succeeds: more is a duplicate write.
  const extraSnapshots = await one(
    `select coalesce(sum(extra), 0)::int as n from (
       select greatest(0, count(*) - (select count(*) from collection_runs r where r.social_profile_id = s.social_profile_id and r.status = 'succeeded')) as extra
       from follower_snapshots s group by social_profile_id) t`,
  );
  const mailsTwice = await one(
    `select count(*)::int as n from (select 1 from outbox_emails group by "to", subject, html having count(*) > 1) t`,
  );
  const mailsSameId = await one(
    `select count(*)::int as n from (select 1 from outbox_emails where headers ? 'Message-ID' group by headers->>'Message-ID' having count(*) > 1) t`,
  );
  const mails = await one(`select count(*)::int as n from outbox_emails`);
  // Lost: a collection run whose job is gone, a person who never got the confirmation e-mail.
  const runsWithoutJob = await one(
    `select count(*)::int as n from collection_runs r where not exists (select 1 from pgboss.job j where j.name = 'instagram.collect' and j.id = r.id)`,
  );
  const usersWithoutMail = await one(
    `select count(*)::int as n from users u where not exists (select 1 from outbox_emails o where o."to" = u.email and o.subject like 'Confirme%')`,
  );
  const users = await one(`select count(*)::int as n from users`);
  // Every unique key of the schema (natural keys), checked for duplicates.
  const { rows: keys } = await db.query<{ table: string; columns: string[]; predicate: string | null; name: string }>(`
    select c.relname as table, i.relname as name,
           array_agg(a.attname::text order by k.ord) as columns,
           pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    join pg_namespace ns on ns.oid = c.relnamespace
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where ns.nspname = 'public' and x.indisunique and not x.indisprimary
    group by c.relname, i.relname, x.indpred, x.indrelid`);
  const duplicates: string[] = [];
  for (const key of keys) {
    const columns = key.columns.map((column) => `"${column}"`).join(", ");
    const n = await one(
      `select count(*)::int as n from (select 1 from "${key.table}" ${key.predicate ? `where ${key.predicate}` : ""} group by ${columns} having count(*) > 1) t`,
    );
    if (n > 0) duplicates.push(`${key.table}(${key.columns.join(", ")}): ${n}`);
  }
  return {
    runsWithoutJob,
    usersWithoutMail,
    stuck,
    failedJobs,
    runsOpen,
    runsFailed,
    runsSucceeded,
    extraSnapshots,
    mailsTwice,
    mailsSameId,
    mails,
    users,
    keys: keys.length,
    duplicates,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---------------------------------------------------------------- main

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function main() {
  if (!existsSync("dist/server/main.js")) {
    console.log("No build found: running npm run build first…");
    await new Promise<void>((resolve, reject) => {
      const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
      build.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
    });
  }
  const name = `inteligram_soak_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const all = [...workers, ...webs];
  let failedTargets: number | undefined;
  try {
    console.log(`Soak (${profile}): ${seconds} s of traffic, ${people} people, database ${name}, logs in ${logDir}`);
    // The first process applies the migrations alone; the others start once it is up.
    await startProcess(workers[0]!, databaseUrl);
    await Promise.all([workers[1]!, ...webs].map((m) => startProcess(m, databaseUrl)));
    db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

    const started = Date.now();
    const until = started + seconds * 1000;
    const failures: string[] = [];
    let n = 0;
    const lanes = Array.from({ length: people }, async () => {
      // A lane signs up a new person whenever the previous one has run its course.
      while (Date.now() < until - 20_000) {
        const person = n++;
        // Each person stays about 40 s, so new people keep signing up.
        const personUntil = Math.min(until, Date.now() + 40_000);
        await simulate(person, personUntil).catch((error: unknown) =>
          failures.push(`person ${person}: ${error instanceof Error ? error.message : error}`),
        );
      }
    });
    const [kills] = await Promise.all([chaos(until, databaseUrl), ...lanes]);
    const trafficSeconds = (Date.now() - started) / 1000;
    const drained = await drain();
    const result = await report();

    console.log("");
    console.log(
      `requests sent: ${requestsSent} in ${trafficSeconds.toFixed(0)} s (${(requestsSent / trafficSeconds).toFixed(1)}/s)`,
    );
    console.log(
      `people: ${result.users}; collections followed: ${runsFollowed.succeeded} succeeded, ${runsFollowed.failed} failed, ${runsFollowed.resumed} seen "resuming" after a worker was killed`,
    );
    console.log(
      `SIGKILLs: ${kills.worker} worker, ${kills.web} web (restarts: ${all.map((m) => `${m.name} ${m.restarts}`).join(", ")})`,
    );
    const outside = [...errorsOutside].map(([key, value]) => `${key}: ${value}`);
    const inside = [...errorsInside].map(([key, value]) => `${key}: ${value}`);
    console.log(`errors outside the kill windows: ${outside.length ? outside.join("; ") : "0"}`);
    console.log(`errors inside the kill windows (expected): ${inside.length ? inside.join("; ") : "0"}`);
    console.log(
      `people who could not finish a step: ${failures.length}${failures.length ? `\n  ${failures.slice(0, 10).join("\n  ")}` : ""}`,
    );
    console.log(
      `job queue drained: ${drained ? "yes" : "no"}; jobs stuck: ${result.stuck}; jobs failed for good: ${result.failedJobs}; jobs lost: ${result.runsWithoutJob} (runs without their job), ${result.usersWithoutMail} (people without their confirmation e-mail)`,
    );
    console.log(
      `collection runs: ${result.runsSucceeded} succeeded, ${result.runsFailed} failed, ${result.runsOpen} not finished`,
    );
    console.log(
      `duplicate rows: ${result.duplicates.length ? result.duplicates.join("; ") : "0"} (${result.keys} unique keys checked); extra follower snapshots: ${result.extraSnapshots}`,
    );
    console.log(
      `e-mails: ${result.mails}; sent twice: ${result.mailsTwice} (same content), ${result.mailsSameId} (same Message-ID)`,
    );
    console.log("");
    console.log("route                                              count    p50 ms   p99 ms");
    for (const [route, values] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${route.padEnd(50)} ${String(sorted.length).padStart(6)} ${String(percentile(sorted, 50)).padStart(9)} ${String(percentile(sorted, 99)).padStart(8)}`,
      );
    }
    failedTargets =
      errorsOutside.size +
      result.runsWithoutJob +
      result.usersWithoutMail +
      result.stuck +
      result.failedJobs +
      result.runsOpen +
      result.duplicates.length +
      result.extraSnapshots +
      result.mailsTwice +
      result.mailsSameId +
      failures.length;
    console.log("");
    console.log(failedTargets === 0 ? "All targets met." : `Targets missed: ${failedTargets}. Logs: ${logDir}`);
  } finally {
    await db?.end().catch(() => {});
    await Promise.all(all.map(stopGracefully));
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  process.exit(failedTargets === 0 ? 0 : 1);
}

// Ctrl-C: the processes and the database go too.
process.once("SIGINT", () => {
  for (const managed of [...workers, ...webs]) managed.child?.kill("SIGKILL");
  console.error(`Interrupted; the database inteligram_soak_* on ${serverUrl} may need dropping by hand.`);
  process.exit(130);
});

main().catch((error: unknown) => {
  console.error(error);
  for (const managed of [...workers, ...webs]) managed.child?.kill("SIGKILL");
  process.exit(1);
});
