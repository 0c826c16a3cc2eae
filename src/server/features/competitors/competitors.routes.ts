import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { platformSchema } from "@core/social/platforms";
import { addCompetitorResultSchema, comparisonSchema, competitorListSchema } from "@core/competitors/competitor-figures";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { readComparison } from "./competitor-figures.service";
import { addCompetitor, listCompetitorsPage, removeCompetitor } from "./competitors.service";
import {
  chooseFacebookPage,
  completeFacebookConnect,
  disconnectFacebook,
  readFacebookConnection,
  startFacebookConnect,
} from "../social-accounts/facebook.service";
import { okSchema, urlSchema } from "@core/http/response-formats";
import { facebookConnectionSchema as facebookConnectionAnswerSchema } from "@core/social/facebook-connection";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos, perfil privado ou inexistente"),
  401: json(errorBodySchema, "Sem sessão"),
  402: json(errorBodySchema, "Pagamento do adicional recusado"),
  403: json(errorBodySchema, "Sem plano ativo, limite do plano ou só o dono"),
  404: json(errorBodySchema, "Não encontrado"),
  409: json(errorBodySchema, "Já monitorado ou conta própria"),
  502: json(errorBodySchema, "Serviço externo indisponível"),
};
const tags = ["Concorrentes"];

const routes = {
  list: createRoute({
    method: "get",
    path: "/competitors",
    tags,
    security: sessionSecurity,
    summary: "Concorrentes monitorados",
    description: "Os concorrentes ativos do espaço de trabalho e o limite do plano (Start: adicional pago por concorrente).",
    responses: { 200: json(competitorListSchema.openapi("CompetitorList"), "Concorrentes"), ...errors },
  }),
  add: createRoute({
    method: "post",
    path: "/competitors",
    tags,
    security: sessionSecurity,
    summary: "Adicionar concorrente",
    description:
      "Pelo nome de usuário (as regras da conexão manual). Go e Pro: adicionado e coletado. Start: responde payment_required com o endereço do pagamento do adicional; o concorrente só passa a contar depois do pagamento.",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({ username: z.string().max(100), platform: platformSchema.default("instagram") }),
          },
        },
      },
    },
    responses: {
      201: json(addCompetitorResultSchema.openapi("AddCompetitorResult"), "Adicionado ou pagamento pendente"),
      ...errors,
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/competitors/{id}",
    tags,
    security: sessionSecurity,
    summary: "Remover concorrente",
    description: "No Start, a quantidade do adicional diminui a partir do próximo período.",
    request: { params: z.object({ id: z.uuid({ error: "Identificador inválido." }) }) },
    responses: { 200: json(okSchema, "Removido"), ...errors },
  }),
  comparison: createRoute({
    method: "get",
    path: "/competitors/comparison",
    tags,
    security: sessionSecurity,
    summary: "Comparação com concorrentes no período",
    description:
      "A conta atual (ou accountId) e cada concorrente da rede social dela no período: seguidores, crescimento, publicações por semana, taxa de engajamento, médias, formatos, hashtags e melhores publicações, com a sua posição em cada coluna e a participação no engajamento.",
    request: {
      query: z.object({
        accountId: z.uuid({ error: "Identificador inválido." }).optional(),
        period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset),
        from: z.string().max(10).optional(),
        to: z.string().max(10).optional(),
      }),
    },
    responses: { 200: json(comparisonSchema.openapi("CompetitorComparison"), "Comparação"), ...errors },
  }),
};

const facebookTags = ["Facebook"];
const facebookConnectionSchema = facebookConnectionAnswerSchema.openapi("FacebookConnection");

const facebookRoutes = {
  read: createRoute({
    method: "get",
    path: "/facebook/connection",
    tags: facebookTags,
    security: sessionSecurity,
    summary: "Conexão com o Facebook",
    description: "A página e a conta profissional do Instagram cujo business_discovery lê os concorrentes.",
    responses: { 200: json(facebookConnectionSchema, "Conexão"), ...errors },
  }),
  connect: createRoute({
    method: "post",
    path: "/facebook/connect",
    tags: facebookTags,
    security: sessionSecurity,
    summary: "Conectar com o Facebook",
    description: "Endereço do Login do Facebook para Empresas (state verificado no retorno).",
    responses: { 200: json(urlSchema, "Endereço de autorização"), ...errors },
  }),
  callback: createRoute({
    method: "post",
    path: "/facebook/callback",
    tags: facebookTags,
    security: sessionSecurity,
    summary: "Retorno do Login do Facebook",
    request: {
      body: {
        required: true,
        content: {
          "application/json": { schema: z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) }) },
        },
      },
    },
    responses: { 200: json(facebookConnectionSchema, "Conexão"), ...errors },
  }),
  choose: createRoute({
    method: "post",
    path: "/facebook/connection/page",
    tags: facebookTags,
    security: sessionSecurity,
    summary: "Escolher a página",
    request: {
      body: { required: true, content: { "application/json": { schema: z.object({ pageId: z.string().min(1).max(100) }) } } },
    },
    responses: { 200: json(facebookConnectionSchema, "Conexão"), ...errors },
  }),
  disconnect: createRoute({
    method: "delete",
    path: "/facebook/connection",
    tags: facebookTags,
    security: sessionSecurity,
    summary: "Desconectar o Facebook",
    responses: { 200: json(okSchema, "Desconectado"), ...errors },
  }),
};

export function competitorRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/competitors", requireMember(ctx));
  router.use("/competitors/*", requireMember(ctx));
  router.use("/facebook/*", requireMember(ctx));
  return router
    .openapi(facebookRoutes.read, async (c) => c.json(await readFacebookConnection(ctx, c.get("workspace").id), 200))
    .openapi(facebookRoutes.connect, async (c) =>
      c.json(await startFacebookConnect(ctx, c.get("workspace").id, c.get("user").id), 200),
    )
    .openapi(facebookRoutes.callback, async (c) =>
      c.json(await completeFacebookConnect(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("json")), 200),
    )
    .openapi(facebookRoutes.choose, async (c) =>
      c.json(await chooseFacebookPage(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("json").pageId), 200),
    )
    .openapi(facebookRoutes.disconnect, async (c) => {
      await disconnectFacebook(ctx, c.get("workspace").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.list, async (c) => c.json(await listCompetitorsPage(ctx, c.get("workspace").id), 200))
    .openapi(routes.add, async (c) =>
      c.json(await addCompetitor(ctx, c.get("workspace"), c.req.valid("json").username, c.req.valid("json").platform), 201),
    )
    .openapi(routes.comparison, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await readComparison(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    })
    .openapi(routes.remove, async (c) => {
      await removeCompetitor(ctx, c.get("workspace"), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    });
}
