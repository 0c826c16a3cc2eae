import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { outcomeListSchema } from "@core/outcomes/outcome-responses";
import { contentAnalysisSchema, recommendationListSchema, recommendationStatuses } from "@core/recommendations/responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { analyseContent } from "./content-analysis.service";
import { readOutcomes } from "./outcomes.service";
import { readRecommendations, setRecommendationStatus } from "./recommendations.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo, ou recurso de outro plano"),
  404: json(errorBodySchema, "Conta ou recomendação não encontrada"),
};
const tags = ["Recomendações"];

const periodFields = {
  accountId: z.uuid({ error: "Identificador inválido." }).optional(),
  period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
};

const routes = {
  list: createRoute({
    method: "get",
    path: "/insights/recommendations",
    tags,
    security: sessionSecurity,
    summary: "Recomendações do período",
    description:
      "Recomendações calculadas a partir dos dados da conta no período do painel, ordenadas por prioridade, com as evidências. As que o plano não inclui vêm em `locked`, com o plano que as libera.",
    request: { query: z.object(periodFields) },
    responses: { 200: json(recommendationListSchema, "Recomendações"), ...errors },
  }),
  status: createRoute({
    method: "put",
    path: "/insights/recommendations/{ruleId}/status",
    tags,
    security: sessionSecurity,
    summary: "Dispensar, concluir ou reabrir uma recomendação",
    request: {
      params: z.object({ ruleId: z.string().min(1).max(60) }),
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              accountId: z.uuid({ error: "Identificador inválido." }),
              status: z.enum(recommendationStatuses, { error: "Situação inválida." }),
            }),
          },
        },
      },
    },
    responses: {
      200: json(z.object({ ruleId: z.string(), status: z.enum(recommendationStatuses) }), "Situação salva"),
      ...errors,
    },
  }),
  outcomes: createRoute({
    method: "get",
    path: "/insights/outcomes",
    tags,
    security: sessionSecurity,
    summary: "Resultados das recomendações seguidas",
    description:
      "Cada recomendação marcada como feita: a linha de base (o número que ela mira nas 8 semanas anteriores), o que mudou nas publicações e os resultados aos 14 e 30 dias — o número depois contra o que a tendência previa, o efeito com intervalo de 90% e o veredito (Funcionou, Sem efeito claro, Piorou, Ainda não dá para saber). Uma conta não é um experimento: o efeito é associado à mudança, não causado por ela.",
    request: { query: z.object({ accountId: periodFields.accountId }) },
    responses: { 200: json(outcomeListSchema, "Resultados"), ...errors },
  }),
  analysis: createRoute({
    method: "post",
    path: "/insights/content-analysis",
    tags,
    security: sessionSecurity,
    summary: "Análise de conteúdo com IA",
    description:
      "Plano Pro. Uma análise curta das melhores e piores publicações do período com sugestões de legenda. Sem um LLM configurado, o texto é escrito a partir de modelos (source = template).",
    request: {
      body: {
        required: true,
        content: { "application/json": { schema: z.object({ ...periodFields, refresh: z.boolean().optional() }) } },
      },
    },
    responses: { 200: json(contentAnalysisSchema, "Análise"), ...errors },
  }),
};

export function insightsRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/insights/*", requireMember(ctx));
  return router
    .openapi(routes.list, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await readRecommendations(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    })
    .openapi(routes.status, async (c) => {
      const body = c.req.valid("json");
      return c.json(
        await setRecommendationStatus(ctx, c.get("workspace").id, { ...body, ruleId: c.req.valid("param").ruleId }),
        200,
      );
    })
    .openapi(routes.outcomes, async (c) => {
      const { accountId } = c.req.valid("query");
      return c.json(
        await readOutcomes(ctx, c.get("workspace").id, { accountId, chosenAccountId: c.get("workspace").currentAccountId }),
        200,
      );
    })
    .openapi(routes.analysis, async (c) => {
      const { period, ...query } = c.req.valid("json");
      return c.json(
        await analyseContent(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    });
}
