import { describe, expect, it } from "vitest";
import { afterPaintTemplateId, loadScriptsAfterPaint } from "./scripts-after-paint";
import { findPageScripts } from "./page-js-size";

// The shape React Router writes for a prerendered page (build/client/*/index.html).
const page = `<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="icon" href="/favicon.svg"/></head><body><main>Olá</main>
<script>(() => { /* scroll restoration */ })()</script>
<script>window.__reactRouterContext = {"ssr":false};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The HTML outside the template: what the browser acts on while it parses the page. */
const outsideTemplate = (html: string) => html.replace(/<template[\s\S]*?<\/template>/, "");

describe("loadScriptsAfterPaint", () => {
  const rewritten = loadScriptsAfterPaint(page);
  const template = new RegExp(`<template id="${afterPaintTemplateId}">([\\s\\S]*?)</template>`).exec(rewritten)?.[1] ?? "";

  it("leaves no module script or module preload for the parser to start", () => {
    expect(outsideTemplate(rewritten)).not.toMatch(/<link[^>]*modulepreload|<script[^>]*type="module"/);
  });

  it("keeps the page's preloads and its entry, in that order, in the template", () => {
    expect(template).toBe(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
        page.match(/<script type="module"[\s\S]*?<\/script>/)![0],
    );
    // `npm run size` still counts them as the page's up-front scripts.
    expect(findPageScripts(rewritten)).toEqual(findPageScripts(page));
  });

  it("puts the loader right after the template, and keeps the other scripts, the stylesheet and the content", () => {
    expect(rewritten).toMatch(new RegExp(`</template><script>\\(\\(\\)=>\\{[^<]*getElementById\\("${afterPaintTemplateId}"\\)`));
    for (const kept of [
      "scroll restoration",
      "window.__reactRouterContext = ",
      "streamController.close()",
      '<link rel="stylesheet" href="/assets/app.css"/>',
      "<main>Olá</main>",
    ]) {
      expect(outsideTemplate(rewritten)).toContain(kept);
    }
  });

  it("waits for the first contentful paint, or loads at once in a hidden tab", () => {
    const loader = rewritten.slice(
      rewritten.indexOf("</template><script>") + "</template><script>".length,
      rewritten.lastIndexOf("</script><script>"),
    );
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain('d.visibilityState==="hidden"');
  });

  it("is done once: a rewritten page, or one without a module script, comes back unchanged", () => {
    expect(loadScriptsAfterPaint(rewritten)).toBe(rewritten);
    const noScripts = "<!DOCTYPE html><html><head></head><body><p>404</p></body></html>";
    expect(loadScriptsAfterPaint(noScripts)).toBe(noScripts);
  });

  it("keeps a `$&` in the entry as it is", () => {
    const withPattern = page.replace("import(", () => '"$&";import(');
    expect(loadScriptsAfterPaint(withPattern)).toContain('"$&";import(');
  });
});
