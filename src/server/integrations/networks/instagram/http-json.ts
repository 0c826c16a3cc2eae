import { SourceError } from "../network.port";

export type HttpResponse = { status: number; text: string; json: unknown };

/**
 * fetch with a timeout that reads the body once. Network failures and timeouts become
 * 'unavailable' (transient); the caller maps statuses and bodies, which differ per service.
 */
export async function requestJson(
  url: string,
  init: RequestInit & { timeoutMs: number; service: string },
): Promise<HttpResponse> {
  const { timeoutMs, service, ...rest } = init;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new SourceError(
      "unavailable",
      timedOut ? `${service} did not answer within ${Math.round(timeoutMs / 1000)} s` : `${service} could not be reached`,
      { cause: error },
    );
  }
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Left undefined: the caller decides whether a non-JSON body is malformed or an HTTP error page.
  }
  return { status: response.status, text, json };
}
