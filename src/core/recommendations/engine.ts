import { hasPlanCapability, type PlanCapability, type PlanId } from "../plans/catalogue";
import { recommendationRules } from "./rules";
import type { Recommendation, RecommendationInput, RecommendationRule, RecommendationTier } from "./types";

/**
 * The recommendations engine: every rule over the period's figures, the ones with something to
 * say ranked by priority (ties in the rules' order). Pure and deterministic.
 */
export function computeRecommendations(
  input: RecommendationInput,
  rules: readonly RecommendationRule[] = recommendationRules,
): Recommendation[] {
  const found: Recommendation[] = [];
  const platform = input.platform ?? "instagram";
  for (const rule of rules) {
    // A rule about another network's formats says nothing here (decision 029).
    if (rule.platforms && !rule.platforms.includes(platform)) continue;
    const result = rule.evaluate(input);
    if (result) found.push({ id: rule.id, tier: rule.tier, ...result });
  }
  return found
    .map((recommendation, order) => ({ recommendation, order }))
    .sort((a, b) => b.recommendation.priority - a.recommendation.priority || a.order - b.order)
    .map(({ recommendation }) => recommendation);
}

/** docs/product/features.md "Recommendations and content analysis": which capability of the plans catalogue unlocks each tier. */
export const tierCapability: Readonly<Record<RecommendationTier, PlanCapability>> = {
  essential: "profile_analysis",
  trend: "trend_insights",
  improvement: "improvement_suggestions",
};

export function canSeeTier(planId: PlanId, tier: RecommendationTier): boolean {
  return hasPlanCapability(planId, tierCapability[tier]);
}
