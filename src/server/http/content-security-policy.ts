import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { raw } from "hono/html";

// The Content-Security-Policy of every answer (docs/decisions/025). Scripts come only from our own
// origin and, on a page of the web app, from the inline scripts that page's HTML holds, each
// allowed by its SHA-256 hash: React Router's (scroll restoration, its context and stream), the
// entry module the build keeps in a template and the loader that runs it after the first paint
// (decision 021). Inline styles: the web app's pages allow them (docs/decisions/039); the
// server's own pages allow their one stylesheet by hash; every other answer none. Forms post to
// this origin only.

export const contentSecurityPolicyHeader = "Content-Security-Policy";

type PolicySources = { scripts?: readonly string[]; styles?: readonly string[] };

/** The policy with these extra script and style sources beside our own origin. */
export function contentSecurityPolicy({ scripts = [], styles = [] }: PolicySources = {}): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scripts].join(" ")}`,
    `style-src ${["'self'", ...styles].join(" ")}`,
    // Profile pictures and post thumbnails come from Instagram's CDNs (many hosts, https).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Every form of ours posts here (the sandboxes' and the unsubscribe pages' too), and each
    // redirect after one stays here; form-action does not fall back to default-src.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The `'sha256-…'` source that allows an inline script or <style> element of exactly this text. */
const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The policy of answers that are neither pages of the web app nor the server's own pages: nothing inline. */
export const defaultContentSecurityPolicy = contentSecurityPolicy();

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// A script element whose type is none of these is a data block (e.g. the page's first answers,
// application/json): the browser never runs it, and the policy does not apply to it.
const runnableTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/**
 * The `'sha256-…'` source of every inline script in this HTML that a browser would run, in the
 * order they appear, each once. A script inside a <template> counts too: the page's loader
 * copies its text into a new script element after the first paint.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(typeAttribute);
    if (!runnableTypes.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase())) continue;
    // The HTML parser turns CRLF into LF before the script's text is hashed.
    hashes.add(hashSource(body.replace(/\r\n?/g, "\n")));
  }
  return [...hashes];
}

/**
 * The policy for one page of the web app: its own inline scripts allowed by hash, inline styles
 * allowed (docs/decisions/039: Radix's scroll lock writes a <style> measured on the device).
 */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy({ scripts: inlineScriptHashes(html), styles: ["'unsafe-inline'"] });
}

/**
 * A server page's stylesheet: the <style> element its head writes (the text as is, not escaped:
 * the hash is of these exact characters) and the policy source that allows exactly it.
 */
export function inlineStylesheet(css: string) {
  return { element: raw(`<style>${css}</style>`), source: hashSource(css) };
}

/**
 * Gives a router's answers the policy with these style sources (a page's stylesheet by hash). Set
 * before the route runs, so a router mounted inside another (/sandbox/billing in /sandbox) wins.
 */
export function allowInlineStyles(...styles: string[]): MiddlewareHandler {
  const policy = contentSecurityPolicy({ styles });
  return async (c, next) => {
    c.header(contentSecurityPolicyHeader, policy);
    await next();
  };
}

/**
 * Gives every answer that has none the default policy (the static web app sets each page's own).
 */
export const defaultContentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has(contentSecurityPolicyHeader))
    c.res.headers.set(contentSecurityPolicyHeader, defaultContentSecurityPolicy);
};
