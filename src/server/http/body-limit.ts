import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono";

/**
 * Hono's bodyLimit, without its cost on requests that declare their length or carry no body.
 * Hono's asks `c.req.raw.body` first, which makes @hono/node-server build a whole fetch Request
 * (undici's: its headers, a web stream over the socket) for every request, a GET's included; the
 * route would otherwise read the body straight from the socket. A request whose Content-Length is
 * within the limit, or a GET or HEAD without one (fetch gives those no body), goes on from the
 * headers alone; any other goes through Hono's, which answers 413 (the error handler's pt-BR
 * message) or counts the bytes of a body without a declared length (chunked, or an in-process
 * Request's) as they come.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const counted = bodyLimit({ maxSize });
  return async (c, next) => {
    if (c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    const length = c.req.header("content-length");
    if (length === undefined) return c.req.method === "GET" || c.req.method === "HEAD" ? next() : counted(c, next);
    return /^\d+$/.test(length) && Number(length) <= maxSize ? next() : counted(c, next);
  };
}
