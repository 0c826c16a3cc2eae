import { sql } from "drizzle-orm";
import type { Database } from "./client";

// Node's socket errors when the server is away or the connection drops.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// SQLSTATE: class 08 (connection exception), server shutting down or starting, out of connections,
// and a statement cancelled by the statement timeout (the database is too slow to answer now).
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
// node-postgres says these in words only.
const unavailableMessages = [
  "connection terminated",
  "timeout exceeded when trying to connect",
  "client has encountered a connection error",
  "connection timeout",
  // pg's query_timeout: no answer came over the connection in time.
  "query read timeout",
];

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith("08"))) return true;
  if (typeof message === "string") {
    const lower = message.toLowerCase();
    if (unavailableMessages.some((words) => lower.includes(words))) return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/** One `select 1`, answered within `timeoutMs`: false when the database is not there. */
export async function probeDatabase(database: Pick<Database, "db">, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
