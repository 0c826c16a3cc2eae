import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";
import type { HonoEnv } from "./hono-env";

const nulMessage = "Os dados enviados contêm caracteres inválidos.";
const nulCharacter = String.fromCharCode(0);
// A NUL escaped in JSON.
const escapedNul = /\\u0000/i;
const textual = /json|text|form/i;

/**
 * PostgreSQL text cannot hold a NUL character: one that reached a query would fail it with a
 * 5xx (or pass for a provider's outage). Refused here, once, as invalid input. better-auth and
 * the webhooks read the raw request themselves and are left alone.
 */
export const rejectNul: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const path = c.req.path;
  if (path.startsWith("/api/auth/") || path.startsWith("/api/webhooks/")) return next();
  let target = c.req.url;
  try {
    target = decodeURIComponent(target);
  } catch {
    throw new AppError("INVALID_INPUT", "Endereço inválido.");
  }
  if (target.includes(nulCharacter)) throw new AppError("INVALID_INPUT", nulMessage);
  const type = c.req.header("content-type") ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && textual.test(type)) {
    // Hono keeps the text, so the route's own JSON parsing reads it again.
    const text = await c.req.text();
    if (text.includes(nulCharacter) || escapedNul.test(text)) throw new AppError("INVALID_INPUT", nulMessage);
  }
  return next();
};
