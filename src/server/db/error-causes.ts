/**
 * An error and its causes, outermost first: Drizzle wraps the driver's error (the one with the
 * SQLSTATE `code`) as the `cause` of its own. Bounded, in case of a cycle.
 */
export function* errorAndCauses(
  error: unknown,
  depth = 8,
): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  for (
    let current = error, level = 0;
    current && typeof current === "object" && level < depth;
    current = (current as { cause?: unknown }).cause, level++
  ) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
  }
}
