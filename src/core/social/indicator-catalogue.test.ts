import { describe, expect, it } from "vitest";
import {
  INDICATOR_CATALOGUE,
  INDICATOR_IDS,
  explainIndicator,
  formatIndicatorValue,
  indicatorColor,
} from "./indicator-catalogue";

describe("INDICATOR_CATALOGUE", () => {
  it("names the twelve indicators in pt-BR", () => {
    expect(INDICATOR_IDS.map((id) => INDICATOR_CATALOGUE[id].name)).toEqual([
      "Razão comentários/curtidas",
      "Retenção de visualizações",
      "Consistência de engajamento",
      "Densidade de hashtags",
      "Diversidade de hashtags",
      "Horário de pico",
      "Consistência de publicação",
      "Tendência de crescimento",
      "Índice de autoridade",
      "Networking",
      "Nicho",
      "Proporção de vídeos",
    ]);
  });

  it("gives each indicator a one-line 'Como calculamos' text under its own id", () => {
    for (const id of INDICATOR_IDS) {
      const definition = INDICATOR_CATALOGUE[id];
      expect(definition.id).toBe(id);
      expect(definition.explanation.length, id).toBeGreaterThan(20);
      expect(definition.explanation, id).not.toMatch(/\n/);
    }
  });
});

describe("indicatorColor", () => {
  it.each([
    [0, "red"],
    [39, "red"],
    [40, "orange"],
    [59, "orange"],
    [60, "yellow"],
    [79, "yellow"],
    [80, "green"],
    [100, "green"],
  ] as const)("colours %s %s", (score, color) => {
    expect(indicatorColor(score)).toBe(color);
  });
});

describe("formatIndicatorValue", () => {
  it.each([
    ["comment_like_ratio", 2.5, "2,50%"],
    ["growth_trend_score", 1.25, "+1,25%"],
    ["growth_trend_score", -2, "-2,00%"],
    ["engagement_consistency", 0.59, "0,59"],
    ["hashtag_density", 3, "3,00"],
    ["peak_performance_hour", 19, "19h"],
    ["peak_performance_hour", 0, "0h"],
    ["niche_indicator", "moda", "moda"],
  ] as const)("writes %s = %s as %s", (id, value, text) => {
    expect(formatIndicatorValue(id, { value, score: 50, sufficient: true })).toBe(text);
  });

  it("says 'Dados insuficientes' instead of 0 without enough data", () => {
    expect(formatIndicatorValue("comment_like_ratio", { value: null, score: null, sufficient: false })).toBe(
      "Dados insuficientes",
    );
  });

  it("has no value text for authority, which is a score only", () => {
    expect(formatIndicatorValue("authority_index", { value: null, score: 63, sufficient: true })).toBeNull();
  });
});

describe("explainIndicator", () => {
  const growth = (basis?: "followers" | "engagement") => ({ value: 1.4, score: 64, sufficient: true, basis });

  it.each([
    ["the follower history", growth("followers"), /^Crescimento de seguidores nos últimos 30 dias/],
    [
      "the posts' engagement, saying there was no follower history",
      growth("engagement"),
      /^Sem histórico de seguidores .* metade mais antiga e a mais nova dos posts/,
    ],
    ["a row calculated before the basis was kept: the general text", growth(), /sem esse histórico, a variação do engajamento/],
  ] as const)("says the growth trend was measured on %s", (_name, result, text) => {
    expect(explainIndicator("growth_trend_score", result)).toMatch(text);
  });

  it("keeps the catalogue's text for every other indicator", () => {
    expect(explainIndicator("authority_index", { value: null, score: 50, sufficient: true })).toBe(
      INDICATOR_CATALOGUE.authority_index.explanation,
    );
  });
});
