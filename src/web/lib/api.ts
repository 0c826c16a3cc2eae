import { takeInlineData } from "./inline-data";

/**
 * Typed fetch client for the same-origin REST API (`/api/*`, cookie session).
 * Every failure surfaces as an `ApiError` whose message is pt-BR and safe to show in a toast.
 */

/** Codes the server sends (src/server/http/app-error.ts), plus NETWORK for a request that never got an answer. */
export type ApiErrorCode =
  | "INVALID_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "PLAN_LIMIT"
  | "PAYMENT_REQUIRED"
  | "RATE_LIMITED"
  | "EXTERNAL_SERVICE"
  | "UNAVAILABLE"
  | "INTERNAL"
  | "NETWORK";

export const networkErrorMessage = "Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.";
export const unexpectedErrorMessage = "Ocorreu um erro inesperado. Tente novamente em instantes.";

export class ApiError extends Error {
  override name = "ApiError";
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly requestId: string | undefined;
  /** Per-field messages for INVALID_INPUT, keyed by field name. */
  readonly fields: Record<string, string> | undefined;
  /** A finer machine-readable cause the screen may act on, e.g. EMAIL_NOT_VERIFIED. */
  readonly reason: string | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    status: number,
    options?: { requestId?: string; fields?: Record<string, string>; reason?: string; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.code = code;
    this.status = status;
    this.requestId = options?.requestId;
    this.fields = options?.fields;
    this.reason = options?.reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's pt-BR message for an API failure, else the given fallback. */
export function describeError(error: unknown, fallback: string = unexpectedErrorMessage): string {
  return isApiError(error) ? error.message : fallback;
}

/** Anything with a zod-style `parse`; keeps zod out of this module while letting callers validate responses. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A response schema, or a function that imports one: then zod and the schema load with the first
 * answer from the network instead of with the page (decision 032: building the schemas while a
 * page's modules were evaluated was most of its long tasks); `lazySchemas` below makes such
 * functions for a module of schemas.
 */
export type SchemaOption<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/**
 * A feature's schemas, each loaded with the first answer that needs it:
 * `const schema = lazySchemas(() => import("./team-schemas"))`, then `{ schema: schema("teamSchema") }`.
 */
export function lazySchemas<Module>(load: () => Promise<Module>) {
  return <Name extends keyof Module>(name: Name) =>
    () =>
      load().then((module) => module[name]);
}

async function checked<T>(schema: SchemaOption<T> | undefined, data: unknown): Promise<T> {
  if (!schema) return data as T;
  return (typeof schema === "function" ? await schema() : schema).parse(data);
}

export type ApiPath = `/api/${string}`;

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are, as application/octet-stream (an uploaded image); instead of `body`. */
  bytes?: Blob;
  /** Appended as a query string; null and undefined values are skipped. */
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Validates (and types) the JSON response. */
  schema?: SchemaOption<T>;
};

export async function apiRequest<T = unknown>(path: ApiPath, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = "GET", body, bytes, query, signal, schema } = options;
  // The page's first GETs may have come with its HTML (docs/decisions/021).
  const inline = method === "GET" ? takeInlineData(withQuery(path, query)) : undefined;
  // As in apiQuery's initialData: an answer that came with the page does not wait for a schema
  // still to load.
  if (inline !== undefined) return typeof schema === "function" ? (inline as T) : checked(schema, inline);
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  if (bytes !== undefined) headers.set("Content-Type", "application/octet-stream");
  else if (body !== undefined) headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: "include",
      signal,
    });
  } catch (error) {
    // A cancelled request (TanStack Query, route change) is not a connection problem.
    if (signal?.aborted) throw error;
    throw new ApiError("NETWORK", networkErrorMessage, 0, { cause: error });
  }

  if (!response.ok) throw await readApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  const data: unknown = text === "" ? undefined : parseJson(text, response.status);
  return checked(schema, data);
}

export const api = {
  get: <T = unknown>(path: ApiPath, options?: Omit<ApiRequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: ApiPath, body?: unknown, options?: Omit<ApiRequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: ApiPath, body?: unknown, options?: Omit<ApiRequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: ApiPath, body?: unknown, options?: Omit<ApiRequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(path: ApiPath, options?: Omit<ApiRequestOptions<T>, "method">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** The key of `meta` (TanStack Query) under which an API query names the address it reads. */
export const apiPathMeta = "apiPath";

/**
 * A GET for TanStack Query whose first answer may have come with the page's HTML (docs/decisions/021):
 * `initialData` takes it (checked by a schema already loaded) while the query is created, so the first render
 * already shows it, with no loading state and nothing moving when it arrives; without one, the
 * query reads the network as usual.
 */
export function apiQuery<T>(path: ApiPath, options: { query?: Record<string, QueryValue>; schema?: SchemaOption<T> } = {}) {
  return {
    // The address it reads, as the page's answers name it: src/web/draw-first-screen.tsx checks
    // that a page's first load asks for the answers its HTML carries.
    meta: { [apiPathMeta]: withQuery(path, options.query) },
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { ...options, method: "GET", signal }),
    initialData: (): T | undefined => {
      const inline = takeInlineData(withQuery(path, options.query));
      if (inline === undefined) return undefined;
      // A schema not loaded yet is not waited for: these answers were written into the page by
      // the server that sent its scripts (the check is for an older tab's scripts against a newer
      // server's answers, which come from the network), as the dashboard reads its own.
      if (typeof options.schema === "function") return inline as T;
      try {
        return options.schema ? options.schema.parse(inline) : (inline as T);
      } catch {
        return undefined;
      }
    },
  };
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError("INTERNAL", unexpectedErrorMessage, status, { cause: error });
  }
}

async function readApiError(response: Response): Promise<ApiError> {
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  const error = isErrorBody(body) ? body.error : undefined;
  if (error) {
    return new ApiError(error.code as ApiErrorCode, error.message, response.status, {
      requestId: error.requestId,
      fields: error.fields,
      reason: typeof error.reason === "string" ? error.reason : undefined,
    });
  }
  // Not our error shape (a proxy page, a gateway timeout): fall back to the status.
  return new ApiError(codeForStatus(response.status), unexpectedErrorMessage, response.status);
}

type ErrorBody = {
  error: { code: string; message: string; requestId?: string; reason?: unknown; fields?: Record<string, string> };
};

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 400 || status === 422) return "INVALID_INPUT";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "RATE_LIMITED";
  if (status === 502 || status === 503 || status === 504) return "EXTERNAL_SERVICE";
  return "INTERNAL";
}
