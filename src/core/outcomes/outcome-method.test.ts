import { describe, expect, it } from "vitest";
import { fitTrend, measureOutcome, type BaselineWeek } from "./outcome-method";
import {
  buildBaseline,
  changeTargetFromTitle,
  changeTargetOf,
  figureOver,
  measureChange,
  wasChangeMade,
  type OutcomePost,
} from "./outcome-targets";
import { describeLearning, summarizeOutcome, verdictLabels } from "./outcome-texts";

// Weekly values with a small fixed wobble (week 1 = the last week before "done").
const wobble = [0.08, -0.06, 0.05, -0.09, 0.07, -0.04, 0.06, -0.07];
const flat = (level: number): BaselineWeek[] =>
  wobble.map((noise, index) => ({ week: index + 1, value: level + noise, samples: 4 }));
// A line rising 0.2 points a week, reaching `level` in the last week.
const rising = (level: number): BaselineWeek[] =>
  wobble.map((noise, index) => ({ week: index + 1, value: level - index * 0.2 + noise, samples: 4 }));

const base = { changed: true, disconnected: false, floor: 0 } as const;

describe("measureOutcome", () => {
  it("calls a clear rise over a flat history 'Funcionou', with an interval above zero", () => {
    const result = measureOutcome({ ...base, horizon: 30, baseline: flat(3), after: { value: 3.8, samples: 12 } });
    expect(result.verdict).toBe("worked");
    expect(result.predicted).toBeCloseTo(3, 0);
    expect(result.effect).toBeCloseTo(0.8, 1);
    expect(result.interval!.low).toBeGreaterThan(0);
    expect(result.interval!.high).toBeGreaterThan(result.effect!);
    expect(verdictLabels[result.verdict]).toBe("Funcionou");
  });

  it("calls a figure within the history's wobble 'Sem efeito claro'", () => {
    const result = measureOutcome({ ...base, horizon: 30, baseline: flat(3), after: { value: 3.05, samples: 12 } });
    expect(result.verdict).toBe("no_clear_effect");
    expect(result.interval!.low).toBeLessThan(0);
    expect(result.interval!.high).toBeGreaterThan(0);
  });

  it("calls a clear fall 'Piorou'", () => {
    const result = measureOutcome({ ...base, horizon: 14, baseline: flat(3), after: { value: 2.2, samples: 6 } });
    expect(result.verdict).toBe("worse");
    expect(result.interval!.high).toBeLessThan(0);
  });

  it("gives no credit when the trend alone explains the rise", () => {
    // The figure rose from about 1.6 to 3 in 8 weeks; 30 days on, the line predicts about 3.5.
    const baseline = rising(3);
    const fit = fitTrend(baseline)!;
    expect(fit.slope).toBeCloseTo(0.2, 1);
    const result = measureOutcome({ ...base, horizon: 30, baseline, after: { value: 3.5, samples: 12 } });
    expect(result.after! - result.before!).toBeGreaterThan(1);
    expect(result.verdict).toBe("no_clear_effect");
    expect(Math.abs(result.effect!)).toBeLessThan(0.15);
  });

  it("cannot tell with too few posts after", () => {
    const result = measureOutcome({ ...base, horizon: 14, baseline: flat(3), after: { value: 9, samples: 2 } });
    expect(result).toMatchObject({ verdict: "unknown", reason: "few_posts", effect: null, interval: null });
  });

  it("cannot tell with under 4 weeks of history", () => {
    const baseline = flat(3).map((week) => (week.week > 3 ? { ...week, value: null, samples: 0 } : week));
    expect(measureOutcome({ ...base, horizon: 30, baseline, after: { value: 5, samples: 12 } })).toMatchObject({
      verdict: "unknown",
      reason: "short_history",
    });
  });

  it("cannot tell when the change was not made, nor after a disconnection", () => {
    const input = { ...base, horizon: 30 as const, baseline: flat(3), after: { value: 5, samples: 12 } };
    expect(measureOutcome({ ...input, changed: false }).reason).toBe("change_not_made");
    expect(measureOutcome({ ...input, disconnected: true }).reason).toBe("disconnected");
  });

  it("predicts from the weeks' level when their slope is only noise, from the line when it is a trend", () => {
    const noise = flat(3);
    const level = noise.reduce((sum, week) => sum + week.value!, 0) / 8;
    expect(measureOutcome({ ...base, horizon: 30, baseline: noise, after: { value: 3, samples: 12 } }).predicted).toBeCloseTo(
      level,
      10,
    );
    const line = fitTrend(rising(3))!;
    expect(measureOutcome({ ...base, horizon: 30, baseline: rising(3), after: { value: 3, samples: 12 } }).predicted).toBeCloseTo(
      line.intercept + line.slope * (30 / 14),
      10,
    );
  });

  it("widens the interval with a noisier history", () => {
    const noisy = flat(3).map((week, index) => ({ ...week, value: week.value! + (index % 2 ? 1 : -1) }));
    const calm = measureOutcome({ ...base, horizon: 30, baseline: flat(3), after: { value: 3.8, samples: 12 } });
    const loud = measureOutcome({ ...base, horizon: 30, baseline: noisy, after: { value: 3.8, samples: 12 } });
    expect(loud.interval!.high - loud.interval!.low).toBeGreaterThan(calm.interval!.high - calm.interval!.low);
    expect(loud.verdict).toBe("no_clear_effect");
  });

  it("words the outcome as an association, with the effect and its interval", () => {
    const result = measureOutcome({ ...base, horizon: 30, baseline: flat(3), after: { value: 3.8, samples: 12 } });
    const text = summarizeOutcome(result, "engagement_per_reach");
    expect(text).toContain("engajamento por alcance de 3,80%");
    expect(text).toContain("Efeito associado à mudança: +0,");
    expect(text).toContain("acima da tendência");
    expect(text).toMatch(/intervalo de 90%: de \+0,\d\d p\.p\. a \+0,\d\d p\.p\./);
    expect(text).not.toContain("causado");
  });
});

describe("the series and the change from posts", () => {
  const done = new Date("2026-06-01T12:00:00Z");
  const post = (daysFromDone: number, type: OutcomePost["type"], likes: number, caption = ""): OutcomePost => ({
    publishedAt: new Date(done.getTime() + daysFromDone * 86_400_000),
    type,
    likes,
    comments: 0,
    reach: null,
    caption,
  });
  const days = [{ day: "2026-03-01", followers: 1000 }];

  it("builds 8 weekly values, week 1 right before done, empty weeks null", () => {
    const posts = [post(-1, "image", 30), post(-2, "image", 50), post(-10, "image", 20)];
    const weeks = buildBaseline("engagement_rate", "instagram", posts, days, done);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ week: 1, value: 4, samples: 2 });
    expect(weeks[1]).toEqual({ week: 2, value: 2, samples: 1 });
    expect(weeks[2]).toEqual({ week: 3, value: null, samples: 0 });
  });

  it("sees the share of Reels rise after done", () => {
    const posts = [post(-3, "image", 1), post(-5, "image", 1), post(2, "clips", 1), post(4, "image", 1)];
    const before = measureChange("reels_share", null, posts, new Date(done.getTime() - 56 * 86_400_000), done);
    const after = measureChange("reels_share", null, posts, done, new Date(done.getTime() + 30 * 86_400_000));
    expect([before, after]).toEqual([0, 50]);
    expect(wasChangeMade("reels_share", before, after)).toBe(true);
    expect(wasChangeMade("reels_share", 40, 45)).toBe(false);
    expect(wasChangeMade(null, 0, 50)).toBeNull();
  });

  it("finds the format that engaged best as the change's target", () => {
    const posts = [post(-3, "image", 10), post(-4, "image", 12), post(-5, "clips", 40), post(-6, "clips", 44)];
    expect(changeTargetOf("format_share", posts)).toBe("clips");
    expect(changeTargetOf("posts_per_week", posts)).toBeNull();
  });

  it("takes the change's target from what the recommendation said", () => {
    expect(changeTargetFromTitle("format_share", "Aposte mais em Reels")).toBe("clips");
    expect(changeTargetFromTitle("format_share", "Seus carrosséis têm 2x mais salvamentos que as fotos")).toBe("sidecar");
    expect(changeTargetFromTitle("hour_share", "Publique perto das 18h")).toBe("18");
    expect(changeTargetFromTitle("weekday_share", "Publique mais às quartas-feiras")).toBe("3");
    expect(changeTargetFromTitle("weekday_share", "Publique mais aos domingos")).toBe("0");
    expect(changeTargetFromTitle("posts_per_week", "Publique com mais frequência")).toBeNull();
  });

  it("measures follower growth per week from the day rows", () => {
    const growth = figureOver(
      "follower_growth",
      "instagram",
      [],
      [
        { day: "2026-06-01", followers: 1000 },
        { day: "2026-06-15", followers: 1020 },
      ],
      done,
      new Date(done.getTime() + 30 * 86_400_000),
    );
    expect(growth.value).toBeCloseTo(1, 5);
  });
});

describe("describeLearning", () => {
  it("speaks from 30 outcomes on, in counts only", () => {
    expect(describeLearning({ worked: 19, total: 29 })).toBeNull();
    expect(describeLearning({ worked: 64, total: 100 })).toBe("funcionou para 64% das contas que seguiram");
  });
});
