import { canSeeTier, computeRecommendations, tierCapability } from "@core/recommendations/engine";
import type { RecommendationStatus } from "@core/recommendations/responses";
import { recommendationRules } from "@core/recommendations/rules";
import type { CompetitorFigures, EnginePost, RecommendationInput } from "@core/recommendations/types";
import { hasPlanCapability, listPlans, type PlanId } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { readUnansweredQuestions } from "../analytics/comments.service";
import { listPeriodPosts, readPeriodAnalytics, type PeriodQuery } from "../analytics/history.service";
import { readPeriodAudience } from "../analytics/owner-insights.service";
import { requirePlan } from "../billing/billing.service";
import { listCompetitorsPeriodFigures } from "../competitors/competitor-figures.service";
import { readAccount } from "../social-accounts/accounts.service";
import { deleteRecommendationState, listRecommendationStates, upsertRecommendationState } from "./insights.queries";
import { listAccountOutcomes } from "./outcomes.queries";
import { discardOpenOutcome, readRuleLearning, recordOutcomeBaseline, toOutcomeView } from "./outcomes.service";

type Ctx = Pick<AppContext, "db" | "env">;

/** A dismissal or a "done" holds this long; then the rule may speak again on newer data. */
export const recommendationStateDays = 30;
export const recommendationIds = recommendationRules.map((rule) => rule.id) as [string, ...string[]];

/**
 * The engine's input for the dashboard's period: the same figures GET /api/analytics answers
 * (so the evidence is what the dashboard shows), every post of the period with its caption, and
 * the figures of the workspace's competitors on the account's network (docs/decisions/034) for
 * the same period (the competitors page's, decision 022; their rules are trend insights, gated
 * by plan as the others), and the period's questions still without an answer from the account
 * (the count "O que dizem os comentários" shows), and the owner's insights: each post's reach,
 * saves and shares, the period's reach against the previous period's and the audience's best
 * hours (docs/decisions/044-owner-insights-in-periods.md; absent, their rules stay silent).
 */
export async function readRecommendationInput(ctx: Ctx, workspaceId: string, query: PeriodQuery, now: Date) {
  const analytics = await readPeriodAnalytics(ctx, workspaceId, query, now);
  const competitors: CompetitorFigures[] = (
    await listCompetitorsPeriodFigures(ctx.db, workspaceId, analytics.period, analytics.platform ?? "instagram")
  ).flatMap((figures) =>
    figures.followers === null
      ? []
      : [
          {
            platform: figures.platform,
            username: figures.username,
            followers: figures.followers,
            engagementRate: figures.engagementRate,
            posts: figures.posts,
          },
        ],
  );
  const [page, unansweredQuestions, audience] = await Promise.all([
    listPeriodPosts(
      ctx,
      workspaceId,
      { ...query, accountId: analytics.accountId, sort: "date", order: "desc", page: 1, pageSize: 100_000 },
      now,
    ),
    readUnansweredQuestions(ctx.db, analytics.accountId, analytics.period, now),
    readPeriodAudience(ctx, workspaceId, { ...query, accountId: analytics.accountId }, now),
  ]);
  const posts: EnginePost[] = page.posts.map((post) => ({
    id: post.id,
    type: post.type,
    publishedAt: new Date(post.publishedAt),
    likes: post.likes,
    comments: post.comments,
    views: post.views,
    caption: post.caption,
    ...(post.shares !== undefined ? { shares: post.shares } : {}),
    ...(post.duration !== undefined ? { duration: post.duration } : {}),
    // The post's own figures (the owner's insights, decision 044), as GET /api/analytics/posts answers them.
    insights: post.insights ? { reach: post.insights.reach, saved: post.insights.saved, shares: post.insights.shares } : null,
  }));
  const input: RecommendationInput = {
    platform: analytics.platform,
    preset: analytics.period.preset,
    periodDays: analytics.period.days,
    followersEnd: analytics.metrics.followers.value,
    followersSeries: analytics.followersSeries,
    // The dashboard's growth baseline (decision 023): the last day before the period; null when
    // the history starts inside it (then the first collected day is the base, as on the dashboard).
    followersBefore:
      analytics.followerGrowth && !analytics.followerGrowth.baseIsFirstCollectedDay ? analytics.followerGrowth.base : null,
    engagementRate: { value: analytics.metrics.engagementRate.value, previous: analytics.metrics.engagementRate.previous },
    previousPosts: analytics.metrics.posts.previous,
    byFormat: analytics.byFormat,
    posts,
    competitors,
    unansweredQuestions: { count: unansweredQuestions.count, topTopic: unansweredQuestions.topTopic },
    // The owner's insights (docs/decisions/044): the dashboard's "Alcance" against the previous
    // period, and "Público"'s best hours from the followers online.
    ...(analytics.insights
      ? { reach: { value: analytics.insights.reach.value, previous: analytics.insights.reach.previous } }
      : {}),
    audienceBestHours: audience.online.unavailable ? [] : audience.online.bestHours,
  };
  return { analytics, input };
}

/** The cheapest plan whose capabilities include the tier (the locked card names it). */
function unlockingPlan(tier: keyof typeof tierCapability) {
  return listPlans().find((plan) => hasPlanCapability(plan.id, tierCapability[tier]))!;
}

/** GET /api/insights/recommendations: ranked, with the plan's locked ones and their plan. */
export async function readRecommendations(ctx: Ctx, workspaceId: string, query: PeriodQuery, now = new Date()) {
  return (await readRecommendationsWithInput(ctx, workspaceId, query, now)).list;
}

/** The list and the engine's input it was computed from (the public API shows its numbers). */
export async function readRecommendationsWithInput(ctx: Ctx, workspaceId: string, query: PeriodQuery, now = new Date()) {
  const planId: PlanId = await requirePlan(ctx, workspaceId);
  const { analytics, input } = await readRecommendationInput(ctx, workspaceId, query, now);
  const states = await listRecommendationStates(ctx.db, workspaceId, analytics.accountId);
  const since = now.getTime() - recommendationStateDays * 86_400_000;
  const statusOf = new Map(
    states.filter((state) => state.updatedAt.getTime() >= since).map((state) => [state.ruleId, state.status]),
  );
  // What followed advice did (docs/decisions/050-recommendation-outcomes.md): each done
  // recommendation's latest outcome, and per rule the share that worked in every workspace,
  // which also orders the list once a rule has enough outcomes.
  const [learning, outcomeRows] = await Promise.all([
    readRuleLearning(ctx),
    listAccountOutcomes(ctx.db, workspaceId, analytics.accountId),
  ]);
  const outcomeOf = new Map<string, ReturnType<typeof toOutcomeView>>();
  for (const row of outcomeRows) if (!outcomeOf.has(row.ruleId)) outcomeOf.set(row.ruleId, toOutcomeView(row));
  const all = rankByLearning(computeRecommendations(input), learning);
  const list = {
    accountId: analytics.accountId,
    period: analytics.period,
    planId,
    recommendations: all
      .filter((item) => canSeeTier(planId, item.tier))
      .map((item) => {
        const status = (statusOf.get(item.id) ?? "open") as RecommendationStatus;
        const outcome = status === "done" ? outcomeOf.get(item.id) : undefined;
        return {
          ...item,
          status,
          learning: learning.get(item.id)?.text ?? null,
          outcome: outcome
            ? {
                id: outcome.id,
                verdict: outcome.latest?.verdict ?? null,
                verdictLabel: outcome.latest?.verdictLabel ?? null,
                summary: outcome.latest?.summary ?? null,
                nextDueAt: outcome.nextDueAt,
              }
            : null,
        };
      }),
    locked: all
      .filter((item) => !canSeeTier(planId, item.tier))
      .map((item) => {
        const plan = unlockingPlan(item.tier);
        return { id: item.id, tier: item.tier, category: item.category, title: item.title, planId: plan.id, planName: plan.name };
      }),
    contentAnalysis: hasPlanCapability(planId, "ai_content_analysis"),
  };
  return { list, input };
}

/**
 * A rule whose advice worked for most accounts that followed it rises, one that rarely worked
 * sinks; below the minimum of outcomes (describeLearning) the engine's priority alone decides.
 */
function rankByLearning<T extends { id: string; priority: number }>(
  list: T[],
  learning: Map<string, { worked: number; total: number; text: string | null }>,
) {
  const weight = (item: T) => {
    const counts = learning.get(item.id);
    return counts?.text ? item.priority * (0.5 + counts.worked / counts.total) : item.priority;
  };
  return [...list].sort((a, b) => weight(b) - weight(a));
}

/** Dismiss, mark as done, or reopen one recommendation of an account of the workspace. */
export async function setRecommendationStatus(
  ctx: Ctx,
  workspaceId: string,
  input: { accountId: string; ruleId: string; status: RecommendationStatus },
  now = new Date(),
) {
  await requirePlan(ctx, workspaceId);
  const account = await readAccount(ctx, workspaceId, input.accountId);
  if (!recommendationIds.includes(input.ruleId)) throw new AppError("NOT_FOUND", "Recomendação não encontrada.");
  if (input.status === "open") await deleteRecommendationState(ctx.db, workspaceId, account.id, input.ruleId);
  else
    await upsertRecommendationState(ctx.db, {
      workspaceId,
      accountId: account.id,
      ruleId: input.ruleId,
      status: input.status,
      now,
    });
  // Done stores the outcome's baseline (the first "done" only); anything else discards a pending one.
  if (input.status === "done")
    await recordOutcomeBaseline(
      ctx,
      workspaceId,
      { accountId: account.id, ruleId: input.ruleId, title: await titleOf(ctx, workspaceId, account.id, input.ruleId, now) },
      now,
    );
  else await discardOpenOutcome(ctx, workspaceId, account.id, input.ruleId);
  return { ruleId: input.ruleId, status: input.status };
}

/** The recommendation's title as the default period shows it, kept with its outcome. */
async function titleOf(ctx: Ctx, workspaceId: string, accountId: string, ruleId: string, now: Date) {
  const { input } = await readRecommendationInput(ctx, workspaceId, { accountId, preset: "30d" }, now);
  return computeRecommendations(input).find((item) => item.id === ruleId)?.title ?? "Recomendação seguida";
}
