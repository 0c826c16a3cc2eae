import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

// The Content-Security-Policy of every answer (docs/decisions/025). Scripts come only from our own
// origin and, on a page of the web app, from the inline scripts that page's HTML holds, each
// allowed by its SHA-256 hash: React Router's (scroll restoration, its context and stream), the
// entry module the build keeps in a template and the loader that runs it after the first paint
// (decision 021). Styles allow inline ones: React writes style attributes (Recharts, the drawn
// first screens, the landing page), sonner adds a <style> element, the server's own pages
// (sandboxes, /dev/mailbox) and the e-mails they show carry theirs.

export const contentSecurityPolicyHeader = "Content-Security-Policy";

/** The policy with these extra script sources (hashes) beside our own origin. */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Profile pictures and post thumbnails come from Instagram's CDNs (many hosts, https).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of answers that are not pages of the web app: no inline script at all. */
export const defaultContentSecurityPolicy = contentSecurityPolicy();

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// A script element whose type is none of these is a data block (e.g. the page's first answers,
// application/json): the browser never runs it, and the policy does not apply to it.
const runnableTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

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
    const digest = createHash("sha256").update(body.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The policy for one page of the web app: its own inline scripts allowed by hash. */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/**
 * Gives every answer that has none the default policy (the static web app sets each page's own).
 */
export const defaultContentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has(contentSecurityPolicyHeader)) c.res.headers.set(contentSecurityPolicyHeader, defaultContentSecurityPolicy);
};
