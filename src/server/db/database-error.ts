export class DatabaseError extends Error {
  override name = "DatabaseError";
}

export function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join("; ");
  return error instanceof Error ? error.message : String(error);
}
