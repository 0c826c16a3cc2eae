import { INDICATOR_IDS, type IndicatorResults } from "@core/social/indicator-catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DashboardIndicators } from "./dashboard-types";
import { IndicatorsSection } from "./indicators-section";

const NOW = new Date("2026-03-10T15:00:00Z");

function indicatorsWith(overrides: Partial<IndicatorResults> = {}, updatedAt = "2026-03-10T14:30:00Z"): DashboardIndicators {
  const values = Object.fromEntries(
    INDICATOR_IDS.map((id) => [id, { value: 10, score: 85, sufficient: true }]),
  ) as IndicatorResults;
  return { values: { ...values, ...overrides }, createdAt: updatedAt, updatedAt, recalculating: false };
}

const render = (indicators: DashboardIndicators | null, loadFailed = false) =>
  renderToStaticMarkup(
    <IndicatorsSection indicators={indicators} loadFailed={loadFailed} now={NOW} calculating={false} onCalculate={() => {}} />,
  );

describe("IndicatorsSection", () => {
  it("offers 'Calcular Indicadores' when none exist", () => {
    const html = render(null);
    expect(html).toContain("Nenhum indicador avançado encontrado");
    expect(html).toContain("Calcular Indicadores");
  });

  it("shows twelve cards with the score, its colour in words and 'Como calculamos'", () => {
    const html = render(
      indicatorsWith({
        view_retention_rate: { value: null, score: null, sufficient: false },
        hashtag_density: { value: 4, score: 45, sufficient: true },
      }),
    );
    expect(html.match(/data-testid="indicator-card"/g)).toHaveLength(12);
    expect(html.match(/Como calculamos/g)).toHaveLength(12);
    expect(html).toContain("85/100");
    expect(html).toContain("Excelente");
    expect(html).toContain("Regular");
    expect(html).toContain("Dados insuficientes");
    expect(html).toContain("Atualizado agora");
  });

  it("gives the age of the indicators in hours and days", () => {
    expect(render(indicatorsWith({}, "2026-03-10T12:00:00Z"))).toContain("há 3 horas");
    expect(render(indicatorsWith({}, "2026-03-08T12:00:00Z"))).toContain("há 2 dias");
  });

  it("says when the awaited indicators could not be read", () => {
    expect(render(null, true)).toContain("Erro ao carregar indicadores avançados");
  });
});
