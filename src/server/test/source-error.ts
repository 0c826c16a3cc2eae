import { SourceError } from "../integrations/networks/network.port";

/** The SourceError a source or OAuth call rejects with; anything else fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}
