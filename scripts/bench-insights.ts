// `npm run bench:insights`: figures for the recommendations engine and the alert evaluation,
// printed, never asserted in tests. Both are pure (src/core), run in memory on a period's posts:
//  1. computeRecommendations on 30 days (60 posts), 90 days (180) and 3 years (2,000 posts, the
//     most a custom period holds for one daily-posting account), median of many runs.
//  2. evaluateAlerts with the six default rules on 30 days of posts.
import { addDaysTo } from "../src/core/analytics/period";
import { summarizeByFormat, totalPeriodPosts } from "../src/core/analytics/period-summary";
import { defaultAlertRules } from "../src/core/alerts/alert-rules";
import { evaluateAlerts } from "../src/core/alerts/evaluate-alerts";
import { computeRecommendations } from "../src/core/recommendations/engine";
import type { EnginePost, RecommendationInput } from "../src/core/recommendations/types";
import { POST_TYPES } from "../src/core/social/profile-data";

const base = Date.parse("2026-01-01T15:00:00Z");
const captions = [
  "Qual você prefere? #moda #estilo",
  "Salve para depois 🔥 #dicas #moda #look",
  "Novidade na loja #novacolecao",
  "Um dia comum",
];

function makePosts(count: number, days: number): EnginePost[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    type: POST_TYPES[i % POST_TYPES.length]!,
    publishedAt: new Date(base + Math.floor((i * days) / count) * 86_400_000 + (i % 12) * 3_600_000),
    likes: 150 + ((i * 37) % 400),
    comments: 5 + ((i * 11) % 40),
    views: i % 2 ? 1000 + i : null,
    caption: captions[i % captions.length]!,
  }));
}

function makeInput(count: number, days: number): RecommendationInput {
  const posts = makePosts(count, days);
  const followers = 25_000;
  return {
    preset: "custom",
    periodDays: days,
    followersEnd: followers,
    followersSeries: Array.from({ length: days }, (_, i) => ({ day: addDaysTo("2026-01-01", i), followers: followers - i * 3 })),
    engagementRate: { value: totalPeriodPosts(posts, followers).engagementRate, previous: 2.1 },
    previousPosts: count,
    byFormat: summarizeByFormat(posts, followers),
    posts,
    competitors: [{ username: "rival", followers: 40_000, engagementRate: 3.2, posts: 26 }],
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(label: string, runs: number, work: () => unknown) {
  work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(samples).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms (${runs} runs)`);
}

for (const [label, count, days] of [
  ["30 days, 60 posts", 60, 30],
  ["90 days, 180 posts", 180, 90],
  ["3 years, 2,000 posts", 2000, 1095],
] as const) {
  const input = makeInput(count, days);
  const found = computeRecommendations(input).length;
  time(`recommendations, ${label} (${found} found)`, count > 1000 ? 50 : 300, () => computeRecommendations(input));
}

const rules = defaultAlertRules().map((rule, index) => ({ id: `r${index}`, ...rule, accountId: null }));
const state = {
  accountId: "acc",
  username: "marca",
  today: "2026-01-31",
  needsReconnect: false,
  days: [
    { day: "2026-01-30", followers: 10_000 },
    { day: "2026-01-31", followers: 9_500 },
  ],
  followersEnd: 9_500,
  posts: makePosts(60, 30),
  runs: [{ id: "r1", status: "succeeded" as const }],
};
time(`alerts, 6 default rules on 30 days (${evaluateAlerts(state, rules).length} events)`, 1000, () =>
  evaluateAlerts(state, rules),
);
