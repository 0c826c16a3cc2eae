import type { CDPSession, Page } from "@playwright/test";
import { connectAndCollect, expect, signUpAndConfirm, subscribe, test, uniqueEmail } from "./fixtures";

// Issue 31: the dashboard's main thread while it loads and hydrates, as a budget that fails.
// Measured as Lighthouse's mobile profile simulates a phone: each main-thread task's own CPU time
// (the trace's thread duration, which a busy machine does not stretch, unlike the wall clock or
// Chromium's CPU throttling) times 4; a task of 50 ms or more at that pace is a long task, and the
// figure is the sum of the long tasks from the navigation until every late section is drawn and
// the page is idle. Median of 3 loads, so one load that did more (a poll, a GC) does not decide.
const cpuSlowdown = 4;
const loads = 3;
/**
 * The budget, in ms of long tasks at CPU 4x. Issue 31's target is 200 ms; the dashboard is not
 * there yet (docs/decisions/032): medians of 1,436 and 1,685 ms on a quiet 2-core machine
 * (2026-11-28), with the room that the journeys running beside it in CI need. It fails on a
 * change that makes the dashboard's loading markedly heavier than today; lower it as it gets lighter.
 */
const longTasksBudgetMs = 2_500;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

async function traced(session: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", { categories: "toplevel,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await during();
  await session.send("Tracing.end");
  await complete;
  return events;
}

/** The long tasks (ms at CPU 4x) of the renderer's main thread in one load of the page. */
async function longTasksOfOneLoad(page: Page, path: string): Promise<number[]> {
  const session = await page.context().newCDPSession(page);
  const events = await traced(session, async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Every late section drawn: no "Carregando …" placeholder left on the page.
    await expect(page.getByText(/^Carregando .*\.\.\.$/)).toHaveCount(0, { timeout: 30_000 });
    // Then idle: a whole idle period (nothing queued for 50 ms).
    await page.waitForFunction(() => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(deadline.timeRemaining() >= 49))), undefined, {
      polling: 100,
      timeout: 30_000,
    });
  });
  await session.detach();
  const mainThreads = new Set(events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain").map((event) => `${event.pid}:${event.tid}`));
  return events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ((event.tdur ?? event.dur ?? 0) / 1000) * cpuSlowdown)
    .filter((ms) => ms >= 50);
}

test("the dashboard's long tasks while it loads stay under the budget (CPU 4x from thread time, median of 3)", async ({ page, baseURL }) => {
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

  const sums: number[] = [];
  for (let load = 0; load < loads; load++) {
    const tasks = await longTasksOfOneLoad(page, "/dashboard");
    sums.push(tasks.reduce((sum, ms) => sum + ms, 0));
    console.log(`/dashboard load ${load + 1}: ${tasks.length} long tasks at CPU ${cpuSlowdown}x, ${Math.round(sums.at(-1)!)} ms (${tasks.map(Math.round).join(", ")})`);
  }
  const median = [...sums].sort((a, b) => a - b)[Math.floor(loads / 2)]!;
  console.log(`/dashboard long tasks while loading, CPU ${cpuSlowdown}x, median of ${loads}: ${Math.round(median)} ms (budget ${longTasksBudgetMs} ms)`);
  expect(median, `the sum of the dashboard's long tasks while it loads, in ms at CPU ${cpuSlowdown}x (median of ${loads})`).toBeLessThan(longTasksBudgetMs);
});
