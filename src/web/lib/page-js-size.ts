// Pure helpers of `npm run size` (scripts/size.mjs): which JavaScript files a prerendered page
// loads before it is interactive, and whether their gzip total fits the budget (Brotli, which
// browsers get, is printed beside it). Plain
// TypeScript with no imports, so Node runs it directly (type stripping).

/**
 * The landing page's budget: JS in total, gzip, React and the router included (decision 007;
 * 121 KB since decision 046: the route manifest it loads lists every page).
 */
export const landingBudgetBytes = 121_000;

/** A page's budget: JS bytes (gzip) and, when set, how many files it may load up front. */
export type PageBudget = { path: string; bytes: number; files?: number };

/** Decision 021: the dashboard (a signed-in page, its prerendered frame) within 200 KB of JS in 15 files at most. */
export const dashboardBudget: PageBudget = { path: "/dashboard", bytes: 200_000, files: 15 };

/**
 * The script URLs a page's HTML asks for: `<link rel="modulepreload">`, `<script src>` and
 * the `import` statements of inline module scripts (React Router's entry).
 */
export function findPageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel=["']?modulepreload["']?/.test(tag)) addMatch(urls, tag, /\bhref=["']([^"']+)["']/);
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) addMatch(urls, tag, /\bsrc=["']([^"']+)["']/);
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/g)) {
    for (const specifier of findStaticImports(body)) urls.add(specifier);
  }
  return [...urls];
}

/** Static `import`/`export ... from` specifiers of a JS module; dynamic `import()` is lazy and skipped. */
export function findStaticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) if (specifier) specifiers.add(specifier);
  return [...specifiers];
}

/**
 * Whether a built file holds zod's core (its error class's name, which minifying keeps). No page
 * loads zod up front (decision 032: building its schemas was most of a signed-in page's long
 * tasks); the forms and the answers' checks import it when they first need it.
 */
export function holdsZod(code: string): boolean {
  return code.includes("$ZodError");
}

/** A route of React Router's client manifest: its module and the chunks that module imports. */
export type ManifestRoute = { id: string; module?: string; imports?: string[] };

/**
 * The routes of the client manifest React Router writes (`window.__reactRouterManifest={...};`
 * in `assets/manifest-*.js`): what a browser loads on entering each route, prerendered or not.
 */
export function readManifestRoutes(code: string): ManifestRoute[] {
  const json = code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1);
  const manifest = JSON.parse(json) as { routes?: Record<string, ManifestRoute> };
  return Object.values(manifest.routes ?? {});
}

function addMatch(urls: Set<string>, tag: string, pattern: RegExp) {
  const url = tag.match(pattern)?.[1];
  if (url) urls.add(url);
}

export type PageJsSize = { path: string; files: number; gzipBytes: number; brotliBytes: number };

/** `build/client/index.html` -> `/`, `build/client/blog/x/index.html` -> `/blog/x`. */
export function pagePathOf(htmlFile: string): string {
  const path = htmlFile
    .replace(/\\/g, "/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");
  return `/${path}`.replace(/\/+$/, "") || "/";
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function isOverBudget(page: PageJsSize, budgetBytes: number, budgetFiles = Number.POSITIVE_INFINITY): boolean {
  return page.gzipBytes > budgetBytes || page.files > budgetFiles;
}

/** The report `npm run size` prints: one line per page, heaviest first, then one verdict per budget. */
export function formatSizeReport(pages: PageJsSize[], budgets: PageBudget | PageBudget[]): string {
  const sorted = [...pages].sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
  const width = Math.max(...sorted.map((page) => page.path.length), 4);
  const lines = [`${"page".padEnd(width)}  ${"files".padStart(5)}  ${"JS (gzip)".padStart(10)}  ${"JS (br)".padStart(10)}`];
  for (const page of sorted) {
    const sizes = [page.gzipBytes, page.brotliBytes].map((bytes) => formatKb(bytes).padStart(10)).join("  ");
    lines.push(`${page.path.padEnd(width)}  ${String(page.files).padStart(5)}  ${sizes}`);
  }
  lines.push("");
  for (const budget of Array.isArray(budgets) ? budgets : [budgets]) lines.push(formatVerdict(pages, budget));
  return lines.join("\n");
}

function formatVerdict(pages: PageJsSize[], budget: PageBudget): string {
  const page = pages.find((candidate) => candidate.path === budget.path);
  if (!page) return `Budget: page ${budget.path} not found in the build.`;
  const over = isOverBudget(page, budget.bytes, budget.files);
  const bytesOver = page.gzipBytes > budget.bytes;
  const spare = `${formatKb(Math.abs(budget.bytes - page.gzipBytes))} ${bytesOver ? "over" : "to spare"}`;
  const files = budget.files === undefined ? "" : `, ${page.files} of ${budget.files} files`;
  return `Budget ${budget.path}: ${formatKb(page.gzipBytes)} of ${formatKb(budget.bytes)}${files} — ${over ? "OVER BUDGET" : "within budget"} (${spare}${page.files > (budget.files ?? Number.POSITIVE_INFINITY) ? `, ${page.files - budget.files!} files too many` : ""}).`;
}
