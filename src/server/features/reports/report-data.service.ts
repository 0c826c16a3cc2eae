import type { Platform } from "@core/social/platforms";
import type { PeriodAnalytics, PeriodPost } from "@core/analytics/analytics-responses";
import type { CommentsSummary } from "@core/analytics/comments-summary";
import type { AudienceAnswer, StoriesAnswer } from "@core/analytics/owner-insights-responses";
import type { CompetitorComparison } from "@core/competitors/competitor-figures";
import type { RecommendationView } from "@core/recommendations/responses";
import type { OutcomeView } from "@core/outcomes/outcome-responses";
import type { IndicatorResults } from "@core/social/indicator-catalogue";
import type { PlanId } from "@core/plans/catalogue";
import { chosenSections, type ReportSectionChoice } from "@core/reports/report-sections";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { workspaces } from "../../db/schema/index";
import { readCommentsSummary } from "../analytics/comments.service";
import { listPeriodPosts, readPeriodAnalytics, type PeriodQuery } from "../analytics/history.service";
import { readPeriodAudience, readPeriodStories } from "../analytics/owner-insights.service";
import { requirePlan } from "../billing/billing.service";
import { findCompanyName, findLatestIndicators } from "../dashboard/dashboard.queries";
import { indicatorsFromRow } from "../dashboard/indicators.service";
import { readComparison } from "../competitors/competitor-figures.service";
import { readRecommendations } from "../insights/recommendations.service";
import { readOutcomes } from "../insights/outcomes.service";
import { readAccount } from "../social-accounts/accounts.service";
import { findReportSettings } from "./reports.queries";

export type ReportBranding = { logo: Buffer | null; logoType: string | null; color: string | null };

/** Everything one report shows: the dashboard's figures for the account and period, read by the same services. */
export type ReportData = {
  workspaceName: string;
  account: { id: string; platform: Platform; username: string; displayName: string | null; source: string };
  analytics: PeriodAnalytics;
  /** The period's posts, most engaging first. */
  posts: PeriodPost[];
  indicators: IndicatorResults | null;
  /** GET /api/competitors/comparison for the account and period (the section needs a competitor). */
  competitors: CompetitorComparison | null;
  /** GET /api/comments/summary for the account and period; null without a comment in the period. */
  comments: CommentsSummary | null;
  /** GET /api/analytics/audience and GET /api/analytics/stories for the account and period (docs/decisions/044). */
  audience?: AudienceAnswer;
  stories?: StoriesAnswer;
  /** GET /api/insights/recommendations' visible ones for the period, without the dismissed. */
  recommendations: RecommendationView[];
  /** The account's followed recommendations with a measured outcome (GET /api/insights/outcomes), newest first. */
  outcomes?: OutcomeView[];
  /** Pro only: the workspace's logo and colour on the cover. */
  branding: ReportBranding | null;
  generatedAt: Date;
  /** The sections chosen (decision 017, "Client reports"); a chosen section still needs data to appear. */
  sections: ReportSectionChoice[];
  /** The analyst's note, printed on the first page. */
  note: string | null;
};

type Ctx = Pick<AppContext, "db" | "env">;

export async function readWorkspaceName(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const company = await findCompanyName(ctx.db, workspaceId);
  if (company) return company;
  const [row] = await ctx.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.name ?? "";
}

export async function readBranding(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
  plan: PlanId,
): Promise<ReportBranding | null> {
  if (plan !== "sparks_pro") return null;
  const settings = await findReportSettings(ctx.db, workspaceId);
  if (!settings || (!settings.logo && !settings.brandColor)) return null;
  return { logo: settings.logo ?? null, logoType: settings.logoType ?? null, color: settings.brandColor ?? null };
}

/**
 * The report's data for one account and period: GET /api/analytics, every post of
 * GET /api/analytics/posts (by engagement), the latest indicators, what the comments say, the
 * competitors comparison, the recommendations, the audience and the stories, so the report's figures are the dashboard's. A period without data
 * gives empty series, not an error. A client's report names its competitors (`shape.competitorIds`).
 */
export async function buildReportData(
  ctx: Ctx,
  workspaceId: string,
  query: PeriodQuery,
  now = new Date(),
  shape: { sections?: readonly string[] | null; note?: string | null; competitorIds?: readonly string[] | null } = {},
): Promise<ReportData> {
  const analytics = (await readPeriodAnalytics(ctx, workspaceId, query, now)) as PeriodAnalytics;
  const accountId = analytics.accountId;
  const periodQuery = { ...query, accountId };
  const [account, page, indicatorRow, workspaceName, plan, comparison, recommendations, comments, audience, stories, outcomes] =
    await Promise.all([
      readAccount(ctx, workspaceId, accountId),
      listPeriodPosts(
        ctx,
        workspaceId,
        { ...query, accountId, sort: "engagement", order: "desc", page: 1, pageSize: 1_000_000 },
        now,
      ),
      findLatestIndicators(ctx.db, workspaceId, accountId),
      readWorkspaceName(ctx, workspaceId),
      requirePlan(ctx, workspaceId),
      readComparison(ctx, workspaceId, { ...periodQuery, competitorIds: shape.competitorIds }, now),
      readRecommendations(ctx, workspaceId, periodQuery, now),
      readCommentsSummary(ctx, workspaceId, periodQuery, now),
      readPeriodAudience(ctx, workspaceId, periodQuery, now),
      readPeriodStories(ctx, workspaceId, periodQuery, now),
      readOutcomes(ctx, workspaceId, { accountId }),
    ]);
  return {
    workspaceName,
    account: {
      id: account.id,
      platform: account.platform,
      username: account.username,
      displayName: account.displayName,
      source: account.dataSource,
    },
    analytics,
    posts: page.posts,
    indicators: indicatorRow ? indicatorsFromRow(indicatorRow) : null,
    competitors: comparison.competitors.length > 0 ? comparison : null,
    comments: comments.total > 0 ? comments : null,
    audience,
    stories,
    recommendations: recommendations.recommendations.filter((item) => item.status !== "dismissed"),
    outcomes: outcomes.outcomes.filter((outcome) => outcome.latest !== null),
    branding: await readBranding(ctx, workspaceId, plan),
    generatedAt: now,
    sections: chosenSections(shape.sections),
    note: shape.note ?? null,
  };
}
