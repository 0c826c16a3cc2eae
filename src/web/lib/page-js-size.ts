// Pure helpers of `npm run size` (scripts/size.mjs): which JavaScript files a prerendered page
// loads before it is interactive, and whether their gzip total fits the budget (Brotli, which
// browsers get, is printed beside it). Plain
// TypeScript with no imports, so Node runs it directly (type stripping).

/** The budget for the landing page: JS in total, gzip, React and the router included. */
export const landingBudgetBytes = 120_000;

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

function addMatch(urls: Set<string>, tag: string, pattern: RegExp) {
  const url = tag.match(pattern)?.[1];
  if (url) urls.add(url);
}

export type PageJsSize = { path: string; files: number; gzipBytes: number; brotliBytes: number };

/** `build/client/index.html` -> `/`, `build/client/blog/x/index.html` -> `/blog/x`. */
export function pagePathOf(htmlFile: string): string {
  const path = htmlFile.replace(/\\/g, "/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${path}`.replace(/\/+$/, "") || "/";
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function isOverBudget(page: PageJsSize, budgetBytes: number): boolean {
  return page.gzipBytes > budgetBytes;
}

/** The report `npm run size` prints: one line per page, heaviest first, then the budget verdict. */
export function formatSizeReport(pages: PageJsSize[], budget: { path: string; bytes: number }): string {
  const sorted = [...pages].sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
  const width = Math.max(...sorted.map((page) => page.path.length), 4);
  const lines = [`${"page".padEnd(width)}  ${"files".padStart(5)}  ${"JS (gzip)".padStart(10)}  ${"JS (br)".padStart(10)}`];
  for (const page of sorted) {
    const sizes = [page.gzipBytes, page.brotliBytes].map((bytes) => formatKb(bytes).padStart(10)).join("  ");
    lines.push(`${page.path.padEnd(width)}  ${String(page.files).padStart(5)}  ${sizes}`);
  }
  const budgeted = pages.find((page) => page.path === budget.path);
  if (!budgeted) {
    lines.push("", `Budget: page ${budget.path} not found in the build.`);
  } else {
    const verdict = isOverBudget(budgeted, budget.bytes) ? "OVER BUDGET" : "within budget";
    lines.push(
      "",
      `Budget ${budget.path}: ${formatKb(budgeted.gzipBytes)} of ${formatKb(budget.bytes)} — ${verdict} (${formatKb(Math.abs(budget.bytes - budgeted.gzipBytes))} ${isOverBudget(budgeted, budget.bytes) ? "over" : "to spare"}).`,
    );
  }
  return lines.join("\n");
}
