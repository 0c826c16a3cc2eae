import { collectionRunSchema, socialAccountSchema } from "@core/social/account-responses";
import { platformSchema } from "@core/social/platforms";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { connectManualAccountAs, disconnectAccount, listAccountsFor, selectAccount } from "./accounts.service";
import { readRun, startCollection } from "./collection.service";
import { completeOAuth, startOAuth } from "./oauth.service";
import { okSchema, urlSchema } from "@core/http/response-formats";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo ou limite do plano"),
  404: json(errorBodySchema, "Não encontrado"),
  409: json(errorBodySchema, "Conta já conectada"),
};

const accountSchema = socialAccountSchema.openapi("SocialAccount");
const runSchema = collectionRunSchema.openapi("CollectionRun");

const missingStateMessage = "A autorização expirou ou não é válida. Tente conectar novamente.";
const missingCodeMessage = "A rede social não enviou o código de autorização. Tente conectar novamente.";
const idParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });
const platformParam = z.object({ platform: platformSchema });
const tags = ["Contas"];

const routes = {
  list: createRoute({
    method: "get",
    path: "/accounts",
    tags,
    security: sessionSecurity,
    summary: "Contas conectadas",
    description:
      "Contas ativas. A primeira é a que você está vendo (sua escolha neste espaço de trabalho; sem escolha, a primeira conectada); as outras, da atualizada mais recentemente para a mais antiga.",
    responses: { 200: json(z.object({ accounts: z.array(accountSchema) }), "Contas"), ...errors },
  }),
  connect: createRoute({
    method: "post",
    path: "/accounts",
    tags,
    security: sessionSecurity,
    summary: "Conectar pelo nome de usuário",
    description:
      "Conexão manual de um perfil público; respeita o limite de contas por rede do plano. A conta conectada passa a ser a que você vê; a dos outros membros não muda.",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({ platform: platformSchema.default("instagram"), username: z.string().max(100) }),
          },
        },
      },
    },
    responses: { 201: json(accountSchema, "Conta conectada"), ...errors },
  }),
  disconnect: createRoute({
    method: "delete",
    path: "/accounts/{id}",
    tags,
    security: sessionSecurity,
    summary: "Desconectar",
    request: { params: idParam },
    responses: { 200: json(okSchema, "Desconectada"), ...errors },
  }),
  select: createRoute({
    method: "post",
    path: "/accounts/{id}/select",
    tags,
    security: sessionSecurity,
    summary: "Trocar o perfil atual",
    description:
      "A conta passa a ser a que você vê neste espaço de trabalho (painel, análises, relatórios); a dos outros membros não muda.",
    request: { params: idParam },
    responses: { 200: json(accountSchema, "Perfil atual"), ...errors },
  }),
  collect: createRoute({
    method: "post",
    path: "/accounts/{id}/collect",
    tags,
    security: sessionSecurity,
    summary: "Coletar dados",
    description: "Enfileira uma coleta (ou devolve a que já está na fila). Acompanhe por GET /api/collection-runs/{id}.",
    request: { params: idParam },
    responses: { 202: json(runSchema, "Coleta na fila"), ...errors },
  }),
  run: createRoute({
    method: "get",
    path: "/collection-runs/{id}",
    tags,
    security: sessionSecurity,
    summary: "Situação de uma coleta",
    request: { params: idParam },
    responses: { 200: json(runSchema, "Coleta"), ...errors },
  }),
  oauthStart: createRoute({
    method: "post",
    path: "/networks/{platform}/oauth/start",
    tags,
    security: sessionSecurity,
    summary: "Iniciar o login na rede social",
    request: { params: platformParam },
    responses: { 200: json(urlSchema, "URL de autorização"), ...errors },
  }),
  oauthCallback: createRoute({
    method: "post",
    path: "/networks/{platform}/oauth/callback",
    tags,
    security: sessionSecurity,
    summary: "Concluir o login na rede social",
    request: {
      params: platformParam,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              code: z.string({ error: missingCodeMessage }).min(1, missingCodeMessage).max(2000),
              // A callback without its state is refused like a stale one (the network's name is in the service's message).
              state: z.string({ error: missingStateMessage }).min(1, missingStateMessage).max(200),
            }),
          },
        },
      },
    },
    responses: {
      200: json(z.object({ account: accountSchema, run: runSchema, alreadyConnected: z.boolean() }), "Conta conectada"),
      ...errors,
    },
  }),
};

export function socialAccountRoutes(ctx: AppContext) {
  const router = createRouter();
  for (const path of ["/accounts", "/accounts/*", "/collection-runs/*", "/networks/*"]) router.use(path, requireMember(ctx));
  return router
    .openapi(routes.list, async (c) =>
      c.json({ accounts: await listAccountsFor(ctx, c.get("workspace").id, c.get("workspace").currentAccountId) }, 200),
    )
    .openapi(routes.connect, async (c) =>
      c.json(await connectManualAccountAs(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("json")), 201),
    )
    .openapi(routes.disconnect, async (c) => {
      await disconnectAccount(ctx, c.get("workspace").id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.select, async (c) =>
      c.json(await selectAccount(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("param").id), 200),
    )
    .openapi(routes.collect, async (c) => c.json(await startCollection(ctx, c.get("workspace").id, c.req.valid("param").id), 202))
    .openapi(routes.run, async (c) => c.json(await readRun(ctx, c.get("workspace").id, c.req.valid("param").id), 200))
    .openapi(routes.oauthStart, async (c) =>
      c.json(await startOAuth(ctx, c.req.valid("param").platform, c.get("workspace").id, c.get("user").id), 200),
    )
    .openapi(routes.oauthCallback, async (c) =>
      c.json(
        await completeOAuth(ctx, c.req.valid("param").platform, c.get("workspace").id, c.get("user").id, c.req.valid("json")),
        200,
      ),
    );
}
