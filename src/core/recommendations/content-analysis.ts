import { formatDay } from "../format/format-date";
import { formatCount } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { saoPauloDay } from "../analytics/period";
import { engagementRatePerFollower, interactionsOf } from "../social/engagement";
import { formatLabels, formatOfPost } from "../social/formats";
import { platformLabels, type Platform } from "../social/platforms";
import type { EnginePost } from "./types";

// "Análise de conteúdo com IA" (Pro): what the writer (the LLM or the templates) is given, the
// template stand-in's text, and the check an LLM answer must pass to be shown.

export type AnalysisPost = { type: string; day: string; rate: string; interactions: string; caption: string };
export type AnalysisFacts = {
  platform: Platform;
  period: string;
  best: AnalysisPost[];
  worst: AnalysisPost[];
  evidence: string[];
};

const captionLimit = 280;
export const analysisLimits = { minLength: 80, maxLength: 3000 } as const;

function describePost(post: EnginePost, followers: number | null, platform: Platform): AnalysisPost {
  const caption = post.caption.replace(/\s+/g, " ").trim();
  return {
    // The post's format on its network: the type on Instagram, the duration on TikTok (decision 029).
    type: formatLabels[formatOfPost(platform, post)],
    day: formatDay(saoPauloDay(post.publishedAt)),
    rate: followers ? formatPercent(engagementRatePerFollower(platform, post, 1, followers)) : "—",
    interactions: formatCount(interactionsOf(platform, post)),
    caption: caption.length > captionLimit ? `${caption.slice(0, captionLimit)}…` : caption,
  };
}

/** The period's 3 best and 3 worst posts by interactions, and the engine's evidence. */
export function buildAnalysisFacts(input: {
  period: string;
  posts: readonly EnginePost[];
  followers: number | null;
  evidence: string[];
  platform?: Platform;
}): AnalysisFacts {
  const platform = input.platform ?? "instagram";
  const interactions = (post: EnginePost) => interactionsOf(platform, post);
  const ranked = [...input.posts].sort(
    (a, b) => interactions(b) - interactions(a) || b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
  const best = ranked.slice(0, 3);
  const worst = ranked.slice(Math.max(best.length, ranked.length - 3)).reverse();
  return {
    platform,
    period: input.period,
    best: best.map((post) => describePost(post, input.followers, platform)),
    worst: worst.map((post) => describePost(post, input.followers, platform)),
    evidence: input.evidence.slice(0, 5),
  };
}

/** The model's instructions, naming the account's network (a TikTok account is not analysed as an Instagram one). */
export function analysisSystemPrompt(platform: Platform): string {
  return `Você é um analista de ${platformLabels[platform]} que escreve em português do Brasil. Escreva uma análise curta (até 250 palavras) das melhores e piores publicações do período e 3 sugestões de legenda. Use apenas os números e legendas fornecidos; não invente dados. Sem markdown de títulos.`;
}

/** The user message: only the facts, as plain lines. */
export function renderAnalysisPrompt(facts: AnalysisFacts): string {
  const line = (post: AnalysisPost) =>
    `- ${post.type} de ${post.day}: ${post.rate} de engajamento, ${post.interactions} interações. Legenda: "${post.caption}"`;
  return [
    `Período: ${facts.period}.`,
    "Melhores publicações:",
    ...facts.best.map(line),
    "Publicações com menos engajamento:",
    ...facts.worst.map(line),
    "Evidências calculadas:",
    ...facts.evidence.map((text) => `- ${text}`),
  ].join("\n");
}

const opening = (caption: string) => {
  const first = caption
    .split(/[.!?\n]/)[0]!
    .replace(/#\S+/g, "")
    .trim();
  return first.length > 60 ? `${first.slice(0, 60)}…` : first || "sem legenda";
};

/** The local stand-in: the same facts, written from templates. */
export function writeTemplateAnalysis(facts: AnalysisFacts): string {
  if (facts.best.length === 0)
    return `Não há publicações ${facts.period} para analisar. Publique e colete os dados para receber a análise.`;
  const list = (posts: AnalysisPost[]) =>
    posts.map((post) => `${post.type} de ${post.day} (${post.rate} de engajamento, ${post.interactions} interações)`).join("; ");
  const paragraphs = [
    `Suas publicações com mais engajamento ${facts.period} foram: ${list(facts.best)}.`,
    `As que menos engajaram foram: ${list(facts.worst)}.`,
  ];
  if (facts.evidence.length > 0) paragraphs.push(`O que os números mostram: ${facts.evidence.slice(0, 3).join(" ")}`);
  const best = facts.best[0]!;
  paragraphs.push(
    [
      "Sugestões de legenda:",
      `1. Repita a abordagem de "${opening(best.caption)}", a abertura da sua melhor publicação, em um novo post do mesmo formato (${best.type}).`,
      ...facts.worst
        .slice(0, 2)
        .map(
          (post, index) =>
            `${index + 2}. Reescreva "${opening(post.caption)}" como uma pergunta ao seu público e termine com um convite para comentar ou salvar.`,
        ),
    ].join("\n"),
  );
  return paragraphs.join("\n\n");
}

const portugueseWords = [
  " de ",
  " que ",
  " para ",
  " com ",
  " não ",
  " seu",
  " sua",
  " mais ",
  " uma ",
  " do ",
  " da ",
  " em ",
  " os ",
  " as ",
];
const englishWords = [" the ", " and ", " your ", " with ", " this ", " is ", " of ", " to "];
const count = (text: string, words: string[]) => words.reduce((sum, word) => sum + (text.split(word).length - 1), 0);

/** Whether an LLM answer can be shown: not empty, not too long, and Portuguese-looking text. */
export function isAcceptableAnalysis(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < analysisLimits.minLength || trimmed.length > analysisLimits.maxLength) return false;
  const padded = ` ${trimmed.toLowerCase().replace(/\s+/g, " ")} `;
  const portuguese = count(padded, portugueseWords);
  return portuguese >= 5 && portuguese > count(padded, englishWords);
}
