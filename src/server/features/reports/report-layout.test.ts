import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { PeriodAnalytics, PeriodPost } from "@core/analytics/analytics-responses";
import type { CommentsSummary } from "@core/analytics/comments-summary";
import { addDaysTo } from "@core/analytics/period";
import { reportSectionChoices } from "@core/reports/report-sections";
import { POST_TYPES } from "@core/social/profile-data";
import { createLogger } from "../../logger";
import { renderReportPdf } from "./render-report";
import type { ReportData } from "./report-data.service";

// A report's layout, read back from the PDF: a section's heading never ends a page alone.

const from = "2026-11-01";
const days = Array.from({ length: 30 }, (_, index) => addDaysTo(from, index));
const metric = (value: number, previous: number) => ({
  available: true,
  reason: null,
  value,
  previous,
  change: (value - previous) / previous,
});
const unavailable = {
  available: false,
  reason: "Disponível apenas para contas conectadas pelo login do Instagram.",
  value: null,
  previous: null,
  change: null,
};

const posts: PeriodPost[] = Array.from({ length: 12 }, (_, index) => ({
  id: `post-${index}`,
  type: POST_TYPES[index % POST_TYPES.length]!,
  caption: `Publicação ${index + 1} da loja`,
  permalink: `https://www.instagram.com/p/${index}`,
  thumbnailUrl: `data:image/svg+xml,${encodeURIComponent('<svg><stop stop-color="#f97316"/><stop stop-color="#7c3aed"/></svg>')}`,
  publishedAt: `${days[index * 2]}T15:00:00.000Z`,
  likes: 1200 - index * 50,
  comments: 40 - index,
  views: index % 2 === 0 ? 9000 : null,
  engagementRate: 4 - index * 0.2,
}));

const analytics: PeriodAnalytics = {
  accountId: "a0000000-0000-4000-8000-000000000001",
  source: "demo",
  period: { preset: "last_month", from, to: days.at(-1)!, days: 30 },
  previousPeriod: { preset: "last_month", from: "2026-10-01", to: "2026-10-31", days: 31 },
  firstDay: "2026-08-01",
  previousCovered: true,
  followerGrowth: {
    value: 300,
    base: { day: "2026-10-31", followers: 25_000 },
    end: { day: days.at(-1)!, followers: 25_300 },
    baseIsFirstCollectedDay: false,
  },
  metrics: {
    followers: metric(25_300, 25_000),
    followerGrowth: metric(300, 250),
    posts: metric(12, 10),
    engagementRate: metric(3.1, 2.9),
    likes: metric(11_000, 9_000),
    comments: metric(400, 380),
    views: metric(54_000, 50_000),
    reach: unavailable,
    accountsEngaged: unavailable,
    totalInteractions: unavailable,
  },
  followersSeries: days.map((day, index) => ({ day, followers: 25_000 + index * 10 })),
  engagementSeries: days.map((day, index) => ({
    day,
    posts: index % 2 === 0 ? 1 : 0,
    interactions: 1000,
    engagementRate: index % 2 === 0 ? 3 : null,
  })),
  byFormat: POST_TYPES.map((type) => ({
    type,
    posts: 3,
    engagementRate: 3,
    averageLikes: 900,
    averageComments: 30,
    averageViews: null,
  })),
  heatmap: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, hour: 12 + weekday, posts: 2, averageInteractions: 900 + weekday })),
};

const comments: CommentsSummary = {
  accountId: analytics.accountId,
  period: analytics.period,
  collected: true,
  total: 40,
  series: days.map((day, index) => ({ day, comments: index % 3 })),
  sample: { comments: 40, questions: 6 },
  terms: [{ term: "valor", count: 5 }],
  hashtags: [],
  questions: { total: 6, answered: 3, waiting: 1, unanswered: 2, answeredPercent: 60, groups: [] },
  sentimentSource: "lexicon",
  sentiment: { positive: { count: 20, percent: 50 }, neutral: { count: 16, percent: 40 }, negative: { count: 4, percent: 10 } },
};

/** A month's report whose analyst's note has `lines` lines: the longer the note, the lower each heading falls. */
function reportWithNote(lines: number): ReportData {
  return {
    workspaceName: "Loja Exemplo",
    account: {
      id: analytics.accountId,
      platform: "instagram",
      username: "loja.exemplo",
      displayName: "Loja Exemplo",
      source: "demo",
    },
    analytics,
    posts,
    indicators: null,
    competitors: null,
    comments,
    recommendations: [],
    branding: null,
    generatedAt: new Date("2026-12-01T12:00:00Z"),
    sections: [...reportSectionChoices],
    note: lines === 0 ? null : Array.from({ length: lines }, (_, index) => `Linha ${index + 1} da nota do analista.`).join("\n"),
  };
}

const log = createLogger({ LOG_LEVEL: "warn", NODE_ENV: "test" });

/** Each page's text, whitespace runs as one space. */
async function pageTexts(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

describe("the PDF's layout", { timeout: 180_000 }, () => {
  // A chart never splits across pages: a heading whose first chart did not fit under it went to
  // the bottom of the page alone, the chart to the next one. Each line of note moves the headings
  // down 14 points; a chart and its heading take about 200.
  it("keeps a heading on the page of the chart after it, wherever the heading falls", async () => {
    const charts = { "Seguidores e engajamento": "Seguidores por dia", "O que dizem os comentários": "Comentários por dia" };
    for (let lines = 0; lines <= 48; lines += 4) {
      const pages = await pageTexts(await renderReportPdf(reportWithNote(lines), log));
      for (const [heading, chart] of Object.entries(charts)) {
        const page = pages.find((text) => text.includes(heading));
        expect(page, `${heading}, ${lines} lines of note`).toBeDefined();
        expect(page!.slice(page!.indexOf(heading)), `${heading}, ${lines} lines of note`).toContain(chart);
      }
    }
  });
});
