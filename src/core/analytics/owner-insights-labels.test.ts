import { describe, expect, it } from "vitest";
import {
  audienceSliceName,
  formatInsightDifference,
  formatInsightValue,
  formatWatchTime,
  privateFiguresSentence,
} from "./owner-insights-labels";

describe("the owner's insights in words", () => {
  it.each([
    [8.44, "8,4 s"],
    [59.96, "60,0 s"],
    [60, "1 min 00 s"],
    [125.4, "2 min 05 s"],
  ])("writes a watch time of %s seconds as %s", (seconds, text) => {
    expect(formatWatchTime(seconds)).toBe(text);
  });

  it.each([
    ["engagementRatePerReach", 6.432, "6,43%"],
    ["reelsAverageWatchTimeSeconds", 8.4, "8,4 s"],
    ["reach", 12_345, "count:12345"],
  ] as const)("writes %s %s as %s", (key, value, text) => {
    expect(formatInsightValue(key, value, (count) => `count:${count}`)).toBe(text);
  });

  it.each([
    ["engagementRatePerReach", 0.5, "+0,50 p.p."],
    ["reelsAverageWatchTimeSeconds", -1.5, "-1,5 s"],
    ["saves", -16, "-count:16"],
  ] as const)("writes a change of %s by %s as %s", (key, difference, text) => {
    expect(formatInsightDifference(key, difference, (count) => `count:${count}`)).toBe(text);
  });

  it("names genders and countries, and keeps age bands and cities as given", () => {
    expect(audienceSliceName("gender", "F")).toBe("Mulheres");
    expect(audienceSliceName("gender", "U")).toBe("Não informado");
    expect(audienceSliceName("country", "BR")).toBe("Brasil");
    expect(audienceSliceName("age", "25-34")).toBe("25-34");
    expect(audienceSliceName("city", "Recife, Pernambuco")).toBe("Recife, Pernambuco");
  });

  it.each([
    ["instagram", ["alcance", "salvamentos", "compartilhamentos", "visitas ao perfil", "público", "Stories"], []],
    // TikTok's shares are public (decision 029): the comparison has them.
    ["tiktok", ["alcance", "tempo assistido", "público"], ["compartilhamentos", "Stories"]],
  ] as const)("says which figures a comparison on %s cannot have", (platform, named, notNamed) => {
    const sentence = privateFiguresSentence(platform);
    expect(sentence).toMatch(/^A comparação usa só dados públicos: /);
    for (const figure of named) expect(sentence).toContain(figure);
    for (const figure of notNamed) expect(sentence).not.toContain(figure);
  });
});
