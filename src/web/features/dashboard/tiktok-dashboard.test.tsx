import type { PeriodAnalytics, PeriodMetric } from "@core/analytics/analytics-responses";
import { periodMetricKeys } from "@core/analytics/analytics-responses";
import { INDICATOR_IDS, type IndicatorResults } from "@core/social/indicator-catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentLists } from "./content-lists";
import type { DashboardAnalytics } from "./dashboard-types";
import { FormatPerformance } from "./format-performance";
import { IndicatorsSection } from "./indicators-section";
import { describeMetrics } from "./metric-cards";
import { PeriodMetricCards } from "./period-metric-cards";

// A TikTok account's dashboard (decision 029): both engagement rates labelled, shares, formats
// by duration, and "Não se aplica" with the reason.

const metric = (value: number): PeriodMetric => ({ available: true, reason: null, value, previous: null, change: null });

describe("a TikTok account's dashboard", () => {
  it("shows both rates on the metric cards, labelled", () => {
    const base = {
      followersCount: 2000,
      followsCount: 1,
      postsCount: 3,
      videosCount: 3,
      engagementRate: 7.17,
      averageLikes: 1,
      averageComments: 1,
      totalViews: 5000,
    };
    const tiktok = describeMetrics({ ...base, averageShares: 15, engagementRatePerView: 7.4 }).map((card) => [
      card.label,
      card.value,
    ]);
    expect(tiktok).toContainEqual(["Engajamento por seguidor", "7,17%"]);
    expect(tiktok).toContainEqual(["Engajamento por visualização", "7,40%"]);
    // Instagram keeps its one rate.
    expect(describeMetrics(base).map((card) => card.label)).toContain("Taxa de engajamento");
    expect(describeMetrics(base).map((card) => card.label)).not.toContain("Engajamento por visualização");
  });

  it("lists the period's figures of TikTok, with both rates and the shares, and no Instagram insights", () => {
    const metrics = {
      ...Object.fromEntries(periodMetricKeys.map((key) => [key, metric(10)])),
      engagementRatePerView: metric(4.33),
      shares: metric(80),
    } as PeriodAnalytics["metrics"];
    const html = renderToStaticMarkup(<PeriodMetricCards metrics={metrics} platform="tiktok" />);
    expect(html).toContain("Engajamento por seguidor");
    expect(html).toContain("Engajamento por visualização");
    expect(html).toContain("4,33%");
    expect(html).toContain("Compartilhamentos");
    expect(html).not.toContain("Alcance");
    expect(html.match(/data-testid="period-metric-card"/g)).toHaveLength(9);
  });

  it("compares durations in the formats table", () => {
    const row = (format: "up_to_15s" | "16_to_60s", label: string, rate: number) => ({
      type: "video" as const,
      format,
      label,
      posts: 3,
      engagementRate: rate,
      averageLikes: 10,
      averageComments: 1,
      averageViews: 1000,
      averageShares: 2,
      engagementRatePerView: 1.3,
    });
    const html = renderToStaticMarkup(
      <FormatPerformance byFormat={[row("up_to_15s", "Até 15 s", 5), row("16_to_60s", "16 a 60 s", 2)]} platform="tiktok" />,
    );
    for (const text of [
      "Duração",
      "Até 15 s",
      "16 a 60 s",
      "Mais de 60 s",
      "Engajamento por visualização",
      "Média de compartilhamentos",
    ])
      expect(html).toContain(text);
    expect(html).toContain("Melhor formato no período: Até 15 s");
    expect(html).not.toContain("Carrossel");
  });

  it("lists its recent videos once, and no related profiles (TikTok gives none)", () => {
    const analytics = {
      recentPosts: [],
      recentVideos: [],
      relatedProfiles: [],
      relatedProfilesTotal: 0,
      metrics: { videosCount: 0 },
    } as unknown as DashboardAnalytics;
    // Each list is a late section: its placeholder names it until it renders (docs/decisions/021).
    const lists = (platform: "instagram" | "tiktok") =>
      renderToStaticMarkup(<ContentLists analytics={analytics} platform={platform} />).match(/Carregando [^.<]+/g);
    expect(lists("tiktok")).toEqual(["Carregando os vídeos recentes"]);
    expect(lists("instagram")).toEqual([
      "Carregando as publicações recentes",
      "Carregando os vídeos recentes",
      "Carregando os perfis relacionados",
    ]);
  });

  it("says 'Não se aplica' and why on the indicators grid, never 0", () => {
    const values = Object.fromEntries(
      INDICATOR_IDS.map((id) => [id, { value: 10, score: 85, sufficient: true }]),
    ) as IndicatorResults;
    values.video_content_ratio = {
      value: null,
      score: null,
      sufficient: false,
      notApplicable: { reason: "No TikTok, todas as publicações são vídeos." },
    };
    const html = renderToStaticMarkup(
      <IndicatorsSection
        indicators={{ values, createdAt: "2026-03-10T14:30:00Z", updatedAt: "2026-03-10T14:30:00Z", recalculating: false }}
        loadFailed={false}
        now={new Date("2026-03-10T15:00:00Z")}
        calculating={false}
        onCalculate={() => {}}
        platform="tiktok"
      />,
    );
    expect(html.match(/data-testid="indicator-not-applicable"/g)).toHaveLength(1);
    expect(html).toContain("Não se aplica");
    expect(html).toContain("No TikTok, todas as publicações são vídeos.");
    expect(html).toContain("curtidas + comentários + compartilhamentos");
  });
});
