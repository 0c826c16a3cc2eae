import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { FeaturesSection } from "./features-section";
import { DashboardPreview, HeroSection, previewMetrics } from "./hero-section";

describe("the landing page's dashboard illustration", () => {
  it("abbreviates counts as the dashboard does (K, M), never 'mil'", () => {
    const html = renderToStaticMarkup(<DashboardPreview />);
    expect(html).toContain(">48,2K<");
    expect(html).toContain(">312K<");
    expect(html).not.toMatch(/\d mil\b/);
  });

  it("writes each figure exactly as the product's formatters do", () => {
    const [followers, engagement, reach] = previewMetrics;
    expect(followers!.value).toBe(formatCompactNumber(followers!.figure));
    expect(engagement!.value).toBe(formatPercent(engagement!.figure, { decimals: 1 }));
    expect(reach!.value).toBe(formatCompactNumber(reach!.figure));
  });
});

describe("the landing page's networks", () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("says in the hero that the product covers Instagram and TikTok", () => {
    const hero = text(
      renderToStaticMarkup(
        <MemoryRouter>
          <HeroSection />
        </MemoryRouter>,
      ),
    );
    expect(hero).toContain("Análise de Instagram e TikTok");
    expect(hero).toContain("Transforme os dados do seu Instagram e TikTok em crescimento");
    expect(hero).toContain("relatórios do Instagram e do TikTok para marcas");
  });

  it("names TikTok beside Instagram in the features it covers", () => {
    const features = text(renderToStaticMarkup(<FeaturesSection />));
    expect(features).toContain("Dashboard do Instagram e do TikTok");
    expect(features).toContain("uma conta do Instagram ou do TikTok que precisa ser reconectada");
  });
});
