import { afterAll, inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** An instant (`2026-12-01T12:00:00-03:00`): TEST_CLOCK, or one of vitest.clocks.config.ts's clocks. */
    testClock?: string;
  }
}

/** Set on the stand-in Date: the real one, so a second install shifts from the real clock again. */
const realDateKey = Symbol.for("inteligram.test-clock.real-date");
type ShiftedDate = DateConstructor & { [realDateKey]?: DateConstructor };

/**
 * Replaces the global Date with one whose "now" (`new Date()`, `Date.now()`, `Date()`) is the real
 * clock moved to `start`, ticking on from there; a Date of a given instant is untouched. Returns
 * the restore. Not vi.useFakeTimers({ toFake: ["Date"] }): its Date is a subclass whose prototype
 * lacks Date's methods, and @date-fns/tz (src/core/analytics/period.ts) copies them from
 * Date.prototype when it loads, so TZDate then gives UTC wall times. This one keeps
 * Date.prototype itself, so `instanceof Date` and subclasses work as with the real clock.
 */
function shiftClock(start: number) {
  const RealDate = (globalThis.Date as ShiftedDate)[realDateKey] ?? globalThis.Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  function TestDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  TestDate.prototype = RealDate.prototype;
  // Date.UTC and Date.parse.
  Object.setPrototypeOf(TestDate, RealDate);
  const shifted = Object.assign(TestDate, { now, [realDateKey]: RealDate }) as unknown as ShiftedDate;
  globalThis.Date = shifted;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * A Vitest setup file (vitest.config.ts): with a test clock (TEST_CLOCK, or a project of
 * vitest.clocks.config.ts), this test file's JavaScript clock starts at that instant and keeps
 * ticking with the real time, so the file runs as on that calendar day. Only Date moves: timers,
 * performance.now() and so pg-boss's polling and the tests' waits keep the real time, and so
 * does the database's now(), which is why CI runs only the files listed in
 * vitest.clocks.config.ts under the clocks (src/server/test/README.md). The server project
 * shares a process between files (isolate: false): each file installs the clock again and gives
 * the real one back at its end.
 */
const testClock = inject("testClock");
if (testClock) {
  const start = new Date(testClock).getTime();
  if (Number.isNaN(start)) throw new Error(`TEST_CLOCK is not an instant: "${testClock}" (e.g. 2026-12-01T12:00:00-03:00)`);
  afterAll(shiftClock(start));
}
