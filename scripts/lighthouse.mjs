// `npm run lighthouse`: Lighthouse 13 (mobile, simulated throttling) in Debian's Chromium, calibrated
// to one phone on every host: it first measures the host's CPU with Lighthouse's own benchmarkIndex
// (the median of 3 throwaway runs of the landing page; every report holds it as
// environment.benchmarkIndex) and sets throttling.cpuSlowdownMultiplier = max(1, index / 500), so
// each run stands for a mid-range Android phone (benchmarkIndex 500; src/web/lib/lighthouse-calibration.ts).
// Pages: the landing, /plans, /login, /signup (signed out) and the signed-in pages of a collected
// demo account, each as a first visit (no consent cookie: the banner unanswered) and as a returning
// visitor (the banner answered). Each figure is the median of its runs; the host index and the
// multiplier are printed beside every result, with the page's target (met, or by how much missed).
// It builds nothing: it starts the last build (dist/server/main.js, on a fresh embedded database)
// or, with LIGHTHOUSE_URL, uses a server already running (its /dev/mailbox and the sandbox checkout
// must be on). Figures in docs/benchmarks/lighthouse.md, never asserted.
//   LIGHTHOUSE_PORT (default 3199) · LIGHTHOUSE_RUNS (default 3; each figure's median)
//   LIGHTHOUSE_PAGES=/dashboard,/login (default: every page below)
//   LIGHTHOUSE_VISITS=first,returning (default both) · LIGHTHOUSE_FIRST_VISIT=1 (first visits only)
//   LIGHTHOUSE_HOST_INDEX=1800 (skip the measurement: this host's benchmarkIndex)
//   LIGHTHOUSE_DEBUG=1 (long tasks, LCP element, script boot-up, main-thread work by kind)
//   LIGHTHOUSE_SAVE=dir (each run's full JSON report)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { getLogNormalScore } from "lighthouse/shared/statistics.js";
import { signedInPagePaths as signedInPages } from "../src/core/routing/signed-in-pages.ts";
import {
  cpuBlockingTime,
  cpuSlowdownMultiplier,
  describeTarget,
  hostIndexOf,
  mainThreadCpuShare,
  medianOfRuns,
  performanceScoreWith,
  phoneBenchmarkIndex,
  targetFor,
} from "../src/web/lib/lighthouse-calibration.ts";
import { productionServerFlags } from "./server-flags.ts";

const publicPages = ["/", "/plans", "/login", "/signup"];
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const password = "Inteligram#2026";
const chromePath = "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const visits =
  process.env.LIGHTHOUSE_FIRST_VISIT === "1"
    ? ["first"]
    : (process.env.LIGHTHOUSE_VISITS ?? "first,returning").split(",").map((visit) => visit.trim());
if (visits.some((visit) => visit !== "first" && visit !== "returning")) {
  console.error("LIGHTHOUSE_VISITS takes first, returning or both");
  process.exit(2);
}
const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((page) => page.trim());

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what, read, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

// ---------------------------------------------------------------- the server

async function startBuiltServer() {
  // Another server on the port would answer the health check in this one's place.
  const taken = await fetch(`http://localhost:${Number(process.env.LIGHTHOUSE_PORT ?? 3199)}/api/health`).catch(() => undefined);
  if (taken) {
    console.error(`Something already answers on port ${process.env.LIGHTHOUSE_PORT ?? 3199}: stop it or set LIGHTHOUSE_PORT.`);
    process.exit(2);
  }
  if (!existsSync("dist/server/main.js") || !existsSync("build/client/index.html")) {
    console.error("No build found (dist/server/main.js, build/client). Run `npm run build` first.");
    process.exit(2);
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3199);
  const dataDir = mkdtempSync(path.join(tmpdir(), "inteligram-lighthouse-"));
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...productionServerFlags, "dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await waitUntil(
    "the server's /api/health",
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const response = await fetch(`${origin}/api/health`).catch(() => undefined);
      return response?.ok ? true : undefined;
    },
    240_000,
  );
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- a collected demo account

function client(origin) {
  let cookie = "";
  async function call(method, url, { json, form, expect = [200, 201, 202, 204] } = {}) {
    const headers = { origin, accept: "application/json" };
    if (cookie) headers.cookie = cookie;
    let body;
    if (json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(json);
    } else if (form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(form).toString();
    }
    const response = await fetch(new URL(url, origin), { method, headers, body, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      if (pair?.includes(".session_token=")) cookie = pair;
    }
    const text = await response.text();
    if (!expect.includes(response.status)) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  }
  return { call, cookie: () => cookie };
}

const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Signs up, confirms through the development outbox, pays Go in the sandbox, connects and collects @natgeo. */
async function collectedDemoAccount(origin) {
  const person = client(origin);
  const email = `lighthouse.${randomBytes(4).toString("hex")}@exemplo.com.br`;
  await person.call("POST", "/api/auth/sign-up/email", {
    json: { name: "Maria Lighthouse", email, password, callbackURL: "/auth/callback" },
  });
  const messageId = await waitUntil("the confirmation e-mail", async () => {
    const list = await person.call("GET", "/dev/mailbox");
    const pattern =
      /<a href="\/dev\/mailbox\/([0-9a-f-]{36})">\s*<strong>Confirme[^<]*<\/strong>\s*<div class="meta">Para ([^ ]+) /g;
    for (const match of list.matchAll(pattern)) if (match[2] === email) return match[1];
    return undefined;
  });
  const message = decodeEntities(await person.call("GET", `/dev/mailbox/${messageId}`));
  const link = /href="([^"]*verify-email[^"]*)"/.exec(message)?.[1] ?? /href="(https?:\/\/[^"]+token=[^"]+)"/.exec(message)?.[1];
  if (!link) throw new Error("no confirmation link in the e-mail");
  await person.call("GET", decodeEntities(link).replace(/^https?:\/\/[^/]+/, ""), { expect: [302] });
  if (!person.cookie()) throw new Error("the confirmation link did not sign the person in");

  const checkout = JSON.parse(await person.call("POST", "/api/billing/checkout", { json: { planType: "advanced" } }));
  await person.call("POST", `${checkout.url.replace(/^https?:\/\/[^/]+/, "")}/pay`, {
    form: { method: "card", number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Maria Lighthouse" },
    expect: [303],
  });
  await waitUntil(
    "the subscription",
    async () => JSON.parse(await person.call("GET", "/api/billing/subscription")).subscription ?? undefined,
  );

  const account = JSON.parse(await person.call("POST", "/api/accounts", { json: { username: "natgeo" } }));
  const run = JSON.parse(await person.call("POST", `/api/accounts/${account.id}/collect`, { json: {} }));
  const finished = await waitUntil("the collection", async () => {
    const current = JSON.parse(await person.call("GET", `/api/collection-runs/${run.id}`));
    return current.status === "succeeded" || current.status === "failed" ? current.status : undefined;
  });
  if (finished !== "succeeded") throw new Error("the demo collection failed");
  // The indicators are calculated by a job after the first read: wait, so no page polls for them.
  await waitUntil(
    "the indicators",
    async () => {
      const dashboard = JSON.parse(await person.call("GET", "/api/dashboard"));
      return dashboard.indicators && !dashboard.indicators.recalculating ? true : undefined;
    },
    90_000,
  ).catch(() => console.warn("(the indicators were not ready; /dashboard may poll for them)"));
  return person.cookie();
}

// ---------------------------------------------------------------- Lighthouse

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    scripts: scripts.length,
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    // The index Lighthouse measured before this run: how far the host drifted from the calibration.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Sets the browser's cookies for `origin` over the DevTools protocol (Lighthouse clears storage
 * before a run but keeps cookies): the session, if any, and a cookie-banner choice, so the page
 * is measured as a returning visitor sees it, without the first visit's banner.
 */
async function setCookies(chrome, origin, sessionCookie, firstVisit) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const send = (id, method, params) =>
    new Promise((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.id !== id) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.send(JSON.stringify({ id, method, params }));
    });
  const url = new URL(origin);
  const cookie = (name, value, httpOnly) => ({ name, value, domain: url.hostname, path: "/", httpOnly, sameSite: "Lax" });
  await send(1, "Storage.clearCookies", {});
  const cookies = firstVisit ? [] : [cookie("inteligram_consent", `p0.f0.${new Date().toISOString()}`, false)];
  if (sessionCookie) {
    const [name, ...value] = sessionCookie.split("=");
    cookies.push(cookie(name, value.join("="), true));
  }
  await send(2, "Storage.setCookies", { cookies });
  socket.close();
}

/** One Lighthouse run of `url` at the given CPU slowdown (the network stays Lighthouse's mobile default). */
async function runLighthouse(chrome, url, cpuMultiplier, extra = {}) {
  return lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { cpuSlowdownMultiplier: cpuMultiplier },
    ...extra,
  });
}

/**
 * The host's Lighthouse benchmarkIndex: the median of 3 throwaway runs of `url` (only the first
 * paint audited; the index is measured before the page loads, in every run; hostIndexOf says why).
 */
async function measureHostIndex(chrome, url) {
  const indexes = [];
  for (let run = 0; run < 3; run++) {
    await setCookies(chrome, new URL(url).origin, undefined, false);
    const result = await runLighthouse(chrome, url, 1, { onlyAudits: ["first-contentful-paint"], onlyCategories: undefined });
    const index = result?.lhr.environment?.benchmarkIndex;
    if (Number.isFinite(index)) indexes.push(index);
  }
  return { index: hostIndexOf(indexes), indexes };
}

async function audit(chrome, url, cookie, firstVisit, cpuMultiplier) {
  const results = [];
  for (let run = 0, failures = 0; run < runs; run++) {
    await setCookies(chrome, new URL(url).origin, cookie, firstVisit);
    const result = await runLighthouse(chrome, url, cpuMultiplier);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse could not finish (NO_FCP and the like on a busy machine) is tried again, twice at most.
    if (result.lhr.runtimeError && failures < 2) {
      console.warn(`  (${url}: ${result.lhr.runtimeError.code}; trying again)`);
      failures += 1;
      run -= 1;
      continue;
    }
    const applied = result.lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
    if (applied !== cpuMultiplier) throw new Error(`Lighthouse ran at ${applied}x, not the calibrated ${cpuMultiplier}x`);
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/^\/$/, "/home").slice(1).replace(/\//g, "_")}-${firstVisit ? "first" : "returning"}-${run + 1}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(result.lhr));
    }
    if (process.env.LIGHTHOUSE_DEBUG) printDiagnostics(result.lhr);
    const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
    results.push({
      ...summarize(result.lhr),
      cpuShare: mainThreadCpuShare(traceEvents),
      ...onCpuTime(result.lhr, traceEvents, cpuMultiplier),
    });
  }
  return medianOfRuns(results);
}

/** Lighthouse's mobile TBT curve (lighthouse/core/audits/metrics/total-blocking-time.js). */
const mobileTbtCurve = { p10: 200, median: 600 };

/**
 * The run's TBT from the page's own CPU time (cpuBlockingTime) and the performance score with that
 * TBT scored on Lighthouse's curve in place of its own: the figures of a host whose cores the
 * page's renderer had to itself.
 */
function onCpuTime(lhr, traceEvents, cpuMultiplier) {
  const cpuTbt = cpuBlockingTime(traceEvents, cpuMultiplier);
  const scores = Object.fromEntries(Object.entries(lhr.audits).map(([id, audit]) => [id, audit.score]));
  const cpuScore = Number.isNaN(cpuTbt)
    ? Number.NaN
    : performanceScoreWith(lhr.categories.performance.auditRefs, scores, {
        id: "total-blocking-time",
        score: getLogNormalScore(mobileTbtCurve, cpuTbt),
      });
  return { cpuTbt, cpuScore };
}

/** What made the page slow: its long tasks, the LCP element, each script's boot-up, the main thread's work by kind. */
function printDiagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  for (const task of items("long-tasks")) {
    console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${task.url}`);
  }
  const lcp = items("largest-contentful-paint-element")[0]?.items?.[0]?.node;
  if (lcp) console.log(`  LCP element: ${lcp.snippet?.slice(0, 160)}`);
  for (const script of items("bootup-time").slice(0, 6)) {
    console.log(
      `  boot-up ${Math.round(script.total)} ms (script ${Math.round(script.scripting)} ms, parse ${Math.round(script.scriptParseCompile)} ms)  ${script.url}`,
    );
  }
  const work = items("mainthread-work-breakdown").map(
    (group) => `${group.groupLabel ?? group.group} ${Math.round(group.duration)} ms`,
  );
  if (work.length > 0) console.log(`  main thread: ${work.join(", ")}`);
}

const pad = (value, width) => String(value).padStart(width);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function formatRow(page, visit, r, calibration, target) {
  const redirected = new URL(r.finalUrl).pathname !== page ? `  (ended at ${new URL(r.finalUrl).pathname})` : "";
  return (
    `${page.padEnd(22)}${visit.padEnd(10)}${pad(Math.round(r.score), 5)}${pad(seconds(r.fcp), 9)}${pad(seconds(r.lcp), 9)}${pad(`${Math.round(r.tbt)} ms`, 9)}` +
    `${pad(r.cls.toFixed(3), 7)}${pad(seconds(r.si), 9)}${pad(Math.round(r.scripts), 8)}${pad(r.jsKb.toFixed(1), 8)}` +
    `${pad(`${calibration.index} (${Math.round(r.benchmarkIndex)})`, 14)}${pad(`${calibration.multiplier}x`, 7)}` +
    `${pad(Number.isNaN(r.cpuShare) ? "?" : `${Math.round(r.cpuShare * 100)}%`, 6)}` +
    `${pad(Number.isNaN(r.cpuScore) ? "?" : Math.round(r.cpuScore), 5)}${pad(Number.isNaN(r.cpuTbt) ? "?" : `${Math.round(r.cpuTbt)} ms`, 9)}` +
    `  ${describeTarget(target, r)}${target ? `; on CPU time ${describeTarget(target, { score: r.cpuScore, tbt: r.cpuTbt })}` : ""}${redirected}`
  );
}

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (Debian's chromium package).`);
  process.exit(2);
}
const server = process.env.LIGHTHOUSE_URL
  ? { origin: process.env.LIGHTHOUSE_URL.replace(/\/$/, ""), stop: async () => {} }
  : await startBuiltServer();
let chrome;
try {
  console.log(`Server ${server.origin}: creating a collected demo account…`);
  const cookie = await collectedDemoAccount(server.origin);
  if (process.env.LIGHTHOUSE_HOLD) {
    // For looking at the pages by hand: the account's cookie, and the server until Ctrl+C.
    console.log(`Cookie: ${cookie}`);
    await new Promise((resolve) => process.once("SIGINT", resolve));
  }
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const version = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;

  // The host's CPU first, then the slowdown that makes it the phone.
  const given = Number(process.env.LIGHTHOUSE_HOST_INDEX);
  const measured = process.env.LIGHTHOUSE_HOST_INDEX
    ? { index: given, indexes: [] }
    : await measureHostIndex(chrome, `${server.origin}/`);
  const calibration = { index: measured.index, multiplier: cpuSlowdownMultiplier(measured.index) };
  console.log(
    `\nHost benchmarkIndex ${calibration.index}${measured.indexes.length > 0 ? ` (the median of ${measured.indexes.map((index) => Math.round(index)).join(", ")})` : " (given)"}` +
      ` -> cpuSlowdownMultiplier ${calibration.multiplier} = max(1, ${calibration.index} / ${phoneBenchmarkIndex}): every run stands for a phone of benchmarkIndex ${phoneBenchmarkIndex}`,
  );
  console.log(
    `Lighthouse ${version}, mobile, simulated throttling (slow 4G, CPU ${calibration.multiplier}x), each figure the median of ${runs} run(s)`,
  );
  console.log(
    `${"page".padEnd(22)}${"visit".padEnd(10)}${pad("perf", 5)}${pad("FCP", 9)}${pad("LCP", 9)}${pad("TBT", 9)}${pad("CLS", 7)}${pad("SI", 9)}${pad("scripts", 8)}${pad("JS KB", 8)}${pad("index (run)", 14)}${pad("CPU", 7)}${pad("busy", 6)}${pad("cpu:", 5)}${pad("TBT", 9)}  target`,
  );
  const pages = [
    ...publicPages.map((page) => ({ page, cookie: undefined })),
    ...signedInPages.map((page) => ({ page, cookie })),
  ].filter(({ page }) => !only || only.includes(page));
  for (const { page, cookie: pageCookie } of pages) {
    for (const visit of visits) {
      const result = await audit(chrome, `${server.origin}${page}`, pageCookie, visit === "first", calibration.multiplier);
      console.log(formatRow(page, visit, result, calibration, targetFor(page, pageCookie !== undefined)));
    }
  }
  console.log(
    "JS KB: bytes transferred for scripts (compressed), lazy ones included. index (run): the host's calibration index, and in",
  );
  console.log(
    "brackets the median of the indexes Lighthouse measured before this page's runs. Signed-in pages as the demo account;",
  );
  console.log("the others signed out. first: no consent cookie (the banner unanswered); returning: the banner answered.");
  console.log(
    "busy: the page's main-thread tasks' CPU time over their wall time in the observed trace. Lighthouse simulates from wall",
  );
  console.log(
    "time, so under about 80% the host's other processes took the core mid-task and that waiting counts as the page's work.",
  );
  console.log(
    "cpu: the score and TBT with each task after the first paint counted by its CPU time x the slowdown, not its wall time",
  );
  console.log("(the page's own work on a phone, whatever else the host runs); Lighthouse's own figures are the columns before.");
  console.log("Targets: /, /plans, /login >= 98; every signed-in page >= 95; /dashboard TBT < 200 ms.");
} finally {
  if (chrome) await chrome.kill();
  await server.stop();
}
