import { formatPtBrInteger } from "@core/format/pt-br-number";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/availability";
import { AppError, genericErrorMessage, unavailableMessage } from "./app-error";
import { maxListedFields, type ErrorBody } from "./error-body";
import type { HonoEnv } from "./hono-env";

const payloadTooLargeMessage = "O conteúdo enviado é grande demais.";
export const unsupportedMediaTypeMessage = "Formato não suportado: envie os dados em JSON.";

const unavailableRetryAfterSeconds = "5";

/**
 * The one place errors become responses: AppError -> its status with its pt-BR message; a
 * database that cannot be reached -> 503 UNAVAILABLE; anything else -> 500.
 * `isDatabaseDown` is asked when nothing else explains a 500 (better-auth answers 500 without
 * saying why): a failure while the database is away is an outage, not a bug.
 */
export async function handleError(error: Error, c: Context<HonoEnv>, isDatabaseDown?: () => Promise<boolean>) {
  const requestId = c.get("requestId");
  let appError = toAppError(error);
  if ((!appError || appError.code === "INTERNAL") && (isDatabaseUnavailable(error) || (await isDatabaseDown?.()))) {
    c.get("log").warn({ err: error }, "database unavailable");
    c.header("Retry-After", unavailableRetryAfterSeconds);
    appError = new AppError("UNAVAILABLE", unavailableMessage);
    const body: ErrorBody = { error: { code: appError.code, message: appError.message, requestId } };
    return c.json(body, 503);
  }
  if (appError) {
    const body: ErrorBody = {
      error: {
        code: appError.code,
        message: appError.message,
        requestId,
        ...(appError.reason ? { reason: appError.reason } : {}),
        ...(appError.details ? listedFields(appError.message, appError.details) : {}),
      },
    };
    if (appError.status >= 500) c.get("log").error({ err: appError.cause ?? appError }, appError.message);
    // A body refused as too large is left unread on the socket: keeping the connection would
    // make its rest the next request. Say it closes, so a keep-alive client opens another.
    if (appError.code === "PAYLOAD_TOO_LARGE") c.header("Connection", "close");
    return c.json(body, appError.status);
  }
  c.get("log").error({ err: error }, "unhandled error");
  const body: ErrorBody = { error: { code: "INTERNAL", message: genericErrorMessage, requestId } };
  return c.json(body, 500);
}

/** The first maxListedFields fields; the message says how many more were left out. */
function listedFields(message: string, details: Record<string, string>) {
  const fields = Object.entries(details);
  const more = fields.length - maxListedFields;
  if (more <= 0) return { fields: details };
  return {
    message: `${message} Há mais ${formatPtBrInteger(more)} ${more === 1 ? "erro" : "erros"} além dos ${maxListedFields} listados.`,
    fields: Object.fromEntries(fields.slice(0, maxListedFields)),
  };
}

function toAppError(error: Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError("PAYLOAD_TOO_LARGE", payloadTooLargeMessage);
    if (error.status === 400) return new AppError("INVALID_INPUT", "Requisição inválida.");
    if (error.status === 401) return new AppError("UNAUTHENTICATED", "Você precisa entrar na sua conta.");
    if (error.status === 403) return new AppError("FORBIDDEN", "Acesso negado.");
    if (error.status === 404) return new AppError("NOT_FOUND", "Recurso não encontrado.");
    if (error.status === 415) return new AppError("UNSUPPORTED_MEDIA_TYPE", unsupportedMediaTypeMessage);
    if (error.status >= 400 && error.status < 500) return new AppError("INVALID_INPUT", "Requisição inválida.");
  }
  return undefined;
}

export function notFoundBody(requestId: string): ErrorBody {
  return { error: { code: "NOT_FOUND", message: "Recurso não encontrado.", requestId } };
}
