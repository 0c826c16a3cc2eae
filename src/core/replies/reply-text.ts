import { z } from "zod";
import { REPLY_MAX_LENGTH, replyTextMessages } from "./reply-limits";

export { REPLY_MAX_LENGTH, replyTextMessages, fillReplyTemplate } from "./reply-limits";

// What a reply may be before it is sent (docs/decisions/048-replies.md): refused here, in pt-BR,
// so the network never sees an empty or oversized reply.

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
