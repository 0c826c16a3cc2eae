import { describe, expect, it } from "vitest";
import { sentiments } from "./sentiment";
import { scoreSentiment, type LabelledComment } from "./sentiment-benchmark";
import labelled from "./sentiment-labelled.json";

// A regression guard on the hand-labelled comments (`npm run bench:sentiment` prints the figures,
// the held-out third apart).
const set = labelled as LabelledComment[];

describe("the sentiment lexicon on hand-labelled pt-BR comments", () => {
  it("holds 300 comments or more, 90 or more of each class, a third of each held out", () => {
    expect(set.length).toBeGreaterThanOrEqual(300);
    for (const sentiment of sentiments) {
      const ofClass = set.filter((comment) => comment.label === sentiment);
      expect(ofClass.length, sentiment).toBeGreaterThanOrEqual(90);
      // Every third comment of each class, in the order written, is held out.
      expect(ofClass.filter((comment) => comment.split === "holdout").length, sentiment).toBe(Math.floor(ofClass.length / 3));
    }
  });

  it("keeps precision and recall above 0.85 for each class", () => {
    const { classes } = scoreSentiment(set);
    for (const sentiment of sentiments) {
      expect(classes[sentiment].precision, `${sentiment} precision`).toBeGreaterThan(0.85);
      expect(classes[sentiment].recall, `${sentiment} recall`).toBeGreaterThan(0.85);
    }
  });
});
