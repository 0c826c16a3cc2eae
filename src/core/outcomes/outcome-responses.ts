import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { outcomeHorizons, outcomeVerdicts, unknownReasons } from "./outcome-method";
import { changeKinds, outcomeFigures } from "./outcome-targets";

// The outcomes' answers (GET /api/insights/outcomes, /api/v1/.../outcomes), shared with the web client.

export const outcomeResultSchema = z.object({
  horizon: z.union(outcomeHorizons.map((days) => z.literal(days)) as [z.ZodLiteral<14>, z.ZodLiteral<30>]),
  verdict: z.enum(outcomeVerdicts),
  /** "Funcionou", "Sem efeito claro", "Piorou" or "Ainda não dá para saber". */
  verdictLabel: z.string(),
  reason: z.enum(unknownReasons).nullable(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  predicted: z.number().nullable(),
  effect: z.number().nullable(),
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
  relativeEffect: z.number().nullable(),
  /** One pt-BR sentence: the figure after, the trend's prediction, the effect and its interval. */
  summary: z.string(),
  measuredAt: instantSchema,
});
export type OutcomeResultView = z.infer<typeof outcomeResultSchema>;

export const outcomeSchema = z.object({
  id: entityIdSchema,
  accountId: entityIdSchema,
  ruleId: z.string(),
  /** The recommendation's title when it was marked done. */
  title: z.string(),
  doneAt: instantSchema,
  figure: z.enum(outcomeFigures),
  figureLabel: z.string(),
  /** The figure's weekly values over the 8 weeks before (week 1 = the last week). */
  baseline: z.object({
    value: z.number().nullable(),
    weeks: z.array(z.object({ week: z.number().int(), value: z.number().nullable(), samples: z.number().int() })),
  }),
  /** What the posts show the person changed; null when the posts cannot show it. */
  change: z
    .object({
      kind: z.enum(changeKinds),
      before: z.number().nullable(),
      beforeText: z.string().nullable(),
      after: z.number().nullable(),
      afterText: z.string().nullable(),
      made: z.boolean().nullable(),
    })
    .nullable(),
  /** The measured horizons (14 and 30 days), oldest first; empty until the first is due. */
  results: z.array(outcomeResultSchema),
  /** The last measured result, or null while pending. */
  latest: outcomeResultSchema.nullable(),
  /** When the next result is due; null once the 30-day one is measured. */
  nextDueAt: instantSchema.nullable(),
});
export type OutcomeView = z.infer<typeof outcomeSchema>;

/** Per rule, across every workspace: counts only, never another workspace's figures. */
export const ruleLearningSchema = z.object({
  ruleId: z.string(),
  worked: z.number().int(),
  total: z.number().int(),
  /** "funcionou para 64% das contas que seguiram", from 30 outcomes on; null below. */
  text: z.string().nullable(),
});
export type RuleLearning = z.infer<typeof ruleLearningSchema>;

export const outcomeListSchema = z.object({ accountId: entityIdSchema, outcomes: z.array(outcomeSchema) });
export type OutcomeList = z.infer<typeof outcomeListSchema>;
