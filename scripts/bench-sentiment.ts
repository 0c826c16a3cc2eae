// `npm run bench:sentiment`: the pt-BR lexicon (src/core/comments/sentiment.ts) against 336
// comments written and labelled by hand (src/core/comments/sentiment-labelled.json): precision
// and recall per class on the tuning two thirds, on the third held out (never looked at while
// tuning) and on the whole set. Printed, never asserted (sentiment-benchmark.test.ts asserts).
// --misses lists the tuning comments it gets wrong; --all-misses the held-out ones too.
import labelled from "../src/core/comments/sentiment-labelled.json";
import { sentiments } from "../src/core/comments/sentiment";
import { scoreSentiment, type LabelledComment } from "../src/core/comments/sentiment-benchmark";

const set = labelled as LabelledComment[];
const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

function report(name: string, comments: LabelledComment[]) {
  const score = scoreSentiment(comments);
  console.log(`\n${name}: ${score.comments} comments, accuracy ${percent(score.accuracy).trim()}`);
  console.log("  class      precision  recall  labelled  predicted");
  for (const sentiment of sentiments) {
    const { precision, recall, labelled: count, predicted } = score.classes[sentiment];
    console.log(
      `  ${sentiment.padEnd(9)}  ${percent(precision)}    ${percent(recall)}  ${String(count).padStart(8)}  ${String(predicted).padStart(9)}`,
    );
  }
  return score;
}

const tuning = report(
  "tuning",
  set.filter((comment) => comment.split === "tuning"),
);
const holdout = report(
  "holdout",
  set.filter((comment) => comment.split === "holdout"),
);
report("all", set);

const misses = process.argv.includes("--all-misses")
  ? [...tuning.misses, ...holdout.misses]
  : process.argv.includes("--misses")
    ? tuning.misses
    : [];
for (const miss of misses) console.log(`  ${miss.label} -> ${miss.predicted}: ${miss.text}`);
