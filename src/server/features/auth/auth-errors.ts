import { AppError, genericErrorMessage, type ErrorCode } from "../../http/app-error";

// better-auth answers in English with its own codes; the user reads pt-BR (docs/product/texts.md).
const byCode: Record<string, [ErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: ["UNAUTHENTICATED", "Email ou senha incorretos."],
  EMAIL_NOT_VERIFIED: [
    "FORBIDDEN",
    "Confirme seu email antes de entrar. Procure o link de confirmação na sua caixa de entrada ou peça um novo.",
  ],
  PASSWORD_TOO_SHORT: ["INVALID_INPUT", "A senha deve ter pelo menos 6 caracteres."],
  PASSWORD_TOO_LONG: ["INVALID_INPUT", "A senha deve ter no máximo 128 caracteres."],
  INVALID_EMAIL: ["INVALID_INPUT", "Digite um email válido."],
  INVALID_TOKEN: ["INVALID_INPUT", "Este link é inválido ou já foi usado. Peça um novo."],
  TOKEN_EXPIRED: ["INVALID_INPUT", "Este link expirou. Peça um novo."],
  USER_ALREADY_EXISTS: ["CONFLICT", "Não foi possível criar a conta com esses dados."],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["CONFLICT", "Não foi possível criar a conta com esses dados."],
  MISSING_OR_NULL_ORIGIN: ["FORBIDDEN", "Origem da requisição não permitida."],
  INVALID_ORIGIN: ["FORBIDDEN", "Origem da requisição não permitida."],
  INVALID_CALLBACKURL: ["INVALID_INPUT", "Endereço de retorno inválido."],
  INVALID_REDIRECTURL: ["INVALID_INPUT", "Endereço de retorno inválido."],
  UNSUPPORTED_MEDIA_TYPE: ["UNSUPPORTED_MEDIA_TYPE", "Formato não suportado: envie os dados em JSON."],
};

const byStatus: Record<number, [ErrorCode, string]> = {
  400: ["INVALID_INPUT", "Dados inválidos. Verifique os campos informados."],
  401: ["UNAUTHENTICATED", "Você precisa entrar na sua conta."],
  403: ["FORBIDDEN", "Acesso negado."],
  404: ["NOT_FOUND", "Recurso não encontrado."],
  413: ["PAYLOAD_TOO_LARGE", "O conteúdo enviado é grande demais."],
  415: ["UNSUPPORTED_MEDIA_TYPE", "Formato não suportado: envie os dados em JSON."],
  429: ["RATE_LIMITED", "Muitas tentativas. Aguarde um minuto e tente novamente."],
};
// Any other refusal is the caller's: never a 500.
const otherClientError: [ErrorCode, string] = ["INVALID_INPUT", "Requisição inválida."];

/** Turns an error answer of better-auth into our AppError (pt-BR message, reason = its code). */
export function translateAuthError(status: number, body: { code?: string; message?: string } | null): AppError {
  const reason = body?.code;
  if (reason === "WEAK_PASSWORD" && body?.message) return new AppError("INVALID_INPUT", body.message, { reason });
  if (reason === "INVISIBLE_CHARACTERS" && body?.message)
    return new AppError("INVALID_INPUT", body.message, { reason, details: { name: body.message } });
  const [code, message]: [ErrorCode, string] =
    (reason ? byCode[reason] : undefined) ??
    byStatus[status] ??
    (status >= 400 && status < 500 ? otherClientError : ["INTERNAL", genericErrorMessage]);
  return new AppError(code, message, { reason });
}
