import { classifySentiment, sentiments, type Sentiment } from "./sentiment";

// How well the lexicon (sentiment.ts) labels a set of comments written and labelled by hand
// (sentiment-labelled.json): precision and recall per class. `npm run bench:sentiment` prints
// them; sentiment-benchmark.test.ts keeps them from falling.

export type LabelledComment = { text: string; label: Sentiment; split: "tuning" | "holdout" };
export type ClassScore = { precision: number; recall: number; labelled: number; predicted: number };
export type SentimentScore = {
  comments: number;
  accuracy: number;
  classes: Record<Sentiment, ClassScore>;
  misses: { text: string; label: Sentiment; predicted: Sentiment }[];
};

/** The lexicon's precision and recall per class over `set` (1 for a class never predicted nor labelled). */
export function scoreSentiment(set: readonly LabelledComment[]): SentimentScore {
  const predictions = set.map((comment) => ({ ...comment, predicted: classifySentiment(comment.text) }));
  const classes = Object.fromEntries(
    sentiments.map((sentiment) => {
      const labelled = predictions.filter((row) => row.label === sentiment).length;
      const predicted = predictions.filter((row) => row.predicted === sentiment).length;
      const right = predictions.filter((row) => row.label === sentiment && row.predicted === sentiment).length;
      return [
        sentiment,
        { precision: predicted ? right / predicted : 1, recall: labelled ? right / labelled : 1, labelled, predicted },
      ];
    }),
  ) as Record<Sentiment, ClassScore>;
  const misses = predictions
    .filter((row) => row.predicted !== row.label)
    .map(({ text, label, predicted }) => ({ text, label, predicted }));
  return { comments: set.length, accuracy: set.length ? (set.length - misses.length) / set.length : 1, classes, misses };
}
