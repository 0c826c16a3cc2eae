import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import { createElement } from "react";
import type { Logger } from "../../logger";
import type { ReportData } from "./report-data.service";

// react-pdf (~59 MB once loaded) is loaded by the first report, not by every server at start
// (docs/decisions/031); the server's bundle keeps the document in a chunk of its own for this.
const importRenderer = () => Promise.all([import("@react-pdf/renderer"), import("./report-document")]);
let renderer: ReturnType<typeof importRenderer> | undefined;
const loadRenderer = () => (renderer ??= importRenderer());

const thumbnailTimeoutMs = 3000;
const thumbnailMaxBytes = 512 * 1024;

/**
 * Real thumbnails (PNG/JPEG over https, as Instagram serves them) for the posts the report
 * shows, fetched at once with a short timeout; one that fails is drawn as a plain square.
 */
export async function fetchThumbnails(data: Pick<ReportData, "posts">): Promise<Map<string, Buffer>> {
  const shown = [...data.posts.slice(0, 5), ...data.posts.slice(-5)].filter((post) => post.thumbnailUrl.startsWith("https://"));
  const found = new Map<string, Buffer>();
  await Promise.all(
    shown.map(async (post) => {
      try {
        const response = await fetch(post.thumbnailUrl, { signal: AbortSignal.timeout(thumbnailTimeoutMs) });
        const type = response.headers.get("content-type") ?? "";
        if (!response.ok || !/image\/(png|jpe?g)/.test(type)) return;
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length <= thumbnailMaxBytes) found.set(post.id, body);
      } catch {
        // Unreachable or slow: the square stays.
      }
    }),
  );
  return found;
}

// react-pdf (its layout, and pdfkit and fontkit under it) reports problems such as an image it
// cannot read with console.warn: raw lines in a log whose every line is JSON. While a report
// renders, what it writes to the console goes to that report's logger instead; anything
// outside a render reaches the console as before. One store per render, so two reports
// rendering at once each log their own lines.
const renderLogger = new AsyncLocalStorage<Logger>();
const consoleLevels = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;
const routers = new WeakSet<(...args: unknown[]) => void>();

// Checked at every render, not once: whatever replaced a console method since (a test's capture,
// another library's wrapper) is wrapped in its turn instead of silently taking the lines back.
function routeRenderConsoleToLogger() {
  for (const [method, level] of Object.entries(consoleLevels) as [
    keyof typeof consoleLevels,
    (typeof consoleLevels)[keyof typeof consoleLevels],
  ][]) {
    if (routers.has(console[method])) continue;
    const original = console[method].bind(console);
    const router = (...args: unknown[]) => {
      const log = renderLogger.getStore();
      if (!log) return original(...args);
      log[level]({ source: "react-pdf" }, format(...args));
    };
    routers.add(router);
    console[method] = router;
  }
}

/** Runs `render` with what it writes to the console sent to `log` (JSON lines, never raw ones). */
export function withRendererLog<T>(log: Logger, render: () => Promise<T>): Promise<T> {
  routeRenderConsoleToLogger();
  return renderLogger.run(log.child({ component: "report-pdf" }), render);
}

/** The report's PDF file; what the renderer says on the console goes to `log`. */
export function renderReportPdf(data: ReportData, log: Logger): Promise<Buffer> {
  return withRendererLog(log, () => renderWithThumbnails(data));
}

async function renderWithThumbnails(data: ReportData): Promise<Buffer> {
  const [thumbnails, [{ renderToBuffer }, { ReportDocument }]] = await Promise.all([fetchThumbnails(data), loadRenderer()]);
  // renderToBuffer's type asks for a <Document> element; ReportDocument renders one.
  const render = (input: ReportData) =>
    renderToBuffer(createElement(ReportDocument, { data: input, thumbnails }) as Parameters<typeof renderToBuffer>[0]);
  try {
    return await render(data);
  } catch (error) {
    // A logo that passed the upload's checks but does not decode: the report goes out without it.
    if (!data.branding?.logo) throw error;
    return render({ ...data, branding: { ...data.branding, logo: null } });
  }
}
