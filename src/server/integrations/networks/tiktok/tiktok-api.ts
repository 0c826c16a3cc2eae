import { z } from "zod";
import { requestJson, type HttpResponse } from "../instagram/http-json";
import { SourceError, type OAuthTokens } from "../network.port";

/*
 * Requests to TikTok's open API (open.tiktokapis.com) and the mapping of its error bodies.
 * Two shapes, both documented:
 * - the Display API's envelope, on every answer: { "data": …, "error": { "code", "message",
 *   "log_id" } }, where code "ok" is success (Display API reference, "Error codes");
 * - the OAuth endpoints' (token, revoke) OAuth 2.0 style: { "error", "error_description",
 *   "log_id" } at the top level (Login Kit, "Manage user access tokens").
 */

export const TIKTOK_API_BASE = "https://open.tiktokapis.com";

/** The scopes a Display API call needs, to name the one missing when TikTok says scope_not_authorized. */
const scopeName = /\b(?:user\.info\.(?:basic|profile|stats)|video\.list)\b/;

const envelopeError = z.looseObject({ code: z.string(), message: z.string().nullish(), log_id: z.string().nullish() });
const oauthError = z.looseObject({
  error: z.string().min(1),
  error_description: z.string().nullish(),
  log_id: z.string().nullish(),
});

function errorDetail(
  what: string,
  status: number,
  code: string | undefined,
  message: string | null | undefined,
  logId: string | null | undefined,
) {
  return `${what} failed (HTTP ${status}${code ? `, ${code}` : ""})${message ? `: ${message}` : ""}${logId ? ` [log_id ${logId}]` : ""}`;
}

/**
 * The Display API's error codes as SourceError kinds. `requiredScope` is the scope the call
 * needs, named when TikTok's message doesn't name it.
 */
export function displayErrorOf(
  status: number,
  code: string | undefined,
  message: string | null | undefined,
  logId: string | null | undefined,
  what: string,
  requiredScope?: string,
) {
  const detail = errorDetail(what, status, code, message, logId);
  switch (code) {
    case "access_token_invalid":
    case "access_token_expired":
    case "expired":
      return new SourceError("token_revoked", detail);
    case "scope_not_authorized":
    case "scope_permission_missed":
      return new SourceError("token_revoked", detail, {
        missingPermission: { name: scopeName.exec(message ?? "")?.[0] ?? requiredScope },
      });
    case "rate_limit_exceeded":
      return new SourceError("rate_limited", detail);
    // The request itself was refused (a field, a parameter): the same request fails again, so it
    // is permanent rather than retried as an outage.
    case "invalid_params":
      return new SourceError("malformed", detail);
  }
  if (status === 429) return new SourceError("rate_limited", detail);
  if (status === 401) return new SourceError("token_revoked", detail);
  if (status >= 500 || code === "internal_error") return new SourceError("unavailable", detail);
  return new SourceError("unavailable", detail);
}

/** The OAuth endpoints' errors: a code or refresh token refused is token_revoked (the person must connect again). */
export function oauthErrorOf(response: HttpResponse, what: string) {
  const top = oauthError.safeParse(response.json);
  if (top.success) {
    const { error, error_description: description, log_id: logId } = top.data;
    const detail = errorDetail(what, response.status, error, description, logId);
    if (
      error === "invalid_grant" ||
      error === "access_denied" ||
      (error === "invalid_request" && /code|token/i.test(description ?? ""))
    ) {
      return new SourceError("token_revoked", detail);
    }
    if (error === "rate_limit_exceeded" || response.status === 429) return new SourceError("rate_limited", detail);
    // invalid_client, unauthorized_client: our keys; server_error, temporarily_unavailable: theirs.
    return new SourceError("unavailable", detail);
  }
  const envelope = z.looseObject({ error: envelopeError }).safeParse(response.json);
  if (envelope.success && envelope.data.error.code !== "ok") {
    const { code, message, log_id: logId } = envelope.data.error;
    return displayErrorOf(response.status, code, message, logId, what);
  }
  return displayErrorOf(response.status, undefined, undefined, undefined, what);
}

export type TikTokCall = { timeoutMs: number; what: string; init?: RequestInit };

/** An answer that is not the documented shape: a `malformed` SourceError naming the first issue. */
export function malformed(what: string, error: z.ZodError | string) {
  const issue =
    typeof error === "string"
      ? error
      : error.issues[0]
        ? `${error.issues[0].path.join(".")}: ${error.issues[0].message}`
        : "invalid";
  return new SourceError("malformed", `${what}: unexpected answer (${issue})`);
}

/**
 * A Display API call: the envelope's error (or the HTTP status) becomes a SourceError, and
 * `data` is checked with `schema`.
 */
export async function callDisplayApi<T extends z.ZodType>(
  url: URL,
  schema: T,
  call: TikTokCall & { requiredScope?: string },
): Promise<z.infer<T>> {
  const response = await requestJson(url.toString(), {
    ...call.init,
    headers: { accept: "application/json", ...call.init?.headers },
    timeoutMs: call.timeoutMs,
    service: "TikTok",
  });
  const envelope = z.looseObject({ data: z.unknown(), error: envelopeError.nullish() }).safeParse(response.json);
  const code = envelope.success ? envelope.data.error?.code : undefined;
  const failed = response.status < 200 || response.status >= 300 || (code !== undefined && code !== "ok");
  if (failed) {
    const error = envelope.success ? envelope.data.error : undefined;
    throw displayErrorOf(response.status, code, error?.message, error?.log_id, call.what, call.requiredScope);
  }
  if (!envelope.success) throw malformed(call.what, response.json === undefined ? "not JSON" : envelope.error);
  const parsed = schema.safeParse(envelope.data.data);
  if (!parsed.success) throw malformed(call.what, parsed.error);
  return parsed.data;
}

/** An OAuth endpoint call (form-encoded POST); the body is checked with `schema` when one is given. */
export async function callOAuthEndpoint<T extends z.ZodType>(
  url: URL,
  form: Record<string, string>,
  schema: T,
  call: Omit<TikTokCall, "init">,
): Promise<z.infer<T>> {
  const response = await requestJson(url.toString(), {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded", "cache-control": "no-cache" },
    body: new URLSearchParams(form).toString(),
    timeoutMs: call.timeoutMs,
    service: "TikTok",
  });
  if (response.status < 200 || response.status >= 300) throw oauthErrorOf(response, call.what);
  // TikTok answers some OAuth errors with HTTP 200 and the error in the body.
  if (oauthError.safeParse(response.json).success) throw oauthErrorOf(response, call.what);
  const parsed = schema.safeParse(response.json);
  if (!parsed.success) throw malformed(call.what, response.json === undefined && response.text ? "not JSON" : parsed.error);
  return parsed.data;
}

export function tiktokUrl(base: string, path: string, params: Record<string, string> = {}) {
  const url = new URL(`${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/**
 * A token answer as both TikTok logins give it (the Display API's /v2/oauth/token/ and the API for
 * Business's tt_user/oauth2/token/): both ends computed from the answer, the scopes as granted.
 */
export function tokensFromAnswer(
  answer: { access_token: string; expires_in: number; refresh_token: string; scope?: string | null | undefined; open_id: string },
  refreshExpiresIn: number,
  now: number,
): OAuthTokens & { userId: string } {
  return {
    accessToken: answer.access_token,
    expiresAt: new Date(now + answer.expires_in * 1000),
    refreshToken: answer.refresh_token,
    refreshExpiresAt: new Date(now + refreshExpiresIn * 1000),
    grantedScopes: (answer.scope ?? "")
      .split(",")
      .map((scope) => scope.trim())
      .filter(Boolean),
    userId: answer.open_id,
  };
}
