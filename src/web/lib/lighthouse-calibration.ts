// Pure arithmetic of `npm run lighthouse` (scripts/lighthouse.mjs): the CPU slowdown that makes
// any host stand for one phone, the medians of the runs, and the pages' targets
// (docs/benchmarks/lighthouse.md). Plain TypeScript with no imports, as page-js-size.ts.

/**
 * The phone every run stands for: a mid-range Android common in Brazil, taken as Lighthouse
 * benchmarkIndex 500 (the index Lighthouse measures in the page before each run).
 */
export const phoneBenchmarkIndex = 500;

/**
 * The CPU slowdown that makes a host whose Lighthouse benchmarkIndex is `hostIndex` as slow as
 * the phone: hostIndex / phone's index, at least 1 (a host slower than the phone is not sped
 * up), rounded to 2 decimals so that the printed figure is the one used.
 */
export function cpuSlowdownMultiplier(hostIndex: number, phoneIndex: number = phoneBenchmarkIndex): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`not a benchmarkIndex: ${hostIndex}`);
  if (!Number.isFinite(phoneIndex) || phoneIndex <= 0) throw new Error(`not a benchmarkIndex: ${phoneIndex}`);
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/**
 * The host's benchmarkIndex from a few measurements: their median, rounded. Not the highest: on
 * a shared host the index falls with the other processes' load, and so do the page's runs (the
 * renderer waits for a core mid-task, and Lighthouse counts the wait): an index taken in the same
 * conditions partly cancels that, the best one doubles it. On 2026-12-02 the highest of three
 * (1,634, 3.27x) put the landing at 74-75, the median of three a few minutes before (316, 1x) at
 * 84-97; neither measured the page (see mainThreadCpuShare).
 */
export function hostIndexOf(indexes: readonly number[]): number {
  const measured = indexes.filter((index) => Number.isFinite(index) && index > 0);
  if (measured.length === 0) throw new Error("Lighthouse measured no benchmarkIndex");
  return Math.round(median(measured));
}

/** The median of some numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each numeric figure of the runs, its median over them (the runs' other fields from the first run). */
export function medianOfRuns<T extends Record<string, unknown>>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("no runs");
  const first = runs[0]!;
  const result: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === "number") result[key] = median(runs.map((run) => run[key] as number));
  }
  return result as T;
}

/** What a page must reach under the phone's profile: a performance score, and for some a TBT. */
export type PageTarget = { minScore: number; maxTbtMs?: number };

/** The public pages people arrive at. */
export const publicTargetPages = ["/", "/plans", "/login"] as const;

/** `/`, `/plans` and `/login` >= 98; every signed-in page >= 95; /dashboard's TBT < 200 ms as well. */
export function targetFor(path: string, signedIn: boolean): PageTarget | undefined {
  if ((publicTargetPages as readonly string[]).includes(path)) return { minScore: 98 };
  if (!signedIn) return undefined;
  return path === "/dashboard" ? { minScore: 95, maxTbtMs: 200 } : { minScore: 95 };
}

/** "met", or what is missed and by how much ("score 93 < 98", "TBT 240 ms >= 200 ms"), "" without a target. */
export function describeTarget(target: PageTarget | undefined, result: { score: number; tbt: number }): string {
  if (!target) return "";
  const misses: string[] = [];
  if (!(result.score >= target.minScore)) misses.push(`score ${result.score} < ${target.minScore}`);
  if (target.maxTbtMs !== undefined && !(result.tbt < target.maxTbtMs))
    misses.push(`TBT ${Math.round(result.tbt)} ms >= ${target.maxTbtMs} ms`);
  return misses.length === 0 ? "met" : `missed: ${misses.join(", ")}`;
}

/** A trace event as Chrome writes it: complete events ("X") carry their wall and thread (CPU) durations in µs. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * How much of the page's main-thread task time was CPU time: the renderer main thread with the
 * most tasks, its tasks' thread durations over their wall durations. Lighthouse simulates a page
 * from the wall durations it observed, so on a busy host, where the renderer waits for a core in
 * the middle of its tasks, the waiting is counted as the page's work (none of it attributable to
 * a script): a share well under 1 says the run measured the host's load, not the page.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = new Map<string, { wall: number; cpu: number; count: number }>();
  for (const event of events) {
    if (event.ph !== "X" || (event.name !== "RunTask" && event.name !== "ThreadControllerImpl::RunTask")) continue;
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.dur === undefined || event.tdur === undefined) continue;
    const sum = tasks.get(thread) ?? tasks.set(thread, { wall: 0, cpu: 0, count: 0 }).get(thread)!;
    sum.wall += event.dur;
    sum.cpu += event.tdur;
    sum.count += 1;
  }
  const busiest = [...tasks.values()].sort((a, b) => b.count - a.count)[0];
  return busiest && busiest.wall > 0 ? Math.min(1, busiest.cpu / busiest.wall) : Number.NaN;
}
