import { sentiments } from "@core/comments/sentiment";
import { GROWTH_TREND_BASES, INDICATOR_IDS } from "@core/social/indicator-catalogue";
import { INSIGHTS_UNAVAILABLE_REASONS } from "@core/social/owner-insights";
import { PLATFORMS } from "@core/social/platforms";
import { POST_TYPES } from "@core/social/profile-data";
import { searchEchoSchema, searchResultSchema } from "@core/search/search-responses";
import { z } from "@hono/zod-openapi";

// The public API's answers (/api/v1): stable English field names, ISO 8601 dates (calendar
// days as YYYY-MM-DD, instants in UTC), plain numbers (docs/product/features.md "Public API").

const instant = (description: string) =>
  z.string().openapi({ format: "date-time", description, example: "2026-11-24T20:00:00.000Z" });
const uuid = () => z.string().openapi({ format: "uuid" });
const day = (description: string) => z.string().openapi({ format: "date", description, example: "2026-11-24" });

export const v1AccountSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    platform: z.enum(PLATFORMS).openapi({ description: "A rede social da conta." }),
    username: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    followers: z.number().int().nullable().openapi({ description: "Seguidores na última coleta." }),
    connectionType: z.string().openapi({
      description:
        "manual (por nome de usuário), oauth (login do Instagram) ou facebook (login do Facebook, pela página vinculada).",
    }),
    dataSource: z.string().openapi({ description: "Fonte dos dados: demo, apify ou graph." }),
    needsReconnect: z.boolean(),
    lastCollectedAt: instant("Fim da última coleta bem-sucedida.").nullable(),
  })
  .openapi("V1Account");

export const v1AccountListSchema = z.object({ data: z.array(v1AccountSchema) }).openapi("V1AccountList");

export const v1PeriodSchema = z.object({
  from: day("Primeiro dia (São Paulo)."),
  to: day("Último dia (São Paulo)."),
  days: z.number().int(),
});

/** Why one of the owner's figures is missing (docs/decisions/040): never a 0 in its place. */
export const v1InsightGapSchema = z
  .object({
    reason: z.enum(INSIGHTS_UNAVAILABLE_REASONS).openapi({
      description:
        "username_connection (conta conectada por nome de usuário: só o login da rede dá esses dados), personal_account (conta pessoal), few_followers (menos de 100 seguidores), delayed (a rede informa em até 48 h), not_supported (a rede não informa para esta conexão), no_data (a rede não informou, por exemplo poucas visualizações), missing_permission (a conexão não autorizou; veja permission), unavailable (a rede não respondeu; a próxima leitura tenta de novo).",
    }),
    permission: z.string().nullable().openapi({ description: "Com missing_permission: a permissão a autorizar ao reconectar." }),
  })
  .openapi("V1InsightGap");

const ownerFigure = (description: string) =>
  z
    .number()
    .int()
    .nullable()
    .openapi({
      description: `${description} Dado do dono da conta (login do Instagram ou do Facebook); null quando a rede não informou.`,
    });

export const v1AccountDaySchema = z.object({
  date: day("Dia do calendário em America/Sao_Paulo."),
  followers: z.number().int(),
  following: z.number().int(),
  posts: z.number().int(),
  reach: ownerFigure("Alcance: contas que viram algo da conta no dia."),
  views: ownerFigure("Visualizações do conteúdo da conta no dia."),
  accountsEngaged: ownerFigure("Contas que interagiram no dia."),
  totalInteractions: ownerFigure("Interações no dia."),
  profileLinksTaps: ownerFigure("Toques nos links e botões de contato do perfil."),
  follows: ownerFigure("Contas que começaram a seguir no dia."),
  unfollows: ownerFigure("Contas que deixaram de seguir no dia."),
  // The daily sheet's "Cliques no perfil" (src/server/features/reports/export.service.ts): the same figure.
  clicks: ownerFigure("Cliques no perfil: o mesmo número de profileLinksTaps (mantido por compatibilidade)."),
});

export const v1AccountMetricsSchema = z
  .object({
    accountId: uuid(),
    period: v1PeriodSchema,
    insightsUnavailable: v1InsightGapSchema.nullable().openapi({
      description: "Por que reach, views e os demais dados do dono são null em todos os dias; null quando a conta os tem.",
    }),
    data: z.array(v1AccountDaySchema),
  })
  .openapi("V1AccountMetrics");

export const v1InsightDaySchema = z.object({
  date: day("Dia do calendário em America/Sao_Paulo."),
  reach: ownerFigure("Alcance: contas que viram algo da conta no dia."),
  views: ownerFigure("Visualizações do conteúdo da conta no dia."),
  accountsEngaged: ownerFigure("Contas que interagiram no dia."),
  totalInteractions: ownerFigure("Interações no dia."),
  profileLinksTaps: ownerFigure("Toques nos links e botões de contato do perfil."),
  follows: ownerFigure("Contas que começaram a seguir no dia."),
  unfollows: ownerFigure("Contas que deixaram de seguir no dia."),
  final: z.boolean().openapi({
    description:
      "false enquanto a rede ainda pode mudar os números do dia (até 48 h depois dele) ou quando o dia ainda não foi lido.",
  }),
});

export const v1AccountReachSchema = z
  .object({
    accountId: uuid(),
    period: v1PeriodSchema,
    unavailable: v1InsightGapSchema
      .nullable()
      .openapi({ description: "Por que a conta não tem esses dados; null quando os tem." }),
    data: z.array(v1InsightDaySchema).openapi({ description: "Todos os dias do período, do mais antigo ao mais recente." }),
  })
  .openapi("V1AccountReach");

const ownerPostFigure = (description: string) => z.number().int().nullable().openapi({ description });

export const v1PostInsightsSchema = z
  .object({
    reach: ownerPostFigure("Contas alcançadas."),
    views: ownerPostFigure("Visualizações (exibições ou reproduções)."),
    saved: ownerPostFigure("Salvamentos."),
    shares: ownerPostFigure("Compartilhamentos informados ao dono."),
    totalInteractions: ownerPostFigure("Interações somadas pela rede (curtidas, comentários, salvamentos, compartilhamentos…)."),
    follows: ownerPostFigure("Contas que passaram a seguir pela publicação (feed)."),
    profileVisits: ownerPostFigure("Visitas ao perfil pela publicação (feed)."),
    avgWatchTimeSeconds: z.number().nullable().openapi({ description: "Reels e vídeos: tempo médio assistido, em segundos." }),
    totalWatchTimeSeconds: z.number().nullable().openapi({ description: "Reels e vídeos: tempo total assistido, em segundos." }),
    fullWatchRate: z
      .number()
      .nullable()
      .openapi({ description: "TikTok: fração das visualizações assistidas até o fim (0 a 1)." }),
    engagementRatePerReach: z
      .number()
      .nullable()
      .openapi({ description: "Em %: interações (as de interactions) / alcance × 100; null sem alcance." }),
    readOn: day("Dia (São Paulo) da leitura desses números.").nullable(),
    unavailable: v1InsightGapSchema
      .nullable()
      .openapi({ description: "Por que a publicação não tem esses números (todos null); null quando os tem." }),
  })
  .openapi("V1PostInsights");

export const v1PostSchema = z.object({
  id: z.string().openapi({ format: "uuid" }),
  platform: z.enum(PLATFORMS).openapi({ description: "A rede social do post." }),
  mediaId: z.string().openapi({ description: "Identificador da mídia na rede social." }),
  type: z.enum(POST_TYPES),
  caption: z.string(),
  hashtags: z.array(z.string()),
  mentions: z.array(z.string()),
  permalink: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: instant("Publicação."),
  likes: z.number().int(),
  comments: z.number().int(),
  views: z.number().int().nullable(),
  shares: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Compartilhamentos, onde a rede os informa por publicação (TikTok); null quando não informa." }),
  interactions: z.number().int().openapi({
    description:
      "Interações da publicação na definição da rede (decisão 029): curtidas + comentários no Instagram; curtidas + comentários + compartilhamentos no TikTok.",
  }),
  lastSeenAt: instant("Última coleta que viu a publicação (as métricas são dessa coleta)."),
  insights: v1PostInsightsSchema.openapi({
    description: "Os números que só o dono vê (decisão 044), da leitura mais recente com números.",
  }),
});

export const v1PostPageSchema = z
  .object({
    data: z.array(v1PostSchema),
    nextCursor: z.string().nullable().openapi({ description: "Envie em cursor para a próxima página; null na última." }),
  })
  .openapi("V1PostPage");

const indicatorValueSchema = z.object({
  value: z
    .union([z.number(), z.string()])
    .nullable()
    .openapi({ description: "null com dados insuficientes ou quando o indicador não se aplica; nunca 0 por falta de dado." }),
  score: z
    .number()
    .nullable()
    .openapi({ description: "0 a 100; null com dados insuficientes ou quando o indicador não se aplica." }),
  sufficient: z.boolean(),
  notApplicable: z
    .object({ reason: z.string().openapi({ description: "Por que o indicador não se aplica, em português." }) })
    .nullable()
    .openapi({
      description:
        'Preenchido quando o indicador não tem sentido na rede da conta ("Não se aplica", decisão 029: no TikTok, video_content_ratio e networking_score); null quando se aplica.',
    }),
});
const growthTrendValueSchema = indicatorValueSchema.extend({
  basis: z.enum(GROWTH_TREND_BASES).optional().openapi({
    description:
      "followers = histórico de seguidores dos últimos 30 dias; engagement = sem esse histórico, engajamento das metades dos posts recentes. Ausente em cálculos antigos.",
  }),
});
const indicatorSetSchema = z.object({
  ...(Object.fromEntries(INDICATOR_IDS.map((id) => [id, indicatorValueSchema])) as Record<
    (typeof INDICATOR_IDS)[number],
    typeof indicatorValueSchema
  >),
  growth_trend_score: growthTrendValueSchema,
});

export const v1IndicatorsSchema = z
  .object({ accountId: uuid(), computedAt: instant("Quando os indicadores foram calculados."), indicators: indicatorSetSchema })
  .openapi("V1Indicators");

export const v1IndicatorHistorySchema = z
  .object({
    accountId: uuid(),
    period: v1PeriodSchema,
    data: z.array(z.object({ computedAt: instant("Quando os indicadores foram calculados."), indicators: indicatorSetSchema })),
  })
  .openapi("V1IndicatorHistory");

// Competitors (docs/decisions/022), on competitors.service and competitor-figures.service.
export const v1CompetitorSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    platform: z.enum(PLATFORMS).openapi({ description: "A rede social do concorrente." }),
    username: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    followers: z.number().int().nullable().openapi({ description: "Seguidores na última coleta." }),
    dataSource: z.string().openapi({ description: "Fonte dos dados: demo, apify ou graph." }),
    billing: z.enum(["included", "addon"]).openapi({ description: "Incluído no plano ou adicional pago (Start)." }),
    lastCollectedAt: instant("Fim da última coleta bem-sucedida.").nullable(),
    trackedSince: instant("Quando passou a ser monitorado."),
  })
  .openapi("V1Competitor");

export const v1CompetitorListSchema = z.object({ data: z.array(v1CompetitorSchema) }).openapi("V1CompetitorList");

const v1ClientProfileSchema = z.object({ id: uuid(), platform: z.enum(PLATFORMS), username: z.string() });

export const v1ClientSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    accounts: z
      .array(v1ClientProfileSchema)
      .openapi({ description: "As contas do cliente nas redes sociais (cada conta pertence a no máximo um cliente)." }),
    competitors: z.array(v1ClientProfileSchema).openapi({ description: "Os concorrentes acompanhados para o cliente." }),
    createdAt: instant("Quando o cliente foi criado."),
  })
  .openapi("V1Client");

export const v1ClientListSchema = z.object({ data: z.array(v1ClientSchema) }).openapi("V1ClientList");

const v1TopPostSchema = z.object({
  id: z.string().openapi({ format: "uuid" }),
  type: z.enum(POST_TYPES),
  permalink: z.string(),
  publishedAt: instant("Publicação."),
  likes: z.number().int(),
  comments: z.number().int(),
  engagementRate: z.number().nullable().openapi({ description: "Em %, sobre os seguidores no fim do período." }),
});

export const v1ProfileFiguresSchema = z
  .object({
    id: z.string().openapi({ format: "uuid", description: "O id da conta (kind own) ou do concorrente." }),
    kind: z.enum(["own", "competitor"]),
    platform: z.enum(PLATFORMS).openapi({ description: "A rede social do perfil: a da conta comparada." }),
    username: z.string(),
    displayName: z.string().nullable(),
    collecting: z.boolean().openapi({ description: "true até a primeira coleta do perfil gravar seu histórico." }),
    followers: z.number().int().nullable().openapi({ description: "Seguidores no último dia do período com dados." }),
    growth: z.number().int().nullable().openapi({ description: "Seguidores ganhos no período." }),
    postsPerWeek: z.number().nullable(),
    engagementRate: z.number().nullable().openapi({
      description:
        "Em %: interações médias por publicação / seguidores × 100 (interações: curtidas + comentários; no TikTok, + compartilhamentos).",
    }),
    averageLikes: z.number().nullable(),
    averageComments: z.number().nullable(),
    interactions: z.number().int().openapi({
      description: "Interações das publicações do período: curtidas + comentários (no TikTok, + compartilhamentos).",
    }),
    formatMix: z.array(
      z.object({ type: z.enum(POST_TYPES), posts: z.number().int(), share: z.number().openapi({ description: "0 a 1." }) }),
    ),
    topHashtags: z.array(z.object({ tag: z.string(), posts: z.number().int() })),
    topPosts: z.array(v1TopPostSchema).openapi({ description: "Até 3, por curtidas + comentários." }),
    followersSeries: z.array(z.object({ date: day("Dia (São Paulo)."), followers: z.number().int() })),
    engagementSeries: z.array(
      z.object({ weekEnding: day("Último dia da janela de 7 dias."), engagementRate: z.number().nullable() }),
    ),
  })
  .openapi("V1ProfileFigures");

const rankSchema = z.object({
  position: z.number().int().nullable().openapi({ description: "1 = melhor; null sem valor para a conta." }),
  of: z.number().int(),
});

export const v1CompetitorComparisonSchema = z
  .object({
    accountId: uuid(),
    platform: z.enum(PLATFORMS).openapi({ description: "A rede social da conta: só os concorrentes dessa rede são comparados." }),
    period: v1PeriodSchema,
    account: v1ProfileFiguresSchema.nullable(),
    competitors: z.array(v1ProfileFiguresSchema),
    ranks: z.object({
      followers: rankSchema,
      growth: rankSchema,
      postsPerWeek: rankSchema,
      engagementRate: rankSchema,
      averageLikes: rankSchema,
      averageComments: rankSchema,
    }),
    engagementShare: z.array(
      z.object({
        id: uuid(),
        username: z.string(),
        interactions: z.number().int(),
        share: z.number().openapi({ description: "0 a 1." }),
      }),
    ),
  })
  .openapi("V1CompetitorComparison");

// Reports (docs/decisions/017), on reports.service.
export const v1ReportSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    accountId: z.string().openapi({ format: "uuid" }),
    username: z.string(),
    trigger: z
      .enum(["manual", "scheduled"])
      .openapi({ description: "Pedido no app (manual) ou do envio por e-mail (scheduled)." }),
    period: z.object({ preset: z.string(), from: day("Primeiro dia (São Paulo)."), to: day("Último dia (São Paulo).") }),
    status: z.enum(["queued", "running", "done", "failed"]),
    fileName: z.string(),
    sizeBytes: z.number().int().nullable().openapi({ description: "Tamanho do PDF; null até ficar pronto." }),
    createdAt: instant("Pedido."),
    finishedAt: instant("Fim da geração.").nullable(),
  })
  .openapi("V1Report");

export const v1ReportListSchema = z.object({ data: z.array(v1ReportSchema) }).openapi("V1ReportList");

// Recommendations (docs/decisions/018), on recommendations.service.
export const v1RecommendationListSchema = z
  .object({
    accountId: uuid(),
    period: v1PeriodSchema,
    planId: z.string(),
    basis: z
      .object({
        followers: z.number().int().nullable().openapi({ description: "Seguidores no fim do período." }),
        engagementRate: z.number().nullable().openapi({ description: "Taxa de engajamento do período, em %." }),
        previousEngagementRate: z.number().nullable().openapi({ description: "A do período anterior, em %." }),
        posts: z.number().int().openapi({ description: "Publicações do período." }),
        previousPosts: z.number().int().nullable().openapi({ description: "Publicações do período anterior." }),
      })
      .openapi({ description: "Os números do período em que as recomendações se baseiam." }),
    data: z.array(
      z.object({
        id: z.string().openapi({ description: "A regra (estável)." }),
        tier: z.enum(["essential", "trend", "improvement"]),
        category: z.string(),
        title: z.string(),
        evidence: z.string().openapi({ description: "A evidência com os números da conta, em português." }),
        action: z.string(),
        effect: z.string(),
        sample: z.string(),
        why: z.string(),
        priority: z.number().openapi({ description: "0 a 100; a lista vem da maior para a menor." }),
        status: z.enum(["open", "dismissed", "done"]),
      }),
    ),
  })
  .openapi("V1RecommendationList");

// Outcomes of followed recommendations (docs/decisions/050-recommendation-outcomes.md), on outcomes.service.
const v1OutcomeResultSchema = z
  .object({
    horizon: z.number().int().openapi({ description: "Dias depois de marcada como feita: 14 ou 30." }),
    verdict: z.enum(["worked", "no_clear_effect", "worse", "unknown"]),
    verdictLabel: z.string().openapi({ description: "Funcionou, Sem efeito claro, Piorou ou Ainda não dá para saber." }),
    reason: z
      .enum(["few_posts", "short_history", "change_not_made", "disconnected"])
      .nullable()
      .openapi({ description: "Por que ainda não dá para saber; null com um veredito." }),
    before: z.number().nullable().openapi({ description: "Média semanal do número nas 8 semanas anteriores, em %." }),
    after: z.number().nullable().openapi({ description: "O número no período depois, em %." }),
    predicted: z
      .number()
      .nullable()
      .openapi({ description: "O que a tendência das 8 semanas previa para o mesmo período, em %." }),
    effect: z.number().nullable().openapi({ description: "after − predicted, em pontos percentuais." }),
    interval: z
      .object({ low: z.number(), high: z.number() })
      .nullable()
      .openapi({ description: "Intervalo de 90% do efeito, em pontos percentuais." }),
    relativeEffect: z.number().nullable().openapi({ description: "O efeito sobre o previsto, em %." }),
    summary: z.string().openapi({ description: "Uma frase em português: associado a, não causado por." }),
    measuredAt: instant("Quando foi medido."),
  })
  .openapi("V1OutcomeResult");

export const v1OutcomeListSchema = z
  .object({
    accountId: uuid(),
    data: z.array(
      z.object({
        id: uuid(),
        ruleId: z
          .string()
          .openapi({ description: "A regra da recomendação (o id de GET /accounts/{accountId}/recommendations)." }),
        title: z.string(),
        doneAt: instant("Quando foi marcada como feita."),
        figure: z.enum(["engagement_rate", "engagement_per_reach", "follower_growth"]),
        figureLabel: z.string(),
        baselineValue: z.number().nullable().openapi({ description: "Média semanal do número nas 8 semanas anteriores, em %." }),
        change: z
          .object({
            kind: z.string(),
            before: z.number().nullable(),
            after: z.number().nullable(),
            made: z
              .boolean()
              .nullable()
              .openapi({ description: "Se as publicações mostram a mudança; null quando não dá para ver." }),
          })
          .nullable()
          .openapi({ description: "O que mudou nas publicações; null quando as publicações não mostram." }),
        results: z.array(v1OutcomeResultSchema).openapi({ description: "Os resultados medidos (14 e 30 dias)." }),
        nextDueAt: instant("Quando sai o próximo resultado.").nullable(),
      }),
    ),
  })
  .openapi("V1OutcomeList");

// Comments (GET /comments): what people wrote on an account's posts, as collected.

export const v1CommentSchema = z.object({
  id: uuid(),
  postId: z
    .string()
    .openapi({ format: "uuid", description: "A publicação comentada (o id de GET /accounts/{accountId}/posts)." }),
  mediaId: z.string().openapi({ description: "Identificador da mídia na rede social." }),
  platform: z.enum(PLATFORMS).openapi({ description: "A rede social do comentário." }),
  commentId: z.string().openapi({ description: "Identificador do comentário na rede social." }),
  parentCommentId: z
    .string()
    .nullable()
    .openapi({ description: "O commentId do comentário respondido; null num comentário de primeiro nível." }),
  username: z.string().openapi({ description: "Quem escreveu (dado pessoal de terceiros: guardado por até 3 anos)." }),
  text: z.string(),
  likeCount: z.number().int().nullable().openapi({ description: "Curtidas do comentário; null quando a fonte não informa." }),
  publishedAt: instant("Quando foi escrito."),
  fromAccount: z.boolean().openapi({ description: "Escrito pela própria conta (as respostas dela)." }),
  isQuestion: z.boolean().openapi({ description: "Um comentário de primeiro nível de outra pessoa que faz uma pergunta." }),
  unanswered: z.boolean().openapi({ description: "Uma pergunta sem resposta da conta há 24 horas ou mais." }),
  accountRepliedAt: instant("A primeira resposta da conta a este comentário.").nullable(),
  sentiment: z
    .enum(sentiments)
    .openapi({ description: "positive, neutral ou negative, por um léxico de palavras-chave em português." }),
});

export const v1CommentPageSchema = z
  .object({
    data: z.array(v1CommentSchema),
    nextCursor: z.string().nullable().openapi({ description: "Envie em cursor para a próxima página; null na última." }),
  })
  .openapi("V1CommentPage");

// The search's answer is the app's (@core/search/search-responses), paged by cursor as the posts are.
export const v1SearchPageSchema = z
  .object({
    query: searchEchoSchema.openapi("V1SearchQuery", {
      description: "O que foi buscado: as palavras lidas do texto, os filtros e os dias do período.",
    }),
    total: z
      .number()
      .int()
      .openapi({ description: "Quantos resultados a busca encontrou (as páginas chegam aos primeiros 1000)." }),
    data: z.array(
      searchResultSchema.openapi("V1SearchResult", {
        description:
          "Uma legenda (kind post) ou um comentário (kind comment), com o post a que pertence; highlights é o texto em partes, com as palavras buscadas marcadas (match).",
      }),
    ),
    nextCursor: z.string().nullable().openapi({ description: "Envie em cursor para a próxima página; null na última." }),
  })
  .openapi("V1SearchPage");
