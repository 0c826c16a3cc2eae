import type { PeriodAnalytics } from "../analytics/analytics-responses";
import type { PeriodPreset } from "../analytics/period";
import type { QuestionTopic } from "../comments/question-groups";
import type { Platform } from "../social/platforms";
import type { PostType } from "../social/profile-data";

/** A post of the period with its metrics as of the period's end (GET /api/analytics/posts). */
export type EnginePost = {
  id: string;
  type: PostType;
  publishedAt: Date;
  likes: number;
  comments: number;
  views: number | null;
  caption: string;
  /** TikTok (decision 029): shares count among the interactions. */
  shares?: number | null;
  /** The video's duration in seconds, where known (TikTok compares durations). */
  duration?: number | null;
  /**
   * The post's own figures as of the period's last day (the owner's insights,
   * docs/decisions/044-owner-insights-in-periods.md), null where the network gave none; absent
   * without the owner's connection, and then the rules that read them stay silent.
   */
  insights?: { reach: number | null; saved: number | null; shares: number | null } | null;
};

/**
 * One competitor's figures for the same period. Optional: until competitors are collected the
 * engine gets none and the competitor rules stay silent.
 */
export type CompetitorFigures = {
  /** The competitor's network (Instagram when absent): only the account's own network's are compared (docs/decisions/034). */
  platform?: Platform;
  username: string;
  followers: number;
  /** Same formula as the account's (docs/product/metrics.md), null when unknown. */
  engagementRate: number | null;
  /** Posts published in the period; the engine derives the weekly rate from the exact count. */
  posts: number;
};

/** Everything the engine reads: the dashboard's own period figures, the posts, competitors. */
export type RecommendationInput = {
  /** The account's network (decision 029): what an interaction is, which rules apply. Instagram when absent. */
  platform?: Platform;
  preset: PeriodPreset;
  periodDays: number;
  /** The account's followers at the period's end (the dashboard's), null when unknown. */
  followersEnd: number | null;
  /** One point per São Paulo day with data in the period. */
  followersSeries: PeriodAnalytics["followersSeries"];
  /**
   * The followers at the previous period's end (the day before this one), the baseline of the
   * dashboard's "Crescimento de seguidores"; absent or null when unknown, and then the period's
   * first day with data is the baseline, as on the dashboard.
   */
  followersBefore?: { day: string; followers: number } | null;
  /** metrics.engagementRate of GET /api/analytics: the period and the previous one. */
  engagementRate: { value: number | null; previous: number | null };
  /** Posts of the previous period (metrics.posts.previous). */
  previousPosts: number | null;
  byFormat: PeriodAnalytics["byFormat"];
  posts: readonly EnginePost[];
  competitors?: readonly CompetitorFigures[];
  /**
   * The period's questions in the comments still "sem resposta" (no reply from the account 24 h
   * after: docs/product/features.md "Comments and search") and the topic most of them ask about. Optional:
   * without comments read the rule stays silent.
   */
  unansweredQuestions?: { count: number; topTopic: { topic: QuestionTopic; label: string; count: number } | null };
  /**
   * The period's "Alcance" and the previous period's (GET /api/analytics's `insights.reach`), null
   * where the network gave none or the history does not cover it. Optional: without the owner's
   * insights the reach rule stays silent.
   */
  reach?: { value: number | null; previous: number | null };
  /**
   * The hours with the most followers online, most first ("Público"'s best hours, São Paulo's
   * clock, weekday 0 = domingo). Optional: without the audience the rule stays silent.
   */
  audienceBestHours?: readonly { weekday: number; hour: number; followers: number }[];
};

/**
 * docs/product/features.md "Recommendations and content analysis": Start sees the essential ones (posting time, frequency,
 * hashtags, format); Go adds trend insights (period comparisons, growth, competitors); Pro adds
 * improvement suggestions.
 */
export const recommendationTiers = ["essential", "trend", "improvement"] as const;
export type RecommendationTier = (typeof recommendationTiers)[number];

export type Recommendation = {
  /** The rule's id: stable, the key of a dismissal. */
  id: string;
  tier: RecommendationTier;
  category: string;
  title: string;
  /** The user's own numbers, formatted as the dashboard shows them. */
  evidence: string;
  action: string;
  effect: string;
  /** What the rule rests on ("14 publicações em 30 dias"). */
  sample: string;
  /** "Por que estamos dizendo isso?": how the rule reads the numbers. */
  why: string;
  /** 0-100: the larger the gap, the higher it ranks. */
  priority: number;
};

export type RecommendationRule = {
  id: string;
  tier: RecommendationTier;
  /** The networks the rule speaks for (absent: every network). Carousels, photos and Reels are Instagram's. */
  platforms?: readonly Platform[];
  evaluate(input: RecommendationInput): Omit<Recommendation, "id" | "tier"> | null;
};
