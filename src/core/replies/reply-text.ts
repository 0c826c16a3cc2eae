import { z } from "zod";
import { formatPtBrInteger } from "../format/pt-br-number";

// What a reply may be before it is sent (docs/decisions/048-replies.md): refused here, in pt-BR,
// so the network never sees an empty or oversized reply.

/** Instagram's limit for a comment or a reply. */
export const REPLY_MAX_LENGTH = 2_200;

export const replyTextMessages = {
  empty: "Escreva a resposta antes de enviar.",
  tooLong: `A resposta passa do limite do Instagram: ${formatPtBrInteger(REPLY_MAX_LENGTH)} caracteres.`,
} as const;

/** A reply's text: trimmed, not empty, at most 2.200 characters (counted as the network counts: code points). */
export const replyTextSchema = z
  .string({ error: replyTextMessages.empty })
  .trim()
  .min(1, { error: replyTextMessages.empty })
  .refine((text) => [...text].length <= REPLY_MAX_LENGTH, { error: replyTextMessages.tooLong });

/** A saved reply's title. */
export const templateTitleSchema = z
  .string({ error: "Dê um nome à resposta salva." })
  .trim()
  .min(1, { error: "Dê um nome à resposta salva." })
  .max(60, { error: "O nome da resposta salva tem no máximo 60 caracteres." });

/**
 * A saved reply with the commenter's name: every `{nome}` becomes `@username` (the name the
 * network shows; "@" added once).
 */
export function fillReplyTemplate(template: string, commenter: string): string {
  const handle = `@${commenter.trim().replace(/^@/, "")}`;
  return template.replace(/\{nome\}/gi, handle);
}
