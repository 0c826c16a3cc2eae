import { describe, expect, it } from "vitest";
import { INDICATOR_IDS } from "@core/social/indicator-catalogue";
import { describeIndicator, describeIndicators } from "./indicator-view";

describe("describeIndicator", () => {
  it.each([
    [80, "green", "Excelente"],
    [79, "yellow", "Bom"],
    [60, "yellow", "Bom"],
    [59, "orange", "Regular"],
    [40, "orange", "Regular"],
    [39, "red", "Atenção"],
    [0, "red", "Atenção"],
  ])("names the colour of score %s in words (%s = %s)", (score, color, label) => {
    const card = describeIndicator("comment_like_ratio", { value: 2.5, score, sufficient: true });
    expect(card).toMatchObject({ color, colorLabel: label, scoreText: `${score}/100`, value: "2,50%" });
  });

  it("shows 'Dados insuficientes' and no score, never 0, without enough data", () => {
    const card = describeIndicator("view_retention_rate", { value: null, score: null, sufficient: false });
    expect(card).toMatchObject({ value: "Dados insuficientes", score: null, scoreText: null, color: null, colorLabel: null });
  });

  it("shows the peak hour without a score", () => {
    const card = describeIndicator("peak_performance_hour", { value: 19, score: null, sufficient: true });
    expect(card).toMatchObject({ value: "19h", scoreText: null, color: null });
  });

  it("keeps the unit only next to a value", () => {
    expect(describeIndicator("hashtag_density", { value: 4, score: 100, sufficient: true }).unit).toBe("hashtags por post");
    expect(describeIndicator("hashtag_density", { value: null, score: null, sufficient: false }).unit).toBeNull();
  });

  it("treats a missing result as insufficient data", () => {
    expect(describeIndicator("niche_indicator", undefined).value).toBe("Dados insuficientes");
  });
});

describe("describeIndicators", () => {
  it("gives the twelve cards in the catalogue's order, each with its 'Como calculamos' text", () => {
    const cards = describeIndicators({});
    expect(cards.map((card) => card.id)).toEqual([...INDICATOR_IDS]);
    for (const card of cards) expect(card.explanation.length).toBeGreaterThan(20);
  });
});
