import { postTypeLabels } from "@core/analytics/analytics-responses";
import { postsByDay, totalInteractions, totalPeriodPosts, type PeriodPostMetrics } from "@core/analytics/period-summary";
import { engagementRateLabels, hasEngagementPerView } from "@core/social/engagement";
import { formatLabels, formatOfPost } from "@core/social/formats";
import {
  INDICATOR_CATALOGUE,
  INDICATOR_IDS,
  explainIndicator,
  formatIndicatorValue,
  isNotApplicable,
} from "@core/social/indicator-catalogue";
import { platformLabels, type Platform } from "@core/social/platforms";
import type { AppContext } from "../../context";
import { listPeriodPosts } from "../analytics/history.service";
import { listAccountDayMetrics } from "../analytics/history.queries";
import { addDaysTo, listDays, saoPauloDay } from "@core/analytics/period";
import {
  audienceBreakdownLabels,
  audienceSliceName,
  missedStoryLabel,
  missedStoryText,
  periodInsightLabels,
  storyTotalLabels,
  type AudienceBreakdownKey,
  type StoryTotalKey,
} from "@core/analytics/owner-insights-labels";
import type { AudienceAnswer, StoriesAnswer } from "@core/analytics/owner-insights-responses";
import { listInsightDays, readPeriodAudience, readPeriodStories } from "../analytics/owner-insights.service";
import { gapOf } from "../analytics/period-insights";
import { describeUnavailable, hasOwnerInsights } from "./owner-insights-report";
import { readComparison } from "../competitors/competitor-figures.service";
import { findLatestIndicators } from "../dashboard/dashboard.queries";
import { indicatorsFromRow } from "../dashboard/indicators.service";
import { reportAccountOf, reportFileName, reportPeriodOf, type ReportRequest } from "./reports.service";
import {
  csvStream,
  dayToSheetDate,
  toSheetDate,
  xlsxBuffer,
  xlsxStream,
  type Sheet,
  type SheetCell,
} from "../../spreadsheets/spreadsheet";

/** The sets, in the workbook's order; "reach", "audience" and "stories" (the owner's insights) only for accounts that have them. */
export const exportSheets = ["posts", "days", "indicators", "competitors", "reach", "audience", "stories"] as const;
export type ExportSheet = (typeof exportSheets)[number];

const sheetNames: Record<ExportSheet, string> = {
  posts: "Publicações",
  days: "Métricas diárias",
  indicators: "Indicadores",
  competitors: "Concorrentes",
  reach: "Alcance",
  audience: "Público",
  stories: "Stories",
};
const csvNames: Record<ExportSheet, string> = {
  posts: "publicacoes",
  days: "metricas-diarias",
  indicators: "indicadores",
  competitors: "concorrentes",
  reach: "alcance",
  audience: "publico",
  stories: "stories",
};

export type ExportPost = {
  publishedAt: string;
  type: keyof typeof postTypeLabels;
  caption: string;
  likes: number;
  comments: number;
  views: number | null;
  engagementRate: number;
  permalink: string;
  /** TikTok (decision 029). */
  shares?: number | null;
  duration?: number | null;
  engagementRatePerView?: number | null;
};

/**
 * TikTok's posts sheet (decision 029): the duration as the format, the shares among the
 * interactions, both engagement rates.
 */
function tiktokPostsSheet(rows: Iterable<ExportPost> | AsyncIterable<ExportPost>): Sheet {
  async function* cells(): AsyncGenerator<SheetCell[]> {
    for await (const post of rows) {
      yield [
        toSheetDate(post.publishedAt),
        formatLabels[formatOfPost("tiktok", post)],
        post.duration ?? null,
        post.caption,
        post.likes,
        post.comments,
        post.shares ?? null,
        post.views,
        post.engagementRate / 100,
        post.engagementRatePerView == null ? null : post.engagementRatePerView / 100,
        post.permalink,
      ];
    }
  }
  return {
    name: sheetNames.posts,
    columns: [
      { header: "Publicado em", key: "publishedAt", width: 18, numFmt: "dd/mm/yyyy hh:mm" },
      { header: "Formato", key: "format", width: 14 },
      { header: "Duração (s)", key: "duration", width: 12, numFmt: "0" },
      { header: "Legenda", key: "caption", width: 60 },
      { header: "Curtidas", key: "likes", width: 12, numFmt: "#,##0" },
      { header: "Comentários", key: "comments", width: 13, numFmt: "#,##0" },
      { header: "Compartilhamentos", key: "shares", width: 18, numFmt: "#,##0" },
      { header: "Visualizações", key: "views", width: 14, numFmt: "#,##0" },
      { header: engagementRateLabels.perFollower, key: "engagementRate", width: 24, numFmt: "0.00%" },
      { header: engagementRateLabels.perView, key: "engagementRatePerView", width: 28, numFmt: "0.00%" },
      { header: "Link", key: "permalink", width: 40 },
    ],
    rows: cells(),
  };
}

/** The posts sheet: one row per post, the rate as a percent cell (3,45% is stored as 0.0345). */
export function postsSheet(rows: Iterable<ExportPost> | AsyncIterable<ExportPost>, platform: Platform = "instagram"): Sheet {
  if (hasEngagementPerView(platform)) return tiktokPostsSheet(rows);
  async function* cells(): AsyncGenerator<SheetCell[]> {
    for await (const post of rows) {
      yield [
        toSheetDate(post.publishedAt),
        postTypeLabels[post.type],
        post.caption,
        post.likes,
        post.comments,
        post.views,
        post.engagementRate / 100,
        post.permalink,
      ];
    }
  }
  return {
    name: sheetNames.posts,
    columns: [
      { header: "Publicado em", key: "publishedAt", width: 18, numFmt: "dd/mm/yyyy hh:mm" },
      { header: "Formato", key: "type", width: 12 },
      { header: "Legenda", key: "caption", width: 60 },
      { header: "Curtidas", key: "likes", width: 12, numFmt: "#,##0" },
      { header: "Comentários", key: "comments", width: 13, numFmt: "#,##0" },
      { header: "Visualizações", key: "views", width: 14, numFmt: "#,##0" },
      { header: "Taxa de engajamento", key: "engagementRate", width: 20, numFmt: "0.00%" },
      { header: "Link", key: "permalink", width: 40 },
    ],
    rows: cells(),
  };
}

type AccountDayFigures = Awaited<ReturnType<typeof listAccountDayMetrics>>[number];

/**
 * The daily sheet: every figure the product keeps per day. The account's figures as
 * collected that day (reach, views, engaged accounts, interactions and clicks only where the
 * network gives them: empty otherwise), and the posts published that day with their likes,
 * comments and views as of the period's last day (`posts` are the period's, as the posts sheet
 * and the dashboard count them: decision 023, metricsAsOf). A day with neither has no row.
 */
export function daysSheet(
  days: AccountDayFigures[],
  posts: readonly PeriodPostMetrics[],
  from: string,
  to: string,
  platform: Platform,
): Sheet {
  // TikTok reports shares per video: its days add them and the interactions by its definition (decision 029).
  const withShares = hasEngagementPerView(platform);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const postDays = postsByDay(posts);
  const rows: SheetCell[][] = [];
  for (const day of listDays(from, to)) {
    const account = byDay.get(day);
    const dayPosts = postDays.get(day);
    const published = dayPosts ? totalPeriodPosts(dayPosts, null, platform) : undefined;
    if (!account && !published) continue;
    rows.push([
      dayToSheetDate(day),
      account?.followers ?? null,
      account?.following ?? null,
      account?.posts ?? null,
      published?.posts ?? 0,
      published?.likes ?? 0,
      published?.comments ?? 0,
      published?.views ?? null,
      ...(withShares ? [published?.shares ?? null, published ? totalInteractions(published, platform) : 0] : []),
      account?.views ?? null,
      account?.reach ?? null,
      account?.accountsEngaged ?? null,
      account?.totalInteractions ?? null,
      account?.profileLinksTaps ?? null,
    ]);
  }
  const count = (header: string, key: string, width = 14) => ({ header, key, width, numFmt: "#,##0" });
  return {
    name: sheetNames.days,
    columns: [
      { header: "Dia", key: "day", width: 12, numFmt: "dd/mm/yyyy" },
      count("Seguidores", "followers"),
      count("Seguindo", "following"),
      count("Publicações na conta", "postsTotal", 20),
      count("Publicações no dia", "posts", 18),
      count("Curtidas (publicações do dia)", "likes", 28),
      count("Comentários (publicações do dia)", "comments", 30),
      count("Visualizações (publicações do dia)", "postViews", 32),
      ...(withShares
        ? [
            count("Compartilhamentos (publicações do dia)", "shares", 34),
            count("Interações (publicações do dia)", "interactions", 30),
          ]
        : []),
      count("Visualizações da conta", "views", 22),
      count("Alcance", "reach", 12),
      count("Contas engajadas", "accountsEngaged", 18),
      count("Interações totais", "totalInteractions", 18),
      count("Cliques no perfil", "clicks", 16),
    ],
    rows,
  };
}

// ------------------------------------------------------------------ the owner's insights (docs/decisions/044)

type InsightDays = Awaited<ReturnType<typeof listInsightDays>>;

/**
 * "Alcance": every day of the period with the account's own day figures (GET /api/analytics's
 * `insights.days`, and the rest of the day's reading), empty where the network gave none and the
 * reason in "Situação", never a 0.
 */
export function reachSheet(
  { days, unavailable }: Pick<InsightDays, "days" | "unavailable">,
  platform: Platform,
  now: Date,
): Sheet {
  const today = saoPauloDay(now);
  const rows: SheetCell[][] = days.map(({ day, read }) => {
    // A day the network has not given yet may come within 48 hours of its end; an older one will not.
    const gap = unavailable ?? gapOf(day >= addDaysTo(today, -2) ? "delayed" : "no_data");
    const situation = read
      ? read.settled
        ? ""
        : "Provisório: a rede ainda pode mudar este dia (até 48 h)."
      : describeUnavailable(gap, platform);
    return [
      dayToSheetDate(day),
      read?.reach ?? null,
      read?.views ?? null,
      read?.accountsEngaged ?? null,
      read?.totalInteractions ?? null,
      read?.profileLinksTaps ?? null,
      situation,
    ];
  });
  const count = (header: string, key: string, width = 16) => ({ header, key, width, numFmt: "#,##0" });
  return {
    name: sheetNames.reach,
    columns: [
      { header: "Dia", key: "day", width: 12, numFmt: "dd/mm/yyyy" },
      count(periodInsightLabels.reach, "reach", 12),
      count(periodInsightLabels.views, "views"),
      count(periodInsightLabels.accountsEngaged, "accountsEngaged", 18),
      count(periodInsightLabels.totalInteractions, "totalInteractions", 18),
      count(periodInsightLabels.profileLinksTaps, "profileLinksTaps", 18),
      { header: "Situação", key: "situation", width: 60 },
    ],
    rows,
  };
}

const audienceParts = { followers: "Seguidores", engaged: "Contas engajadas" } as const;
const audienceBreakdownKeys: AudienceBreakdownKey[] = ["age", "gender", "city", "country"];

/**
 * "Público": one row per slice of the latest snapshot in the period (GET /api/analytics/audience),
 * for the followers and for the accounts engaged: its share, and its share in the snapshot before.
 * A part or a breakdown the network did not give is one row with its reason.
 */
export function audienceSheet(audience: AudienceAnswer, platform: Platform): Sheet {
  const snapshot = audience.snapshot ? dayToSheetDate(audience.snapshot.day) : null;
  const rows: SheetCell[][] = [];
  if (!audience.unavailable) {
    for (const part of ["followers", "engaged"] as const) {
      const { breakdowns, unavailable } = audience[part];
      if (!breakdowns) {
        rows.push([
          audienceParts[part],
          null,
          null,
          null,
          null,
          null,
          snapshot,
          describeUnavailable(unavailable ?? gapOf("no_data"), platform),
        ]);
        continue;
      }
      for (const key of audienceBreakdownKeys) {
        const slices = breakdowns[key];
        if (!slices) {
          rows.push([
            audienceParts[part],
            audienceBreakdownLabels[key],
            null,
            null,
            null,
            null,
            snapshot,
            describeUnavailable(gapOf("not_supported"), platform),
          ]);
          continue;
        }
        for (const slice of slices) {
          rows.push([
            audienceParts[part],
            audienceBreakdownLabels[key],
            audienceSliceName(key, slice.key),
            slice.share,
            slice.previousShare,
            slice.value,
            snapshot,
            "",
          ]);
        }
      }
    }
  }
  return {
    name: sheetNames.audience,
    columns: [
      { header: "Quem", key: "part", width: 18 },
      { header: "Tipo", key: "kind", width: 10 },
      { header: "Grupo", key: "slice", width: 32 },
      { header: "Participação", key: "share", width: 14, numFmt: "0.0%" },
      { header: "Participação na foto anterior", key: "previousShare", width: 28, numFmt: "0.0%" },
      { header: "Contas", key: "value", width: 12, numFmt: "#,##0" },
      { header: "Foto do público", key: "snapshot", width: 16, numFmt: "dd/mm/yyyy" },
      { header: "Situação", key: "situation", width: 60 },
    ],
    rows,
  };
}

const storyMediaTypes = { image: "Imagem", video: "Vídeo" } as const;

/**
 * "Stories": one row per story of the period (GET /api/analytics/stories), oldest first; a story
 * never seen while live is said as missed, one without figures says why.
 */
export function storiesSheet(stories: StoriesAnswer, platform: Platform): Sheet {
  const rows: SheetCell[][] = [...stories.stories]
    .sort((a, b) => a.postedAt.localeCompare(b.postedAt))
    .map((story) => [
      toSheetDate(story.postedAt),
      story.mediaType ? storyMediaTypes[story.mediaType] : null,
      story.reach,
      story.views,
      story.replies,
      story.shares,
      story.tapsForward,
      story.tapsBack,
      story.exits,
      [
        story.missed ? `${missedStoryLabel}: ${missedStoryText}` : "",
        story.unavailable ? describeUnavailable(story.unavailable, platform) : "",
      ]
        .filter(Boolean)
        .join(" "),
      story.permalink,
    ]);
  const count = (key: Exclude<StoryTotalKey, "stories">, width = 14) => ({
    header: storyTotalLabels[key],
    key,
    width,
    numFmt: "#,##0",
  });
  return {
    name: sheetNames.stories,
    columns: [
      { header: "Publicado em", key: "postedAt", width: 18, numFmt: "dd/mm/yyyy hh:mm" },
      { header: "Tipo", key: "mediaType", width: 10 },
      count("reach", 12),
      count("views"),
      count("replies", 12),
      count("shares", 18),
      count("tapsForward", 20),
      count("tapsBack", 18),
      count("exits", 10),
      { header: "Situação", key: "situation", width: 60 },
      { header: "Link", key: "permalink", width: 40 },
    ],
    rows,
  };
}

/** Reads what the export of one account and period holds, sheet by sheet. */
export async function loadExportSheets(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  query: ReportRequest,
  now = new Date(),
) {
  const period = reportPeriodOf(query, now);
  const account = await reportAccountOf(ctx, workspaceId, query);
  const periodQuery = { accountId: account.id, preset: "custom" as const, from: period.from, to: period.to };
  const [page, days, indicatorRow, comparison, insightDays, audience, stories] = await Promise.all([
    listPeriodPosts(ctx, workspaceId, { ...periodQuery, sort: "date", order: "asc", page: 1, pageSize: 1_000_000 }, now),
    // The account was found in this workspace (reportAccountOf): its days are its own.
    listAccountDayMetrics(ctx.db, account.id, period.from, period.to),
    findLatestIndicators(ctx.db, workspaceId, account.id),
    readComparison(ctx, workspaceId, periodQuery, now),
    listInsightDays(ctx, workspaceId, account.id, periodQuery, now),
    readPeriodAudience(ctx, workspaceId, periodQuery, now),
    readPeriodStories(ctx, workspaceId, periodQuery, now),
  ]);
  const indicators = indicatorRow ? indicatorsFromRow(indicatorRow) : null;
  const platform = account.platform;
  const notApplicable = (id: (typeof INDICATOR_IDS)[number]) => indicators && isNotApplicable(indicators[id]);
  const sheets: Record<ExportSheet, Sheet> = {
    posts: postsSheet(page.posts, platform),
    days: daysSheet(
      days,
      page.posts.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })),
      period.from,
      period.to,
      platform,
    ),
    indicators: {
      name: sheetNames.indicators,
      columns: [
        { header: "Indicador", key: "name", width: 32 },
        { header: "Valor", key: "value", width: 20 },
        { header: "Nota (0-100)", key: "score", width: 14, numFmt: "0" },
        { header: "Como calculamos", key: "explanation", width: 90 },
      ],
      rows: indicators
        ? INDICATOR_IDS.map((id) => [
            INDICATOR_CATALOGUE[id].name,
            formatIndicatorValue(id, indicators[id]),
            indicators[id].score,
            // Decision 029: "Não se aplica" with the reason, never 0.
            notApplicable(id) ? indicators[id].notApplicable!.reason : explainIndicator(id, indicators[id], platform),
          ])
        : [],
    },
    // GET /api/competitors/comparison's figures for the same period, one row per competitor of the
    // account's network (docs/decisions/034), the network named in its column.
    competitors: {
      name: sheetNames.competitors,
      columns: [
        { header: "Perfil", key: "username", width: 28 },
        { header: "Nome", key: "displayName", width: 28 },
        { header: "Seguidores", key: "followers", width: 14, numFmt: "#,##0" },
        { header: "Crescimento no período", key: "growth", width: 22, numFmt: "+#,##0;-#,##0;0" },
        { header: "Publicações por semana", key: "postsPerWeek", width: 22, numFmt: "0.0" },
        { header: "Taxa de engajamento", key: "engagementRate", width: 20, numFmt: "0.00%" },
        { header: "Média de curtidas", key: "averageLikes", width: 18, numFmt: "#,##0.0" },
        { header: "Média de comentários", key: "averageComments", width: 20, numFmt: "#,##0.0" },
        { header: "Interações no período", key: "interactions", width: 20, numFmt: "#,##0" },
        { header: "Rede", key: "platform", width: 12 },
      ],
      rows: comparison.competitors.map((profile) => [
        `@${profile.username}`,
        profile.displayName,
        profile.followers,
        profile.growth,
        profile.postsPerWeek,
        profile.engagementRate === null ? null : profile.engagementRate / 100,
        profile.averageLikes,
        profile.averageComments,
        profile.interactions,
        platformLabels[profile.platform],
      ]),
    },
    reach: reachSheet(insightDays, platform, now),
    audience: audienceSheet(audience, platform),
    stories: storiesSheet(stories, platform),
  };
  // The owner's insights' sheets only for an account that has them (an account connected by username has none).
  const has: Record<ExportSheet, boolean> = {
    posts: true,
    days: true,
    indicators: true,
    competitors: true,
    reach: hasOwnerInsights(insightDays),
    audience: hasOwnerInsights(audience),
    stories: hasOwnerInsights(stories),
  };
  return { account, period, sheets, workbookSheets: exportSheets.filter((sheet) => has[sheet]).map((sheet) => sheets[sheet]) };
}

/**
 * The whole workbook of one account and period in memory (the LGPD export's ZIP, which fflate
 * builds in memory anyway; GET /api/exports streams instead).
 */
export async function exportWorkbook(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  query: ReportRequest,
  now = new Date(),
) {
  const { account, period, workbookSheets } = await loadExportSheets(ctx, workspaceId, query, now);
  return { account, period, bytes: await xlsxBuffer(workbookSheets) };
}

export async function streamExport(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  query: ReportRequest & { format: "xlsx" | "csv"; sheet: ExportSheet },
) {
  const { account, period, sheets, workbookSheets } = await loadExportSheets(ctx, workspaceId, query);
  if (query.format === "csv") {
    return {
      body: csvStream(sheets[query.sheet]),
      contentType: "text/csv; charset=utf-8",
      fileName: reportFileName(account, period.from, period.to, `${csvNames[query.sheet]}.csv`),
    };
  }
  return {
    body: xlsxStream(workbookSheets),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: reportFileName(account, period.from, period.to, "xlsx"),
  };
}
