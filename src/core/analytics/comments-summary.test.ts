import { describe, expect, it } from "vitest";
import { answeredPercent, describeAnswered, sentimentPercents } from "./comments-summary";

describe("sentimentPercents", () => {
  it.each([
    [
      { positive: 1, neutral: 4, negative: 1 },
      { positive: 17, neutral: 67, negative: 16 },
    ],
    [
      { positive: 1, neutral: 1, negative: 1 },
      { positive: 34, neutral: 33, negative: 33 },
    ],
    [
      { positive: 2, neutral: 1, negative: 0 },
      { positive: 67, neutral: 33, negative: 0 },
    ],
    [
      { positive: 0, neutral: 0, negative: 5 },
      { positive: 0, neutral: 0, negative: 100 },
    ],
    [
      { positive: 1, neutral: 199, negative: 0 },
      { positive: 1, neutral: 99, negative: 0 },
    ],
    [
      { positive: 0, neutral: 0, negative: 0 },
      { positive: 0, neutral: 0, negative: 0 },
    ],
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

describe("describeAnswered", () => {
  const questions = { total: 0, answered: 0, waiting: 0, unanswered: 0, answeredPercent: null, groups: [] };

  it("gives the answered share with its counts, and what waits for an answer", () => {
    expect(describeAnswered({ ...questions, total: 5, answered: 3, unanswered: 1, waiting: 1, answeredPercent: 75 })).toBe(
      "75,0% das perguntas respondidas pela conta (3 de 4). 1 outra aguarda há menos de 24 h.",
    );
    expect(describeAnswered({ ...questions, total: 3, answered: 2, unanswered: 1, answeredPercent: 66.7 })).toBe(
      "66,7% das perguntas respondidas pela conta (2 de 3).",
    );
    expect(describeAnswered({ ...questions, total: 2, waiting: 2 })).toBe("2 perguntas aguardam resposta há menos de 24 h.");
    expect(describeAnswered(questions)).toBe("Nenhuma pergunta nos comentários do período.");
  });

  it("writes large counts grouped", () => {
    expect(describeAnswered({ ...questions, total: 2_400, answered: 1_200, unanswered: 1_200, answeredPercent: 50 })).toBe(
      "50,0% das perguntas respondidas pela conta (1.200 de 2.400).",
    );
  });
});
