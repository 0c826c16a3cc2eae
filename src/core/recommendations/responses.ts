import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { periodSchema } from "../analytics/analytics-responses";
import { planIds } from "../plans/catalogue";
import { recommendationTiers } from "./types";

// The recommendations API's answers (src/server/features/insights), shared with the web client.

export const recommendationStatuses = ["open", "dismissed", "done"] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

export const recommendationSchema = z.object({
  id: z.string(),
  tier: z.enum(recommendationTiers),
  category: z.string(),
  title: z.string(),
  evidence: z.string(),
  action: z.string(),
  effect: z.string(),
  sample: z.string(),
  why: z.string(),
  priority: z.number(),
  status: z.enum(recommendationStatuses),
  /** "funcionou para 64% das contas que seguiram", from 30 outcomes of the rule on (docs/decisions/050). */
  learning: z.string().nullable().optional(),
  /** A done recommendation's outcome: its latest verdict, or null ones while the first is pending. */
  outcome: z
    .object({
      id: entityIdSchema,
      verdict: z.enum(["worked", "no_clear_effect", "worse", "unknown"]).nullable(),
      verdictLabel: z.string().nullable(),
      summary: z.string().nullable(),
      nextDueAt: instantSchema.nullable(),
    })
    .nullable()
    .optional(),
});
export type RecommendationView = z.infer<typeof recommendationSchema>;

/** A recommendation the plan does not include: its subject and the plan that unlocks it. */
export const lockedRecommendationSchema = z.object({
  id: z.string(),
  tier: z.enum(recommendationTiers),
  category: z.string(),
  title: z.string(),
  planId: z.enum(planIds),
  planName: z.string(),
});
export type LockedRecommendation = z.infer<typeof lockedRecommendationSchema>;

/** GET /api/insights/recommendations */
export const recommendationListSchema = z.object({
  accountId: entityIdSchema,
  period: periodSchema,
  planId: z.enum(planIds),
  recommendations: z.array(recommendationSchema),
  locked: z.array(lockedRecommendationSchema),
  /** Whether the plan includes "Análise de conteúdo com IA". */
  contentAnalysis: z.boolean(),
});
export type RecommendationList = z.infer<typeof recommendationListSchema>;

/** POST /api/insights/content-analysis */
export const contentAnalysisSchema = z.object({
  /** "template": written by the local stand-in from templates, and the screen says so. */
  source: z.enum(["llm", "template"]),
  text: z.string(),
  createdAt: instantSchema,
});
export type ContentAnalysis = z.infer<typeof contentAnalysisSchema>;
