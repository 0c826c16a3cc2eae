import { defaultPeriodPreset, parseDay, periodPresets } from "@core/analytics/period";
import { apiKeyAccessTexts } from "@core/public-api/api-key-texts";
import { POST_TYPES } from "@core/social/profile-data";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse } from "../../http/openapi";
import { requireApiKey } from "./api-key-auth";
import {
  v1AccountListSchema,
  v1AccountMetricsSchema,
  v1AccountReachSchema,
  v1AccountSchema,
  v1ClientListSchema,
  v1ClientSchema,
  v1CommentPageSchema,
  v1CompetitorComparisonSchema,
  v1CompetitorListSchema,
  v1IndicatorHistorySchema,
  v1IndicatorsSchema,
  v1PostPageSchema,
  v1OutcomeListSchema,
  v1RecommendationListSchema,
  v1ReportListSchema,
  v1SearchPageSchema,
} from "./public-api.schemas";
import { searchFiltersSchema, toSearchInput } from "../search/search-filters";
import {
  listV1AccountMetrics,
  listV1AccountReach,
  listV1Accounts,
  listV1Comments,
  listV1Competitors,
  listV1IndicatorHistory,
  listV1Posts,
  listV1Outcomes,
  listV1Recommendations,
  listV1Reports,
  readV1Account,
  readV1Client,
  listV1Clients,
  readV1CompetitorComparison,
  readV1Indicators,
  readV1ReportFile,
  searchV1,
} from "./public-api.service";

// The public API, /api/v1 (docs/product/features.md "Public API"; docs/decisions/019): read-only, by API
// key, on the app's services. Its own OpenAPI document (/api/v1/openapi.json) lists only these
// routes; /api-docs is rendered from it. A new resource is one more route here and its schema.

export const apiKeySecurity = [{ apiKey: [] }];

const integer = { type: "integer" as const };
const rateLimitHeaders = {
  "RateLimit-Limit": { description: "Requisições por hora do espaço de trabalho.", schema: integer },
  "RateLimit-Remaining": { description: "Requisições que restam na janela atual.", schema: integer },
  "RateLimit-Reset": { description: "Segundos até a janela recomeçar.", schema: integer },
};
const okHeaders = {
  ...rateLimitHeaders,
  ETag: { description: "Envie em If-None-Match para receber 304 se nada mudou.", schema: { type: "string" as const } },
};
const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  ...jsonResponse(schema, description),
  headers: okHeaders,
});
const errors = {
  304: { description: "Nada mudou desde o ETag enviado em If-None-Match." },
  400: jsonResponse(errorBodySchema, "Parâmetros inválidos (o campo vem em error.fields)"),
  401: jsonResponse(errorBodySchema, "Chave de API ausente, inválida ou revogada"),
  403: jsonResponse(errorBodySchema, "O espaço de trabalho não tem plano ativo (reason NO_PLAN)"),
  404: jsonResponse(errorBodySchema, "Não encontrado neste espaço de trabalho"),
  429: {
    ...jsonResponse(errorBodySchema, "Limite de requisições por hora atingido"),
    headers: { ...rateLimitHeaders, "Retry-After": { description: "Segundos até poder tentar de novo.", schema: integer } },
  },
};

const idParam = z.object({
  accountId: z
    .uuid({ error: "Identificador inválido." })
    .openapi({ param: { name: "accountId", in: "path" }, description: "O id de uma conta (GET /accounts)." }),
});
const dayText = z
  .string()
  .max(10)
  .refine((value) => parseDay(value) !== undefined, { error: "Data inválida. Use o formato AAAA-MM-DD." });
const periodQuery = z
  .object({
    period: z.enum(periodPresets, { error: "Período inválido." }).optional().openapi({
      description:
        "7d, 30d, 90d, this_month, last_month ou custom (com from e to). Sem period: custom quando from ou to vêm, senão 30d.",
      example: "30d",
    }),
    from: dayText
      .optional()
      .openapi({ description: "Primeiro dia (AAAA-MM-DD, São Paulo): period=custom, ou sem period.", example: "2026-10-01" }),
    to: dayText
      .optional()
      .openapi({ description: "Último dia (AAAA-MM-DD, São Paulo): period=custom, ou sem period.", example: "2026-10-31" }),
  })
  .refine((query) => !query.period || query.period === "custom" || (!query.from && !query.to), {
    error: "Use from e to com period=custom (ou sem period); com outro período eles não se aplicam.",
    path: ["period"],
  });

/** A date range alone means that range: never a preset that silently ignores it. */
function periodInput(query: z.infer<typeof periodQuery>) {
  return { ...query, period: query.period ?? (query.from || query.to ? ("custom" as const) : defaultPeriodPreset) };
}
const postsQuery = z.object({
  limit: z.coerce
    .number({ error: "Limite inválido." })
    .int({ error: "Limite inválido." })
    .min(1, { error: "O limite mínimo é 1." })
    .max(100, { error: "No máximo 100 por página." })
    .default(20)
    .openapi({ description: "Publicações por página (1 a 100).", example: 50 }),
  cursor: z
    .string()
    .max(200, { error: "Cursor inválido." })
    .optional()
    .openapi({ description: "O nextCursor da página anterior." }),
  type: z.enum(POST_TYPES, { error: "Tipo de publicação inválido." }).optional(),
  from: dayText.optional().openapi({ description: "Publicadas a partir deste dia (AAAA-MM-DD, São Paulo)." }),
  to: dayText.optional().openapi({ description: "Publicadas até este dia, inclusive (AAAA-MM-DD, São Paulo)." }),
  order: z
    .enum(["desc", "asc"], { error: "Ordem inválida." })
    .default("desc")
    .openapi({ description: "Pela data de publicação: desc (mais recentes primeiro) ou asc." }),
});

const searchQuery = searchFiltersSchema.extend({
  limit: z.coerce
    .number({ error: "Limite inválido." })
    .int({ error: "Limite inválido." })
    .min(1, { error: "O limite mínimo é 1." })
    .max(100, { error: "No máximo 100 por página." })
    .default(20)
    .openapi({ description: "Resultados por página (1 a 100).", example: 50 }),
  cursor: z
    .string()
    .max(200, { error: "Cursor inválido." })
    .optional()
    .openapi({ description: "O nextCursor da página anterior." }),
});

const reportIdParam = z.object({
  reportId: z
    .uuid({ error: "Identificador inválido." })
    .openapi({ param: { name: "reportId", in: "path" }, description: "O id de um relatório (GET /reports)." }),
});

const flag = (description: string) =>
  z.enum(["true", "false", "1", "0"], { error: "Use true ou false." }).optional().openapi({ description });
const commentsQuery = z.object({
  accountId: z.uuid({ error: "Identificador inválido." }).openapi({ description: "O id de uma conta (GET /accounts)." }),
  limit: postsQuery.shape.limit.openapi({ description: "Comentários por página (1 a 100).", example: 50 }),
  cursor: postsQuery.shape.cursor,
  from: dayText.optional().openapi({ description: "Escritos a partir deste dia (AAAA-MM-DD, São Paulo)." }),
  to: dayText.optional().openapi({ description: "Escritos até este dia, inclusive (AAAA-MM-DD, São Paulo)." }),
  questions: flag("true: só perguntas (comentários de primeiro nível de outras pessoas)."),
  unanswered: flag("true: só perguntas sem resposta da conta há 24 horas ou mais."),
  order: z
    .enum(["desc", "asc"], { error: "Ordem inválida." })
    .default("desc")
    .openapi({ description: "Pela data do comentário: desc (mais recentes primeiro) ou asc." }),
});
const isOn = (value: string | undefined) => value === "true" || value === "1";

const clientIdParam = z.object({
  clientId: z
    .uuid({ error: "Identificador inválido." })
    .openapi({ param: { name: "clientId", in: "path" }, description: "O id de um cliente (GET /clients)." }),
});

const tags = ["Contas"];
const base = { tags, security: apiKeySecurity };
const routes = {
  accounts: createRoute({
    ...base,
    method: "get",
    path: "/accounts",
    operationId: "listAccounts",
    summary: "Contas conectadas",
    description: "As contas do Instagram ativas do espaço de trabalho da chave.",
    responses: { 200: ok(v1AccountListSchema, "Contas"), ...errors },
  }),
  account: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}",
    operationId: "getAccount",
    summary: "Uma conta",
    request: { params: idParam },
    responses: { 200: ok(v1AccountSchema, "Conta"), ...errors },
  }),
  metrics: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}/metrics",
    operationId: "listAccountMetrics",
    summary: "Métricas da conta por dia",
    description:
      "Uma linha por dia de São Paulo do período em que houve coleta: seguidores, seguindo, publicações e, para contas conectadas pelo login do Instagram ou do Facebook, alcance, visualizações, contas engajadas, interações, toques nos links do perfil, novos seguidores e deixaram de seguir (null onde a rede não informou; insightsUnavailable diz por que a conta não os tem).",
    request: { params: idParam, query: periodQuery },
    responses: { 200: ok(v1AccountMetricsSchema, "Métricas por dia"), ...errors },
  }),
  reach: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}/reach",
    operationId: "listAccountReach",
    summary: "Alcance e visualizações por dia",
    description:
      "Todos os dias de São Paulo do período, com o alcance, as visualizações e os demais números do dia que só o dono da conta vê (login do Instagram ou do Facebook), inclusive os dias anteriores à primeira coleta que a rede ainda informa (até 30). null onde a rede não informou; final=false enquanto a rede ainda pode mudar o dia (até 48 h); unavailable diz por que a conta não os tem (conexão por usuário, por exemplo).",
    request: { params: idParam, query: periodQuery },
    responses: { 200: ok(v1AccountReachSchema, "Alcance por dia"), ...errors },
  }),
  posts: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}/posts",
    operationId: "listAccountPosts",
    summary: "Publicações da conta",
    description:
      "Páginas por data de publicação com cursor (estáveis mesmo com publicações novas chegando), filtros por tipo e por dias de publicação, com as métricas da última coleta.",
    request: { params: idParam, query: postsQuery },
    responses: { 200: ok(v1PostPageSchema, "Uma página de publicações"), ...errors },
  }),
  indicators: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}/indicators",
    operationId: "getAccountIndicators",
    summary: "Indicadores mais recentes",
    description: "Os 12 indicadores avançados do último cálculo; 404 (reason NO_INDICATORS) antes do primeiro.",
    request: { params: idParam },
    responses: { 200: ok(v1IndicatorsSchema, "Indicadores"), ...errors },
  }),
  indicatorHistory: createRoute({
    ...base,
    method: "get",
    path: "/accounts/{accountId}/indicators/history",
    operationId: "listAccountIndicatorHistory",
    summary: "Histórico dos indicadores",
    description: "Cada cálculo dos 12 indicadores feito no período, do mais recente ao mais antigo.",
    request: { params: idParam, query: periodQuery },
    responses: { 200: ok(v1IndicatorHistorySchema, "Cálculos do período"), ...errors },
  }),
  clients: createRoute({
    ...base,
    tags: ["Clientes"],
    method: "get",
    path: "/clients",
    operationId: "listClients",
    summary: "Clientes",
    description:
      "Os clientes (marcas) do espaço de trabalho da chave, cada um com suas contas nas redes sociais e os concorrentes acompanhados para ele. Uma chave de quem está limitado a algumas contas vê só os clientes cujas contas alcança.",
    responses: { 200: ok(v1ClientListSchema, "Clientes"), ...errors },
  }),
  client: createRoute({
    ...base,
    tags: ["Clientes"],
    method: "get",
    path: "/clients/{clientId}",
    operationId: "getClient",
    summary: "Um cliente e suas contas",
    request: { params: clientIdParam },
    responses: { 200: ok(v1ClientSchema, "Cliente"), ...errors },
  }),
  competitors: createRoute({
    ...base,
    tags: ["Concorrentes"],
    method: "get",
    path: "/competitors",
    operationId: "listCompetitors",
    summary: "Concorrentes monitorados",
    description: "Os concorrentes ativos do espaço de trabalho da chave, com os seguidores da última coleta.",
    responses: { 200: ok(v1CompetitorListSchema, "Concorrentes"), ...errors },
  }),
  comparison: createRoute({
    ...base,
    tags: ["Concorrentes"],
    method: "get",
    path: "/accounts/{accountId}/competitors",
    operationId: "getAccountCompetitorComparison",
    summary: "Comparação com os concorrentes no período",
    description:
      "A conta e cada concorrente da mesma rede social no período, com as mesmas contas da página Concorrentes: seguidores, crescimento, publicações por semana, taxa de engajamento, médias, formatos, hashtags, melhores publicações, a posição da conta em cada coluna e a participação no engajamento.",
    request: { params: idParam, query: periodQuery },
    responses: { 200: ok(v1CompetitorComparisonSchema, "Comparação"), ...errors },
  }),
  reports: createRoute({
    ...base,
    tags: ["Relatórios"],
    method: "get",
    path: "/reports",
    operationId: "listReports",
    summary: "Relatórios gerados",
    description:
      "Os 100 relatórios em PDF mais recentes do espaço de trabalho (pedidos no app ou do envio por e-mail), do mais novo ao mais antigo.",
    responses: { 200: ok(v1ReportListSchema, "Relatórios"), ...errors },
  }),
  reportDownload: createRoute({
    ...base,
    tags: ["Relatórios"],
    method: "get",
    path: "/reports/{reportId}/download",
    operationId: "downloadReport",
    summary: "Baixar o PDF de um relatório",
    description: "O arquivo PDF (status done); 409 (reason NOT_READY) enquanto ele é gerado.",
    request: { params: reportIdParam },
    responses: {
      200: {
        description: "O PDF",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        headers: okHeaders,
      },
      ...errors,
      409: jsonResponse(errorBodySchema, "O relatório ainda está sendo gerado (reason NOT_READY)"),
    },
  }),
  recommendations: createRoute({
    ...base,
    tags: ["Recomendações"],
    method: "get",
    path: "/accounts/{accountId}/recommendations",
    operationId: "listAccountRecommendations",
    summary: "Recomendações do período",
    description:
      "As recomendações que o plano inclui, calculadas dos dados da conta no período como no painel, da maior prioridade para a menor, com a evidência e os números do período em que se baseiam.",
    request: { params: idParam, query: periodQuery },
    responses: { 200: ok(v1RecommendationListSchema, "Recomendações"), ...errors },
  }),
  outcomes: createRoute({
    ...base,
    tags: ["Recomendações"],
    method: "get",
    path: "/accounts/{accountId}/outcomes",
    operationId: "listAccountOutcomes",
    summary: "Resultados das recomendações seguidas",
    description:
      "Cada recomendação marcada como feita na conta, da mais nova à mais antiga: o número que ela mira antes, o que mudou nas publicações e os resultados aos 14 e 30 dias contra a tendência das 8 semanas anteriores, com o efeito e seu intervalo de 90%. Uma conta não é um experimento: o efeito é associado à mudança, não causado por ela.",
    request: { params: idParam },
    responses: { 200: ok(v1OutcomeListSchema, "Resultados"), ...errors },
  }),
  comments: createRoute({
    ...base,
    tags: ["Comentários"],
    method: "get",
    path: "/comments",
    operationId: "listComments",
    summary: "Comentários de uma conta",
    description:
      "Os comentários coletados nas publicações da conta (os apagados no Instagram ficam de fora), em páginas por data com cursor, com filtros por dias, só perguntas e só perguntas sem resposta da conta há mais de 24 horas.",
    request: { query: commentsQuery },
    responses: { 200: ok(v1CommentPageSchema, "Uma página de comentários"), ...errors },
  }),
  search: createRoute({
    ...base,
    tags: ["Busca"],
    method: "get",
    path: "/search",
    operationId: "search",
    summary: "Buscar em legendas e comentários",
    description:
      'A busca do app em /busca: as legendas e os comentários coletados com as palavras buscadas (em português, sem acento ou maiúsculas importarem, com as variações da palavra), "frases exatas" e -exclusões, filtros por conta, período, tipo, formato, autor, perguntas e perguntas sem resposta, ordenados por relevância, data ou curtidas. Páginas com cursor até os primeiros 1000 resultados. Texto inválido: 400 com a mensagem em error.fields.q.',
    request: { query: searchQuery },
    responses: { 200: ok(v1SearchPageSchema, "Uma página de resultados"), ...errors },
  }),
};

const securityScheme = {
  type: "http" as const,
  scheme: "bearer",
  description: `${apiKeyAccessTexts.create} em /admin/api e as envia no cabeçalho Authorization: Bearer igk_…; ${apiKeyAccessTexts.reach}.`,
};

export function publicApiRoutes(ctx: Pick<AppContext, "db" | "env" | "apiKeys">) {
  const router = createRouter();
  router.openAPIRegistry.registerComponent("securitySchemes", "apiKey", securityScheme);
  // "/accounts/*" matches "/accounts" too: one guard, so a request is counted once.
  const guard = requireApiKey(ctx);
  router.use("/accounts/*", guard);
  router.use("/competitors", guard);
  router.use("/clients/*", guard);
  router.use("/reports/*", guard);
  router.use("/comments", guard);
  router.use("/search", guard);
  router
    .openapi(routes.accounts, async (c) => c.json(await listV1Accounts(ctx, c.get("workspace").id), 200))
    .openapi(routes.account, async (c) =>
      c.json(await readV1Account(ctx, c.get("workspace").id, c.req.valid("param").accountId), 200),
    )
    .openapi(routes.clients, async (c) => c.json(await listV1Clients(ctx, c.get("workspace").id), 200))
    .openapi(routes.client, async (c) =>
      c.json(await readV1Client(ctx, c.get("workspace").id, c.req.valid("param").clientId), 200),
    )
    .openapi(routes.metrics, async (c) =>
      c.json(
        await listV1AccountMetrics(ctx, c.get("workspace").id, c.req.valid("param").accountId, periodInput(c.req.valid("query"))),
        200,
      ),
    )
    .openapi(routes.reach, async (c) =>
      c.json(
        await listV1AccountReach(ctx, c.get("workspace").id, c.req.valid("param").accountId, periodInput(c.req.valid("query"))),
        200,
      ),
    )
    .openapi(routes.posts, async (c) =>
      c.json(await listV1Posts(ctx, c.get("workspace").id, c.req.valid("param").accountId, c.req.valid("query")), 200),
    )
    .openapi(routes.indicators, async (c) =>
      c.json(await readV1Indicators(ctx, c.get("workspace").id, c.req.valid("param").accountId), 200),
    )
    .openapi(routes.indicatorHistory, async (c) =>
      c.json(
        await listV1IndicatorHistory(
          ctx,
          c.get("workspace").id,
          c.req.valid("param").accountId,
          periodInput(c.req.valid("query")),
        ),
        200,
      ),
    )
    .openapi(routes.competitors, async (c) => c.json(await listV1Competitors(ctx, c.get("workspace").id), 200))
    .openapi(routes.comparison, async (c) =>
      c.json(
        await readV1CompetitorComparison(
          ctx,
          c.get("workspace").id,
          c.req.valid("param").accountId,
          periodInput(c.req.valid("query")),
        ),
        200,
      ),
    )
    .openapi(routes.reports, async (c) => c.json(await listV1Reports(ctx, c.get("workspace").id), 200))
    .openapi(routes.reportDownload, async (c) => {
      const file = await readV1ReportFile(ctx, c.get("workspace").id, c.req.valid("param").reportId);
      return new Response(new Uint8Array(file.content), {
        status: 200,
        headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.fileName}"` },
      }) as never;
    })
    .openapi(routes.recommendations, async (c) =>
      c.json(
        await listV1Recommendations(
          ctx,
          c.get("workspace").id,
          c.req.valid("param").accountId,
          periodInput(c.req.valid("query")),
        ),
        200,
      ),
    )
    .openapi(routes.outcomes, async (c) =>
      c.json(await listV1Outcomes(ctx, c.get("workspace").id, c.req.valid("param").accountId), 200),
    )
    .openapi(routes.comments, async (c) => {
      const { questions, unanswered, ...query } = c.req.valid("query");
      return c.json(
        await listV1Comments(ctx, c.get("workspace").id, { ...query, questions: isOn(questions), unanswered: isOn(unanswered) }),
        200,
      );
    })
    .openapi(routes.search, async (c) => {
      const { limit, cursor, ...query } = c.req.valid("query");
      return c.json(await searchV1(ctx, c.get("workspace").id, { ...toSearchInput(query), limit, cursor }), 200);
    });
  const document = buildPublicApiDocument(ctx.env.APP_URL);
  router.get("/openapi.json", (c) => c.json(document));
  return router;
}

/**
 * The public OpenAPI document: /api/v1's routes only, nothing of the app's internal ones. Built
 * from the same route definitions the router serves, without a server, so the lint script and
 * the /api-docs page's build read it too (scripts/write-public-openapi.ts).
 */
export function buildPublicApiDocument(appUrl: string) {
  const registry = createRouter();
  registry.openAPIRegistry.registerComponent("securitySchemes", "apiKey", securityScheme);
  for (const route of Object.values(routes)) registry.openAPIRegistry.registerPath(route);
  return registry.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Inteligram API",
      version: "v1",
      description:
        "A API pública do Inteligram: os dados do seu espaço de trabalho para as suas ferramentas. Somente leitura, JSON com datas ISO 8601 e números sem formatação. Autentique com uma chave de API (Authorization: Bearer). Limite: 1000 requisições por hora por espaço de trabalho, informado nos cabeçalhos RateLimit-*. Erros: { error: { code, message, requestId } } com a mensagem em português.",
      license: { name: "Proprietária", url: `${appUrl}/termos` },
      contact: { name: "Inteligram", url: `${appUrl}/contato` },
    },
    servers: [{ url: `${appUrl}/api/v1` }],
    security: apiKeySecurity,
  });
}
