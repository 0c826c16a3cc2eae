import { interactionsOf } from "@core/social/engagement";
import type { IndicatorResults } from "@core/social/indicator-catalogue";
import { addDaysTo, resolvePeriod, startOfSaoPauloDay, type PeriodPreset } from "@core/analytics/period";
import type { ProfileFigures } from "@core/competitors/competitor-figures";
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from "@core/search/search-responses";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { invalidInputMessage } from "../../http/openapi";
import { listAccountCommentsPage, type CommentsPageQuery } from "../analytics/comments.service";
import { listAccountMetricsByDay, listAccountPostsPage, type PostsPageQuery } from "../analytics/history.service";
import { listInsightDays } from "../analytics/owner-insights.service";
import { requirePlan } from "../billing/billing.service";
import { readComparison } from "../competitors/competitor-figures.service";
import { listCompetitors } from "../competitors/competitors.service";
import { listClientSummaries, readClientSummary } from "../clients/clients.service";
import { readRecommendationsWithInput } from "../insights/recommendations.service";
import { readOutcomes } from "../insights/outcomes.service";
import { listWorkspaceReports, readReportFile } from "../reports/reports.service";
import { listIndicatorsHistory, readLatestIndicators } from "../dashboard/indicators.service";
import { readSearchResults, type SearchInput } from "../search/search.service";
import { accountNotFoundMessage, listAccounts, readAccount, type AccountView } from "../social-accounts/accounts.service";

// The public API (/api/v1) on the app's own services: this module only shapes their answers
// (ISO dates, plain numbers, stable names) and reads the posts' cursors.

type Ctx = Pick<AppContext, "db" | "env">;

export const noIndicatorsMessage = "Ainda não há indicadores calculados para esta conta.";
export const invalidCursorMessage = "Cursor inválido. Use o nextCursor da página anterior.";

const toV1Account = (account: AccountView) => ({
  id: account.id,
  platform: account.platform,
  username: account.username,
  displayName: account.displayName,
  avatarUrl: account.avatarUrl,
  followers: account.followersCount,
  connectionType: account.connectionType,
  dataSource: account.dataSource,
  needsReconnect: account.needsReconnect,
  lastCollectedAt: account.lastCollectedAt,
});

export async function listV1Accounts(ctx: Ctx, workspaceId: string) {
  await requirePlan(ctx, workspaceId);
  return { data: (await listAccounts(ctx, workspaceId)).map(toV1Account) };
}

/** One account of the workspace (another workspace's id: 404, as an unknown one). */
export async function readV1Account(ctx: Ctx, workspaceId: string, accountId: string) {
  await requirePlan(ctx, workspaceId);
  const account = (await listAccounts(ctx, workspaceId)).find((row) => row.id === accountId);
  if (!account) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  return toV1Account(account);
}

type PeriodInput = { period: PeriodPreset; from?: string; to?: string };

export async function listV1AccountMetrics(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  input: PeriodInput,
  now = new Date(),
) {
  const { account, period, days, insightsUnavailable } = await listAccountMetricsByDay(
    ctx,
    workspaceId,
    accountId,
    { preset: input.period, from: input.from, to: input.to },
    now,
  );
  return {
    accountId: account.id,
    period: { from: period.from, to: period.to, days: period.days },
    insightsUnavailable,
    data: days.map(({ day, ...figures }) => ({ date: day, ...figures, clicks: figures.profileLinksTaps })),
  };
}

/** Reach by day: every day of the period with the owner's day figures (docs/decisions/044). */
export async function listV1AccountReach(ctx: Ctx, workspaceId: string, accountId: string, input: PeriodInput, now = new Date()) {
  const { account, period, unavailable, days } = await listInsightDays(
    ctx,
    workspaceId,
    accountId,
    { preset: input.period, from: input.from, to: input.to },
    now,
  );
  return {
    accountId: account.id,
    period: { from: period.from, to: period.to, days: period.days },
    unavailable,
    data: days.map(({ day, read }) => ({
      date: day,
      reach: read?.reach ?? null,
      views: read?.views ?? null,
      accountsEngaged: read?.accountsEngaged ?? null,
      totalInteractions: read?.totalInteractions ?? null,
      profileLinksTaps: read?.profileLinksTaps ?? null,
      follows: read?.follows ?? null,
      unfollows: read?.unfollows ?? null,
      final: read?.settled ?? false,
    })),
  };
}

// The cursor is opaque to clients: base64url of the last post's position, checked on the way back.
const cursorSchema = z.object({ t: z.string().regex(/^-?\d{1,18}$/), i: z.uuid() });

export function encodeCursor(position: { publishedAtMicros: string; id: string }) {
  return Buffer.from(JSON.stringify({ t: position.publishedAtMicros, i: position.id })).toString("base64url");
}

/** A cursor this API wrote (base64url JSON of `schema`'s shape), or a pt-BR 400 on `cursor`. */
function readCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  const refuse = () => new AppError("INVALID_INPUT", invalidInputMessage, { details: { cursor: invalidCursorMessage } });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw refuse();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw refuse();
  return result.data;
}

function decodeCursor(cursor: string) {
  const position = readCursor(cursor, cursorSchema);
  return { publishedAtMicros: position.t, id: position.i };
}

export type V1PostsQuery = Omit<PostsPageQuery, "after"> & { cursor?: string };

function refuseInvertedRange(range: { from?: string; to?: string }) {
  if (range.from && range.to && range.from > range.to) {
    const message = "A data inicial deve ser anterior ou igual à data final.";
    throw new AppError("INVALID_INPUT", message, { details: { from: message } });
  }
}

export async function listV1Posts(ctx: Ctx, workspaceId: string, accountId: string, query: V1PostsQuery) {
  const { cursor, ...rest } = query;
  refuseInvertedRange(rest);
  const page = await listAccountPostsPage(ctx, workspaceId, accountId, {
    ...rest,
    after: cursor ? decodeCursor(cursor) : undefined,
  });
  return {
    data: page.posts.map((post) => ({
      id: post.id,
      platform: post.platform,
      mediaId: post.mediaId,
      type: post.type,
      caption: post.caption,
      hashtags: post.hashtags,
      mentions: post.mentions,
      permalink: post.permalink,
      thumbnailUrl: post.thumbnailUrl,
      publishedAt: post.publishedAt.toISOString(),
      likes: post.likes,
      comments: post.comments,
      views: post.views,
      shares: post.shares,
      // The network's one definition (decision 029).
      interactions: interactionsOf(post.platform, post),
      lastSeenAt: post.lastSeenAt.toISOString(),
      insights: (({ day, ...figures }) => ({ ...figures, readOn: day }))(post.insights),
    })),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

/** Every indicator with `notApplicable` said outright: the reason where it does not apply (decision 029), else null. */
function toV1Indicators(indicators: IndicatorResults) {
  return Object.fromEntries(
    Object.entries(indicators).map(([id, result]) => [id, { ...result, notApplicable: result.notApplicable ?? null }]),
  ) as { [K in keyof IndicatorResults]: IndicatorResults[K] & { notApplicable: { reason: string } | null } };
}

export async function readV1Indicators(ctx: Ctx, workspaceId: string, accountId: string) {
  await requirePlan(ctx, workspaceId);
  const account = await readAccount(ctx, workspaceId, accountId);
  const latest = await readLatestIndicators(ctx, workspaceId, account.id);
  if (!latest) throw new AppError("NOT_FOUND", noIndicatorsMessage, { reason: "NO_INDICATORS" });
  return { accountId: account.id, computedAt: latest.computedAt.toISOString(), indicators: toV1Indicators(latest.indicators) };
}

// A calculation runs after each collection (about one a day): 3 years fit under this cap.
const maxIndicatorRows = 5000;

export async function listV1IndicatorHistory(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  input: PeriodInput,
  now = new Date(),
) {
  const resolved = resolvePeriod({ preset: input.period, from: input.from, to: input.to }, now);
  if (!resolved.ok) throw new AppError("INVALID_INPUT", resolved.message, { details: { [resolved.field]: resolved.message } });
  const { period } = resolved;
  await requirePlan(ctx, workspaceId);
  const account = await readAccount(ctx, workspaceId, accountId);
  const rows = await listIndicatorsHistory(ctx, workspaceId, account.id, {
    start: startOfSaoPauloDay(period.from),
    end: startOfSaoPauloDay(addDaysTo(period.to, 1)),
    limit: maxIndicatorRows,
  });
  return {
    accountId: account.id,
    period: { from: period.from, to: period.to, days: period.days },
    data: rows.map((row) => ({ computedAt: row.computedAt.toISOString(), indicators: toV1Indicators(row.indicators) })),
  };
}

// Competitors: the workspace's tracked ones, and the app's comparison for one account.
export async function listV1Competitors(ctx: Ctx, workspaceId: string) {
  const { competitors } = await listCompetitors(ctx, workspaceId);
  return {
    data: competitors.map((competitor) => ({
      id: competitor.id,
      platform: competitor.platform,
      username: competitor.username,
      displayName: competitor.displayName,
      avatarUrl: competitor.avatarUrl,
      followers: competitor.followersCount,
      dataSource: competitor.dataSource,
      billing: competitor.billing,
      lastCollectedAt: competitor.lastCollectedAt,
      trackedSince: competitor.createdAt,
    })),
  };
}

const toV1Figures = (figures: ProfileFigures) => ({
  id: figures.profileId,
  kind: figures.kind,
  platform: figures.platform,
  username: figures.username,
  displayName: figures.displayName,
  collecting: figures.collecting,
  followers: figures.followers,
  growth: figures.growth,
  postsPerWeek: figures.postsPerWeek,
  engagementRate: figures.engagementRate,
  averageLikes: figures.averageLikes,
  averageComments: figures.averageComments,
  interactions: figures.interactions,
  formatMix: figures.formatMix,
  topHashtags: figures.topHashtags,
  topPosts: figures.topPosts.map((post) => ({
    id: post.id,
    type: post.type,
    permalink: post.permalink,
    publishedAt: post.publishedAt,
    likes: post.likes,
    comments: post.comments,
    engagementRate: post.engagementRate,
  })),
  followersSeries: figures.followersSeries.map((point) => ({ date: point.day, followers: point.followers })),
  engagementSeries: figures.engagementSeries.map((point) => ({ weekEnding: point.day, engagementRate: point.engagementRate })),
});

export async function readV1CompetitorComparison(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  input: PeriodInput,
  now = new Date(),
) {
  const comparison = await readComparison(
    ctx,
    workspaceId,
    { accountId, preset: input.period, from: input.from, to: input.to },
    now,
  );
  const { period } = comparison;
  return {
    accountId,
    platform: comparison.platform,
    period: { from: period.from, to: period.to, days: period.days },
    account: comparison.own ? toV1Figures(comparison.own) : null,
    competitors: comparison.competitors.map(toV1Figures),
    ranks: comparison.ranks,
    engagementShare: comparison.engagementShare.map((share) => ({
      id: share.profileId,
      username: share.username,
      interactions: share.interactions,
      share: share.share,
    })),
  };
}

// Reports: the generated PDFs (the app lists the newest 100), and one's bytes.
export async function listV1Reports(ctx: Ctx, workspaceId: string) {
  await requirePlan(ctx, workspaceId);
  return {
    data: (await listWorkspaceReports(ctx, workspaceId)).map((report) => ({
      id: report.id,
      accountId: report.accountId,
      username: report.username,
      trigger: report.trigger,
      period: report.period,
      status: report.status,
      fileName: report.fileName,
      sizeBytes: report.sizeBytes,
      createdAt: report.createdAt,
      finishedAt: report.finishedAt,
    })),
  };
}

/** The PDF of a report of the workspace: 404 for another's, 409 NOT_READY while it is generated. */
export async function readV1ReportFile(ctx: Ctx, workspaceId: string, reportId: string) {
  await requirePlan(ctx, workspaceId);
  return readReportFile(ctx, workspaceId, reportId);
}

// Recommendations: the ones the plan shows, with the period's figures they rest on.
export async function listV1Recommendations(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  input: PeriodInput,
  now = new Date(),
) {
  const { list, input: basis } = await readRecommendationsWithInput(
    ctx,
    workspaceId,
    { accountId, preset: input.period, from: input.from, to: input.to },
    now,
  );
  return {
    accountId: list.accountId,
    period: { from: list.period.from, to: list.period.to, days: list.period.days },
    planId: list.planId,
    basis: {
      followers: basis.followersEnd,
      engagementRate: basis.engagementRate.value,
      previousEngagementRate: basis.engagementRate.previous,
      posts: basis.posts.length,
      previousPosts: basis.previousPosts,
    },
    data: list.recommendations.map((item) => ({
      id: item.id,
      tier: item.tier,
      category: item.category,
      title: item.title,
      evidence: item.evidence,
      action: item.action,
      effect: item.effect,
      sample: item.sample,
      why: item.why,
      priority: item.priority,
      status: item.status,
    })),
  };
}

// Outcomes: the account's followed recommendations and what they did (docs/decisions/050).
export async function listV1Outcomes(ctx: Ctx, workspaceId: string, accountId: string) {
  const list = await readOutcomes(ctx, workspaceId, { accountId });
  return {
    accountId: list.accountId,
    data: list.outcomes.map((outcome) => ({
      id: outcome.id,
      ruleId: outcome.ruleId,
      title: outcome.title,
      doneAt: outcome.doneAt,
      figure: outcome.figure,
      figureLabel: outcome.figureLabel,
      baselineValue: outcome.baseline.value,
      change: outcome.change
        ? { kind: outcome.change.kind, before: outcome.change.before, after: outcome.change.after, made: outcome.change.made }
        : null,
      results: outcome.results,
      nextDueAt: outcome.nextDueAt,
    })),
  };
}

// Comments: an account's, newest first by default, with the posts' cursor style.
export type V1CommentsQuery = Omit<CommentsPageQuery, "after"> & { accountId: string; cursor?: string };

export async function listV1Comments(ctx: Ctx, workspaceId: string, query: V1CommentsQuery, now = new Date()) {
  const { cursor, accountId, ...rest } = query;
  refuseInvertedRange(rest);
  const page = await listAccountCommentsPage(
    ctx,
    workspaceId,
    accountId,
    { ...rest, after: cursor ? decodeCursor(cursor) : undefined },
    now,
  );
  return {
    data: page.comments.map((comment) => ({
      id: comment.id,
      postId: comment.postId,
      mediaId: comment.mediaId,
      platform: comment.platform,
      commentId: comment.commentId,
      parentCommentId: comment.parentCommentId,
      username: comment.username,
      text: comment.text,
      likeCount: comment.likeCount,
      publishedAt: comment.publishedAt.toISOString(),
      fromAccount: comment.fromAccount,
      isQuestion: comment.isQuestion,
      unanswered: comment.unanswered,
      accountRepliedAt: comment.accountRepliedAt?.toISOString() ?? null,
      sentiment: comment.sentiment,
    })),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

// The search pages by position: a cursor is the offset of the next result, as far as the app's
// own pages reach (SEARCH_MAX_PAGE pages of SEARCH_PAGE_SIZE); past that, filters narrow better.
export const maxV1SearchResults = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;
const searchCursorSchema = z.object({
  o: z
    .number()
    .int()
    .min(1)
    .max(maxV1SearchResults - 1),
});

function decodeSearchCursor(cursor: string) {
  return readCursor(cursor, searchCursorSchema).o;
}

/** GET /api/v1/search: the app's search (the same filters and order), a page at a time. */
export async function searchV1(
  ctx: Ctx,
  workspaceId: string,
  input: SearchInput & { limit: number; cursor?: string },
  now = new Date(),
) {
  const { limit, cursor, ...search } = input;
  const offset = cursor ? decodeSearchCursor(cursor) : 0;
  const { query, total, results } = await readSearchResults(
    ctx,
    workspaceId,
    search,
    { offset, limit: Math.min(limit, maxV1SearchResults - offset) },
    now,
  );
  const next = offset + results.length;
  const more = results.length > 0 && next < Math.min(total, maxV1SearchResults);
  return {
    query,
    total,
    data: results,
    nextCursor: more ? Buffer.from(JSON.stringify({ o: next })).toString("base64url") : null,
  };
}

/** GET /api/v1/clients: the clients the key reaches, each with its accounts and competitors (docs/decisions/045-clients-and-report-links.md). */
export async function listV1Clients(ctx: Ctx, workspaceId: string) {
  return { data: await listClientSummaries(ctx, workspaceId) };
}

export function readV1Client(ctx: Ctx, workspaceId: string, clientId: string) {
  return readClientSummary(ctx, workspaceId, clientId);
}
