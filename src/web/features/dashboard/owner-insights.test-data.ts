import { periodMetricKeys, type PeriodAnalytics, type PeriodPost } from "@core/analytics/analytics-responses";
import type {
  AudienceAnswer,
  PeriodInsights,
  PostInsightsView,
  StoriesAnswer,
  StoryView,
} from "@core/analytics/owner-insights-responses";

// The answers the owner's insights' component tests stub fetch with: a 7-day period ending on
// 24/11/2026 (the tests' fixed clock), compared with the 7 days before.

export const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";
export const NOW = new Date("2026-11-24T15:00:00Z");
export const period = { preset: "7d" as const, from: "2026-11-18", to: "2026-11-24", days: 7 };
export const previousPeriod = { preset: "7d" as const, from: "2026-11-11", to: "2026-11-17", days: 7 };

type Metric = PeriodInsights["reach"];
export const known = (value: number, previous: number | null = null): Metric => ({
  value,
  previous,
  change: previous !== null && previous > 0 ? (value - previous) / previous : null,
  difference: previous === null ? null : value - previous,
  unavailable: null,
});
export const missing = (reason: NonNullable<Metric["unavailable"]>["reason"], permission: string | null = null): Metric => ({
  value: null,
  previous: null,
  change: null,
  difference: null,
  unavailable: { reason, permission },
});

const days = (from: number, values: readonly (number | null)[], month = "11") =>
  values.map((reach, index) => ({
    day: `2026-${month}-${String(from + index).padStart(2, "0")}`,
    reach,
    views: reach === null ? null : reach * 3,
    final: true,
  }));

export function periodInsights(overrides: Partial<PeriodInsights> = {}): PeriodInsights {
  return {
    unavailable: null,
    previousCovered: true,
    reach: known(4_200, 3_500),
    views: known(12_600, 10_500),
    accountsEngaged: known(310, 280),
    totalInteractions: known(900, 850),
    profileLinksTaps: known(42, 30),
    follows: known(25, 20),
    unfollows: known(4, 6),
    saves: known(96, 80),
    shares: known(37, 41),
    profileVisits: known(215, 190),
    engagementRatePerReach: known(6.43, 5.9),
    reelsAverageWatchTimeSeconds: known(8.4, 7.9),
    days: days(18, [500, 620, 580, 700, 610, 640, 550]),
    previousDays: days(11, [480, 510, 530, 490, 500, 520, 470]),
    ...overrides,
  };
}

export function periodAnalytics(insights: PeriodInsights | undefined = periodInsights()): PeriodAnalytics {
  return {
    accountId,
    platform: "instagram",
    source: "graph",
    period,
    previousPeriod,
    firstDay: "2026-08-27",
    metrics: Object.fromEntries(
      periodMetricKeys.map((key) => [
        key,
        { available: true, reason: null, value: 10, previous: 8, change: 0.25, difference: 2 },
      ]),
    ) as PeriodAnalytics["metrics"],
    previousCovered: true,
    followerGrowth: null,
    followersSeries: [],
    engagementSeries: [],
    byFormat: [],
    heatmap: [],
    ...(insights ? { insights } : {}),
  };
}

export function postInsights(
  reach: number | null,
  saved: number | null,
  unavailable: PostInsightsView["unavailable"] = null,
): PostInsightsView {
  return {
    reach,
    views: reach,
    saved,
    shares: null,
    totalInteractions: null,
    follows: null,
    profileVisits: null,
    avgWatchTimeSeconds: null,
    totalWatchTimeSeconds: null,
    fullWatchRate: null,
    engagementRatePerReach: null,
    day: unavailable ? null : period.to,
    unavailable,
  };
}

export function periodPost(id: string, caption: string, insights: PostInsightsView): PeriodPost {
  return {
    id,
    type: "image",
    caption,
    permalink: `https://www.instagram.com/p/${id}/`,
    thumbnailUrl: "",
    publishedAt: "2026-11-20T15:00:00.000Z",
    likes: 40,
    comments: 5,
    views: null,
    engagementRate: 1.5,
    insights,
  };
}

export function audienceAnswer(overrides: Partial<AudienceAnswer> = {}): AudienceAnswer {
  const slice = (key: string, value: number, share: number, previousShare: number | null) => ({
    key,
    value,
    share,
    previousShare,
  });
  const breakdowns = {
    age: [slice("25-34", 420, 0.42, 0.4), slice("18-24", 300, 0.3, 0.31), slice("35-44", 280, 0.28, 0.29)],
    gender: [slice("F", 640, 0.64, 0.62), slice("M", 360, 0.36, 0.38)],
    city: [slice("São Paulo, São Paulo", 500, 0.5, 0.48), slice("Rio de Janeiro, Rio de Janeiro", 200, 0.2, null)],
    country: [slice("BR", 900, 0.9, 0.9), slice("PT", 100, 0.1, 0.1)],
  };
  return {
    accountId,
    platform: "instagram",
    period,
    unavailable: null,
    snapshot: { day: "2026-11-23", capturedAt: "2026-11-23T12:00:00.000Z" },
    previousSnapshot: { day: "2026-11-16", capturedAt: "2026-11-16T12:00:00.000Z" },
    followers: { breakdowns, unavailable: null },
    engaged: { breakdowns: null, unavailable: { reason: "few_followers", permission: null } },
    online: {
      hours: [
        { weekday: 3, hour: 20, followers: 812 },
        { weekday: 3, hour: 21, followers: 790 },
        { weekday: 0, hour: 19, followers: 640 },
        { weekday: 1, hour: 8, followers: 120 },
      ],
      bestHours: [
        { weekday: 3, hour: 20, followers: 812 },
        { weekday: 3, hour: 21, followers: 790 },
        { weekday: 0, hour: 19, followers: 640 },
      ],
      unavailable: null,
    },
    ...overrides,
  };
}

export function story(id: string, overrides: Partial<StoryView> = {}): StoryView {
  return {
    id,
    mediaId: `1789${id}`,
    mediaType: "image",
    displayUrl: "https://cdn.exemplo.com.br/story.jpg",
    permalink: `https://www.instagram.com/stories/loja/1789${id}/`,
    postedAt: "2026-11-22T13:00:00.000Z",
    expiresAt: "2026-11-23T13:00:00.000Z",
    capturedAt: "2026-11-23T12:00:00.000Z",
    missed: false,
    final: true,
    reach: 310,
    views: 402,
    replies: 3,
    shares: 2,
    tapsForward: 120,
    tapsBack: 14,
    exits: 22,
    swipesForward: null,
    unavailable: null,
    ...overrides,
  };
}

export function storiesAnswer(overrides: Partial<StoriesAnswer> = {}): StoriesAnswer {
  return {
    accountId,
    platform: "instagram",
    period,
    previousPeriod,
    previousCovered: true,
    unavailable: null,
    stories: [story("a1b2c3d4-0000-4000-8000-000000000001")],
    totals: {
      stories: known(4, 2),
      reach: known(1_240, 900),
      views: known(1_610, 1_200),
      replies: known(9, 4),
      shares: known(6, 3),
      tapsForward: known(480, 300),
      tapsBack: known(52, 40),
      exits: known(88, 70),
    },
    ...overrides,
  };
}
