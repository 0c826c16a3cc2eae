import { z } from "zod";
import { questionTopics } from "../comments/question-groups";
import { sentiments } from "../comments/sentiment";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { PLATFORMS } from "../social/platforms";
import { replyTextSchema, templateTitleSchema } from "./reply-text";

// The reply inbox's answers (GET /api/replies and its actions), shared by the server's routes
// and the /respostas page that parses them (docs/decisions/048-replies.md).

export {
  inboxKinds,
  inboxStates,
  inboxStateLabels,
  inboxKindLabels,
  replyAbilities,
  replyAbilityNotes,
  type InboxKind,
  type InboxState,
  type ReplyAbility,
} from "./inbox-labels";
import { replyAbilities } from "./inbox-labels";

const memberSchema = z.object({ userId: z.string(), name: z.string() });

export const sentReplySchema = z.object({
  id: entityIdSchema,
  text: z.string(),
  status: z.enum(["sending", "sent", "failed"]),
  author: z.string().nullable(),
  createdAt: instantSchema,
  sentAt: instantSchema.nullable(),
  /** The network's refusal, in pt-BR, and whether trying again may work. */
  failure: z.object({ message: z.string(), retryable: z.boolean() }).nullable(),
  idempotencyKey: z.string(),
});
export type SentReply = z.infer<typeof sentReplySchema>;

export const inboxItemSchema = z.object({
  id: entityIdSchema,
  accountId: entityIdSchema,
  username: z.string(),
  platform: z.enum(PLATFORMS),
  clientName: z.string().nullable(),
  commenter: z.string(),
  text: z.string(),
  publishedAt: instantSchema,
  isQuestion: z.boolean(),
  sentiment: z.enum(sentiments),
  topic: z.enum(questionTopics).nullable(),
  topicLabel: z.string().nullable(),
  /** "Sem resposta": a question without the account's answer 24 hours or more after it was asked. */
  unanswered: z.boolean(),
  /** The account's first answer (on the network or sent from here). */
  answeredAt: instantSchema.nullable(),
  handled: z.object({ at: instantSchema, by: z.string().nullable() }).nullable(),
  assignee: memberSchema.extend({ at: instantSchema.nullable(), by: z.string().nullable() }).nullable(),
  hidden: z.object({ at: instantSchema, by: z.string().nullable() }).nullable(),
  post: z.object({ permalink: z.string(), caption: z.string(), thumbnailUrl: z.string(), publishedAt: instantSchema }),
  /** The thread under the comment, oldest first: the account's replies and other people's. */
  thread: z.array(z.object({ username: z.string(), text: z.string(), publishedAt: instantSchema, fromAccount: z.boolean() })),
  replies: z.array(sentReplySchema),
  replyAbility: z.enum(replyAbilities),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /api/replies */
export const inboxResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  /** Items matching the filters (the list shows at most `limit`). */
  total: z.number().int(),
  /** Questions "sem resposta" among them. */
  unanswered: z.number().int(),
  limit: z.number().int(),
  members: z.array(memberSchema),
  /** Whether the person may reply, assign, hide and mark handled (editors and up). */
  canAct: z.boolean(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const replyTemplateSchema = z.object({ id: entityIdSchema, title: z.string(), text: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
export const replyTemplatesResponseSchema = z.object({ templates: z.array(replyTemplateSchema) });

/** POST /api/replies/{commentId}/reply */
export const sendReplyBodySchema = z.object({
  text: replyTextSchema,
  /** The composer's key: the same key never sends twice. */
  idempotencyKey: z
    .string({ error: "Falta a chave de envio." })
    .min(8, { error: "Chave de envio inválida." })
    .max(100, { error: "Chave de envio inválida." }),
});
export const sendReplyResponseSchema = z.object({ reply: sentReplySchema, item: inboxItemSchema });

export const templateBodySchema = z.object({ title: templateTitleSchema, text: replyTextSchema });

/** The response time of a period and of the one before (GET /api/comments/summary carries it). */
export const responseTimeSchema = z.object({
  current: z.object({ medianMinutes: z.number().int().nullable(), answered: z.number().int() }),
  previous: z.object({ medianMinutes: z.number().int().nullable(), answered: z.number().int() }),
});
export type ResponseTimeFigures = z.infer<typeof responseTimeSchema>;
