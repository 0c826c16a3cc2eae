import type { PeriodAnalytics, PeriodMetric, PeriodMetricKey } from "@core/analytics/analytics-responses";
import { periodMetricKeys } from "@core/analytics/analytics-responses";
import { describe, expect, it } from "vitest";
import type { PostsTableState } from "./analytics-api";
import {
  ariaSortOf,
  countPages,
  describeBestFormat,
  describePeriodMetrics,
  formatComparison,
  formatPageLabel,
  formatPeriodMetricValue,
  isUpdatingPeriod,
  sortBy,
  summarizeEngagementSeries,
  summarizeFollowerSeries,
  toHeatmapGrid,
} from "./period-view";

const available = (value: number | null, previous: number | null, change: number | null): PeriodMetric => ({
  available: true,
  reason: null,
  value,
  previous,
  change,
});

function metricsWith(overrides: Partial<Record<PeriodMetricKey, PeriodMetric>>) {
  const metrics = Object.fromEntries(periodMetricKeys.map((key) => [key, available(10, 10, 0)])) as Record<
    PeriodMetricKey,
    PeriodMetric
  >;
  return { ...metrics, ...overrides };
}

describe("the period in words", () => {
  it("writes the previous period as dd/mm/aaaa", () => {
    expect(formatComparison({ from: "2026-10-08", to: "2026-10-31" })).toBe("comparado com 08/10/2026 a 31/10/2026");
  });
});

describe("while another period loads", () => {
  const answerFor = (preset: "30d" | "90d" | "custom", from: string, to: string) =>
    ({ period: { preset, from, to, days: 30 } }) as PeriodAnalytics;
  const thirty = answerFor("30d", "2026-10-16", "2026-11-14");
  const ninety = answerFor("90d", "2026-08-17", "2026-11-14");

  it("is updating from the choice until the chosen period's answer is drawn", () => {
    // Chosen, its answer not arrived: the previous one is on screen.
    expect(isUpdatingPeriod(thirty, thirty, { preset: "90d" })).toBe(true);
    // Arrived, still being drawn (the deferred render shows the previous one).
    expect(isUpdatingPeriod(thirty, ninety, { preset: "90d" })).toBe(true);
    // Drawn.
    expect(isUpdatingPeriod(ninety, ninety, { preset: "90d" })).toBe(false);
  });

  it("compares a custom range by its dates", () => {
    const october = answerFor("custom", "2026-10-01", "2026-10-31");
    expect(isUpdatingPeriod(october, october, { preset: "custom", from: "2026-10-01", to: "2026-10-31" })).toBe(false);
    expect(isUpdatingPeriod(october, october, { preset: "custom", from: "2026-10-01", to: "2026-10-15" })).toBe(true);
  });

  it("is not updating with nothing on screen yet (the skeleton says it loads)", () => {
    expect(isUpdatingPeriod(undefined, undefined, { preset: "90d" })).toBe(false);
  });
});

describe("headline metric cards", () => {
  it("formats each figure as its card shows it", () => {
    expect(formatPeriodMetricValue("followers", 283_456_789)).toBe("283,5M");
    // Rounded to the shown decimal, as everywhere (decision 024): 7.179 new followers are +7,2K.
    expect(formatPeriodMetricValue("followerGrowth", 7_179)).toBe("+7,2K");
    expect(formatPeriodMetricValue("followers", 982_999)).toBe("983K");
    expect(formatPeriodMetricValue("followerGrowth", 1_500)).toBe("+1,5K");
    expect(formatPeriodMetricValue("followerGrowth", -20)).toBe("-20");
    expect(formatPeriodMetricValue("engagementRate", 3.456)).toBe("3,46%");
    expect(formatPeriodMetricValue("views", null)).toBe("—");
  });

  it("gives one card per metric in the contract's order", () => {
    expect(describePeriodMetrics(metricsWith({})).map((metric) => metric.label)).toEqual([
      "Seguidores",
      "Novos seguidores",
      "Publicações",
      "Taxa de engajamento",
      "Curtidas",
      "Comentários",
      "Visualizações de vídeos",
      "Alcance",
      "Contas engajadas",
      "Interações totais",
    ]);
  });

  it("says a rise, a fall and a missing base in signs and in words", () => {
    const views = describePeriodMetrics(
      metricsWith({ likes: available(1123, 1000, 0.123), comments: available(96, 100, -0.04), posts: available(4, 0, null) }),
    );
    const byKey = Object.fromEntries(views.map((view) => [view.key, view]));
    expect(byKey.likes).toMatchObject({ changeText: "+12,3%", direction: "up", previous: "Período anterior: 1.000" });
    expect(byKey.likes!.changeDescription).toBe("Aumento de 12,3% em relação ao período anterior");
    expect(byKey.comments).toMatchObject({ changeText: "-4,0%", direction: "down" });
    expect(byKey.posts).toMatchObject({ value: "4", changeText: "—", direction: "none", previous: "Período anterior: 0" });
  });

  it("shows the difference, not a percent, for a figure that crosses zero (docs/decisions/035-change-across-zero.md)", () => {
    const views = describePeriodMetrics(
      metricsWith({
        followerGrowth: { ...available(52, -6, null), difference: 58 },
        engagementRate: { ...available(2, 0, null), difference: 2 },
        comments: { ...available(-8, -1, null), difference: -7 },
      }),
    );
    const byKey = Object.fromEntries(views.map((view) => [view.key, view]));
    expect(byKey.followerGrowth).toMatchObject({
      value: "+52",
      changeText: "+58",
      direction: "up",
      previous: "Período anterior: -6",
    });
    expect(byKey.followerGrowth!.changeDescription).toBe(
      "Aumento de 58 em relação ao período anterior (sem porcentagem: um dos períodos é zero ou negativo)",
    );
    expect(byKey.engagementRate).toMatchObject({ changeText: "+2,00 p.p.", direction: "up" });
    expect(byKey.comments).toMatchObject({ changeText: "-7", direction: "down" });
  });

  it("keeps the reason of a figure the account's source does not give, and no value", () => {
    const reason = "Disponível apenas para contas conectadas pelo login do Instagram.";
    const [reach] = describePeriodMetrics(
      metricsWith({ reach: { available: false, reason, value: null, previous: null, change: null } }),
    ).filter((view) => view.key === "reach");
    expect(reach).toMatchObject({ available: false, reason, value: "—", previous: null });
  });
});

describe("chart summaries", () => {
  // Decision 023: the chart's text states the "Novos seguidores" card's number, from its base.
  const points = [
    { day: "2026-11-01", followers: 2000 },
    { day: "2026-11-02", followers: 2010 },
    { day: "2026-11-03", followers: 2050 },
  ];
  it.each([
    [
      "from the last day before the period",
      { value: 60, base: { day: "2026-10-31", followers: 1990 }, end: points[2]!, baseIsFirstCollectedDay: false },
      "3 dias com dados. Novos seguidores: +60, +3,02%, de 1.990 seguidores em 31/10/2026 (último dia antes do período) para 2.050 em 03/11/2026.",
    ],
    [
      "from the first collected day",
      { value: 50, base: points[0]!, end: points[2]!, baseIsFirstCollectedDay: true },
      "3 dias com dados. Novos seguidores: +50, +2,50%, de 2.000 seguidores em 01/11/2026 (primeiro dia coletado) para 2.050 em 03/11/2026.",
    ],
    [
      "a loss",
      { value: -40, base: { day: "2026-10-31", followers: 2090 }, end: points[2]!, baseIsFirstCollectedDay: false },
      "3 dias com dados. Novos seguidores: -40, -1,91%, de 2.090 seguidores em 31/10/2026 (último dia antes do período) para 2.050 em 03/11/2026.",
    ],
  ])("counts the days of the followers series and gives the growth %s", (_name, growth, text) => {
    expect(summarizeFollowerSeries(points, growth)).toBe(text);
  });

  it("says when the period has no follower data", () => {
    expect(summarizeFollowerSeries([], null)).toBe("Sem dados de seguidores neste período.");
  });

  it("names the day with the highest engagement rate, or says the period has no posts", () => {
    const text = summarizeEngagementSeries([
      { day: "2026-11-01", posts: 1, interactions: 100, engagementRate: 1.5 },
      { day: "2026-11-02", posts: 0, interactions: 0, engagementRate: null },
      { day: "2026-11-03", posts: 2, interactions: 500, engagementRate: 2.25 },
    ]);
    expect(text).toBe(
      "3 publicações com 600 interações (curtidas + comentários). Maior taxa de engajamento em 03/11/2026: 2,25% em 2 publicações.",
    );
    expect(summarizeEngagementSeries([{ day: "2026-11-02", posts: 0, interactions: 0, engagementRate: null }])).toBe(
      "Nenhuma publicação neste período.",
    );
    // TikTok's interactions count shares (decision 029), and the text says so.
    expect(
      summarizeEngagementSeries([{ day: "2026-11-01", posts: 1, interactions: 100, engagementRate: 1.5 }], "tiktok"),
    ).toContain("1 publicação com 100 interações (curtidas + comentários + compartilhamentos).");
  });
});

describe("formats and hours", () => {
  it("names the format with the best engagement rate", () => {
    expect(
      describeBestFormat([
        { type: "image", posts: 3, engagementRate: 1.2, averageLikes: 10, averageComments: 1, averageViews: null },
        { type: "clips", posts: 2, engagementRate: 2.5, averageLikes: 20, averageComments: 2, averageViews: 300 },
      ]),
    ).toBe("Melhor formato no período: Reels, com taxa de engajamento de 2,50%.");
    expect(describeBestFormat([])).toBeNull();
  });

  it("spreads the server's cells over the full week of 24 hours", () => {
    const grid = toHeatmapGrid([{ weekday: 2, hour: 19, posts: 3, averageInteractions: 120.6 }]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === 24)).toBe(true);
    expect(grid[2]![19]).toEqual({ weekday: 2, hour: 19, posts: 3, meanEngagement: 121 });
    expect(grid[0]![0]).toEqual({ weekday: 0, hour: 0, posts: 0, meanEngagement: 0 });
  });
});

describe("posts table", () => {
  const table: PostsTableState = { type: null, sort: "date", order: "desc", page: 3 };

  it("sorts another column highest first and flips the same column, back to page 1", () => {
    expect(sortBy(table, "engagement")).toEqual({ type: null, sort: "engagement", order: "desc", page: 1 });
    expect(sortBy(table, "date")).toEqual({ type: null, sort: "date", order: "asc", page: 1 });
    expect(sortBy({ ...table, order: "asc" }, "date").order).toBe("desc");
  });

  it("marks only the sorted column with aria-sort", () => {
    expect(ariaSortOf(table, "date")).toBe("descending");
    expect(ariaSortOf({ ...table, order: "asc" }, "date")).toBe("ascending");
    expect(ariaSortOf(table, "likes")).toBeUndefined();
  });

  it("counts pages, with one page for an empty period", () => {
    expect(countPages(31, 10)).toBe(4);
    expect(countPages(30, 10)).toBe(3);
    expect(countPages(0, 10)).toBe(1);
    expect(formatPageLabel(1, 4)).toBe("Página 1 de 4");
  });
});
