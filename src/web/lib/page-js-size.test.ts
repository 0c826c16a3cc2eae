import { describe, expect, it } from "vitest";
import cnSource from "./cn.ts?raw";
// zod's own file (its package exports only its entry points).
import zodErrorsSource from "../../../node_modules/zod/v4/core/errors.js?raw";
import {
  findPageScripts,
  findStaticImports,
  formatKb,
  dashboardBudget,
  formatSizeReport,
  holdsZod,
  readManifestRoutes,
  isOverBudget,
  landingBudgetBytes,
  pagePathOf,
} from "./page-js-size";

describe("findPageScripts", () => {
  it("reads modulepreload links, script src and the inline entry's imports", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/manifest-1.js"/>
      <link rel="stylesheet" href="/assets/root.css"/>
      <link rel="icon" href="/favicon.svg"/>
      <link rel="modulepreload" href="/assets/shell-2.js"/>
      <script src="/assets/legacy.js"></script>
      </head><body>
      <script>window.__reactRouterContext = {"a":"import \\"/not-a-module.js\\""};</script>
      <script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";</script></body></html>`;

    expect(findPageScripts(html)).toEqual([
      "/assets/manifest-1.js",
      "/assets/shell-2.js",
      "/assets/legacy.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ]);
  });
});

describe("findStaticImports", () => {
  it("follows minified static imports and re-exports, not dynamic import()", () => {
    const code =
      'import{a as b,c}from"./shell-1.js";import"./side-effect.js";export{x}from"./re-export.js";' +
      'const lazy=()=>import("./lazy-chunk.js");import*as ns from"./namespace.js";';
    expect(findStaticImports(code)).toEqual(["./shell-1.js", "./side-effect.js", "./re-export.js", "./namespace.js"]);
  });
});

describe("pagePathOf", () => {
  it.each([
    ["index.html", "/"],
    ["plans/index.html", "/plans"],
    ["blog/como-medir/index.html", "/blog/como-medir"],
    ["blog\\como-medir\\index.html", "/blog/como-medir"],
    ["404.html", "/404"],
  ])("%s -> %s", (file, path) => {
    expect(pagePathOf(file)).toBe(path);
  });
});

describe("budget", () => {
  it("is 121 KB for the landing page (decision 046), in thousands of bytes like Vite's report", () => {
    expect(landingBudgetBytes).toBe(121_000);
    expect(formatKb(119_349)).toBe("119.3 KB");
  });

  it.each([
    [landingBudgetBytes - 1, false],
    [landingBudgetBytes, false],
    [landingBudgetBytes + 1, true],
  ])("%i bytes over budget: %s", (bytes, over) => {
    expect(isOverBudget({ path: "/", files: 7, gzipBytes: bytes, brotliBytes: bytes - 15_000 }, landingBudgetBytes)).toBe(over);
  });

  it("prints every page, heaviest first, and the verdict", () => {
    const report = formatSizeReport(
      [
        { path: "/sobre", files: 6, gzipBytes: 117_900, brotliBytes: 101_200 },
        { path: "/", files: 7, gzipBytes: 119_300, brotliBytes: 103_400 },
      ],
      { path: "/", bytes: landingBudgetBytes },
    );
    const lines = report.split("\n");
    expect(lines[0]).toMatch(/^page\s+files\s+JS \(gzip\)\s+JS \(br\)$/);
    expect(lines[1]).toMatch(/^\/\s+7\s+119\.3 KB\s+103\.4 KB$/);
    expect(lines[2]).toMatch(/^\/sobre\s+6\s+117\.9 KB\s+101\.2 KB$/);
    expect(lines.at(-1)).toBe("Budget /: 119.3 KB of 121.0 KB — within budget (1.7 KB to spare).");
  });

  it("holds the dashboard to 200 KB in 15 files", () => {
    const page = (gzipBytes: number, files: number) => ({
      path: "/dashboard",
      files,
      gzipBytes,
      brotliBytes: gzipBytes - 20_000,
    });
    expect(isOverBudget(page(200_000, 15), dashboardBudget.bytes, dashboardBudget.files)).toBe(false);
    expect(isOverBudget(page(200_001, 15), dashboardBudget.bytes, dashboardBudget.files)).toBe(true);
    expect(isOverBudget(page(150_000, 16), dashboardBudget.bytes, dashboardBudget.files)).toBe(true);
    const report = formatSizeReport(
      [{ path: "/", files: 7, gzipBytes: 119_300, brotliBytes: 103_400 }, page(180_000, 17)],
      [{ path: "/", bytes: landingBudgetBytes }, dashboardBudget],
    );
    const lines = report.split("\n");
    expect(lines.at(-2)).toBe("Budget /: 119.3 KB of 121.0 KB — within budget (1.7 KB to spare).");
    expect(lines.at(-1)).toBe(
      "Budget /dashboard: 180.0 KB of 200.0 KB, 17 of 15 files — OVER BUDGET (20.0 KB to spare, 2 files too many).",
    );
  });

  it("says how much a page is over", () => {
    const report = formatSizeReport([{ path: "/", files: 9, gzipBytes: 128_400, brotliBytes: 110_000 }], {
      path: "/",
      bytes: landingBudgetBytes,
    });
    expect(report).toContain("OVER BUDGET (7.4 KB over)");
  });
});

describe("holdsZod", () => {
  it("finds zod's core in its own code, and not in a module without it", () => {
    expect(holdsZod(zodErrorsSource)).toBe(true);
    expect(holdsZod(cnSource)).toBe(false);
    expect(holdsZod('import{a as e}from"./x.js";var t=e(`ZodString`);')).toBe(false);
  });
});

describe("readManifestRoutes", () => {
  it("reads each route's module and imports from the manifest script", () => {
    const code =
      'window.__reactRouterManifest={"entry":{"module":"/assets/entry.js","imports":[]},"routes":{"root":{"id":"root","module":"/assets/root.js","imports":["/assets/a.js"]},"routes/onboarding":{"id":"routes/onboarding","parentId":"root","module":"/assets/onboarding.js","imports":["/assets/a.js","/assets/b.js"]}},"url":"/assets/manifest-1.js","version":"1"};';
    expect(readManifestRoutes(code)).toEqual([
      { id: "root", module: "/assets/root.js", imports: ["/assets/a.js"] },
      { id: "routes/onboarding", parentId: "root", module: "/assets/onboarding.js", imports: ["/assets/a.js", "/assets/b.js"] },
    ]);
  });
});
