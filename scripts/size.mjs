// `npm run size`: the JavaScript each prerendered page (public pages, and the signed-in pages'
// frames, which load the page's code up front) loads, in the bytes the server sends
// (the build's gzip and Brotli copies, or the file where a copy would not be smaller), from the
// last build (build/client; it builds nothing). Fails when the landing page or the dashboard is
// over its budget (the dashboard's counts files too), or when a page loads zod up front: a
// prerendered page's HTML, or any route's module and its static imports (the client manifest), so a
// page that is not prerendered (/onboarding) is held to it too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  dashboardBudget,
  findPageScripts,
  findStaticImports,
  formatSizeReport,
  holdsZod,
  isOverBudget,
  landingBudgetBytes,
  pagePathOf,
  readManifestRoutes,
} from "../src/web/lib/page-js-size.ts";

const clientDir = path.resolve("build/client");
if (!existsSync(path.join(clientDir, "index.html.gz"))) {
  console.error("No precompressed build found in build/client. Run `npm run build` first.");
  process.exit(2);
}

/** The bytes sent for a file to a client accepting the copy with this suffix. */
function sentBytes(file, suffix) {
  return statSync(existsSync(file + suffix) ? file + suffix : file).size;
}

/** Every JS file the page loads up front: its scripts and, transitively, their static imports. */
function loadedFiles(html) {
  return withStaticImports(findPageScripts(html));
}

/** The files at these URLs and, transitively, their static imports. */
function withStaticImports(urls) {
  const files = new Set();
  const queue = urls.filter((url) => url.startsWith("/") && url.endsWith(".js")).map((url) => path.join(clientDir, url));
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
  const total = (suffix) => [...files].reduce((sum, file) => sum + sentBytes(file, suffix), 0);
  const zod = [...files].some((file) => holdsZod(readFileSync(file, "utf8")));
  return { path: pagePathOf(htmlFile), files: files.size, gzipBytes: total(".gz"), brotliBytes: total(".br"), zod };
});

const budgets = [{ path: "/", bytes: landingBudgetBytes }, dashboardBudget];
console.log(formatSizeReport(pages, budgets));
const withZod = pages.filter((page) => page.zod);
console.log(
  withZod.length === 0
    ? `zod up front: none of the ${pages.length} prerendered pages (it loads with a form's first check or an answer's).`
    : `zod up front on ${withZod.map((page) => page.path).join(", ")}: it must load when first needed (docs/decisions/032).`,
);
const manifestFile = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
const routes = manifestFile ? readManifestRoutes(readFileSync(path.join(clientDir, "assets", manifestFile), "utf8")) : [];
const routesWithZod = routes.filter((route) =>
  [...withStaticImports([route.module ?? "", ...(route.imports ?? [])])].some((file) => holdsZod(readFileSync(file, "utf8"))),
);
console.log(
  routes.length === 0
    ? "No client manifest found in build/client/assets: routes not checked for zod."
    : routesWithZod.length === 0
      ? `zod on entering a route: none of the ${routes.length} routes.`
      : `zod on entering ${routesWithZod.map((route) => route.id).join(", ")}: it must load when first needed (docs/decisions/032).`,
);
if (withZod.length > 0 || routesWithZod.length > 0 || routes.length === 0) process.exitCode = 1;
for (const budget of budgets) {
  const page = pages.find((candidate) => candidate.path === budget.path);
  if (!page || isOverBudget(page, budget.bytes, budget.files)) process.exitCode = 1;
}
