import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { INSIGHTS_UNAVAILABLE_REASONS } from "../social/owner-insights";
import { platformSchema } from "../social/platforms";
import { periodSchema } from "./period-schema";

// The owner's insights as the API answers them (docs/decisions/040-owner-insights.md,
// docs/decisions/044-owner-insights-in-periods.md): the `insights` of GET /api/analytics and of
// each post of GET /api/analytics/posts, and the answers of GET /api/analytics/audience
// ("Público") and GET /api/analytics/stories ("Stories"). Shared by the server's routes and the
// web client that parses them. Every figure that is missing says why (`unavailable`), never a 0:
// src/core/social/insight-gaps.ts puts the reason in words.

/** Why a figure is missing: the reason, and with missing_permission the permission to grant. */
export const insightGapSchema = z.object({
  reason: z.enum(INSIGHTS_UNAVAILABLE_REASONS),
  permission: z.string().nullable(),
});

/**
 * One period figure against the previous period (decisions 023 and 035): `value` null exactly
 * when `unavailable` says why; `previous`, `change` and `difference` null without a base (the
 * previous period not covered, or without the figure).
 */
export const insightMetricSchema = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** Relative change (0.12 = +12%), only from a positive base to a figure not below zero. */
  change: z.number().nullable(),
  /** value − previous. */
  difference: z.number().nullable(),
  unavailable: insightGapSchema.nullable(),
});

/**
 * One São Paulo day of the account's figures: null where the network has not given it; `final`
 * false while the network may still change the day (up to 48 h after it ends, like /api/v1's days).
 */
export const insightDaySchema = z.object({
  day: z.string(),
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
  final: z.boolean(),
});

/** GET /api/analytics's `insights`: the owner's figures of the period, each against the previous period. */
export const periodInsightsSchema = z.object({
  /**
   * Why the account has none of the owner's insights (username_connection: connected by username;
   * not_supported: its network gives none), or what its last reading refused for all of them
   * (missing_permission, personal_account); null when it has them.
   */
  unavailable: insightGapSchema.nullable(),
  /** Whether the account's insight days start on or before the previous period's first day; when false no day figure has a `previous`. */
  previousCovered: z.boolean(),
  /** The days' figures, summed over the period's days ("Alcance": the accounts reached each day, added up). */
  reach: insightMetricSchema,
  /** Times the account's content was shown or played ("Visualizações" of the account, not only videos). */
  views: insightMetricSchema,
  accountsEngaged: insightMetricSchema,
  totalInteractions: insightMetricSchema,
  /** Taps on the profile's links and contact buttons. */
  profileLinksTaps: insightMetricSchema,
  follows: insightMetricSchema,
  unfollows: insightMetricSchema,
  /** The period's posts' figures as of its last day (like likes and comments, decision 023), summed. */
  saves: insightMetricSchema,
  shares: insightMetricSchema,
  /** Profile visits from the period's posts (Instagram: feed posts only). */
  profileVisits: insightMetricSchema,
  /** Interactions ÷ reach of the same posts × 100 (decision 040), beside `metrics.engagementRate` (per follower). */
  engagementRatePerReach: insightMetricSchema,
  /** Reels' average watch time in seconds, weighted by their views. */
  reelsAverageWatchTimeSeconds: insightMetricSchema,
  /** Every day of the period, oldest first. */
  days: z.array(insightDaySchema),
  /** Every day of the previous period, oldest first (empty when not covered). */
  previousDays: z.array(insightDaySchema),
});
export type PeriodInsights = z.infer<typeof periodInsightsSchema>;

/** A post's own figures as of the period's last day (GET /api/analytics/posts); null where the network gave none. */
export const postInsightsSchema = z.object({
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
  saved: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  totalInteractions: z.number().int().nullable(),
  follows: z.number().int().nullable(),
  profileVisits: z.number().int().nullable(),
  /** Reels and videos, seconds. */
  avgWatchTimeSeconds: z.number().nullable(),
  totalWatchTimeSeconds: z.number().nullable(),
  /** TikTok: share of the views watched to the end, 0 to 1. */
  fullWatchRate: z.number().nullable(),
  /** Interactions ÷ reach × 100; null without reach. */
  engagementRatePerReach: z.number().nullable(),
  /** The São Paulo day these figures were read on; null when the post has none. */
  day: z.string().nullable(),
  /** Why the post has no figures (set exactly when all of them are null). */
  unavailable: insightGapSchema.nullable(),
});
export type PostInsightsView = z.infer<typeof postInsightsSchema>;

/** One slice of a breakdown: an age band ("25-34"), a gender ("F", "M", "U"), a city ("São Paulo, São Paulo"), a country code ("BR"). */
export const audienceSliceSchema = z.object({
  key: z.string(),
  value: z.number(),
  /** Of the breakdown's total, 0 to 1. */
  share: z.number(),
  /** The same slice's share in the snapshot before; null without one or when it lacked the slice. */
  previousShare: z.number().nullable(),
});

/** Age, gender, city and country, largest slice first; a breakdown the network does not give is null. */
export const audienceBreakdownsSchema = z.object({
  age: z.array(audienceSliceSchema).nullable(),
  gender: z.array(audienceSliceSchema).nullable(),
  city: z.array(audienceSliceSchema).nullable(),
  country: z.array(audienceSliceSchema).nullable(),
});

export const audiencePartSchema = z.object({
  breakdowns: audienceBreakdownsSchema.nullable(),
  /** Why `breakdowns` is null. */
  unavailable: insightGapSchema.nullable(),
});

/** A cell of the weekday-by-hour map, São Paulo's clock (weekday 0 = domingo): the mean followers online. */
export const onlineHourSchema = z.object({ weekday: z.number().int(), hour: z.number().int(), followers: z.number().int() });

/** GET /api/analytics/audience ("Público"). */
export const audienceAnswerSchema = z.object({
  accountId: entityIdSchema,
  platform: platformSchema,
  period: periodSchema,
  /** Why the account has no audience at all (username_connection, not_supported, few_followers, …); null otherwise. */
  unavailable: insightGapSchema.nullable(),
  /** The latest weekly snapshot taken inside the period (its São Paulo day); null when none was. */
  snapshot: z.object({ day: z.string(), capturedAt: instantSchema }).nullable(),
  /** The snapshot before it, which each slice's `previousShare` comes from; null when there is none. */
  previousSnapshot: z.object({ day: z.string(), capturedAt: instantSchema }).nullable(),
  /** Who follows the account. */
  followers: audiencePartSchema,
  /** Who engaged with its content in the month before the snapshot. */
  engaged: audiencePartSchema,
  online: z.object({
    /** The weekday-by-hour map of the snapshot's online followers (cells without data left out). */
    hours: z.array(onlineHourSchema),
    /** The hours with the most followers online, most first (at most 3). */
    bestHours: z.array(onlineHourSchema),
    unavailable: insightGapSchema.nullable(),
  }),
});
export type AudienceAnswer = z.infer<typeof audienceAnswerSchema>;

export const storySchema = z.object({
  id: entityIdSchema,
  /** The network's id of the story. */
  mediaId: z.string(),
  /** Null for a story never seen while live. */
  mediaType: z.enum(["image", "video"]).nullable(),
  /** The picture, or a video's thumbnail; null when never seen while live (the network keeps no media after 24 h). */
  displayUrl: z.string().nullable(),
  permalink: z.string().nullable(),
  /** When it was posted; for a missed story, 24 hours before it expired. */
  postedAt: instantSchema,
  expiresAt: instantSchema,
  /** The last time its figures were read while live; null for a missed story. */
  capturedAt: instantSchema.nullable(),
  /** Never seen while live: known only from the final figures the network sent when it expired (shown as missed, never invented). */
  missed: z.boolean(),
  /** The figures are the final ones the network sent when it expired (rather than the last read while live). */
  final: z.boolean(),
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
  replies: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  tapsForward: z.number().int().nullable(),
  tapsBack: z.number().int().nullable(),
  exits: z.number().int().nullable(),
  swipesForward: z.number().int().nullable(),
  /** Why its figures are null (all of them). */
  unavailable: insightGapSchema.nullable(),
});
export type StoryView = z.infer<typeof storySchema>;

/** GET /api/analytics/stories ("Stories"). */
export const storiesAnswerSchema = z.object({
  accountId: entityIdSchema,
  platform: platformSchema,
  period: periodSchema,
  previousPeriod: periodSchema,
  /** Whether the account's collected history covers the previous period (decision 023); when false no total has a `previous`. */
  previousCovered: z.boolean(),
  /** Why the account has no stories at all (username_connection, not_supported, missing_permission); null otherwise. */
  unavailable: insightGapSchema.nullable(),
  /** The period's stories, newest first. */
  stories: z.array(storySchema),
  totals: z.object({
    stories: insightMetricSchema,
    reach: insightMetricSchema,
    views: insightMetricSchema,
    replies: insightMetricSchema,
    shares: insightMetricSchema,
    tapsForward: insightMetricSchema,
    tapsBack: insightMetricSchema,
    exits: insightMetricSchema,
  }),
});
export type StoriesAnswer = z.infer<typeof storiesAnswerSchema>;
