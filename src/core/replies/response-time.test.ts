import { describe, expect, it } from "vitest";
import {
  describeResponseTime,
  describeResponseTimeChange,
  formatResponseTime,
  medianMinutesOf,
  responseTimeOf,
} from "./response-time";

const at = (iso: string) => new Date(iso);
const asked = "2026-03-02T12:00:00Z";
const question = (minutesToAnswer: number | null) => ({
  askedAt: at(asked),
  firstAnswerAt: minutesToAnswer === null ? null : new Date(at(asked).getTime() + minutesToAnswer * 60_000),
});

describe("responseTimeOf", () => {
  it.each([
    { name: "no question", minutes: [], median: null, answered: 0 },
    { name: "only unanswered questions", minutes: [null, null], median: null, answered: 0 },
    { name: "one answer", minutes: [192], median: 192, answered: 1 },
    { name: "odd count: the middle one", minutes: [600, 5, 60], median: 60, answered: 3 },
    { name: "even count: the mean of the two middle ones", minutes: [10, 20, 30, 1000], median: 25, answered: 4 },
    { name: "unanswered questions left out", minutes: [30, null, 90], median: 60, answered: 2 },
  ])("$name", ({ minutes, median, answered }) => {
    expect(responseTimeOf(minutes.map(question))).toEqual({ medianMinutes: median, answered });
  });

  it("rounds to whole minutes, half up", () => {
    const thirtySeconds = { askedAt: at(asked), firstAnswerAt: new Date(at(asked).getTime() + 30_000) };
    const twentyNine = { askedAt: at(asked), firstAnswerAt: new Date(at(asked).getTime() + 29_999) };
    expect(responseTimeOf([thirtySeconds]).medianMinutes).toBe(1);
    expect(responseTimeOf([twentyNine]).medianMinutes).toBe(0);
  });

  it("counts an answer stamped before its question as 0", () => {
    expect(responseTimeOf([{ askedAt: at(asked), firstAnswerAt: at("2026-03-02T11:00:00Z") }]).medianMinutes).toBe(0);
  });

  it("reads sorted durations", () => {
    expect(medianMinutesOf([60_000, 120_000, 180_000])).toBe(2);
  });
});

describe("formatResponseTime", () => {
  it.each([
    [0, "menos de 1 min"],
    [1, "1 min"],
    [59, "59 min"],
    [60, "1 h"],
    [192, "3 h 12 min"],
    [1439, "23 h 59 min"],
    [1440, "1 d"],
    [1500, "1 d 1 h"],
    [3000, "2 d 2 h"],
  ])("%i minutes read %s", (minutes, text) => {
    expect(formatResponseTime(minutes)).toBe(text);
  });
});

describe("describeResponseTimeChange", () => {
  it("says faster, slower or the same, with the previous figure", () => {
    expect(describeResponseTimeChange(192, 340)).toBe("Mais rápido que no período anterior (5 h 40 min)");
    expect(describeResponseTimeChange(400, 340)).toBe("Mais lento que no período anterior (5 h 40 min)");
    expect(describeResponseTimeChange(340, 340)).toBe("Igual ao período anterior (5 h 40 min)");
  });
  it("says nothing without a figure on either side", () => {
    expect(describeResponseTimeChange(null, 340)).toBeNull();
    expect(describeResponseTimeChange(192, null)).toBeNull();
  });
});

describe("describeResponseTime", () => {
  it("says the figure and the change in one sentence", () => {
    expect(describeResponseTime(192, 340)).toBe(
      "Tempo de resposta: 3 h 12 min. Mais rápido que no período anterior (5 h 40 min).",
    );
    expect(describeResponseTime(null, 340)).toBe("Tempo de resposta: nenhuma resposta no período.");
  });
});
