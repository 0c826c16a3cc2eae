// `npm run bench:reports`: figures for the reports targets, printed, never asserted in tests.
//  1. A 90-day PDF report of an account with 500 posts: seconds and peak RSS (targets < 3 s,
//     < 200 MB).
//  2. A 100,000-row xlsx export (the posts sheet), streamed to a file: seconds and peak RSS
//     (targets < 10 s, flat memory: RSS is sampled at each quarter of the rows).
// Each runs in a fresh process so one's peak RSS is not the other's, and that process runs what
// production runs: this file bundled by esbuild as scripts/build-server.mjs bundles the server
// (packages external, each dynamic import its own chunk) and started with plain `node`. The
// first figures ran the children under tsx, whose loader and the "date-fns" index (≈250
// modules, reached through src/core/analytics/period.ts) made 316-325 MB before any rendering
// (docs/decisions/017, "Performance"). BENCH_TSX=1 runs the children under tsx again, to
// compare. BENCH_PDF_OUT=<file> keeps the PDF (to look at it with pdftoppm).
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PeriodAnalytics, PeriodPost } from "../src/core/analytics/analytics-responses";
import { addDaysTo, saoPauloDay } from "../src/core/analytics/period";
import { INDICATOR_IDS, type IndicatorResults } from "../src/core/social/indicator-catalogue";
import { POST_TYPES } from "../src/core/social/profile-data";
import { reportSectionChoices } from "../src/core/reports/report-sections";
import type { ReportData } from "../src/server/features/reports/report-data.service";

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** A deterministic pseudo-random sequence, so every run draws the same account. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function ninetyDayReport(): ReportData {
  const next = random(7);
  const to = saoPauloDay(new Date());
  const from = addDaysTo(to, -89);
  const days = Array.from({ length: 90 }, (_, index) => addDaysTo(from, index));
  const posts: PeriodPost[] = Array.from({ length: 500 }, (_, index) => {
    const likes = Math.round(200 + next() * 3000);
    return {
      id: `post-${index}`,
      type: POST_TYPES[index % POST_TYPES.length]!,
      caption: `Publicação ${index + 1}: promoção de verão, ação e coração #marca #verão`,
      permalink: `https://www.instagram.com/p/${index}`,
      // A demo picture (an SVG gradient), drawn again as a vector.
      thumbnailUrl: `data:image/svg+xml,${encodeURIComponent('<svg><stop stop-color="#f97316"/><stop stop-color="#7c3aed"/></svg>')}`,
      publishedAt: new Date(Date.parse(`${days[index % 90]}T12:00:00-03:00`) + (index % 10) * 3600_000).toISOString(),
      likes,
      comments: Math.round(likes * 0.04),
      views: index % 2 === 0 ? likes * 10 : null,
      engagementRate: (likes * 1.04 * 100) / 250_000,
    };
  });
  posts.sort((a, b) => b.likes + b.comments - (a.likes + a.comments));
  const metric = (value: number, previous: number) => ({
    available: true,
    reason: null,
    value,
    previous,
    change: (value - previous) / previous,
  });
  const analytics: PeriodAnalytics = {
    accountId: "bench",
    source: "demo",
    period: { preset: "90d", from, to, days: 90 },
    previousPeriod: { preset: "90d", from: addDaysTo(from, -90), to: addDaysTo(from, -1), days: 90 },
    firstDay: from,
    previousCovered: false,
    followerGrowth: {
      value: 10_000,
      base: { day: from, followers: 240_000 },
      end: { day: to, followers: 250_000 },
      baseIsFirstCollectedDay: true,
    },
    metrics: {
      followers: metric(250_000, 240_000),
      followerGrowth: metric(10_000, 8_000),
      posts: metric(500, 450),
      engagementRate: metric(1.2, 1.1),
      likes: metric(800_000, 700_000),
      comments: metric(32_000, 30_000),
      views: metric(4_000_000, 3_500_000),
      reach: {
        available: false,
        reason: "Disponível apenas para contas conectadas pelo login do Instagram.",
        value: null,
        previous: null,
        change: null,
      },
      accountsEngaged: {
        available: false,
        reason: "Disponível apenas para contas conectadas pelo login do Instagram.",
        value: null,
        previous: null,
        change: null,
      },
      totalInteractions: {
        available: false,
        reason: "Disponível apenas para contas conectadas pelo login do Instagram.",
        value: null,
        previous: null,
        change: null,
      },
    },
    followersSeries: days.map((day, index) => ({ day, followers: 240_000 + index * 111 + Math.round(next() * 300) })),
    engagementSeries: days.map((day) => ({ day, posts: 5, interactions: 9000, engagementRate: 0.5 + next() * 2 })),
    byFormat: POST_TYPES.map((type) => ({
      type,
      posts: 125,
      engagementRate: 1.2,
      averageLikes: 1600,
      averageComments: 64,
      averageViews: null,
    })),
    heatmap: Array.from({ length: 7 * 10 }, (_, index) => ({
      weekday: index % 7,
      hour: 8 + (index % 10),
      posts: 7,
      averageInteractions: 1000 + index,
    })),
  };
  const indicators = Object.fromEntries(
    INDICATOR_IDS.map((id, index) => [
      id,
      { value: id === "niche_indicator" ? "moda" : 10 + index, score: 50 + index, sufficient: true },
    ]),
  ) as IndicatorResults;
  return {
    workspaceName: "Loja Exemplo Ltda.",
    account: { id: "bench", platform: "instagram", username: "loja.exemplo", displayName: "Loja Exemplo", source: "demo" },
    analytics,
    posts,
    indicators,
    competitors: null,
    comments: null,
    recommendations: [],
    branding: null,
    generatedAt: new Date(),
    sections: [...reportSectionChoices],
    note: null,
  };
}

async function benchPdf() {
  const { renderReportPdf } = await import("../src/server/features/reports/render-report");
  const { createLogger } = await import("../src/server/logger");
  const log = createLogger({ LOG_LEVEL: "warn", NODE_ENV: "production" });
  const data = ninetyDayReport();
  const baselineRssMb = mb(process.memoryUsage.rss());
  let started = performance.now();
  await renderReportPdf(data, log);
  // The first render also loads the fonts and the layout engine, once per process.
  const coldSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const pdf = await renderReportPdf(data, log);
  const seconds = (performance.now() - started) / 1000;
  const out = process.env.BENCH_PDF_OUT;
  if (out) writeFileSync(out, pdf);
  return { seconds, coldSeconds, baselineRssMb, peakRssMb: peakRssMb(), sizeKb: Math.round(pdf.length / 1024) };
}

async function benchXlsx() {
  const { postsSheet } = await import("../src/server/features/reports/export.service");
  const { writeXlsx } = await import("../src/server/spreadsheets/spreadsheet");
  const rows = 100_000;
  const rssAt: number[] = [];
  const heapAt: number[] = [];
  async function* posts() {
    for (let index = 0; index < rows; index++) {
      if (index > 0 && index % (rows / 4) === 0) {
        rssAt.push(mb(process.memoryUsage.rss()));
        heapAt.push(mb(process.memoryUsage().heapUsed));
      }
      yield {
        publishedAt: new Date(Date.UTC(2026, 0, 1) + index * 600_000).toISOString(),
        type: POST_TYPES[index % 4]!,
        caption: `Publicação ${index}: promoção de verão #marca`,
        likes: index % 5000,
        comments: index % 300,
        views: index % 2 === 0 ? index : null,
        engagementRate: (index % 1000) / 100,
        permalink: `https://www.instagram.com/p/${index}`,
      };
    }
  }
  const directory = mkdtempSync(path.join(tmpdir(), "bench-reports-"));
  const file = path.join(directory, "export.xlsx");
  const stream = createWriteStream(file);
  // The workbook ends the stream when it commits.
  const closed = new Promise<void>((resolve, reject) => stream.on("close", resolve).on("error", reject));
  const started = performance.now();
  await writeXlsx(stream, [postsSheet(posts())]);
  await closed;
  const seconds = (performance.now() - started) / 1000;
  rssAt.push(mb(process.memoryUsage.rss()));
  heapAt.push(mb(process.memoryUsage().heapUsed));
  const sizeMb = Math.round(statSync(file).size / 1024 / 102.4) / 10;
  rmSync(directory, { recursive: true, force: true });
  return { seconds, peakRssMb: peakRssMb(), rssAtQuartersMb: rssAt, heapAtQuartersMb: heapAt, sizeMb };
}

const kind = process.argv[2];
if (kind === "pdf") console.log(JSON.stringify(await benchPdf()));
else if (kind === "xlsx") console.log(JSON.stringify(await benchXlsx()));
else {
  const self = fileURLToPath(import.meta.url);
  const underTsx = process.env.BENCH_TSX === "1";
  let command = [...process.execArgv, self];
  if (!underTsx) {
    const { build } = await import("esbuild");
    const outdir = path.resolve(path.dirname(self), "../dist/bench-reports");
    rmSync(outdir, { recursive: true, force: true });
    // Code splitting keeps each dynamic import a chunk of its own, so the PDF child loads the
    // renderer's modules and not the spreadsheet's (nor drizzle), as the xlsx child does not
    // load react-pdf.
    await build({
      entryPoints: [self],
      outdir,
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node22",
      packages: "external",
      outExtension: { ".js": ".mjs" },
      logLevel: "warning",
    });
    command = [path.join(outdir, "bench-reports.mjs")];
  }
  const run = (which: string, flags: string[] = []) =>
    JSON.parse(
      execFileSync(process.execPath, [...flags, ...command, which], { encoding: "utf8" })
        .trim()
        .split("\n")
        .at(-1)!,
    );
  console.log(
    underTsx
      ? "Children under tsx (BENCH_TSX=1)"
      : `Children run the esbuild bundle with plain node ${process.version}, as production does`,
  );
  const pdfLine = (pdf: { seconds: number; coldSeconds: number; peakRssMb: number; baselineRssMb: number; sizeKb: number }) =>
    `${pdf.seconds.toFixed(2)} s (first render in the process, with font loading: ${pdf.coldSeconds.toFixed(2)} s), peak RSS ${pdf.peakRssMb} MB (${pdf.baselineRssMb} MB before rendering, the render added ${pdf.peakRssMb - pdf.baselineRssMb} MB), ${pdf.sizeKb} KB`;
  console.log(`PDF, 90 days, 500 posts: ${pdfLine(run("pdf"))} (targets < 3 s, < 200 MB)`);
  // Node 24's V8 lets the young generation grow to two 64 MB semi-spaces on this machine, and
  // the layout's short-lived objects fill them: most of what the render adds to RSS. The same
  // render with the semi-space capped at 16 MB (docs/decisions/017, "Performance"):
  console.log(`  the same with --max-semi-space-size=16: ${pdfLine(run("pdf", ["--max-semi-space-size=16"]))}`);
  const xlsx = run("xlsx");
  console.log(
    `xlsx, 100,000 rows: ${xlsx.seconds.toFixed(2)} s, peak RSS ${xlsx.peakRssMb} MB, RSS at 25/50/75/100% of the rows ${xlsx.rssAtQuartersMb.join(" / ")} MB (JS heap ${xlsx.heapAtQuartersMb.join(" / ")} MB), ${xlsx.sizeMb} MB file (targets < 10 s, flat memory)`,
  );
}
