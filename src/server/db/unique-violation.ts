/** Whether a failed query broke this unique constraint or index (PostgreSQL 23505), through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return name === constraint || (typeof name !== "string" && String((current as Error).message).includes(constraint));
  }
  return false;
}
