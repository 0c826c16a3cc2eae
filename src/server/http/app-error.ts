import type { ContentfulStatusCode } from "hono/utils/http-status";

// STYLE.md: one error type with a handful of codes; the message is pt-BR and safe to show.
export const errorStatus = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PLAN_LIMIT: 403,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  EXTERNAL_SERVICE: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly details?: Record<string, string>;
  /** A finer machine-readable reason the client may act on (e.g. EMAIL_NOT_VERIFIED). */
  readonly reason?: string;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; details?: Record<string, string>; reason?: string },
  ) {
    super(message, { cause: options?.cause });
    this.code = code;
    this.details = options?.details;
    this.reason = options?.reason;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export const genericErrorMessage = "Ocorreu um erro inesperado. Tente novamente em instantes.";

/** What a request gets while the database cannot be reached (503, with Retry-After). */
export const unavailableMessage =
  "O Inteligram está temporariamente indisponível. Nada do que você já salvou foi perdido: tente novamente em alguns instantes.";
