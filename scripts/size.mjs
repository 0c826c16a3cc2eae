// `npm run size`: the gzip size of the JavaScript each prerendered page loads, from the last
// build (build/client; it builds nothing). Fails when the landing page is over its budget.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  findPageScripts,
  findStaticImports,
  formatSizeReport,
  isOverBudget,
  landingBudgetBytes,
  pagePathOf,
} from "../src/web/lib/page-js-size.ts";

const clientDir = path.resolve("build/client");
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error("No build found in build/client. Run `npm run build` first.");
  process.exit(2);
}

const gzipSizes = new Map();
function gzipSizeOf(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** Every JS file the page loads up front: its scripts and, transitively, their static imports. */
function loadedFiles(html) {
  const files = new Set();
  const queue = findPageScripts(html)
    .filter((url) => url.startsWith("/") && url.endsWith(".js"))
    .map((url) => path.join(clientDir, url));
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file) || !existsSync(file)) continue;
    files.add(file);
    for (const specifier of findStaticImports(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
      else if (specifier.startsWith("/")) queue.push(path.join(clientDir, specifier));
    }
  }
  return files;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && !entry.name.startsWith("__"))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
}

const pages = htmlFiles(clientDir).map((htmlFile) => {
  const files = loadedFiles(readFileSync(path.join(clientDir, htmlFile), "utf8"));
  const gzipBytes = [...files].reduce((total, file) => total + gzipSizeOf(file), 0);
  return { path: pagePathOf(htmlFile), files: files.size, gzipBytes };
});

const budget = { path: "/", bytes: landingBudgetBytes };
console.log(formatSizeReport(pages, budget));
const landing = pages.find((page) => page.path === budget.path);
if (!landing || isOverBudget(landing, budget.bytes)) process.exit(1);
