import { computeIndicators, type IndicatorId, type IndicatorResults } from "@core/social/indicators";
import { profileDataSchema } from "@core/social/profile-data";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { listFollowerHistorySince } from "../analytics/history.service";
import {
  findAccountPlatform,
  findAnalytics,
  findLatestIndicators,
  insertIndicators,
  listIndicatorsBetween,
} from "./dashboard.queries";

const snapshotWindowMs = 30 * 24 * 60 * 60 * 1000;

// DB columns (camelCase in Drizzle) for each indicator id of the spec.
const columnOf: Record<IndicatorId, string> = {
  comment_like_ratio: "commentLikeRatio",
  view_retention_rate: "viewRetentionRate",
  engagement_consistency: "engagementConsistency",
  hashtag_density: "hashtagDensity",
  hashtag_diversity_score: "hashtagDiversityScore",
  peak_performance_hour: "peakPerformanceHour",
  posting_consistency_score: "postingConsistencyScore",
  growth_trend_score: "growthTrendScore",
  authority_index: "authorityIndex",
  networking_score: "networkingScore",
  niche_indicator: "nicheIndicator",
  video_content_ratio: "videoContentRatio",
};

export function indicatorsFromRow(row: Record<string, unknown>): IndicatorResults {
  return Object.fromEntries(Object.entries(columnOf).map(([id, column]) => [id, row[column]])) as IndicatorResults;
}

/** Computes the twelve indicators from the stored collection and keeps them as the latest row. */
export async function calculateIndicators(ctx: Pick<AppContext, "db">, workspaceId: string, accountId: string, now = new Date()) {
  const [analytics, platform] = await Promise.all([
    findAnalytics(ctx.db, workspaceId, accountId),
    findAccountPlatform(ctx.db, workspaceId, accountId),
  ]);
  if (!analytics) throw new AppError("NOT_FOUND", "Ainda não há dados coletados para calcular os indicadores.");
  const profile = profileDataSchema.parse(analytics.profileData);
  const related = Array.isArray(analytics.relatedProfiles) ? analytics.relatedProfiles.length : 0;
  // The growth trend reads the follower history the product keeps: the account's day rows.
  const snapshots = await listFollowerHistorySince(ctx.db, accountId, new Date(now.getTime() - snapshotWindowMs));
  const results = computeIndicators({
    profile,
    relatedProfilesCount: related,
    snapshots,
    now,
    platform: platform ?? "instagram",
  });
  const columns = Object.fromEntries((Object.keys(columnOf) as IndicatorId[]).map((id) => [columnOf[id], results[id]])) as Record<
    string,
    IndicatorResults[IndicatorId]
  >;
  return insertIndicators(ctx.db, {
    workspaceId,
    socialProfileId: accountId,
    createdAt: now,
    updatedAt: now,
    ...(columns as unknown as Omit<Parameters<typeof insertIndicators>[1], "workspaceId" | "socialProfileId">),
  });
}

/** The account's latest indicators (null before the first calculation), as stored. */
export async function readLatestIndicators(ctx: Pick<AppContext, "db">, workspaceId: string, accountId: string) {
  const row = await findLatestIndicators(ctx.db, workspaceId, accountId);
  return row ? { computedAt: row.createdAt, indicators: indicatorsFromRow(row) } : null;
}

/** Every calculation of the account's indicators in [start, end), newest first. */
export async function listIndicatorsHistory(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
  accountId: string,
  range: { start: Date; end: Date; limit: number },
) {
  const rows = await listIndicatorsBetween(ctx.db, workspaceId, accountId, range.start, range.end, range.limit);
  return rows.map((row) => ({ computedAt: row.createdAt, indicators: indicatorsFromRow(row) }));
}
