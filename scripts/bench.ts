// `npm run bench`: figures for decision 012's targets (docs/benchmarks/bench-dashboard.md), printed, never asserted in tests.
//  1. The indicator engine on 10,000 posts (target < 20 ms).
//  2. The authenticated dashboard endpoint under 50 connections on PostgreSQL, next to a
//     hello-world route of the same server (target: at least half its throughput).
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (a fresh
// database is created and dropped).
import { spawn } from "node:child_process";
import { computeIndicators } from "../src/core/social/indicators";
import type { Post, ProfileData } from "../src/core/social/profile-data";
import { collectedUser } from "../src/server/test/users";
import { startBenchServer } from "./bench-server";

function syntheticProfile(postCount: number): ProfileData {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const types = ["image", "sidecar", "video", "clips"] as const;
  const tags = ["marketing", "moda", "brasil", "receita", "viagem", "fitness", "decor", "pet", "café", "arte"];
  const now = Date.UTC(2026, 10, 22);
  const posts: Post[] = Array.from({ length: postCount }, (_, i) => {
    const type = types[i % 4]!;
    const postTags = tags.filter(() => random() < 0.3);
    return {
      id: String(i),
      type,
      caption: `Post ${i} ${postTags.map((t) => `#${t}`).join(" ")}${random() < 0.2 ? " com @parceira" : ""}`,
      timestamp: new Date(now - i * 3_600_000 * (6 + random() * 20)).toISOString(),
      displayUrl: "",
      url: "",
      likesCount: Math.floor(random() * 5000),
      commentsCount: Math.floor(random() * 300),
      hashtags: postTags,
      mentions: [],
      taggedUsers: random() < 0.1 ? ["amiga"] : [],
      ...(type === "video" || type === "clips" ? { videoViewCount: Math.floor(random() * 50_000), videoDuration: 30 } : {}),
    };
  });
  return {
    fullName: "Marca Bench",
    username: "marcabench",
    verified: false,
    private: false,
    isBusinessAccount: true,
    businessCategoryName: null,
    biography: "",
    externalUrl: null,
    url: "",
    profilePicUrl: "",
    profilePicUrlHD: "",
    followersCount: 250_000,
    followsCount: 500,
    postsCount: postCount,
    igtvVideoCount: 0,
    latestPosts: posts,
    latestIgtvVideos: [],
  } as ProfileData;
}

function benchEngine() {
  const profile = syntheticProfile(10_000);
  const input = { profile, relatedProfilesCount: 12, snapshots: [], now: new Date(Date.UTC(2026, 10, 22)) };
  const first = performance.now();
  computeIndicators(input);
  const firstMs = performance.now() - first;
  for (let i = 0; i < 20; i++) computeIndicators(input);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    computeIndicators(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { firstMs, medianMs: times[100]!, p95Ms: times[190]! };
}

type Load = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };
type Round = { encoding: "identity" | "gzip"; hello: Load; dashboard: Load };

// autocannon runs as its own process (async: this process is also the server under load).
async function runLoad(url: string, headers: string[], seconds: number): Promise<Load> {
  const headerArgs = headers.flatMap((header) => ["-H", header]);
  const child = spawn("autocannon", ["-c", "50", "-d", String(seconds), "-j", ...headerArgs, url]);
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

async function benchServer(seconds: number) {
  const bench = await startBenchServer();
  try {
    const user = await collectedUser(bench.server);
    const cookie = user.client.cookieHeader();
    // Alternating rounds, so a machine that slows down or speeds up mid-run weighs on both.
    // Each round asks once without Accept-Encoding (autocannon's default) and once as browsers
    // do, accepting gzip; the hello-world answer is too small for the compress middleware.
    const rounds: Round[] = [];
    for (let round = 0; round < 2; round++) {
      for (const encoding of ["identity", "gzip"] as const) {
        const headers = [`cookie=${cookie}`, ...(encoding === "gzip" ? ["accept-encoding=gzip, deflate, br"] : [])];
        const hello = await runLoad(`${bench.base}/api/bench/hello`, headers, seconds);
        const dashboard = await runLoad(`${bench.base}/api/dashboard`, headers, seconds);
        rounds.push({ encoding, hello, dashboard });
      }
    }
    return rounds;
  } finally {
    await bench.close();
  }
}

const engine = benchEngine();
console.log("Indicator engine, 10,000 posts (target < 20 ms)");
console.log(
  `  first call ${engine.firstMs.toFixed(1)} ms · median ${engine.medianMs.toFixed(2)} ms · p95 ${engine.p95Ms.toFixed(2)} ms`,
);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = await benchServer(seconds);
const line = (label: string, load: Load) =>
  `  ${label.padEnd(34)}${load.requestsPerSecond.toFixed(0).padStart(7)} req/s · p99 ${load.p99Ms} ms · errors ${load.errors + load.non2xx}`;
console.log(`\nHTTP on PostgreSQL, 50 connections, ${seconds} s each, alternating`);
for (const { encoding, hello, dashboard } of rounds) {
  console.log(line(`hello world (${encoding})`, hello));
  console.log(line(`GET /api/dashboard (${encoding})`, dashboard));
}
for (const encoding of ["identity", "gzip"] as const) {
  const of = rounds.filter((round) => round.encoding === encoding);
  const sum = (pick: (round: Round) => Load) => of.reduce((total, round) => total + pick(round).requestsPerSecond, 0);
  const ratio = sum((round) => round.dashboard) / sum((round) => round.hello);
  console.log(`  ratio dashboard / hello, ${encoding.padEnd(8)} = ${ratio.toFixed(2)} (target >= 0.50)`);
}
