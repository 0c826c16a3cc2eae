import { z } from "zod";
import { INDICATOR_IDS, type IndicatorId } from "./indicator-catalogue";
import { POST_TYPES } from "./profile-data";
import { socialAccountSchema, dataSourceSchema } from "./account-responses";
import { instantSchema } from "../http/response-formats";

// The dashboard API's answers (src/server/features/dashboard/dashboard.routes.ts): GET
// /api/dashboard and POST /api/dashboard/indicators, as the service builds them from the core
// types (dashboard-view.ts, profile-data.ts, metrics.ts, videos.ts, indicator-catalogue.ts).
// The web client's types are inferred from these schemas.

const count = z.int().min(0);
const stringList = z.array(z.string());

/** The collected profile without its post lists (ProfileData after parsing). */
export const dashboardProfileSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  verified: z.boolean(),
  private: z.boolean(),
  isBusinessAccount: z.boolean(),
  businessCategoryName: z.string().nullable(),
  biography: z.string(),
  externalUrl: z.string().nullable(),
  url: z.string(),
  profilePicUrl: z.string(),
  profilePicUrlHD: z.string(),
  followersCount: count,
  followsCount: count,
  postsCount: count,
  igtvVideoCount: count,
});

const postFields = {
  /** Instagram's id of the media (not one of ours). */
  id: z.string(),
  caption: z.string(),
  /** As the source wrote it; may be "" or unreadable (the page then says 'Data não disponível'). */
  timestamp: z.string(),
  displayUrl: z.string(),
  url: z.string(),
  likesCount: count,
  commentsCount: count,
  hashtags: stringList,
  mentions: stringList,
  taggedUsers: stringList,
};

export const dashboardPostSchema = z.object({
  ...postFields,
  type: z.enum(POST_TYPES),
  /** Absent when the source did not report it. */
  videoViewCount: count.optional(),
  videoDuration: z.number().min(0).optional(),
});

export const dashboardVideoSchema = z.object({
  ...postFields,
  type: z.enum([...POST_TYPES, "igtv"]),
  title: z.string(),
  videoViewCount: count.nullable(),
  videoDuration: z.number().min(0).nullable(),
});

export const dashboardRelatedProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  profile_pic_url: z.string(),
  is_verified: z.boolean(),
  is_private: z.boolean(),
});

/** The base metrics of docs/product/metrics.md (metrics.ts BaseMetrics). */
export const dashboardMetricsSchema = z.object({
  followersCount: count,
  followsCount: count,
  postsCount: count,
  videosCount: count,
  engagementRate: z.number(),
  averageLikes: z.number(),
  averageComments: z.number(),
  totalViews: count,
  /** TikTok only (decision 029): engagementRate is then per follower, shares included. */
  averageShares: z.number().optional(),
  engagementRatePerView: z.number().nullable().optional(),
});

export const dashboardAnalyticsSchema = z.object({
  /** When the shown collection was made. */
  lastUpdated: instantSchema,
  /** The collection is over 24 h old. */
  stale: z.boolean(),
  source: dataSourceSchema,
  profile: dashboardProfileSchema,
  metrics: dashboardMetricsSchema,
  /** At most 6 (docs/product/screens.md); relatedProfilesTotal counts them all. */
  relatedProfiles: z.array(dashboardRelatedProfileSchema),
  relatedProfilesTotal: count,
  recentPosts: z.array(dashboardPostSchema),
  recentVideos: z.array(dashboardVideoSchema),
});

/** One indicator: without enough data, value and score are null, never 0. */
export const indicatorResultSchema = z.object({
  value: z.union([z.number(), z.string()]).nullable(),
  score: z.number().min(0).max(100).nullable(),
  sufficient: z.boolean(),
  /** The indicator means nothing on the account's network (decision 029), with the reason. */
  notApplicable: z.object({ reason: z.string() }).optional(),
});

/** The twelve indicators, by id. */
export const indicatorResultsSchema = z.object(
  Object.fromEntries(INDICATOR_IDS.map((id) => [id, indicatorResultSchema])) as Record<IndicatorId, typeof indicatorResultSchema>,
);

/** POST /api/dashboard/indicators, and the dashboard's indicators. */
export const dashboardIndicatorsSchema = z.object({
  values: indicatorResultsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** A calculation is queued or running (none existed, or they were over 24 h old). */
  recalculating: z.boolean(),
});

/** GET /api/dashboard */
export const dashboardSchema = z.object({
  user: z.object({ name: z.string(), email: z.string() }),
  companyName: z.string().nullable(),
  /** The workspace's active accounts. */
  accounts: z.array(socialAccountSchema),
  /** The account shown (accountId, or the one chosen); null without accounts. */
  current: socialAccountSchema.nullable(),
  /** Null while the current account has no collection. */
  analytics: dashboardAnalyticsSchema.nullable(),
  /** Null before the first calculation. */
  indicators: dashboardIndicatorsSchema.nullable(),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;
export type DashboardIndicators = z.infer<typeof dashboardIndicatorsSchema>;
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>;
