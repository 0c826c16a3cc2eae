import { z } from "zod";
import { requestJson } from "./http-json";
import { SourceError } from "../network.port";

/*
 * Requests to the Instagram API with Instagram Login and the mapping of its error bodies.
 * graph.instagram.com answers errors as { error: { message, type, code, error_subcode,
 * is_transient, fbtrace_id } }; api.instagram.com/oauth/access_token answers them as
 * { error_type, code, error_message }.
 */

// Meta's throttling codes: app (4), user (17), page/business use case (32, 80002), method (613),
// application limit (341).
const rateLimitCodes = new Set([4, 17, 32, 341, 613, 80002]);
// The connection must be made again: 190, the access token expired, was revoked, or the password
// changed (any subcode); 102, the session expired.
const reconnectCodes = new Set([102, 190]);
// A permission not granted or removed: 10, and the API permission range 200-299 (Meta's Graph
// API error reference). Retrying can't help; reconnecting and granting it can.
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);
// Permission names as Graph writes them in its messages ("(#10) ... instagram_manage_insights").
const permissionName = /\b(?:instagram|pages|business|ads|read|publish|public|user|catalog|leads|whatsapp)_[a-z_]*[a-z]\b/;

type GraphErrorBody = {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean };
  error_type?: string;
  error_message?: string;
  code?: number;
};

export function graphErrorOf(status: number, body: unknown, what: string): SourceError {
  const parsed = (body && typeof body === "object" ? body : {}) as GraphErrorBody;
  const error = parsed.error && typeof parsed.error === "object" ? parsed.error : undefined;
  const code = error?.code ?? (typeof parsed.code === "number" ? parsed.code : undefined);
  const message = error?.message ?? parsed.error_message ?? "";
  const detail = `${what} failed (HTTP ${status}${code !== undefined ? `, code ${code}` : ""}${
    error?.error_subcode ? `/${error.error_subcode}` : ""
  })${message ? `: ${message}` : ""}`;

  if (code !== undefined && reconnectCodes.has(code)) return new SourceError("token_revoked", detail);
  if (code !== undefined && isPermissionCode(code)) {
    return new SourceError("token_revoked", detail, { missingPermission: { name: permissionName.exec(message)?.[0] } });
  }
  if (status === 429 || (code !== undefined && rateLimitCodes.has(code))) return new SourceError("rate_limited", detail);
  if (status >= 500 || error?.is_transient) return new SourceError("unavailable", detail);
  // The code exchange's own error shape: an invalid, expired or reused authorization code.
  if (parsed.error_type === "OAuthException") return new SourceError("token_revoked", detail);
  return new SourceError("unavailable", detail);
}

export type GraphCall = { timeoutMs: number; what: string };

/** A JSON request to Instagram; non-2xx answers become SourceErrors, the body is checked with `schema`. */
export async function callGraph<T extends z.ZodType>(
  url: string | URL,
  schema: T,
  call: GraphCall & { init?: RequestInit },
): Promise<{ data: z.infer<T>; text: string }> {
  const response = await requestJson(url.toString(), {
    ...call.init,
    headers: { accept: "application/json", ...call.init?.headers },
    timeoutMs: call.timeoutMs,
    service: "Instagram",
  });
  if (response.status < 200 || response.status >= 300) throw graphErrorOf(response.status, response.json, call.what);
  const parsed = schema.safeParse(response.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      "malformed",
      `${call.what}: unexpected answer (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`,
    );
  }
  return { data: parsed.data, text: response.text };
}

export function graphUrl(base: string, path: string, params: Record<string, string | number>) {
  const url = new URL(`${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return url;
}

/** A Graph time ("2026-03-01T12:00:00+0000", no colon in the offset) in epoch milliseconds; NaN when unreadable. */
export function parseGraphTime(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

/** A Graph time as ISO 8601, like the other sources keep it; "" without one, the text itself when unreadable. */
export function toIsoTimestamp(value: string | null | undefined): string {
  if (!value) return "";
  const time = parseGraphTime(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** Graph's cursor paging, as media and comments pages carry it. */
export const pagingSchema = z
  .looseObject({ next: z.string().nullish(), cursors: z.looseObject({ after: z.string().nullish() }).nullish() })
  .nullish();
export type Paging = z.infer<typeof pagingSchema>;

/**
 * The next page: paging.next only when it points at the API's own `origin` (a token is never
 * sent elsewhere), otherwise the page rebuilt from the `after` cursor; none at the end.
 */
export function nextPageUrl(paging: Paging, origin: string, rebuild: (after: string) => URL): URL | undefined {
  if (!paging?.next) return undefined;
  let next: URL | undefined;
  try {
    next = new URL(paging.next);
  } catch {
    next = undefined;
  }
  if (next && next.origin === origin) return next;
  const after = paging.cursors?.after;
  return after ? rebuild(after) : undefined;
}
