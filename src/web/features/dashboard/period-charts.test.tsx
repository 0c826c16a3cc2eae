import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import PeriodCharts from "./period-charts";

const days = Array.from({ length: 30 }, (_, index) => `2026-10-${String(index + 1).padStart(2, "0")}`);
const analytics = {
  followersSeries: days.map((day, index) => ({ day, followers: 1000 + index })),
  engagementSeries: days.map((day) => ({ day, engagementRate: 1.5, posts: 1, interactions: 15 })),
  followerGrowth: {
    value: 30,
    base: { day: "2026-09-30", followers: 999 },
    end: { day: "2026-10-30", followers: 1029 },
    baseIsFirstCollectedDay: false,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("the period's charts", () => {
  it("render their cards, titles and text summaries, and draw the charts only once near the viewport", () => {
    // A browser: the drawing waits for the IntersectionObserver (it never fires in a static render).
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const html = renderToStaticMarkup(<PeriodCharts analytics={analytics} />);
    expect(html).toContain("Seguidores ao longo do tempo");
    expect(html).toContain("Engajamento ao longo do tempo");
    expect(html.match(/data-testid="chart-summary"/g)).toHaveLength(2);
    // The followers chart's text counts growth as the "Novos seguidores" card does (decision 023).
    expect(html).toContain(
      "30 dias com dados. Novos seguidores: +30, +3,00%, de 999 seguidores em 30/09/2026 (último dia antes do período) para 1.029 em 30/10/2026.",
    );
    expect(html.match(/data-drawn="false"/g)).toHaveLength(2);
    expect(html).not.toContain("recharts");
  });

  it("show a card without a chart (one point, no posts) with no drawing to wait for", () => {
    const html = renderToStaticMarkup(
      <PeriodCharts
        analytics={{ followersSeries: analytics.followersSeries.slice(0, 1), followerGrowth: null, engagementSeries: [] }}
      />,
    );
    expect(html).toContain("O gráfico aparece quando o período tiver dois dias com dados.");
    expect(html).not.toContain("data-drawn");
  });
});
