import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * c.json() with the answer's Content-Length. hono's compress applies its 1 KB threshold only to
 * answers that carry one, and hono's c.json() sets none, so every JSON answer went through a
 * compression stream, however small. With its length, a small answer goes out as it is.
 *
 * Measuring the answer after the route instead (as this server did until decision 031's third
 * 2026-11-28 section) read it back through a whole fetch Response: a fifth of a hello world
 * load's samples. And the function is one for every request, not a closure made per request: a
 * closure held on the context kept each request's objects alive past the young generation's
 * collections (a hello world load's peak RSS 262 MB, against 146 MB with this form; medians of
 * 3, decision 031).
 */
export const jsonWithLength: MiddlewareHandler = async (c, next) => {
  c.json = jsonWithItsLength as unknown as typeof c.json;
  await next();
};

function jsonWithItsLength(
  this: Context,
  object: unknown,
  status?: ContentfulStatusCode | ResponseInit,
  headers?: Record<string, string>,
) {
  const text = JSON.stringify(object);
  // A call with its own headers or ResponseInit: as hono's, JSON by default, its headers kept.
  if (headers !== undefined || (status !== undefined && typeof status !== "number")) {
    return this.body(text, status as ContentfulStatusCode, { "content-type": "application/json", ...headers });
  }
  return this.body(text, status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
}
