import { formatPercent } from "../format/format-percent";
import type { Platform } from "./platforms";
import { ptBrNumberFormat } from "../format/pt-br-number";

// docs/product/metrics.md: the twelve indicators, in the order the grid shows them.
export const INDICATOR_IDS = [
  "comment_like_ratio",
  "view_retention_rate",
  "engagement_consistency",
  "hashtag_density",
  "hashtag_diversity_score",
  "peak_performance_hour",
  "posting_consistency_score",
  "growth_trend_score",
  "authority_index",
  "networking_score",
  "niche_indicator",
  "video_content_ratio",
] as const;
export type IndicatorId = (typeof INDICATOR_IDS)[number];

/**
 * One indicator as stored and served: without enough data, value and score are null, never 0.
 * `basis` (growth trend only) says what it was measured on: the follower history, or (without
 * one) the engagement of the recent posts. Rows calculated before it was kept have none.
 * `notApplicable` (decision 029): the indicator means nothing on the account's network; it carries
 * the reason, value and score are null and `sufficient` is false, so every reader that does not
 * know the state still treats it as "no figure", never as 0.
 */
export type IndicatorResult = {
  value: number | string | null;
  score: number | null;
  sufficient: boolean;
  basis?: GrowthTrendBasis;
  notApplicable?: { reason: string };
};
export const GROWTH_TREND_BASES = ["followers", "engagement"] as const;
export type GrowthTrendBasis = (typeof GROWTH_TREND_BASES)[number];
export type IndicatorResults = Record<IndicatorId, IndicatorResult>;

// How an indicator's value reads: a percentage, a signed percentage (growth), a plain decimal, an
// hour of the day, a text (niche) or nothing (authority has a score only).
export const INDICATOR_VALUE_FORMATS = ["percent", "signed_percent", "decimal", "hour", "text", "none"] as const;
export type IndicatorValueFormat = (typeof INDICATOR_VALUE_FORMATS)[number];

export type IndicatorDefinition = {
  id: IndicatorId;
  name: string;
  valueFormat: IndicatorValueFormat;
  // pt-BR unit shown after the value, when the format alone does not say it.
  unit: string | null;
  // The one-line "Como calculamos" text (docs/product/metrics.md).
  explanation: string;
};

// docs/product/metrics.md: the text for an indicator without enough data.
export const INSUFFICIENT_DATA_TEXT = "Dados insuficientes";

// Decision 029: the text for an indicator that means nothing on the account's network.
export const NOT_APPLICABLE_TEXT = "Não se aplica";

/**
 * Decision 029: the indicators that mean nothing on a network, with the reason people read.
 * Every other indicator applies as written.
 */
export const NOT_APPLICABLE_INDICATORS: Readonly<Record<Platform, Partial<Record<IndicatorId, string>>>> = {
  instagram: {},
  tiktok: {
    video_content_ratio: "No TikTok, todas as publicações são vídeos.",
    networking_score: "O TikTok não informa marcações nem perfis relacionados.",
  },
};

/** Why an indicator does not apply on a network, or null when it applies. */
export function notApplicableReason(platform: Platform, id: IndicatorId): string | null {
  return NOT_APPLICABLE_INDICATORS[platform][id] ?? null;
}

/** The stored result of an indicator that does not apply (decision 029). */
export function notApplicableResult(reason: string): IndicatorResult {
  return { value: null, score: null, sufficient: false, notApplicable: { reason } };
}

/** Whether a result is an indicator that does not apply on the account's network. */
export function isNotApplicable(
  result: IndicatorResult | null | undefined,
): result is IndicatorResult & { notApplicable: { reason: string } } {
  return !!result?.notApplicable;
}

// Explanations restate docs/product/metrics.md's formulas in words a marketer reads; keep them in step.
export const INDICATOR_CATALOGUE: Record<IndicatorId, IndicatorDefinition> = {
  comment_like_ratio: {
    id: "comment_like_ratio",
    name: "Razão comentários/curtidas",
    valueFormat: "percent",
    unit: null,
    explanation: "Total de comentários dividido pelo total de curtidas dos posts recentes, em %; nota = razão × 20, até 100.",
  },
  view_retention_rate: {
    id: "view_retention_rate",
    name: "Retenção de visualizações",
    valueFormat: "percent",
    unit: null,
    explanation: "Mediana das visualizações dos vídeos recentes dividida pelo número de seguidores, em %; nota = valor, até 100.",
  },
  engagement_consistency: {
    id: "engagement_consistency",
    name: "Consistência de engajamento",
    valueFormat: "decimal",
    unit: null,
    explanation:
      "1 menos o coeficiente de variação (desvio padrão ÷ média) das curtidas + comentários por post; nota = valor × 100.",
  },
  hashtag_density: {
    id: "hashtag_density",
    name: "Densidade de hashtags",
    valueFormat: "decimal",
    unit: "hashtags por post",
    explanation: "Média de hashtags por post; nota 100 entre 3 e 5, caindo em linha reta até 0 com nenhuma ou com 30 ou mais.",
  },
  hashtag_diversity_score: {
    id: "hashtag_diversity_score",
    name: "Diversidade de hashtags",
    valueFormat: "percent",
    unit: null,
    explanation:
      "Hashtags diferentes divididas pelo total de hashtags usadas nos posts recentes, em %; a nota é o próprio valor.",
  },
  peak_performance_hour: {
    id: "peak_performance_hour",
    name: "Horário de pico",
    valueFormat: "hour",
    unit: null,
    explanation:
      "Hora do dia (horário de Brasília) em que os posts têm a maior média de curtidas + comentários; no empate, a mais cedo.",
  },
  posting_consistency_score: {
    id: "posting_consistency_score",
    name: "Consistência de publicação",
    valueFormat: "decimal",
    unit: null,
    explanation:
      "1 menos o coeficiente de variação dos intervalos entre posts consecutivos (mínimo de 3 posts); nota = valor × 100.",
  },
  growth_trend_score: {
    id: "growth_trend_score",
    name: "Tendência de crescimento",
    valueFormat: "signed_percent",
    unit: null,
    explanation:
      "Crescimento de seguidores nos últimos 30 dias (nota = 50 + 10 × %); sem esse histórico, a variação do engajamento entre a metade mais antiga e a mais nova dos posts (nota = 50 + % ÷ 2).",
  },
  authority_index: {
    id: "authority_index",
    name: "Índice de autoridade",
    valueFormat: "none",
    unit: null,
    explanation:
      "Até 60 pontos pelo tamanho (10 × log10 dos seguidores), até 30 pela taxa de engajamento (10 × taxa) e 10 se o perfil é verificado.",
  },
  networking_score: {
    id: "networking_score",
    name: "Networking",
    valueFormat: "percent",
    unit: "dos posts",
    explanation:
      "Parcela dos posts que mencionam (@) ou marcam outros perfis, com peso 60, e perfis relacionados (até 30), com peso 40.",
  },
  niche_indicator: {
    id: "niche_indicator",
    name: "Nicho",
    valueFormat: "text",
    unit: null,
    explanation:
      "Categoria do perfil comercial ou, sem ela, a hashtag mais usada; nota = % dos posts com uma das 3 hashtags mais usadas.",
  },
  video_content_ratio: {
    id: "video_content_ratio",
    name: "Proporção de vídeos",
    valueFormat: "percent",
    unit: null,
    explanation: "Parcela dos posts recentes que são vídeos ou reels, em %; nota = valor × 2, até 100.",
  },
};

// What the growth trend's "Como calculamos" says once it is known which basis it used.
const growthTrendNotes: Record<GrowthTrendBasis, string> = {
  followers:
    "Crescimento de seguidores nos últimos 30 dias, do dia coletado mais antigo ao mais recente desse intervalo (nota = 50 + 10 × %).",
  engagement:
    "Sem histórico de seguidores de pelo menos 24 h nos últimos 30 dias: calculado pela variação do engajamento entre a metade mais antiga e a mais nova dos posts recentes (nota = 50 + % ÷ 2).",
};

/**
 * The indicator's "Como calculamos" text: for the growth trend, the basis its result used; on
 * TikTok, where shares count among the interactions (decision 029), the interactions it reads.
 */
export function explainIndicator(id: IndicatorId, result: IndicatorResult | undefined, platform: Platform = "instagram"): string {
  const text =
    id === "growth_trend_score" && result?.sufficient && result.basis
      ? growthTrendNotes[result.basis]
      : INDICATOR_CATALOGUE[id].explanation;
  return platform === "tiktok" ? text.replaceAll("curtidas + comentários", "curtidas + comentários + compartilhamentos") : text;
}

export const INDICATOR_COLORS = ["green", "yellow", "orange", "red"] as const;
export type IndicatorColor = (typeof INDICATOR_COLORS)[number];

/** docs/product/metrics.md: at least 80 green, at least 60 yellow, at least 40 orange, else red. */
export function indicatorColor(score: number): IndicatorColor {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  if (score >= 40) return "orange";
  return "red";
}

const decimalFormat = ptBrNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The value as the grid writes it: '2,50%', '+1,25%', '0,59', '19h', 'fitness'; 'Dados
 * insuficientes' without enough data; 'Não se aplica' where the network has no such figure
 * (decision 029); null for authority, which has a score only.
 */
export function formatIndicatorValue(id: IndicatorId, result: IndicatorResult): string | null {
  if (isNotApplicable(result)) return NOT_APPLICABLE_TEXT;
  if (!result.sufficient) return INSUFFICIENT_DATA_TEXT;
  const { value } = result;
  if (value === null) return null;
  if (typeof value === "string") return value;
  switch (INDICATOR_CATALOGUE[id].valueFormat) {
    case "percent":
      return formatPercent(value);
    case "signed_percent":
      return formatPercent(value, { signed: true });
    case "decimal":
      return decimalFormat.format(value);
    case "hour":
      // docs/product/metrics.md: the peak hour is "shown as '19h'".
      return `${value}h`;
    case "text":
      return String(value);
    case "none":
      return null;
  }
}
