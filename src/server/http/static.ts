import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { clientRoutesFile, matchesRoutePattern } from "@core/routing/route-patterns";
import type { MiddlewareHandler } from "hono";
import { acceptsEncoding } from "./accepts-encoding";
import { contentSecurityPolicyHeader, pageContentSecurityPolicy } from "./content-security-policy";
import { precompressedCopies } from "./precompressed-files";

const mimeTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** The frame's empty slot for a first screen drawn by the server (src/web/routes/require-auth.tsx). */
const firstScreenSlot = /<div data-first-screen=""[^>]*><\/div>/;

// React Router (ssr: false) writes this for every route that is not prerendered.
export const spaFallbackFile = "__spa-fallback.html";

/** The build's list of route patterns; null for a build without one (every path is then a route). */
function readRoutePatterns(root: string): string[] | null {
  const file = path.join(root, clientRoutesFile);
  if (!isFile(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as string[];
}

export type ServeWebAppOptions = {
  /**
   * The data a signed-in page's HTML carries for this request (docs/decisions/021), if any: the
   * script with its first answers, and the HTML of its first screen for the frame's slot.
   */
  pageData?: (
    request: Request,
    pagePath: string,
  ) => Promise<{ script: string; setCookies: string[]; firstScreen?: string } | undefined>;
};

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), prerendered
 * pages from <path>/index.html, and the SPA fallback for every client route. Any other address
 * gets the same fallback with status 404, and the app shows its 404 page (docs/product/screens.md, "anything else"). A file's
 * Brotli or gzip copy written by the build goes to a client that accepts it.
 */
export function serveWebApp(rootDir: string, options: ServeWebAppOptions = {}): MiddlewareHandler {
  const root = path.resolve(rootDir);
  const routePatterns = readRoutePatterns(root);
  const pageHtml = new Map<string, string>();
  const htmlOf = (file: string) => {
    let html = pageHtml.get(file);
    if (html === undefined) pageHtml.set(file, (html = readFileSync(file, "utf8")));
    return html;
  };
  // Each page's policy allows its own inline scripts by hash, read once from the built file.
  const pagePolicies = new Map<string, string>();
  const policyOf = (file: string) => {
    let policy = pagePolicies.get(file);
    if (policy === undefined) pagePolicies.set(file, (policy = pageContentSecurityPolicy(htmlOf(file))));
    return policy;
  };
  const send = (method: string, file: string, cacheControl: string, acceptEncoding: string | undefined, status = 200) => {
    const response = sendFile(method, file, cacheControl, acceptEncoding, status);
    if (file.endsWith(".html")) response.headers.set(contentSecurityPolicyHeader, policyOf(file));
    return response;
  };
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const requestPath = c.req.path;
    if (requestPath === "/api" || requestPath.startsWith("/api/")) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      return next();
    }
    const target = path.resolve(root, "." + path.posix.normalize(decoded));
    if (target !== root && !target.startsWith(root + path.sep)) return next();

    const acceptEncoding = c.req.header("accept-encoding");
    const candidates = [target, path.join(target, "index.html")];
    for (const file of candidates) {
      if (!isFile(file)) continue;
      // A signed-in page's prerendered frame, with the page's first API answers in it.
      if (options.pageData && c.req.method === "GET" && file.endsWith(".html")) {
        const pagePath = decoded.replace(/\/(index\.html)?$/, "") || "/";
        const data = await options.pageData(c.req.raw, pagePath);
        if (data) {
          const html = htmlOf(file);
          // The added script is a data block (application/json) and the drawn screen has no script: the file's policy holds.
          const headers = new Headers({
            "Content-Type": mimeTypes[".html"]!,
            "Cache-Control": "private, no-store",
            Vary: "Cookie",
            [contentSecurityPolicyHeader]: policyOf(file),
          });
          for (const cookie of data.setCookies) headers.append("Set-Cookie", cookie);
          // Replacer functions: a string replacement would read "$&" or "$'" in a person's bio as patterns.
          let body = html.replace("</head>", () => `${data.script}</head>`);
          const { firstScreen } = data;
          if (firstScreen)
            body = body.replace(firstScreenSlot, (slot) => `${slot.slice(0, -"</div>".length)}${firstScreen}</div>`);
          return new Response(body, { status: 200, headers });
        }
      }
      return send(c.req.method, file, cacheControlFor(root, file), acceptEncoding);
    }
    // A missing asset is a real 404, not the app shell.
    if (path.extname(decoded) !== "" && !decoded.endsWith(".html")) return next();
    const fallback = path.join(root, spaFallbackFile);
    if (!isFile(fallback)) return next();
    const known = !routePatterns || routePatterns.some((pattern) => matchesRoutePattern(pattern, decoded));
    return send(c.req.method, fallback, "no-cache", acceptEncoding, known ? 200 : 404);
  };
}

function cacheControlFor(root: string, file: string) {
  const relative = path.relative(root, file);
  return relative.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

function isFile(file: string) {
  return existsSync(file) && statSync(file).isFile();
}

function sendFile(method: string, file: string, cacheControl: string, acceptEncoding: string | undefined, status = 200) {
  const copies = precompressedCopies.filter(({ suffix }) => isFile(file + suffix));
  const copy = copies.find(({ coding }) => acceptsEncoding(acceptEncoding, coding));
  const sent = copy ? file + copy.suffix : file;
  const headers = new Headers({
    "Content-Type": mimeTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": String(statSync(sent).size),
    "Cache-Control": cacheControl,
  });
  if (copies.length > 0) headers.set("Vary", "Accept-Encoding");
  // The compress middleware leaves an answer that already has a Content-Encoding alone.
  if (copy) headers.set("Content-Encoding", copy.coding);
  if (method === "HEAD") return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(sent)) as ReadableStream;
  return new Response(body, { status, headers });
}
