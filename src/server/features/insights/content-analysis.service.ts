import { saoPauloDay } from "@core/analytics/period";
import {
  analysisSystemPrompt,
  buildAnalysisFacts,
  isAcceptableAnalysis,
  renderAnalysisPrompt,
  writeTemplateAnalysis,
} from "@core/recommendations/content-analysis";
import { canSeeTier, computeRecommendations } from "@core/recommendations/engine";
import { periodPhrase } from "@core/recommendations/evidence-format";
import { hasPlanCapability, listPlans } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { createLlm, type LlmPort } from "../../integrations/llm/index";
import type { PeriodQuery } from "../analytics/history.service";
import { requirePlan } from "../billing/billing.service";
import { addTokensSpent, readContentAnalysis, readTokensSpent, saveContentAnalysis } from "./insights.queries";
import { readRecommendationInput } from "./recommendations.service";

type Ctx = Pick<AppContext, "db" | "env" | "log">;

const maxAnswerTokens = 600;
const llms = new WeakMap<object, LlmPort | null>();
/** One adapter per parsed env; tests may pass their own. */
function llmOf(ctx: Ctx): LlmPort | null {
  if (!llms.has(ctx.env)) llms.set(ctx.env, createLlm(ctx.env));
  return llms.get(ctx.env)!;
}

const proPlan = () => listPlans().find((plan) => hasPlanCapability(plan.id, "ai_content_analysis"))!;
export const contentAnalysisLockedMessage = () => `A Análise de conteúdo com IA faz parte do plano ${proPlan().name}.`;

/**
 * POST /api/insights/content-analysis: a short pt-BR analysis of the period's best and worst
 * posts with caption suggestions, written by the LLM from the engine's evidence and the captions
 * only. The template stand-in writes it when no LLM is configured, the workspace's daily token
 * budget is spent, the LLM fails, or its answer is not acceptable. Kept per account and period.
 */
export async function analyseContent(
  ctx: Ctx,
  workspaceId: string,
  query: PeriodQuery & { refresh?: boolean },
  options: { now?: Date; llm?: LlmPort | null } = {},
) {
  const now = options.now ?? new Date();
  const planId = await requirePlan(ctx, workspaceId);
  if (!hasPlanCapability(planId, "ai_content_analysis")) {
    throw new AppError("PLAN_LIMIT", contentAnalysisLockedMessage(), { reason: "PLAN_LIMIT" });
  }
  const { analytics, input } = await readRecommendationInput(ctx, workspaceId, query, now);
  const periodKey = `${analytics.period.from}:${analytics.period.to}`;
  const cached = await readContentAnalysis(ctx.db, workspaceId, analytics.accountId, periodKey);
  if (cached && !query.refresh) return { source: cached.source, text: cached.text, createdAt: cached.createdAt.toISOString() };

  const evidence = computeRecommendations(input)
    .filter((item) => canSeeTier(planId, item.tier))
    .map((item) => item.evidence);
  const facts = buildAnalysisFacts({
    period: periodPhrase(input.preset, input.periodDays),
    posts: input.posts,
    followers: input.followersEnd,
    evidence,
    platform: input.platform,
  });
  let source: "llm" | "template" = "template";
  let text = writeTemplateAnalysis(facts);
  const llm = options.llm === undefined ? llmOf(ctx) : options.llm;
  if (llm && facts.best.length > 0) {
    const user = renderAnalysisPrompt(facts);
    const day = saoPauloDay(now);
    const system = analysisSystemPrompt(facts.platform);
    const estimate = Math.ceil((system.length + user.length) / 4) + maxAnswerTokens;
    const spent = await readTokensSpent(ctx.db, workspaceId, day);
    if (spent + estimate > ctx.env.LLM_DAILY_TOKEN_BUDGET) {
      ctx.log.info({ workspaceId, spent }, "LLM daily token budget spent: template analysis");
    } else {
      try {
        const answer = await llm.complete({ system, user, maxTokens: maxAnswerTokens });
        await addTokensSpent(ctx.db, workspaceId, day, answer.tokens);
        if (isAcceptableAnalysis(answer.text)) {
          source = "llm";
          text = answer.text.trim();
        } else {
          ctx.log.warn({ workspaceId, length: answer.text.length }, "LLM answer refused: template analysis");
        }
      } catch (error) {
        ctx.log.warn({ err: error, workspaceId }, "LLM failed: template analysis");
      }
    }
  }
  await saveContentAnalysis(ctx.db, {
    workspaceId,
    socialProfileId: analytics.accountId,
    periodKey,
    source,
    text,
    createdAt: now,
  });
  return { source, text, createdAt: now.toISOString() };
}
