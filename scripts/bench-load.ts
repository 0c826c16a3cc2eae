// The load generator of `npm run bench:cold` (scripts/bench-cold.ts), run as its own process so
// the server under load has its process to itself. Reads a JSON plan on stdin, prints a JSON
// result on stdout: N connections (keep-alive) for S seconds, each request the next of its
// loop; only the timed requests (the reads) count towards the figures.
// The requests go through node:http, which reads each answer's bytes and does nothing more with
// them, as wrk or autocannon do. fetch decompressed every gzip answer, and on the bench's two
// cores that was more CPU than the server spent on a cached dashboard (decision 031, the fifth
// pass): the figures measured the load generator as much as the server.
import http from "node:http";

type Plan = {
  base: string;
  seconds: number;
  connections: number;
  /**
   * "fixed": `path` with `cookies[0]`; "random": `path` as a random person; "write-read": that
   * person's write, then the read (the read timed); "write": a random person's PUT of `path`
   * with the next of `writeBodies`, timed (the reference write).
   */
  mode: "fixed" | "random" | "write-read" | "write";
  path: string;
  cookies: string[];
  write?: { path: string };
  writeBodies?: unknown[];
};

const plan = JSON.parse(
  await new Promise<string>((resolve) => {
    let text = "";
    process.stdin.on("data", (chunk: Buffer) => (text += chunk));
    process.stdin.on("end", () => resolve(text));
  }),
) as Plan;

const latencies: number[] = [];
let errors = 0;
let non2xx = 0;
let writes = 0;
const deadline = performance.now() + plan.seconds * 1000;

const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
const origin = new URL(plan.base);

function send(method: "GET" | "PUT", path: string, cookie: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        headers: {
          cookie,
          origin: plan.base,
          "accept-encoding": "gzip",
          ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": payload.length }),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function loop(worker: number) {
  let turn = 0;
  while (performance.now() < deadline) {
    const person = plan.mode === "fixed" ? 0 : Math.floor(Math.random() * plan.cookies.length);
    const cookie = plan.cookies[person]!;
    try {
      if (plan.mode === "write") {
        const started = performance.now();
        const status = await send("PUT", plan.path, cookie, plan.writeBodies![(worker + turn++) % plan.writeBodies!.length]);
        latencies.push(performance.now() - started);
        writes += 1;
        if (status < 200 || status >= 300) non2xx += 1;
        continue;
      }
      if (plan.mode === "write-read" && plan.write) {
        const status = await send(
          "PUT",
          plan.write.path,
          cookie,
          plan.writeBodies![(worker + turn++) % plan.writeBodies!.length],
        );
        writes += 1;
        if (status < 200 || status >= 300) non2xx += 1;
      }
      const started = performance.now();
      const status = await send("GET", plan.path, cookie);
      latencies.push(performance.now() - started);
      if (status < 200 || status >= 300) non2xx += 1;
    } catch {
      errors += 1;
    }
  }
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: plan.connections }, (_, worker) => loop(worker)));
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
process.stdout.write(
  JSON.stringify({
    reads: latencies.length,
    writes,
    readsPerSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    non2xx,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
