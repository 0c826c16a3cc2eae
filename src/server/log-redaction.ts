import pino from "pino";

// A failed query's error (Drizzle's DrizzleQueryError) carries its parameters three times: in
// `params`, in its message ("Failed query: … params: …") and in the stack's first line. They are
// e-mails, phones, CNPJs and messages, so the log keeps the query and only the shape of each
// parameter.

type QueryError = Error & { query: string; params: unknown[] };

function isQueryError(error: unknown): error is QueryError {
  return error instanceof Error && typeof (error as QueryError).query === "string" && Array.isArray((error as QueryError).params);
}

/** "[text 23]", "[number]", "[null]"…: what a parameter was, never its value. */
export function describeParameter(value: unknown): string {
  if (value === null || value === undefined) return "[null]";
  if (typeof value === "string") return `[text ${value.length}]`;
  if (value instanceof Date) return "[date]";
  if (Array.isArray(value)) return `[array ${value.length}]`;
  if (typeof value === "object") return "[object]";
  return `[${typeof value}]`;
}

function redactQueryError(error: QueryError): Error {
  // Drizzle's own message lists the parameters; the database's (PGlite and pg errors carry the
  // query too) says what went wrong and is kept.
  const message = error.message.startsWith("Failed query:") ? `Failed query: ${error.query}` : error.message;
  const redacted = new Error(message, { cause: error.cause });
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line)) ?? [];
  Object.assign(redacted, error, { query: error.query, params: error.params.map(describeParameter) });
  // A unique violation's detail repeats the value ("Key (email)=(…) already exists").
  if (typeof (error as { detail?: unknown }).detail === "string") Object.assign(redacted, { detail: "[redacted]" });
  redacted.name = error.name;
  // The stack's frames stay; its first line (the message with the parameters) is replaced.
  redacted.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  return redacted;
}

/** Copies an error chain with every failed query in it redacted. */
function redactErrorChain(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 10) return error;
  const base = isQueryError(error) ? redactQueryError(error) : error;
  if (base.cause === undefined) return base;
  const cause = redactErrorChain(base.cause, depth + 1);
  if (cause === base.cause) return base;
  // A copy, never the original: the caller may still use the error it logged.
  const copy = Object.create(Object.getPrototypeOf(base) as object) as Error;
  Object.assign(copy, base);
  Object.defineProperties(copy, {
    message: { value: base.message, enumerable: false, writable: true, configurable: true },
    stack: { value: base.stack, enumerable: false, writable: true, configurable: true },
    cause: { value: cause, enumerable: false, writable: true, configurable: true },
  });
  return copy;
}

/** pino's error serializer, after the query parameters are taken out. */
export function serializeError(error: unknown) {
  const redacted = redactErrorChain(error);
  return redacted instanceof Error ? pino.stdSerializers.err(redacted) : redacted;
}

// Paths whose next segment is a secret: whoever holds it may act with it (accept an invitation,
// set a password, read a deletion's status), so the log keeps the route and hides the value.
const secretPathSegments = [
  /^(\/api\/invitations\/)([^/]+)/,
  /^(\/api\/auth\/reset-password\/)([^/]+)/,
  /^(\/api\/data-deletion\/)([^/]+)/,
  // A client's report link (docs/decisions/045): whoever holds it reads that report.
  /^(\/r\/)([^/]+)/,
];
// Query parameters that carry the same kind of secret (e-mail confirmation, OAuth codes and states).
const secretQueryParameters = new Set(["token", "code", "state", "access_token", "id_token"]);

/** A request path (and query) as the log may keep it: every secret in it replaced. */
export function redactSecretsInPath(path: string): string {
  const queryAt = path.indexOf("?");
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  let redacted = pathname;
  for (const pattern of secretPathSegments) redacted = redacted.replace(pattern, "$1[redacted]");
  if (queryAt === -1) return redacted;
  const query = path
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      return secretQueryParameters.has(safeDecode(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${redacted}?${query}`;
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
