import { formatPtBrInteger } from "../format/pt-br-number";

// A reply's limits and a saved reply's filling, without zod: the composer shows them from the
// first screen; the schemas that check them (reply-text.ts) load when a reply is sent.

/** Instagram's limit for a comment or a reply. */
export const REPLY_MAX_LENGTH = 2_200;

export const replyTextMessages = {
  empty: "Escreva a resposta antes de enviar.",
  tooLong: `A resposta passa do limite do Instagram: ${formatPtBrInteger(REPLY_MAX_LENGTH)} caracteres.`,
} as const;

/**
 * A saved reply with the commenter's name: every `{nome}` becomes `@username` (the name the
 * network shows; "@" added once).
 */
export function fillReplyTemplate(template: string, commenter: string): string {
  const handle = `@${commenter.trim().replace(/^@/, "")}`;
  return template.replace(/\{nome\}/gi, handle);
}
