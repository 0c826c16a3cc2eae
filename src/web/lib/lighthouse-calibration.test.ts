import { describe, expect, it } from "vitest";
import {
  cpuSlowdownMultiplier,
  describeTarget,
  hostIndexOf,
  cpuBlockingTime,
  mainThreadCpuShare,
  median,
  medianOfRuns,
  performanceScoreWith,
  phoneBenchmarkIndex,
  targetFor,
} from "./lighthouse-calibration";

describe("cpuSlowdownMultiplier", () => {
  it("is the host's index over the phone's 500", () => {
    expect(phoneBenchmarkIndex).toBe(500);
    expect(cpuSlowdownMultiplier(2000)).toBe(4);
    expect(cpuSlowdownMultiplier(1500)).toBe(3);
    expect(cpuSlowdownMultiplier(1264)).toBe(2.53);
  });

  it("never speeds up a host slower than the phone", () => {
    expect(cpuSlowdownMultiplier(500)).toBe(1);
    expect(cpuSlowdownMultiplier(320)).toBe(1);
  });

  it("takes another phone's index", () => {
    expect(cpuSlowdownMultiplier(2000, 1000)).toBe(2);
  });

  it("refuses an index Lighthouse did not measure", () => {
    expect(() => cpuSlowdownMultiplier(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownMultiplier(0)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownMultiplier(1000, -1)).toThrow(/benchmarkIndex/);
  });
});

describe("hostIndexOf", () => {
  it("is the median of the measurements, rounded", () => {
    expect(hostIndexOf([316, 471.5, 273])).toBe(316);
    expect(hostIndexOf([1139, 1634, 1581.4])).toBe(1581);
    expect(hostIndexOf([Number.NaN, 1500])).toBe(1500);
  });

  it("refuses no measurement", () => {
    expect(() => hostIndexOf([])).toThrow(/benchmarkIndex/);
    expect(() => hostIndexOf([Number.NaN, 0])).toThrow(/benchmarkIndex/);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([91, 81, 99])).toBe(91);
    expect(median([300, 100])).toBe(200);
    expect(median([5])).toBe(5);
  });

  it("leaves out runs without the figure", () => {
    expect(median([Number.NaN, 10, 30])).toBe(20);
    expect(median([])).toBeNaN();
  });
});

describe("medianOfRuns", () => {
  it("takes each figure's median over the runs, not one run's figures", () => {
    const runs = [
      { finalUrl: "http://x/", score: 99, tbt: 400 },
      { finalUrl: "http://x/", score: 80, tbt: 100 },
      { finalUrl: "http://x/", score: 95, tbt: 250 },
    ];
    expect(medianOfRuns(runs)).toEqual({ finalUrl: "http://x/", score: 95, tbt: 250 });
  });

  it("refuses no runs", () => {
    expect(() => medianOfRuns([])).toThrow();
  });
});

describe("targets", () => {
  it("asks 98 of the public pages, 95 of the signed-in ones and a TBT under 200 ms of /dashboard", () => {
    expect(targetFor("/", false)).toEqual({ minScore: 98 });
    expect(targetFor("/plans", false)).toEqual({ minScore: 98 });
    expect(targetFor("/login", false)).toEqual({ minScore: 98 });
    expect(targetFor("/signup", false)).toBeUndefined();
    expect(targetFor("/relatorios", true)).toEqual({ minScore: 95 });
    expect(targetFor("/dashboard", true)).toEqual({ minScore: 95, maxTbtMs: 200 });
  });

  it("says what is missed and by how much", () => {
    expect(describeTarget({ minScore: 98 }, { score: 98, tbt: 500 })).toBe("met");
    expect(describeTarget({ minScore: 98 }, { score: 93, tbt: 10 })).toBe("missed: score 93 < 98");
    expect(describeTarget({ minScore: 95, maxTbtMs: 200 }, { score: 96, tbt: 200 })).toBe("missed: TBT 200 ms >= 200 ms");
    expect(describeTarget({ minScore: 95, maxTbtMs: 200 }, { score: 90, tbt: 240.4 })).toBe(
      "missed: score 90 < 95, TBT 240 ms >= 200 ms",
    );
    expect(describeTarget(undefined, { score: 50, tbt: 0 })).toBe("");
  });
});

describe("mainThreadCpuShare", () => {
  const thread = (pid: number, tid: number, name: string) => ({ name: "thread_name", ph: "M", pid, tid, args: { name } });
  const task = (pid: number, tid: number, dur: number, tdur: number) => ({ name: "RunTask", ph: "X", pid, tid, dur, tdur });

  it("is the CPU time of the page's main-thread tasks over their wall time", () => {
    const events = [
      thread(1, 1, "CrBrowserMain"),
      thread(2, 7, "CrRendererMain"),
      thread(3, 9, "CrRendererMain"),
      // The browser's tasks and an idle renderer's (about:blank) do not count.
      task(1, 1, 1000, 1000),
      task(3, 9, 500, 500),
      // The page's renderer: 400 ms of tasks of which 100 ms on a core.
      task(2, 7, 100_000, 40_000),
      task(2, 7, 300_000, 60_000),
      task(2, 7, 0, 0),
      { name: "Layout", ph: "X", pid: 2, tid: 7, dur: 90_000, tdur: 10 },
    ];
    expect(mainThreadCpuShare(events)).toBeCloseTo(0.25);
  });

  it("is NaN for a trace without thread times", () => {
    expect(mainThreadCpuShare([thread(2, 7, "CrRendererMain"), { name: "RunTask", ph: "X", pid: 2, tid: 7, dur: 5 }])).toBeNaN();
  });
});

describe("cpuBlockingTime", () => {
  const thread = (pid: number, tid: number, name: string) => ({ name: "thread_name", ph: "M", pid, tid, args: { name } });
  const task = (ts: number, dur: number, tdur: number, pid = 2, tid = 7) => ({
    name: "RunTask",
    ph: "X",
    pid,
    tid,
    ts,
    dur,
    tdur,
  });
  const paint = (ts: number) => ({ name: "firstContentfulPaint", ph: "I", pid: 2, tid: 7, ts });
  const page = [thread(1, 1, "CrBrowserMain"), thread(2, 7, "CrRendererMain")];

  it("counts each task after the first paint by its CPU time times the slowdown, over 50 ms", () => {
    const events = [
      ...page,
      // Before the paint: not counted, however long.
      task(0, 400_000, 400_000),
      paint(500_000),
      // 100 ms of wall time, 30 ms of CPU: at 4x, 120 ms, so 70 ms over 50.
      task(600_000, 100_000, 30_000),
      // 10 ms of CPU: 40 ms at 4x, under 50.
      task(800_000, 200_000, 10_000),
      // The browser process's task does not count.
      task(900_000, 300_000, 300_000, 1, 1),
    ];
    expect(cpuBlockingTime(events, 4)).toBe(70);
  });

  it("counts a task nested in another once, and waiting for a core never", () => {
    const events = [
      ...page,
      paint(0),
      task(100_000, 500_000, 20_000),
      { name: "ThreadControllerImpl::RunTask", ph: "X", pid: 2, tid: 7, ts: 100_100, dur: 400_000, tdur: 19_000 },
    ];
    // 20 ms of CPU x 3 = 60 ms: 10 over 50; Lighthouse's wall time would have counted 500 x 3.
    expect(cpuBlockingTime(events, 3)).toBe(10);
  });

  it("is NaN without a paint in the trace", () => {
    expect(cpuBlockingTime([...page, task(0, 100_000, 100_000)], 4)).toBeNaN();
  });
});

describe("performanceScoreWith", () => {
  const refs = [
    { id: "first-contentful-paint", weight: 10 },
    { id: "largest-contentful-paint", weight: 25 },
    { id: "total-blocking-time", weight: 30 },
    { id: "cumulative-layout-shift", weight: 25 },
    { id: "speed-index", weight: 10 },
    { id: "interaction-to-next-paint", weight: 0 },
  ];
  const scores = {
    "first-contentful-paint": 1,
    "largest-contentful-paint": 1,
    "total-blocking-time": 0.5,
    "cumulative-layout-shift": 1,
    "speed-index": 0.9,
  };

  it("is Lighthouse's weighted mean with the one audit's score replaced", () => {
    expect(performanceScoreWith(refs, scores, { id: "total-blocking-time", score: 0.5 })).toBe(84);
    expect(performanceScoreWith(refs, scores, { id: "total-blocking-time", score: 1 })).toBe(99);
  });
});
