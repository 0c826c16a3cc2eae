import type { CDPSession, Page } from "@playwright/test";
import { connectAndCollect, drawLateSections, expect, signUpAndConfirm, subscribe, test, uniqueEmail } from "./fixtures";

// Issue 31: the dashboard's main thread while it loads and hydrates, as a budget that fails.
// Measured as Lighthouse's mobile profile simulates a phone: each main-thread task's own CPU time
// (the trace's thread duration, which a busy machine does not stretch, unlike the wall clock or
// Chromium's CPU throttling) times 4; a task of 50 ms or more at that pace is a long task. Two
// figures, each the median of 3 loads (so one load that did more, a GC, does not decide):
// - loading: the sum of the long tasks from the navigation until the page is idle, the person
//   only looking (the late sections away from the viewport wait for an action, decision 032);
// - the rest: the longest task after the person's first action, until every late section is
//   drawn and the page is idle again (each section renders in its own turn: no task that blocks
//   a tap for long).
const cpuSlowdown = 4;
const loads = 3;
/**
 * The loading budget, in ms of long tasks at CPU 4x (issue 31's target: 200 ms). Medians on
 * 2026-11-28 (docs/decisions/032): 975 ms alone on the machine, 1,448 and 1,500 ms with the
 * journeys running beside it, as in CI; the budget fails a change that makes loading markedly
 * heavier. Lower it as the dashboard gets lighter.
 */
const longTasksBudgetMs = 2_000;
/** The longest task allowed while the late sections are drawn, in ms at CPU 4x (medians 95-120 ms that day). */
const longestLaterTaskMs = 300;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; beginData?: { url?: string }; data?: { message?: string } } };

async function traced(session: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", { categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await during();
  await session.send("Tracing.end");
  await complete;
  return events;
}

/** Until the page is idle: a whole idle period (nothing queued for 50 ms). */
async function idle(page: Page) {
  await page.waitForFunction(() => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(deadline.timeRemaining() >= 49))), undefined, {
    polling: 100,
    timeout: 30_000,
  });
}

/**
 * The long tasks (ms at CPU 4x) of the page's renderer main thread: while the page loads until it
 * is idle (the person only looks), and then after the person's first action until every late
 * section is drawn and the page is idle again.
 */
async function longTasksOfOneLoad(page: Page, path: string): Promise<{ loading: number[]; rest: number[] }> {
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
  const pagePids = new Set(events.filter((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(origin)).map((event) => event.pid));
  const mainThreads = new Set(
    events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && pagePids.has(event.pid)).map((event) => `${event.pid}:${event.tid}`),
  );
  expect(mainThreads.size, "the page's renderer main thread in the trace").toBe(1);
  const action = events.find((event) => event.name === "TimeStamp" && event.args?.data?.message === "first action");
  expect(action, "the first action's moment in the trace").toBeDefined();
  const tasks = events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ ts: event.ts, ms: ((event.tdur ?? event.dur ?? 0) / 1000) * cpuSlowdown }))
    .filter((task) => task.ms >= 50);
  return { loading: tasks.filter((task) => task.ts < action!.ts).map((task) => task.ms), rest: tasks.filter((task) => task.ts >= action!.ts).map((task) => task.ms) };
}

test("the dashboard's long tasks while it loads, and its longest task drawing the rest, stay under their budgets (CPU 4x from thread time, median of 3)", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page, uniqueEmail("main-thread"));
  await subscribe(page, baseURL!);
  await connectAndCollect(page, baseURL!);
  // A returning visitor: the cookie banner answered (its first visit is measured by Lighthouse).
  await page.evaluate(() => localStorage.setItem("inteligram.cookie-consent", `p0.f0.${new Date().toISOString()}`));
  // The indicators are calculated after the first read: wait, so no load polls for them.
  await expect
    .poll(async () => ((await (await page.request.get("/api/dashboard")).json()) as { indicators: { recalculating: boolean } | null }).indicators?.recalculating, {
      timeout: 60_000,
    })
    .toBe(false);

  const loading: number[] = [];
  const rest: number[] = [];
  const sum = (tasks: number[]) => tasks.reduce((total, ms) => total + ms, 0);
  const list = (tasks: number[]) => tasks.map(Math.round).join(", ");
  for (let load = 0; load < loads; load++) {
    const tasks = await longTasksOfOneLoad(page, "/dashboard");
    loading.push(sum(tasks.loading));
    rest.push(Math.max(0, ...tasks.rest));
    console.log(
      `/dashboard load ${load + 1} at CPU ${cpuSlowdown}x: loading ${tasks.loading.length} long tasks, ${Math.round(sum(tasks.loading))} ms (${list(tasks.loading)}); ` +
        `the rest after the first action ${tasks.rest.length}, ${Math.round(sum(tasks.rest))} ms (${list(tasks.rest)})`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `/dashboard, CPU ${cpuSlowdown}x, medians of ${loads}: long tasks while loading ${Math.round(median(loading))} ms (budget ${longTasksBudgetMs} ms); ` +
      `longest task drawing the rest ${Math.round(median(rest))} ms (budget ${longestLaterTaskMs} ms)`,
  );
  expect(median(loading), `the sum of the dashboard's long tasks while it loads, in ms at CPU ${cpuSlowdown}x (median of ${loads})`).toBeLessThan(longTasksBudgetMs);
  expect(median(rest), `the longest task while the late sections are drawn, in ms at CPU ${cpuSlowdown}x (median of ${loads})`).toBeLessThan(longestLaterTaskMs);
});
