import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { FORMAT_KEYS } from "../social/formats";
import { platformSchema } from "../social/platforms";
import { periodMetricKeys } from "./period-metrics";
import { POST_TYPES } from "../social/profile-data";
import { periodSchema } from "./period-schema";
import { periodInsightsSchema, postInsightsSchema } from "./owner-insights-responses";

// The analytics-over-time API's answers (src/server/features/analytics/analytics.routes.ts),
// shared by the server's routes and the web client that parses them.

export { periodSchema };

/** One headline figure in the period, against the previous period of the same length. */
export const periodMetricSchema = z.object({
  /** False when the account's source does not give this figure; `reason` says why. */
  available: z.boolean(),
  reason: z.string().nullable(),
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /**
   * Relative change (0.12 = +12%); null when there is no base to compare with, and when the figure
   * crosses zero or its base is not positive (docs/decisions/035-change-across-zero.md).
   */
  change: z.number().nullable(),
  /** value − previous: the change shown when there is no percent; null without a base. Absent in answers before decision 035. */
  difference: z.number().nullable().optional(),
});
export type PeriodMetric = z.infer<typeof periodMetricSchema>;

export {
  periodMetricKeys,
  periodMetricKeysFor,
  periodMetricLabelFor,
  periodMetricLabels,
  tiktokPeriodMetricKeys,
  type PeriodMetricKey,
} from "./period-metrics";

// The format names live in a zod-free module (the dashboard's first paint reads them); kept
// exported here for the analytics contract's users.
export { postTypeLabels } from "../social/post-type-labels";

/** GET /api/analytics */
export const periodAnalyticsSchema = z.object({
  accountId: entityIdSchema,
  /** The account's network (decision 029); absent in answers before it, which are Instagram's. */
  platform: platformSchema.optional(),
  source: z.enum(["demo", "apify", "graph"]),
  period: periodSchema,
  previousPeriod: periodSchema,
  /** The first day with collected data for the account, or null when none. */
  firstDay: z.string().nullable(),
  /**
   * Whether the collected history covers the previous period (decision 023: it starts on or
   * before its first day). When false every figure's `previous` and `change` are null.
   */
  previousCovered: z.boolean(),
  /** What "Novos seguidores" counts (decision 023, measureFollowerGrowth); null without a day in the period. */
  followerGrowth: z
    .object({
      value: z.number().int(),
      base: z.object({ day: z.string(), followers: z.number().int() }),
      end: z.object({ day: z.string(), followers: z.number().int() }),
      baseIsFirstCollectedDay: z.boolean(),
    })
    .nullable(),
  metrics: z.object({
    ...(Object.fromEntries(periodMetricKeys.map((key) => [key, periodMetricSchema])) as Record<
      (typeof periodMetricKeys)[number],
      typeof periodMetricSchema
    >),
    // TikTok's accounts only (periodMetricKeysFor).
    engagementRatePerView: periodMetricSchema.optional(),
    shares: periodMetricSchema.optional(),
  }),
  /** One point per São Paulo day with data: followers at the day's last collection. */
  followersSeries: z.array(z.object({ day: z.string(), followers: z.number().int() })),
  /** One point per day of the period: posts published that day and their engagement. */
  engagementSeries: z.array(
    z.object({ day: z.string(), posts: z.number().int(), interactions: z.number().int(), engagementRate: z.number().nullable() }),
  ),
  byFormat: z.array(
    z.object({
      type: z.enum(POST_TYPES),
      /** TikTok (decision 029): the duration bucket compared, and its name; absent on Instagram, whose formats are `type`. */
      format: z.enum(FORMAT_KEYS).optional(),
      label: z.string().optional(),
      posts: z.number().int(),
      /** Null when the follower count at the period's end is unknown. */
      engagementRate: z.number().nullable(),
      averageLikes: z.number(),
      averageComments: z.number(),
      averageViews: z.number().nullable(),
      /** TikTok only. */
      averageShares: z.number().optional(),
      engagementRatePerView: z.number().nullable().optional(),
    }),
  ),
  /** Posts of the period by São Paulo weekday (0 = Sunday) and hour. */
  heatmap: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), posts: z.number().int(), averageInteractions: z.number() }),
  ),
  /** The owner's insights of the period (docs/decisions/044-owner-insights-in-periods.md); absent in answers made before them. */
  insights: periodInsightsSchema.optional(),
});
export type PeriodAnalytics = z.infer<typeof periodAnalyticsSchema>;

/** "reach" and "saves" sort by the post's own insights (docs/decisions/044); a post without the figure goes last either way. */
export const postSortKeys = ["engagement", "likes", "comments", "views", "shares", "reach", "saves", "date"] as const;
export type PostSortKey = (typeof postSortKeys)[number];

export const periodPostSchema = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  caption: z.string(),
  permalink: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: instantSchema,
  likes: z.number().int(),
  comments: z.number().int(),
  views: z.number().int().nullable(),
  /** TikTok (decision 029): the post's shares, counted in its interactions; absent on Instagram. */
  shares: z.number().int().nullable().optional(),
  /** TikTok: the video's duration in seconds, null when not collected; absent on Instagram. */
  duration: z.number().nullable().optional(),
  /** The rate per follower (interactions / followers x 100). */
  engagementRate: z.number(),
  /** TikTok only: interactions / views x 100, null without views. */
  engagementRatePerView: z.number().nullable().optional(),
  /** The post's own figures (reach, saves, watch time…) as of the period's last day; absent in answers made before them. */
  insights: postInsightsSchema.optional(),
});
export type PeriodPost = z.infer<typeof periodPostSchema>;

/** GET /api/analytics/posts */
export const periodPostsPageSchema = z.object({
  /** The account's network (decision 029); absent in answers before it, which are Instagram's. */
  platform: platformSchema.optional(),
  posts: z.array(periodPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PeriodPostsPage = z.infer<typeof periodPostsPageSchema>;
