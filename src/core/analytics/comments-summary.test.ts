import { describe, expect, it } from "vitest";
import { answeredPercent, sentimentPercents } from "./comments-summary";

describe("sentimentPercents", () => {
  it.each([
    [{ positive: 1, neutral: 4, negative: 1 }, { positive: 17, neutral: 67, negative: 16 }],
    [{ positive: 1, neutral: 1, negative: 1 }, { positive: 34, neutral: 33, negative: 33 }],
    [{ positive: 2, neutral: 1, negative: 0 }, { positive: 67, neutral: 33, negative: 0 }],
    [{ positive: 0, neutral: 0, negative: 5 }, { positive: 0, neutral: 0, negative: 100 }],
    [{ positive: 1, neutral: 199, negative: 0 }, { positive: 1, neutral: 99, negative: 0 }],
    [{ positive: 0, neutral: 0, negative: 0 }, { positive: 0, neutral: 0, negative: 0 }],
  ])("%j gives %j, adding up to 100", (counts, expected) => {
    const percents = sentimentPercents(counts);
    expect(percents).toEqual(expected);
    const total = counts.positive + counts.neutral + counts.negative;
    expect(percents.positive + percents.neutral + percents.negative).toBe(total === 0 ? 0 : 100);
  });
});

describe("answeredPercent", () => {
  it("is the answered share of the questions past or inside their answer, with one decimal", () => {
    expect(answeredPercent(1, 1)).toBe(50);
    expect(answeredPercent(2, 1)).toBe(66.7);
    expect(answeredPercent(0, 3)).toBe(0);
    expect(answeredPercent(0, 0)).toBeNull();
  });
});
