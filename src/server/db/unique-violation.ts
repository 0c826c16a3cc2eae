import { errorAndCauses } from "./error-causes";

/** Whether a failed query broke this unique constraint or index (PostgreSQL 23505), through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const { code, constraint: name, message } of errorAndCauses(error)) {
    if (code === "23505") return name === constraint || (typeof name !== "string" && String(message).includes(constraint));
  }
  return false;
}
