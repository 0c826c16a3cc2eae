import { BudgetWaitError, currentCallScope, deferScope, type CallScope, type NetworkCall } from "../call-scope";
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
  const scope = currentCallScope();
  const call = scope?.budget?.classify(url, init) ?? null;
  if (scope && call) return budgetedRequest(scope, call, url, init);
  return sendRequest(url, init);
}

/**
 * A network call inside a collection's scope (call-scope.ts): answered from the collection's
 * journal when it was already made, otherwise reserved in the shared budget, sent, its usage
 * answer recorded, and a successful answer journaled.
 */
async function budgetedRequest(
  scope: CallScope,
  call: NetworkCall,
  url: string,
  init: RequestInit & { timeoutMs: number; service: string },
): Promise<HttpResponse> {
  if (call.oauth) return sendBudgeted(scope, call, url, init);
  // The same request asked twice at once in one collection (two readers of the same day) goes out once.
  const inFlight = (scope.inFlight ??= new Map<string, Promise<unknown>>());
  const pending = inFlight.get(call.requestKey) as Promise<HttpResponse> | undefined;
  if (pending) return pending;
  const sent = sendBudgeted(scope, call, url, init).finally(() => inFlight.delete(call.requestKey));
  inFlight.set(call.requestKey, sent);
  return sent;
}

async function sendBudgeted(
  scope: CallScope,
  call: NetworkCall,
  url: string,
  init: RequestInit & { timeoutMs: number; service: string },
): Promise<HttpResponse> {
  const journaled = call.oauth ? undefined : await scope.journal?.read(call);
  if (journaled) {
    scope.replayed += 1;
    return { status: journaled.status, text: journaled.text, json: parseJson(journaled.text) };
  }
  const budget = scope.budget!;
  const waitUntil = await budget.reserve(call, scope.accountKey);
  if (waitUntil) {
    deferScope(scope, waitUntil);
    throw new BudgetWaitError(waitUntil, `${init.service} ${call.endpoint}`);
  }
  let sent: Awaited<ReturnType<typeof sendRequestWithHeaders>>;
  try {
    sent = await sendRequestWithHeaders(url, init);
  } catch (error) {
    await budget.record(call, scope.accountKey, null);
    throw error;
  }
  const { response, headers } = sent;
  scope.calls += 1;
  const stopUntil = await budget.record(call, scope.accountKey, { status: response.status, headers, json: response.json });
  if (stopUntil) deferScope(scope, stopUntil);
  if (!call.oauth && response.status >= 200 && response.status < 300 && !carriesError(response.json))
    await scope.journal?.write(call, { status: response.status, text: response.text });
  return response;
}

/**
 * A 2xx answer that says it failed: TikTok's envelopes (the API for Business's non-zero `code`, the
 * Display API's `error.code` other than "ok"). Never journaled, so a retry asks again.
 */
function carriesError(json: unknown): boolean {
  if (!json || typeof json !== "object") return false;
  const { code, error } = json as { code?: unknown; error?: { code?: unknown } | null };
  if (typeof code === "number" && code !== 0) return true;
  return typeof error === "object" && error !== null && typeof error.code === "string" && error.code !== "ok";
}

async function sendRequest(url: string, init: RequestInit & { timeoutMs: number; service: string }) {
  return (await sendRequestWithHeaders(url, init)).response;
}

async function sendRequestWithHeaders(
  url: string,
  init: RequestInit & { timeoutMs: number; service: string },
): Promise<{ response: HttpResponse; headers: Headers }> {
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
  return { response: { status: response.status, text, json: parseJson(text) }, headers: response.headers };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Left undefined: the caller decides whether a non-JSON body is malformed or an HTTP error page.
    return undefined;
  }
}
