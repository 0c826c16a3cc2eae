import { z } from "zod";
import { questionTopics } from "../comments/question-groups";
import { sentiments, type Sentiment } from "../comments/sentiment";
import { formatPercent } from "../format/format-percent";
import { formatPtBrInteger } from "../format/pt-br-number";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { responseTimeSchema } from "../replies/replies-responses";
import { periodSchema } from "./analytics-responses";

// "What the comments say" (docs/product/features.md "Comments and search"): GET /api/comments/summary's
// answer, shared by the server, the dashboard's section and the PDF report.

/** Where the sentiment shares come from: the pt-BR lexicon in core, or the LLM port refining it. */
export const sentimentSources = ["lexicon", "llm"] as const;
export type SentimentSource = (typeof sentimentSources)[number];

/** The sentiment note shown under the shares, by source. */
export const sentimentSourceNotes: Readonly<Record<SentimentSource, string>> = {
  lexicon: "Classificação automática por palavras-chave",
  llm: "Classificação automática por inteligência artificial",
};

const termCountSchema = z.object({ term: z.string(), count: z.number().int() });

/** A question shown as an example of its group: what was asked, by whom, on which post. */
export const questionExampleSchema = z.object({
  text: z.string(),
  username: z.string(),
  publishedAt: instantSchema,
  /** The post's link on the network. */
  permalink: z.string(),
  /** No reply from the account 24 hours or more after it was asked. */
  unanswered: z.boolean(),
});
export type QuestionExample = z.infer<typeof questionExampleSchema>;

const sentimentShareSchema = z.object({
  count: z.number().int(),
  /** Whole percent of the period's comments; the three add up to 100 (0 each without comments). */
  percent: z.number().int(),
});

export const commentsSummarySchema = z.object({
  accountId: entityIdSchema,
  period: periodSchema,
  /** Whether any comment of the account was collected at all (false: the empty state says so). */
  collected: z.boolean(),
  /** Comments received in the period: top-level and replies, not the account's own, not deleted. */
  total: z.number().int(),
  /** One point per São Paulo day of the period. */
  series: z.array(z.object({ day: z.string(), comments: z.number().int() })),
  /**
   * How many of the period's newest comments (and questions) the terms (and the question groups)
   * were read from: a long period is sampled; the counts are always exact.
   */
  sample: z.object({ comments: z.number().int(), questions: z.number().int() }),
  terms: z.array(termCountSchema),
  hashtags: z.array(termCountSchema),
  questions: z.object({
    /** Top-level questions of the period from other people. */
    total: z.number().int(),
    /** The account replied. */
    answered: z.number().int(),
    /** No reply yet, asked less than 24 hours ago. */
    waiting: z.number().int(),
    /** "Sem resposta": no reply from the account 24 hours or more after the question. */
    unanswered: z.number().int(),
    /** answered / (answered + unanswered), 0-100 with one decimal; null with neither. */
    answeredPercent: z.number().nullable(),
    groups: z.array(
      z.object({
        topic: z.enum(questionTopics),
        label: z.string(),
        count: z.number().int(),
        examples: z.array(questionExampleSchema),
      }),
    ),
  }),
  /** The median time to the account's first answer, this period and the one before (docs/decisions/048-replies.md). */
  responseTime: responseTimeSchema.optional(),
  sentimentSource: z.enum(sentimentSources),
  sentiment: z.object({ positive: sentimentShareSchema, neutral: sentimentShareSchema, negative: sentimentShareSchema }),
});
export type CommentsSummary = z.infer<typeof commentsSummarySchema>;

const counted = (count: number, one: string, many: string) => `${formatPtBrInteger(count)} ${count === 1 ? one : many}`;

/**
 * "75,0% das perguntas respondidas pela conta (3 de 4). 1 outra aguarda há menos de 24 h.", or
 * what there is to say without any: the dashboard's comments section and the PDF say it alike.
 * The share counts the answered and the "sem resposta" ones; those asked less than 24 hours ago
 * are still waiting, and said apart.
 */
export function describeAnswered(questions: CommentsSummary["questions"]): string {
  if (questions.answeredPercent === null) {
    return questions.waiting > 0
      ? `${counted(questions.waiting, "pergunta aguarda", "perguntas aguardam")} resposta há menos de 24 h.`
      : "Nenhuma pergunta nos comentários do período.";
  }
  const asked = questions.answered + questions.unanswered;
  const waiting =
    questions.waiting > 0 ? ` ${counted(questions.waiting, "outra aguarda", "outras aguardam")} há menos de 24 h.` : "";
  return `${formatPercent(questions.answeredPercent, { decimals: 1 })} das perguntas respondidas pela conta (${formatPtBrInteger(questions.answered)} de ${formatPtBrInteger(asked)}).${waiting}`;
}

/**
 * Whole percentages of each sentiment that add up to exactly 100 (largest remainder: the shares'
 * floors, then one point each to the largest remainders, ties in the sentiments' order), so the
 * three labels never read 33% + 33% + 33%. All zero without comments.
 */
export function sentimentPercents(counts: Readonly<Record<Sentiment, number>>): Record<Sentiment, number> {
  const total = sentiments.reduce((sum, key) => sum + counts[key], 0);
  const result = { positive: 0, neutral: 0, negative: 0 };
  if (total <= 0) return result;
  // In integers (count x 100 = floor x total + remainder), so equal remainders compare equal.
  for (const key of sentiments) result[key] = Math.floor((counts[key] * 100) / total);
  let left = 100 - sentiments.reduce((sum, key) => sum + result[key], 0);
  const remainder = (key: Sentiment) => (counts[key] * 100) % total;
  for (const key of [...sentiments].sort((a, b) => remainder(b) - remainder(a))) {
    if (left <= 0) break;
    result[key] += 1;
    left -= 1;
  }
  return result;
}

/** answered / (answered + unanswered) as a percent with one decimal, null when both are 0. */
export function answeredPercent(answered: number, unanswered: number): number | null {
  const asked = answered + unanswered;
  return asked === 0 ? null : Math.round((answered / asked) * 1000) / 10;
}
