import { periodAnalyticsSchema, periodPostsPageSchema, postSortKeys } from "@core/analytics/analytics-responses";
import { audienceAnswerSchema, storiesAnswerSchema } from "@core/analytics/owner-insights-responses";
import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { POST_TYPES } from "@core/social/profile-data";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { listPeriodPosts, readPeriodAnalytics } from "./history.service";
import { readPeriodAudience, readPeriodStories } from "./owner-insights.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Período inválido"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo"),
  404: json(errorBodySchema, "Conta não encontrada"),
};
const tags = ["Análises"];

const periodQuery = z.object({
  accountId: z.uuid({ error: "Identificador inválido." }).optional(),
  period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset),
  // Checked as real days (and against the range rules) by the service, with pt-BR messages.
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});

const routes = {
  read: createRoute({
    method: "get",
    path: "/analytics",
    tags,
    security: sessionSecurity,
    summary: "Desempenho no período",
    description:
      "Métricas do período (dias de São Paulo) comparadas com o período anterior de mesma duração, séries diárias, desempenho por formato e por dia da semana e hora. period=custom exige from e to (AAAA-MM-DD), no máximo 3 anos.",
    request: { query: periodQuery },
    responses: { 200: json(periodAnalyticsSchema.openapi("PeriodAnalytics"), "Análise do período"), ...errors },
  }),
  posts: createRoute({
    method: "get",
    path: "/analytics/posts",
    tags,
    security: sessionSecurity,
    summary: "Publicações do período",
    description: "As publicações feitas no período, com as métricas do último dia dele; filtro por tipo, ordenação e páginas.",
    request: {
      query: periodQuery.extend({
        type: z.enum(POST_TYPES, { error: "Tipo de publicação inválido." }).optional(),
        sort: z.enum(postSortKeys, { error: "Ordenação inválida." }).default("date"),
        order: z.enum(["asc", "desc"], { error: "Ordem inválida." }).default("desc"),
        page: z.coerce.number({ error: "Página inválida." }).int().min(1, { error: "Página inválida." }).max(10_000).default(1),
        pageSize: z.coerce
          .number({ error: "Tamanho de página inválido." })
          .int()
          .min(1)
          .max(50, { error: "No máximo 50 por página." })
          .default(10),
      }),
    },
    responses: { 200: json(periodPostsPageSchema.openapi("PeriodPostsPage"), "Publicações"), ...errors },
  }),
  audience: createRoute({
    method: "get",
    path: "/analytics/audience",
    tags,
    security: sessionSecurity,
    summary: "Público",
    description:
      "O público da conta (contas conectadas pelo login da rede): a última foto semanal tirada dentro do período, por idade, gênero, cidade e país, com a participação de cada fatia na foto anterior, e o mapa de dia da semana por hora de quando os seguidores estão online, com os melhores horários. Onde um dado não existe, unavailable diz por quê (conexão por usuário, menos de 100 seguidores…).",
    request: { query: periodQuery },
    responses: { 200: json(audienceAnswerSchema.openapi("PeriodAudience"), "Público"), ...errors },
  }),
  stories: createRoute({
    method: "get",
    path: "/analytics/stories",
    tags,
    security: sessionSecurity,
    summary: "Stories do período",
    description:
      "Os stories publicados no período (dias de São Paulo), cada um com a mídia e os números capturados enquanto estava no ar ou os finais enviados pela rede ao expirar (missed: não visto no ar), e os totais comparados com o período anterior.",
    request: { query: periodQuery },
    responses: { 200: json(storiesAnswerSchema.openapi("PeriodStories"), "Stories"), ...errors },
  }),
};

export function analyticsRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/analytics", requireMember(ctx));
  router.use("/analytics/*", requireMember(ctx));
  return router
    .openapi(routes.read, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await readPeriodAnalytics(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    })
    .openapi(routes.posts, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await listPeriodPosts(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    })
    .openapi(routes.audience, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await readPeriodAudience(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    })
    .openapi(routes.stories, async (c) => {
      const { period, ...query } = c.req.valid("query");
      return c.json(
        await readPeriodStories(ctx, c.get("workspace").id, {
          ...query,
          preset: period,
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        200,
      );
    });
}
