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
  /** Start, in microseconds. */
  ts?: number;
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

/** The renderer main thread with the most tasks (the page's; an about:blank renderer has few). */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== "X" || (event.name !== "RunTask" && event.name !== "ThreadControllerImpl::RunTask")) continue;
    const thread = `${event.pid}:${event.tid}`;
    if (mainThreads.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Total blocking time from the page's own CPU time: after the page's first contentful paint, each
 * top-level main-thread task counts max(0, its thread time x `multiplier` - 50 ms), as Lighthouse
 * counts a task's time over 50 ms. Lighthouse's own TBT simulates from wall time, which on a host
 * whose cores the browser's other processes share includes the renderer waiting for a core; this
 * one counts only the time the renderer ran, so it does not move with the host's load. It counts
 * until the trace ends, not until the page is interactive: never less than the page's own TBT on
 * a core of its own. NaN without a paint or a page thread in the trace.
 */
export function cpuBlockingTime(events: readonly TraceEvent[], multiplier: number): number {
  const thread = pageMainThread(events);
  const paints = events
    .filter((event) => event.name === "firstContentfulPaint" && event.ts !== undefined)
    .map((event) => event.ts!);
  if (!thread || paints.length === 0) return Number.NaN;
  const paintedAt = Math.min(...paints);
  const tasks = events
    .filter(
      (event) =>
        event.ph === "X" &&
        (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask") &&
        `${event.pid}:${event.tid}` === thread &&
        event.ts !== undefined &&
        event.dur !== undefined &&
        event.tdur !== undefined,
    )
    .sort((a, b) => a.ts! - b.ts!);
  let blocking = 0;
  let topLevelEnd = -Infinity;
  for (const task of tasks) {
    // A task inside another (the two names nest) is part of the outer one.
    if (task.ts! < topLevelEnd) continue;
    topLevelEnd = task.ts! + task.dur!;
    if (task.ts! < paintedAt) continue;
    blocking += Math.max(0, (task.tdur! / 1000) * multiplier - 50);
  }
  return blocking;
}

/**
 * The performance score (0-100) with one audit's score replaced: the category's weighted mean of
 * its audits' scores, as Lighthouse computes it. `scores` maps an audit id to its 0-1 score.
 */
export function performanceScoreWith(
  auditRefs: readonly { id: string; weight: number }[],
  scores: Readonly<Record<string, number | null | undefined>>,
  replaced: { id: string; score: number },
): number {
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of auditRefs) {
    if (weight <= 0) continue;
    const score = id === replaced.id ? replaced.score : (scores[id] ?? 0);
    weighted += weight * score;
    weights += weight;
  }
  return weights > 0 ? Math.round((weighted / weights) * 100) : Number.NaN;
}
