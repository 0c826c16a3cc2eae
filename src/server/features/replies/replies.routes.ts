import { questionTopics } from "@core/comments/question-groups";
import { sentiments } from "@core/comments/sentiment";
import { okSchema } from "@core/http/response-formats";
import {
  inboxItemSchema as inboxItemSchemaBase,
  inboxKinds,
  inboxResponseSchema as inboxResponseSchemaBase,
  inboxStates,
  replyTemplateSchema as replyTemplateSchemaBase,
  replyTemplatesResponseSchema,
  sendReplyBodySchema,
  sendReplyResponseSchema,
  templateBodySchema,
} from "@core/replies/replies-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import {
  assignComment,
  createTemplate,
  hideComment,
  readInbox,
  readTemplates,
  removeTemplate,
  sendReply,
  setHandled,
} from "./replies.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Resposta vazia ou longa demais, filtro ou membro inválido (o campo vem em error.fields)"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo ou papel sem permissão (leitores só leem)"),
  404: json(errorBodySchema, "Comentário ou resposta salva não encontrado"),
  409: json(errorBodySchema, "A conta não responde por aqui, a resposta já está sendo enviada ou o nome já existe"),
  502: json(
    errorBodySchema,
    "A rede recusou (comentário apagado, permissão, limite de envios); error.reason NETWORK_RETRYABLE diz que pode tentar de novo com a mesma chave",
  ),
};
const tags = ["Respostas"];
const idParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });
const inboxItemSchema = inboxItemSchemaBase.openapi("InboxItem");
const replyTemplateSchema = replyTemplateSchemaBase.openapi("ReplyTemplate");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida. Use AAAA-MM-DD." });

const inboxQuerySchema = z.object({
  accountId: z.uuid({ error: "Conta inválida." }).optional(),
  clientId: z.uuid({ error: "Cliente inválido." }).optional(),
  kind: z.enum(inboxKinds, { error: "Tipo inválido. Use question ou comment." }).optional(),
  sentiment: z.enum(sentiments, { error: "Sentimento inválido." }).optional(),
  topic: z.enum(questionTopics, { error: "Assunto inválido." }).optional(),
  from: day.optional(),
  to: day.optional(),
  state: z.enum(inboxStates, { error: "Situação inválida. Use open, done ou all." }).default("open"),
  mine: z
    .enum(["1", "0"], { error: "Use 1 para só o que é seu." })
    .optional()
    .transform((value) => value === "1"),
});

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

const routes = {
  inbox: createRoute({
    method: "get",
    path: "/replies",
    tags,
    security: sessionSecurity,
    summary: "Caixa de respostas",
    description:
      "Os comentários de outras pessoas nas contas próprias: as perguntas sem resposta primeiro, das mais antigas às mais novas; depois as que aguardam há menos de 24 h; depois os outros comentários. Até 20 por vez, com o post, a conversa e as respostas enviadas daqui. Um membro limitado vê só as contas que alcança.",
    request: { query: inboxQuerySchema },
    responses: { 200: json(inboxResponseSchemaBase.openapi("Inbox"), "Caixa"), ...errors },
  }),
  reply: createRoute({
    method: "post",
    path: "/replies/{id}/reply",
    tags,
    security: sessionSecurity,
    summary: "Responder a um comentário",
    description:
      "Envia a resposta pela rede como a conta. A mesma chave (idempotencyKey) nunca envia duas vezes: repetir devolve a resposta já enviada. Só conta como respondida depois que a rede aceita. Até 2.200 caracteres (limite do Instagram).",
    request: { params: idParam, body: body(sendReplyBodySchema) },
    responses: { 200: json(sendReplyResponseSchema.openapi("SentReplyResult"), "Resposta enviada"), ...errors },
  }),
  hide: createRoute({
    method: "post",
    path: "/replies/{id}/hide",
    tags,
    security: sessionSecurity,
    summary: "Ocultar ou mostrar um comentário",
    description: "Oculta (spam, ofensa) ou volta a mostrar o comentário na rede. Ocultar também marca como tratado.",
    request: {
      params: idParam,
      body: body(z.object({ hidden: z.boolean({ error: "Diga se oculta (true) ou mostra (false)." }) })),
    },
    responses: { 200: json(inboxItemSchema, "Comentário"), ...errors },
  }),
  handled: createRoute({
    method: "post",
    path: "/replies/{id}/handled",
    tags,
    security: sessionSecurity,
    summary: "Marcar como tratado",
    description:
      "Marca o comentário como tratado sem responder por aqui (por exemplo, respondido no direct), guardando quem e quando; false desfaz.",
    request: {
      params: idParam,
      body: body(z.object({ handled: z.boolean({ error: "Diga se está tratado (true) ou não (false)." }) })),
    },
    responses: { 200: json(inboxItemSchema, "Comentário"), ...errors },
  }),
  assign: createRoute({
    method: "post",
    path: "/replies/{id}/assign",
    tags,
    security: sessionSecurity,
    summary: "Atribuir a um membro",
    description: "Entrega o comentário a um membro que pode responder (editor ou acima); null tira a atribuição.",
    request: { params: idParam, body: body(z.object({ userId: z.string().min(1, { error: "Membro inválido." }).nullable() })) },
    responses: { 200: json(inboxItemSchema, "Comentário"), ...errors },
  }),
  templates: createRoute({
    method: "get",
    path: "/replies/templates",
    tags,
    security: sessionSecurity,
    summary: "Respostas salvas",
    description: "As respostas salvas do espaço de trabalho; {nome} no texto vira o @ de quem comentou.",
    responses: { 200: json(replyTemplatesResponseSchema.openapi("ReplyTemplates"), "Respostas salvas"), ...errors },
  }),
  createTemplate: createRoute({
    method: "post",
    path: "/replies/templates",
    tags,
    security: sessionSecurity,
    summary: "Salvar uma resposta",
    request: { body: body(templateBodySchema) },
    responses: { 201: json(replyTemplateSchema, "Resposta salva"), ...errors },
  }),
  deleteTemplate: createRoute({
    method: "delete",
    path: "/replies/templates/{id}",
    tags,
    security: sessionSecurity,
    summary: "Apagar uma resposta salva",
    request: { params: idParam },
    responses: { 200: json(okSchema, "Apagada"), ...errors },
  }),
};

export function repliesRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/replies", requireMember(ctx));
  router.use("/replies/*", requireMember(ctx));
  return router
    .openapi(routes.inbox, async (c) =>
      c.json(await readInbox(ctx, c.get("workspace"), c.get("user"), c.req.valid("query")), 200),
    )
    .openapi(routes.templates, async (c) => c.json({ templates: await readTemplates(ctx, c.get("workspace").id) }, 200))
    .openapi(routes.createTemplate, async (c) =>
      c.json(await createTemplate(ctx, c.get("workspace"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(routes.deleteTemplate, async (c) => {
      await removeTemplate(ctx, c.get("workspace"), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.reply, async (c) =>
      c.json(await sendReply(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.hide, async (c) =>
      c.json(await hideComment(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").id, c.req.valid("json").hidden), 200),
    )
    .openapi(routes.handled, async (c) =>
      c.json(await setHandled(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").id, c.req.valid("json").handled), 200),
    )
    .openapi(routes.assign, async (c) =>
      c.json(
        await assignComment(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").id, c.req.valid("json").userId),
        200,
      ),
    );
}
