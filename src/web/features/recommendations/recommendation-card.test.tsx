import type { RecommendationView } from "@core/recommendations/responses";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LockedRecommendationCard, RecommendationCard } from "./recommendation-card";
import { readPeriodFromUrl } from "./recommendations-api";
import { focusAfterMove } from "./recommendations-page";

const item: RecommendationView = {
  id: "format_best",
  tier: "essential",
  category: "Formato",
  title: "Aposte mais em Reels",
  evidence: "Seus Reels tiveram 2,3x o engajamento das fotos nos últimos 30 dias (4,10% contra 1,80%).",
  action: "Troque parte das fotos por Reels.",
  effect: "Mais engajamento.",
  sample: "4 publicações em Reels e 4 em fotos",
  why: "Comparamos a taxa de engajamento de cada formato.",
  priority: 60,
  status: "open",
};

describe("RecommendationCard", () => {
  it("shows the evidence, what to do and the effect, with the explanation collapsed behind its button", () => {
    const html = renderToStaticMarkup(<RecommendationCard item={item} onStatus={() => {}} />);
    expect(html).toContain(item.evidence);
    expect(html).toContain("O que fazer: </span>Troque parte das fotos por Reels.");
    expect(html).toMatch(/aria-expanded="false"[^>]*>Por que estamos dizendo isso\?/);
    expect(html).toMatch(
      /hidden=""[^>]*><p>Comparamos a taxa de engajamento de cada formato.<\/p><p>Base: 4 publicações em Reels e 4 em fotos.<\/p>/,
    );
    expect(html).toContain("Marcar como feita");
    expect(html).toContain("Dispensar");
  });

  it("offers to reopen a recommendation marked as done", () => {
    const html = renderToStaticMarkup(<RecommendationCard item={{ ...item, status: "done" }} onStatus={() => {}} />);
    expect(html).toContain("Feita");
    expect(html).toContain("Reabrir");
    expect(html).not.toContain("Dispensar");
  });

  it("names the plan on a locked card", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LockedRecommendationCard
          item={{
            id: "engagement_drop",
            tier: "trend",
            category: "Tendência",
            title: "Seu engajamento está caindo",
            planId: "advanced",
            planName: "Inteligram Go",
          }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain("Disponível no plano Inteligram Go.");
    expect(html).toContain("Seu engajamento está caindo");
  });
});

describe("readPeriodFromUrl", () => {
  it("reads the dashboard's period keys, defaulting to 30 days", () => {
    expect(readPeriodFromUrl(new URLSearchParams(""))).toEqual({ period: "30d" });
    expect(readPeriodFromUrl(new URLSearchParams("periodo=90d"))).toEqual({ period: "90d" });
    expect(readPeriodFromUrl(new URLSearchParams("periodo=custom&de=2026-01-01&ate=2026-01-31"))).toEqual({
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(readPeriodFromUrl(new URLSearchParams("periodo=semana"))).toEqual({ period: "30d" });
  });
});

describe("focusAfterMove", () => {
  const card = (id: string, status: RecommendationView["status"] = "open") => ({ ...item, id, status });
  it("goes to the next card's heading, else the previous one's, else the open list's heading", () => {
    const open = [card("a"), card("b"), card("c")];
    expect(focusAfterMove(open[0]!, open, [])).toBe("recommendation-b-heading");
    expect(focusAfterMove(open[2]!, open, [])).toBe("recommendation-b-heading");
    expect(focusAfterMove(open[0]!, [open[0]!], [])).toBe("open-heading");
    const closed = [card("d", "done"), card("e", "dismissed")];
    expect(focusAfterMove(closed[0]!, [], closed)).toBe("recommendation-e-heading");
    // The last closed one reopened: "Feitas e dispensadas" disappears, the open list's heading.
    expect(focusAfterMove(closed[1]!, [], [closed[1]!])).toBe("open-heading");
  });

  it("gives each card's heading the id it uses, focusable by script only", () => {
    const html = renderToStaticMarkup(<RecommendationCard item={item} onStatus={() => {}} />);
    expect(html).toMatch(
      /<h3[^>]*id="recommendation-format_best-heading"[^>]*tabindex="-1"|<h3[^>]*tabindex="-1"[^>]*id="recommendation-format_best-heading"/,
    );
  });
});
