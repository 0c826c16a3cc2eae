import type { CDPSession, Page } from "@playwright/test";
import {
  connectAndCollect,
  drawLateSections,
  expect,
  newVisitor,
  signUpAndConfirm,
  subscribe,
  test,
  uniqueEmail,
} from "./fixtures";

// Decision 032: the dashboard's main thread while it loads and hydrates, as a budget that fails.
// Measured as Lighthouse's mobile profile simulates a phone: each main-thread task's own CPU time
// (the trace's thread duration, which a busy machine does not stretch, unlike the wall clock or
// Chromium's CPU throttling) times 4; a task of 50 ms or more at that pace is a long task. Each
// load opens the dashboard from a blank page, on a phone's screen and on a laptop's. Two
// figures, each the median of 3 loads (so one load that did more, a GC, does not decide):
// - loading: the sum of the long tasks from the navigation until the page is idle, the person
//   only looking (the late sections away from the viewport wait for an action, decision 032);
// - the rest: the longest task after the person's first action, until every late section is
//   drawn and the page is idle again (each section renders in its own turn: no task that blocks
//   a tap for long).
const cpuSlowdown = 4;
const loads = 3;
/**
 * The budgets, in ms at CPU 4x: the sum of the long tasks while the page loads, and the longest
 * task while the late sections are drawn. Regression guards, above the 200 ms target on the
 * phone's screen (docs/benchmarks/main-thread.md): the figure follows the host's CPU far more than its factor, because tasks cross
 * the 50 ms line. Medians of 3 loads on 2026-11-28 (docs/decisions/032): on the first session's
 * machine, alone, phone 121 ms and laptop 246 ms (in the whole suite 110-179 and 151-361), longest
 * later task 76-79 ms; the same build on the next session's machine, whose CPU did the same server
 * work in about twice the time, phone 761-878 ms, laptop 1,168-1,291 ms, longest later task
 * 117-273 ms, in three runs. A CI host as slow as the second passes; there, a regression that
 * doubles the main thread's work fails.
 */
const budgets = {
  phone: { loadingMs: 1500, longestLaterTaskMs: 500 },
  laptop: { loadingMs: 2500, longestLaterTaskMs: 500 },
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: { message?: string; url?: string };
    chrome_mojo_event_info?: { mojo_interface_tag?: string };
  };
};

/** The rendering steps of a frame (trace event names): the page's work wherever they run. */
const renderingSteps = new Set(["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize"]);

async function traced(session: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await during();
  await session.send("Tracing.end");
  await complete;
  return events;
}

/** Until the page is idle: a whole idle period (nothing queued for 50 ms). */
async function idle(page: Page) {
  await page.waitForFunction(
    () => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(deadline.timeRemaining() >= 49))),
    undefined,
    {
      polling: 100,
      timeout: 30_000,
    },
  );
}

/**
 * The long tasks (ms at CPU 4x) of the page's renderer main thread: while the page loads until it
 * is idle (the person only looks), and then after the person's first action until every late
 * section is drawn and the page is idle again.
 */
async function longTasksOfOneLoad(
  page: Page,
  path: string,
): Promise<{ loading: number[]; rest: number[]; harnessWhileLoadingMs: number }> {
  // From a blank page, as a visit that opens the dashboard: the page before it in this tab (the
  // last load) leaving is not the dashboard loading. Its "pagehide" runs React Router's scroll
  // saving, 150-190 ms at 4x, on the same main thread: it was a third of the figure.
  await page.goto("about:blank");
  const session = await page.context().newCDPSession(page);
  const events = await traced(session, async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await idle(page);
    // Before any action, what is below the next half screen waits: no period read asked for.
    await expect(page.getByRole("status").filter({ hasText: "Carregando o que dizem os comentários..." })).toHaveCount(1);
    // The action's moment on the trace's clock (a TimeStamp event).
    await page.evaluate(() => console.timeStamp("first action"));
    await drawLateSections(page);
    await idle(page);
  });
  await session.detach();
  // The page's own renderer: Chromium's other renderers (its WebUI pages, such as the omnibox
  // popup it loads in the background) have main threads too, and their work is not the page's.
  const origin = new URL(page.url()).origin;
  const pagePids = new Set(
    events
      .filter((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(origin))
      .map((event) => event.pid),
  );
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && pagePids.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  expect(mainThreads.size, "the page's renderer main thread in the trace").toBe(1);
  const action = events.find((event) => event.name === "TimeStamp" && event.args?.data?.message === "first action");
  expect(action, "the first action's moment in the trace").toBeDefined();
  const onMainThread = (event: TraceEvent) => event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`);
  const cpu = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;
  // This test's own work on the page's thread is not the page's: Playwright's injected script
  // (45-60 ms at 4x the first time in each document), run from no URL, and every DevTools protocol
  // message Playwright sends, which is where its locators, visibility checks and waits run (in a
  // CPU profile of these tasks: its generateAriaTree, computeElementStyleVisibilityVisible and
  // ariaSnapshotForExpectFailure; 45-80 ms at 4x, once or twice in a load). What runs inside that
  // work and is the page's stays counted: the style and layout it forces (the page would pay for
  // them in its next frame) and the page's own scripts it sets off (a focus handler, say).
  const script = (event: TraceEvent) => event.name === "EvaluateScript" || event.name === "FunctionCall";
  const fromThePage = (event: TraceEvent) => /^https?:/.test(event.args?.data?.url ?? "");
  const harness = events.filter(
    (event) =>
      onMainThread(event) &&
      ((script(event) && !fromThePage(event)) ||
        (event.name === "Receive mojo message" &&
          event.args?.chrome_mojo_event_info?.mojo_interface_tag === "blink.mojom.DevToolsSession")),
  );
  const pagesOwn = events.filter(
    (event) => onMainThread(event) && (renderingSteps.has(event.name) || (script(event) && fromThePage(event))),
  );
  /** The outermost events of `list` in [from, to), by start. */
  const outermost = (list: TraceEvent[], from: number, to: number) => {
    const found: TraceEvent[] = [];
    let coveredUntil = 0;
    for (const item of list.filter((item) => item.ts >= from && item.ts < to).sort((a, b) => a.ts - b.ts)) {
      if (item.ts < coveredUntil) continue;
      found.push(item);
      coveredUntil = item.ts + (item.dur ?? 0);
    }
    return found;
  };
  const total = (list: TraceEvent[]) => list.reduce((sum, item) => sum + cpu(item), 0);
  const tasks = events
    .filter((event) => event.name === "RunTask" && onMainThread(event))
    .map((event) => {
      const end = event.ts + (event.dur ?? 0);
      const notThePage = outermost(harness, event.ts, end).reduce(
        (sum, work) => sum + cpu(work) - total(outermost(pagesOwn, work.ts, work.ts + (work.dur ?? 0))),
        0,
      );
      return { ts: event.ts, ms: ((cpu(event) - notThePage) / 1000) * cpuSlowdown, harnessMs: (notThePage / 1000) * cpuSlowdown };
    });
  const long = tasks.filter((task) => task.ms >= 50);
  return {
    loading: long.filter((task) => task.ts < action!.ts).map((task) => task.ms),
    rest: long.filter((task) => task.ts >= action!.ts).map((task) => task.ms),
    harnessWhileLoadingMs: tasks.filter((task) => task.ts < action!.ts).reduce((sum, task) => sum + task.harnessMs, 0),
  };
}

/** The screens measured: Lighthouse's mobile one (the budget's phone) and a laptop's. */
const screens = [
  {
    name: "phone (412×823, Lighthouse's mobile screen)",
    budget: budgets.phone,
    options: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  },
  { name: "laptop (1280×720)", budget: budgets.laptop, options: { viewport: { width: 1280, height: 720 } } },
];

test("the dashboard's long tasks while it loads, and its longest task drawing the rest, stay under their budgets (CPU 4x from thread time, median of 3)", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUpAndConfirm(page, uniqueEmail("main-thread"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);
  // A returning visitor: the cookie banner answered (its first visit is measured by Lighthouse).
  await page.evaluate(() => localStorage.setItem("inteligram.cookie-consent", `p0.f0.${new Date().toISOString()}`));
  // The indicators are calculated after the first read: wait, so no load polls for them.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/dashboard")).json()) as { indicators: { recalculating: boolean } | null })
          .indicators?.recalculating,
      {
        timeout: 60_000,
      },
    )
    .toBe(false);
  const storageState = await page.context().storageState();

  const sum = (tasks: number[]) => tasks.reduce((total, ms) => total + ms, 0);
  const list = (tasks: number[]) => tasks.map(Math.round).join(", ");
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const medians: { screen: (typeof screens)[number]; loading: number; rest: number }[] = [];
  for (const screen of screens) {
    const screenPage = await newVisitor(browser, { ...screen.options, storageState });
    const loading: number[] = [];
    const rest: number[] = [];
    for (let load = 0; load < loads; load++) {
      const tasks = await longTasksOfOneLoad(screenPage, "/dashboard");
      loading.push(sum(tasks.loading));
      rest.push(Math.max(0, ...tasks.rest));
      console.log(
        `/dashboard on a ${screen.name}, load ${load + 1} at CPU ${cpuSlowdown}x: loading ${tasks.loading.length} long tasks, ${Math.round(sum(tasks.loading))} ms (${list(tasks.loading)}; ` +
          `the test's own work left out: ${Math.round(tasks.harnessWhileLoadingMs)} ms); ` +
          `the rest after the first action ${tasks.rest.length}, ${Math.round(sum(tasks.rest))} ms (${list(tasks.rest)})`,
      );
    }
    await screenPage.context().close();
    medians.push({ screen, loading: median(loading), rest: median(rest) });
    console.log(
      `/dashboard on a ${screen.name}, CPU ${cpuSlowdown}x, medians of ${loads}: long tasks while loading ${Math.round(median(loading))} ms (budget ${screen.budget.loadingMs} ms); ` +
        `longest task drawing the rest ${Math.round(median(rest))} ms (budget ${screen.budget.longestLaterTaskMs} ms)`,
    );
  }
  for (const { screen, loading, rest } of medians) {
    expect(
      loading,
      `on a ${screen.name}: the sum of the dashboard's long tasks while it loads, in ms at CPU ${cpuSlowdown}x (median of ${loads})`,
    ).toBeLessThan(screen.budget.loadingMs);
    expect(
      rest,
      `on a ${screen.name}: the longest task while the late sections are drawn, in ms at CPU ${cpuSlowdown}x (median of ${loads})`,
    ).toBeLessThan(screen.budget.longestLaterTaskMs);
  }
});
