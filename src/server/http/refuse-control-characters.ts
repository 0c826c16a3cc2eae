import { findControlCharacters } from "@core/validation/control-characters";
import type { MiddlewareHandler } from "hono";
import { controlCharactersError } from "./openapi";

/**
 * The address's own text (path segments become route parameters, and the query string) may not
 * carry control characters either: a %00 in a route parameter would otherwise reach a query.
 * Bodies are checked where they are parsed (createRouter's hook, the auth wrapper).
 */
export const refuseControlCharactersInUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname; // a malformed escape is left to the routes, as before
  }
  // No prototype: a parameter named "valueOf" or "toString" is a key like any other.
  const query: Record<string, string[]> = Object.create(null);
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  const paths = [...findControlCharacters(path).map(() => "path"), ...findControlCharacters(query)];
  if (paths.length > 0) throw controlCharactersError(paths);
  await next();
};
