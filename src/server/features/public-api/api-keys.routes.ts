import { apiKeyListSchema, apiKeyNameSchema, createdApiKeySchema } from "@core/public-api/api-keys-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { createApiKey, readApiKeys, revokeWorkspaceApiKey } from "./api-keys.service";

// The members' API keys, in the app (session cookie): every role creates its own; owners and
// admins see and revoke every key (docs/decisions/030-roles.md).
const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Espaço de trabalho suspenso por pagamento em atraso: só leitura (reason WORKSPACE_SUSPENDED)"),
  404: json(errorBodySchema, "Chave não encontrada"),
  409: json(errorBodySchema, "Limite de chaves ativas"),
};
const tags = ["Chaves de API"];

const routes = {
  list: createRoute({
    method: "get",
    path: "/api-keys",
    tags,
    security: sessionSecurity,
    summary: "Chaves de API do espaço de trabalho",
    description: "Nome, prefixo, criação, último uso e revogação de cada chave; nunca a chave em si.",
    responses: { 200: json(apiKeyListSchema.openapi("ApiKeyList"), "Chaves"), 401: errors[401] },
  }),
  create: createRoute({
    method: "post",
    path: "/api-keys",
    tags,
    security: sessionSecurity,
    summary: "Criar uma chave de API",
    description:
      "Devolve a chave uma única vez: guarde-a. Ela dá acesso de leitura à API /api/v1 deste espaço de trabalho, limitado ao que quem a criou pode ver (as contas dele, enquanto for membro).",
    request: { body: { content: { "application/json": { schema: z.object({ name: apiKeyNameSchema }) } }, required: true } },
    responses: { 201: json(createdApiKeySchema.openapi("CreatedApiKey"), "Chave criada"), ...errors },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/api-keys/{id}",
    tags,
    security: sessionSecurity,
    summary: "Revogar uma chave de API (a própria; proprietário e administradores: qualquer uma)",
    request: { params: z.object({ id: z.uuid({ error: "Identificador inválido." }) }) },
    responses: { 204: { description: "Chave revogada" }, ...errors },
  }),
};

export function apiKeyRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/api-keys", requireMember(ctx));
  router.use("/api-keys/*", requireMember(ctx));
  return router
    .openapi(routes.list, async (c) => c.json(await readApiKeys(ctx, c.get("workspace"), c.get("user").id), 200))
    .openapi(routes.create, async (c) =>
      c.json(await createApiKey(ctx, c.get("workspace"), c.get("user").id, c.req.valid("json").name), 201),
    )
    .openapi(routes.revoke, async (c) => {
      await revokeWorkspaceApiKey(ctx, c.get("workspace"), c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
