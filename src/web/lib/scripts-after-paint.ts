// Part of `npm run build` (scripts/scripts-after-paint.mjs): every built page asks for its
// scripts once it has painted, not while its HTML is parsed (decision 021, sixth pass). Plain
// TypeScript with no imports, so Node runs it directly (type stripping).

/** The template that holds a page's script tags until its first paint. */
export const afterPaintTemplateId = "scripts-after-paint";

const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/g;
const moduleScript = /<script\b[^>]*\btype=["']module["'][^>]*>[\s\S]*?<\/script>/;

/**
 * The browser starts the module scripts as soon as it parses their tags, so on a slow link they
 * take bandwidth from the HTML and CSS the first paint needs, and with a warm cache the entry
 * can hydrate before anything is painted. This moves the page's module preloads and its entry
 * script into an inert `<template>` and adds a loader that puts them in the document once the
 * page has painted (at once in a hidden tab, which paints nothing). React Router's other inline
 * scripts (scroll restoration, the context and its stream) stay where they were.
 * A page without a module script is returned unchanged.
 */
export function loadScriptsAfterPaint(html: string): string {
  const entry = html.match(moduleScript)?.[0];
  if (!entry || html.includes(`id="${afterPaintTemplateId}"`)) return html;
  const preloads = html.match(modulePreload) ?? [];
  const withoutPreloads = html.replace(modulePreload, "");
  const deferred = `<template id="${afterPaintTemplateId}">${preloads.join("")}${entry}</template><script>${loader}</script>`;
  return withoutPreloads.replace(entry, () => deferred);
}

// A script element parsed into a template never runs, even when copied out: the loader makes a
// new one with the same code. The preloads go in first, so the entry's imports fetch in parallel.
// "After the paint" is the browser's own first-contentful-paint entry (an animation frame can
// run before its frame is shown). A tab hidden at the start, or before its paint, paints nothing
// and loads at once; a browser that reports no paint (or never paints) loads after 3 s at most.
const loader = `(()=>{const d=document;let done=false;const load=()=>{if(done)return;done=true;for(const n of d.getElementById("${afterPaintTemplateId}").content.children){if(n.localName==="script"){const s=d.createElement("script");s.type="module";s.textContent=n.textContent;d.body.append(s)}else d.head.append(n.cloneNode())}};const P=window.PerformanceObserver;if(d.visibilityState==="hidden"||!P||!(P.supportedEntryTypes||[]).includes("paint"))return load();new P((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",load,{once:true});setTimeout(load,3000)})()`;
