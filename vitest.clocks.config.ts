import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run test:clocks` (a step of .ci/run): the tests whose days come from the clock, run as on
// four fixed instants (src/server/test/fixed-clock.ts moves the JavaScript clock there), so the
// calendar never decides whether they pass. One of them by hand:
// TEST_CLOCK=2026-12-31T22:30:00-03:00 npx vitest run <file>.
const testClocks = {
  "the 1st, a Tuesday": "2026-12-01T12:00:00-03:00",
  "a 31st": "2026-10-31T12:00:00-03:00",
  "a Monday, the month's last day": "2026-11-30T12:00:00-03:00",
  "22:30 on 31 December in São Paulo, already 1 January in UTC": "2026-12-31T22:30:00-03:00",
};

// Only these files, not the whole suite: the database's now() does not move with the clock, and
// four more runs of everything would not fit CI's time (src/server/test/README.md).
const dateDependentFiles = {
  // Pure, a few seconds: periods, São Paulo days, report cadences, alert rules, formats.
  core: ["src/core/**/*.test.ts"],
  server: [
    // Cadences: a 1st sends the monthly report, a Monday the weekly one.
    "src/server/features/reports/scheduled-reports.test.ts",
    // "Este mês" and "Mês passado" across month ends.
    "src/server/features/reports/report-period.test.ts",
  ],
};

// Server files whose days also come from the clock, under the two clocks most likely to move a
// day or a month (a 1st, and a São Paulo evening that is already next year in UTC): a client's
// monthly and weekly sends, the period figures, exported days and alert windows. Each starts its
// own database, so all four clocks would add several minutes to CI.
const moreServerFiles = [
  "src/server/features/clients/client-schedule.test.ts",
  "src/server/features/reports/export-days.test.ts",
  "src/server/features/analytics/analytics.test.ts",
  "src/server/features/alerts/alerts.test.ts",
];
const moreServerClocks = ["the 1st, a Tuesday", "22:30 on 31 December in São Paulo, already 1 January in UTC"] as const;

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Core and server files in projects of their own: a core file that loads a shared schema
    // before a server file has given zod its .openapi() (src/server/app/bootstrap.ts) would leave
    // that schema without it for the server files after it in the same process.
    projects: Object.entries(testClocks).flatMap(([label, testClock]) =>
      Object.entries({
        ...dateDependentFiles,
        ...((moreServerClocks as readonly string[]).includes(label) ? { "more server": moreServerFiles } : {}),
      }).map(([kind, include]) => ({
        extends: true,
        test: {
          name: `${kind} at ${testClock} (${label})`,
          include,
          isolate: false,
          provide: { testClock },
          setupFiles: ["src/server/test/zod-openapi-first.ts", "src/server/test/fixed-clock.ts"],
        },
      })),
    ),
  },
});
