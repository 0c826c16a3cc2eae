import { describe, expect, it } from "vitest";
import { addDaysTo } from "../analytics/period";
import { summarizeByFormat, totalPeriodPosts } from "../analytics/period-summary";
import { formatPercent } from "../format/format-percent";
import type { PostType } from "../social/profile-data";
import { getSaoPauloWeekdayHour } from "../social/sao-paulo-time";
import { canSeeTier, computeRecommendations } from "./engine";
import { recommendationRules } from "./rules";
import type { CompetitorFigures, EnginePost, RecommendationInput } from "./types";

// 2026-10-01 12:00 in São Paulo (UTC-3), a Thursday.
const base = Date.parse("2026-10-01T15:00:00Z");
const hour = 3_600_000;
const day = 24 * hour;

type PostSpec = Partial<Omit<EnginePost, "publishedAt">> & { at?: number };
let ids = 0;
function post(spec: PostSpec = {}): EnginePost {
  return {
    id: `p${ids++}`,
    type: spec.type ?? "image",
    publishedAt: new Date(spec.at ?? base),
    likes: spec.likes ?? 200,
    comments: spec.comments ?? 10,
    views: spec.views ?? null,
    caption: spec.caption ?? "Um dia comum por aqui",
    ...(spec.insights !== undefined ? { insights: spec.insights } : {}),
  };
}
/** `n` posts, one a day from the base day at noon, shaped by `spec(i)`. */
const posts = (n: number, spec: (i: number) => PostSpec = () => ({})) =>
  Array.from({ length: n }, (_, i) => post({ at: base + i * day, ...spec(i) }));

function series(days: number, from: number, to: number) {
  return Array.from({ length: days }, (_, i) => ({
    day: addDaysTo("2026-10-01", i),
    followers: Math.round(from + ((to - from) * i) / Math.max(1, days - 1)),
  }));
}

/** The engine's input built as the server builds it, with the dashboard's own summaries. */
function input(list: EnginePost[], overrides: Partial<RecommendationInput> = {}): RecommendationInput {
  const followersEnd = overrides.followersEnd === undefined ? 10_000 : overrides.followersEnd;
  return {
    preset: "30d",
    periodDays: 30,
    followersEnd,
    followersSeries: series(30, 10_000, 10_300),
    engagementRate: { value: totalPeriodPosts(list, followersEnd).engagementRate, previous: null },
    previousPosts: null,
    byFormat: summarizeByFormat(list, followersEnd),
    posts: list,
    ...overrides,
  };
}

const tags = (...names: string[]) => names.map((name) => `#${name}`).join(" ");
const competitor = (figures: Partial<CompetitorFigures>): CompetitorFigures => ({
  username: "concorrente",
  followers: 8_000,
  engagementRate: 1.5,
  posts: 13,
  ...figures,
});
const at = (dayIndex: number, saoPauloHour: number) => base + dayIndex * day + (saoPauloHour - 12) * hour;
const strong = { likes: 600, comments: 10 };
const weak = { likes: 200, comments: 10 };

type Case = { fires: RecommendationInput; opposite: RecommendationInput; tooLittle: RecommendationInput };

// TikTok (decision 029): every post a video of `duration` seconds; formats compare durations.
const videos = (n: number, duration: number, likes?: number) =>
  posts(n, () => ({ type: "video", likes })).map((p) => ({ ...p, duration }));
const tiktokInput = (list: EnginePost[]) =>
  input(list, {
    platform: "tiktok",
    byFormat: summarizeByFormat(list, 10_000, "tiktok"),
    engagementRate: { value: totalPeriodPosts(list, 10_000, "tiktok").engagementRate, previous: null },
  });

// The owner's insights (decision 044): a post's saves and shares, the period's reach, the audience's best hours.
const withInsights = (saved: number, shares: number) => ({ reach: 1_000, saved, shares });
const reelsAndCarousels = (n: number, reels: ReturnType<typeof withInsights>, carousels: ReturnType<typeof withInsights>) => [
  ...posts(n, () => ({ type: "clips", insights: reels })),
  ...posts(n, () => ({ type: "sidecar", insights: carousels })),
];
// Wednesday 20h and 21h and Sunday 19h; the posts below go out at noon every day.
const eveningPeaks = [
  { weekday: 3, hour: 20, followers: 812 },
  { weekday: 3, hour: 21, followers: 790 },
  { weekday: 0, hour: 19, followers: 640 },
];

const cases: Record<string, Case> = {
  saves_by_format: {
    fires: input(reelsAndCarousels(4, withInsights(46, 5), withInsights(20, 5))),
    opposite: input(reelsAndCarousels(4, withInsights(20, 5), withInsights(20, 5))),
    // Without the figure for enough posts of a format (a username connection has none at all).
    tooLittle: input([
      ...reelsAndCarousels(2, withInsights(46, 5), withInsights(20, 5)),
      ...posts(6, () => ({ type: "sidecar", insights: null })),
    ]),
  },
  shares_by_format: {
    fires: input(reelsAndCarousels(4, withInsights(5, 30), withInsights(5, 10))),
    opposite: input(reelsAndCarousels(4, withInsights(5, 10), withInsights(5, 12))),
    tooLittle: input(reelsAndCarousels(4, withInsights(5, 30), withInsights(5, 0))),
  },
  audience_hours: {
    fires: input(posts(8), { audienceBestHours: eveningPeaks }),
    // Thursday, Friday and Saturday at noon: half the posts go out at a peak.
    opposite: input(posts(8), { audienceBestHours: [4, 5, 6].map((weekday) => ({ weekday, hour: 12, followers: 500 })) }),
    tooLittle: input(posts(5), { audienceBestHours: eveningPeaks }),
  },
  reach_drop: {
    fires: input(posts(6), { reach: { value: 7_500, previous: 10_000 } }),
    opposite: input(posts(6), { reach: { value: 10_000, previous: 7_500 } }),
    tooLittle: input(posts(6), { reach: { value: 40, previous: 90 } }),
  },
  video_duration_best: {
    fires: tiktokInput([...videos(4, 12, 400), ...videos(4, 90, 170)]),
    opposite: tiktokInput([...videos(4, 12), ...videos(4, 90)]),
    tooLittle: tiktokInput([...videos(2, 12, 400), ...videos(2, 90, 170)]),
  },
  format_best: {
    fires: input([...posts(4, () => ({ type: "clips", likes: 400 })), ...posts(4, () => ({ type: "image", likes: 170 }))]),
    opposite: input([...posts(4, () => ({ type: "clips" })), ...posts(4, () => ({ type: "image" }))]),
    tooLittle: input([...posts(2, () => ({ type: "clips", likes: 400 })), ...posts(2, () => ({ type: "image", likes: 170 }))]),
  },
  format_try_reels: {
    fires: input(posts(10)),
    opposite: input([...posts(9), post({ type: "clips" })]),
    tooLittle: input(posts(5)),
  },
  best_hour: {
    fires: input(posts(12, (i) => (i < 4 ? { at: at(i, 19), ...strong } : { at: at(i, 10), ...weak }))),
    opposite: input(posts(12, (i) => ({ at: at(i, i < 4 ? 19 : 10) }))),
    tooLittle: input(posts(6, (i) => (i < 3 ? { at: at(i, 19), ...strong } : { at: at(i, 10), ...weak }))),
  },
  best_weekday: {
    fires: input(posts(21, (i) => (getSaoPauloWeekdayHour(base + i * day).weekday === 0 ? strong : weak))),
    opposite: input(posts(21)),
    tooLittle: input(posts(10, (i) => (getSaoPauloWeekdayHour(base + i * day).weekday === 0 ? strong : weak))),
  },
  posting_frequency: {
    fires: input(posts(4, (i) => ({ at: base + i * 7 * day }))),
    opposite: input(posts(15, (i) => ({ at: base + i * 2 * day }))),
    tooLittle: input(
      posts(4, (i) => ({ at: base + i * 2 * day })),
      { followersSeries: series(10, 10_000, 10_100) },
    ),
  },
  posting_regularity: {
    fires: input([0, 0.1, 0.2, 10, 10.1, 18].map((d) => post({ at: base + d * day }))),
    opposite: input(posts(6, (i) => ({ at: base + i * 3 * day }))),
    tooLittle: input([0, 0.1, 10, 10.1, 18].map((d) => post({ at: base + d * day }))),
  },
  hashtag_count: {
    fires: input(posts(6, () => ({ caption: `Novidade ${tags(...Array.from({ length: 15 }, (_, t) => `tag${t}x`))}` }))),
    opposite: input(posts(6, () => ({ caption: `Novidade ${tags("a1", "b1", "c1", "d1")}` }))),
    tooLittle: input(posts(5, () => ({ caption: `Novidade ${tags(...Array.from({ length: 15 }, (_, t) => `tag${t}x`))}` }))),
  },
  hashtag_diversity: {
    fires: input(posts(10, () => ({ caption: `Post ${tags("moda", "estilo", "look")}` }))),
    opposite: input(posts(10, (i) => ({ caption: `Post ${tags(`a${i}x`, `b${i}x`, `c${i}x`)}` }))),
    tooLittle: input(posts(5, () => ({ caption: `Post ${tags("moda", "estilo", "look")}` }))),
  },
  best_hashtags: {
    fires: input(posts(12, (i) => (i < 4 ? { caption: "Bolo #receitas", ...strong } : { caption: "Dia #outra", ...weak }))),
    opposite: input(posts(12, (i) => ({ caption: i < 4 ? "Bolo #receitas" : "Dia #outra" }))),
    tooLittle: input(posts(8, (i) => (i < 4 ? { caption: "Bolo #receitas", ...strong } : { caption: "Dia #outra", ...weak }))),
  },
  engagement_drop: {
    fires: input(posts(6), { engagementRate: { value: 2.4, previous: 3.2 }, previousPosts: 6 }),
    opposite: input(posts(6), { engagementRate: { value: 3.2, previous: 2.4 }, previousPosts: 6 }),
    tooLittle: input(posts(6), { engagementRate: { value: 2.4, previous: 3.2 }, previousPosts: 3 }),
  },
  engagement_rise: {
    fires: input(posts(6), { engagementRate: { value: 3.2, previous: 2.4 }, previousPosts: 6 }),
    opposite: input(posts(6), { engagementRate: { value: 2.4, previous: 3.2 }, previousPosts: 6 }),
    tooLittle: input(posts(4), { engagementRate: { value: 3.2, previous: 2.4 }, previousPosts: 6 }),
  },
  follower_loss: {
    fires: input(posts(3), { followersSeries: series(10, 10_000, 9_800) }),
    opposite: input(posts(3), { followersSeries: series(10, 10_000, 10_200) }),
    tooLittle: input(posts(3), { followersSeries: series(5, 10_000, 9_800) }),
  },
  follower_stall: {
    fires: input(posts(3), { followersSeries: series(30, 10_000, 10_020) }),
    opposite: input(posts(3), { followersSeries: series(30, 10_000, 10_500) }),
    tooLittle: input(posts(3), { followersSeries: series(20, 10_000, 10_020) }),
  },
  competitor_followers_gap: {
    fires: input(posts(6), { competitors: [competitor({ username: "lider", followers: 25_000 })] }),
    opposite: input(posts(6), { competitors: [competitor({ followers: 8_000 })] }),
    tooLittle: input(posts(6)),
  },
  competitor_engagement_gap: {
    fires: input(posts(6), { engagementRate: { value: 2, previous: null }, competitors: [competitor({ engagementRate: 3 })] }),
    opposite: input(posts(6), {
      engagementRate: { value: 2, previous: null },
      competitors: [competitor({ engagementRate: 1.5 })],
    }),
    tooLittle: input(posts(6), { engagementRate: { value: 2, previous: null }, competitors: [] }),
  },
  competitor_frequency_gap: {
    fires: input(
      posts(4, (i) => ({ at: base + i * 7 * day })),
      { competitors: [competitor({ posts: 21 })] },
    ),
    opposite: input(posts(21), { competitors: [competitor({ posts: 21 })] }),
    tooLittle: input(posts(4, (i) => ({ at: base + i * 7 * day }))),
  },
  caption_length: {
    fires: input(
      posts(8, (i) => (i < 4 ? { caption: "Uma história longa. ".repeat(8), ...strong } : { caption: "Curta", ...weak })),
    ),
    opposite: input(posts(8, (i) => ({ caption: i < 4 ? "Uma história longa. ".repeat(8) : "Curta" }))),
    tooLittle: input(
      posts(8, (i) => (i < 3 ? { caption: "Uma história longa. ".repeat(8), ...strong } : { caption: "Curta", ...weak })),
    ),
  },
  caption_questions: {
    fires: input(
      posts(8, (i) => (i < 4 ? { caption: "Qual você prefere?", ...strong } : { caption: "Novidade na loja", ...weak })),
    ),
    opposite: input(
      posts(8, (i) => (i < 4 ? { caption: "Qual você prefere?", ...weak } : { caption: "Novidade na loja", ...strong })),
    ),
    tooLittle: input(
      posts(8, (i) => (i < 3 ? { caption: "Qual você prefere?", ...strong } : { caption: "Novidade na loja", ...weak })),
    ),
  },
  call_to_action: {
    fires: input(
      posts(8, (i) => (i < 4 ? { caption: "Salve este post para depois", ...strong } : { caption: "Novidade na loja", ...weak })),
    ),
    opposite: input(
      posts(8, (i) => (i < 4 ? { caption: "Salve este post para depois", ...weak } : { caption: "Novidade na loja", ...strong })),
    ),
    tooLittle: input(
      posts(8, (i) => (i < 3 ? { caption: "Salve este post para depois", ...strong } : { caption: "Novidade na loja", ...weak })),
    ),
  },
  emojis: {
    fires: input(posts(8, (i) => (i < 4 ? { caption: "Chegou 🔥", ...strong } : { caption: "Chegou", ...weak }))),
    opposite: input(posts(8, (i) => ({ caption: i < 4 ? "Chegou 🔥" : "Chegou" }))),
    tooLittle: input(posts(8, (i) => (i < 3 ? { caption: "Chegou 🔥", ...strong } : { caption: "Chegou", ...weak }))),
  },
  underperforming_content: {
    fires: input(posts(10, (i) => (i < 3 ? { likes: 50, comments: 0 } : { likes: 500, comments: 0 }))),
    opposite: input(posts(10, () => ({ likes: 500, comments: 0 }))),
    tooLittle: input(posts(8, (i) => (i < 3 ? { likes: 50, comments: 0 } : { likes: 500, comments: 0 }))),
  },
  comment_like_ratio: {
    fires: input(posts(8, () => ({ likes: 1000, comments: 5 }))),
    opposite: input(posts(8, () => ({ likes: 1000, comments: 50 }))),
    tooLittle: input(posts(6, () => ({ likes: 1000, comments: 5 }))),
  },
  unanswered_questions: {
    fires: input(posts(3), { unansweredQuestions: { count: 3, topTopic: { topic: "preco", label: "Preço", count: 2 } } }),
    opposite: input(posts(3), { unansweredQuestions: { count: 0, topTopic: null } }),
    // No comments read: nothing to say.
    tooLittle: input(posts(3)),
  },
};

const ruleById = (id: string) => recommendationRules.find((rule) => rule.id === id)!;
const run = (id: string, data: RecommendationInput) => computeRecommendations(data, [ruleById(id)]);

describe("recommendation rules", () => {
  it("has at least 15 rules, each with its cases", () => {
    expect(recommendationRules.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(cases).sort()).toEqual(recommendationRules.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(cases))("%s", (id, data) => {
    it("speaks on data made for it, with evidence, action, effect and sample", () => {
      const [found] = run(id, data.fires);
      expect(found).toMatchObject({ id, tier: ruleById(id).tier });
      for (const text of [found!.title, found!.evidence, found!.action, found!.effect, found!.sample, found!.why])
        expect(text.length).toBeGreaterThan(5);
      expect(found!.evidence).toMatch(/\d/);
      expect(found!.priority).toBeGreaterThanOrEqual(1);
      expect(found!.priority).toBeLessThanOrEqual(100);
    });
    it("stays silent on the opposite data", () => {
      expect(run(id, data.opposite)).toEqual([]);
    });
    it("stays silent with too little data", () => {
      expect(run(id, data.tooLittle)).toEqual([]);
    });
  });
});

describe("evidence", () => {
  it("uses the dashboard's numbers: the format rates are the 'Desempenho por formato' ones", () => {
    const data = cases.format_best!.fires;
    const [found] = run("format_best", data);
    const clips = data.byFormat.find((format) => format.type === "clips")!;
    const images = data.byFormat.find((format) => format.type === "image")!;
    expect(found!.evidence).toBe(
      `Seus Reels tiveram 2,3x o engajamento das fotos nos últimos 30 dias (${formatPercent(clips.engagementRate!)} contra ${formatPercent(images.engagementRate!)}).`,
    );
    expect(found!.evidence).toBe("Seus Reels tiveram 2,3x o engajamento das fotos nos últimos 30 dias (4,10% contra 1,80%).");
  });

  it("writes the trend with the dashboard's change format", () => {
    expect(run("engagement_drop", cases.engagement_drop!.fires)[0]!.evidence).toBe(
      "Sua taxa de engajamento caiu de 3,20% para 2,40% (-25,0%) em relação ao período anterior.",
    );
  });

  it("counts follower growth from the previous period's end, as the dashboard's 'Crescimento de seguidores' does", () => {
    // The series alone: from the period's first day (10.000) to its last (10.020).
    expect(run("follower_stall", cases.follower_stall!.fires)[0]!.evidence).toBe(
      "Você ganhou 20 seguidores entre 01/10/2026 e 30/10/2026 (+0,2%).",
    );
    // With the day before the period known, that is the baseline.
    const withBaseline = { ...cases.follower_stall!.fires, followersBefore: { day: "2026-09-30", followers: 9_990 } };
    expect(run("follower_stall", withBaseline)[0]!.evidence).toBe(
      "Você ganhou 30 seguidores entre 30/09/2026 e 30/10/2026 (+0,3%).",
    );
    const loss = { ...cases.follower_loss!.fires, followersBefore: { day: "2026-09-30", followers: 10_100 } };
    expect(run("follower_loss", loss)[0]!.evidence).toBe(
      "Você foi de 10.100 para 9.800 seguidores entre 30/09/2026 e 10/10/2026 (-3,0%).",
    );
  });

  it("averages the competitors' exact weekly rates and rounds once, when it writes the average", () => {
    // 15, 17 and 29 posts in 30 days: 3,5, 3,97 and 6,77 a week; the exact average is 4,74 (4,7),
    // while the average of the rounded rates (3,5, 4,0, 6,8) would be 4,77 (4,8).
    const data = {
      ...cases.competitor_frequency_gap!.fires,
      competitors: [15, 17, 29].map((n, i) => competitor({ username: `c${i}`, posts: n }))!,
    };
    expect(run("competitor_frequency_gap", data)[0]!.evidence).toBe(
      "Seus concorrentes publicaram em média 4,7 vezes por semana; você, 0,9.",
    );
  });

  it("quotes exact counts, never compact ones, so a reader can check them", () => {
    const many = input(posts(400, () => ({ caption: `Post ${tags("moda", "estilo", "look")}` })));
    expect(run("hashtag_diversity", many)[0]!.evidence).toBe(
      "Você usou 3 hashtags diferentes em 1.200 usos nos últimos 30 dias (0,25% de variedade).",
    );
    const leader = input(posts(6), {
      followersEnd: 982_999,
      competitors: [competitor({ username: "lider", followers: 1_234_567, posts: 30 })],
    });
    expect(run("competitor_followers_gap", leader)[0]!.evidence).toBe(
      "@lider tem 1.234.567 seguidores, 1,3x os seus 982.999, e publica 7,0 vezes por semana contra 1,4 suas.",
    );
  });

  it("says the hashtag rules read the period's posts, where the dashboard's indicators read the latest ones", () => {
    // The same formula over another set of posts: the recommendation must not pass its figure off as the indicator's.
    const many = input(posts(400, () => ({ caption: `Post ${tags("moda", "estilo", "look")}` })));
    for (const rule of ["hashtag_diversity", "hashtag_count"] as const) {
      const data =
        rule === "hashtag_count"
          ? input(posts(10, () => ({ caption: `Post ${tags(...Array.from({ length: 12 }, (_, i) => `tag${i}`))}` })))
          : many;
      const why = run(rule, data)[0]!.why;
      expect(why).toContain("publicações do período");
      expect(why).toContain("no dashboard olha os posts mais recentes coletados");
    }
  });

  it("agrees the possessive with each format's gender: 'Suas fotos', 'Seus carrosséis'", () => {
    const best = (type: PostType) =>
      input([
        ...posts(4, () => ({ type, likes: 400 })),
        ...posts(4, () => ({ type: type === "video" ? "image" : "video", likes: 170 })),
      ]);
    expect(run("format_best", best("image"))[0]!.evidence).toMatch(/^Suas fotos tiveram /);
    expect(run("format_best", best("sidecar"))[0]!.evidence).toMatch(/^Seus carrosséis tiveram /);
    expect(run("format_best", best("video"))[0]!.evidence).toMatch(/^Seus vídeos tiveram /);
    expect(run("format_best", best("clips"))[0]!.evidence).toMatch(/^Seus Reels tiveram /);
    expect(run("video_duration_best", cases.video_duration_best!.fires)[0]!.evidence).toMatch(
      /^Seus vídeos de até 15 s tiveram /,
    );
  });

  it("writes a custom period's length without doubling the parentheses", () => {
    const custom = { ...cases.format_best!.fires, preset: "custom" as const };
    expect(run("format_best", custom)[0]!.evidence).toBe(
      "Seus Reels tiveram 2,3x o engajamento das fotos nos 30 dias do período escolhido (4,10% contra 1,80%).",
    );
  });

  it("reserves the best weekday with its article, not a crase: 'as quartas-feiras', 'os domingos'", () => {
    expect(run("best_weekday", cases.best_weekday!.fires)[0]!.action).toBe(
      "Reserve os domingos para os conteúdos mais importantes da semana.",
    );
    const wednesday = input(posts(21, (i) => (getSaoPauloWeekdayHour(base + i * day).weekday === 3 ? strong : weak)));
    const [found] = run("best_weekday", wednesday);
    expect(found!.title).toBe("Publique mais às quartas-feiras");
    expect(found!.action).toBe("Reserve as quartas-feiras para os conteúdos mais importantes da semana.");
  });

  it("names the best hour in São Paulo time and weekdays in Portuguese", () => {
    expect(run("best_hour", cases.best_hour!.fires)[0]!.title).toBe("Publique perto das 19h");
    expect(run("best_weekday", cases.best_weekday!.fires)[0]!.title).toBe("Publique mais aos domingos");
  });

  it("counts the unanswered questions and names the topic most of them ask about", () => {
    const [found] = run("unanswered_questions", cases.unanswered_questions!.fires);
    expect(found!.title).toBe("Responda às perguntas sem resposta");
    expect(found!.evidence).toBe(
      "3 perguntas feitas nos comentários nos últimos 30 dias estão sem resposta da conta há mais de 24 h; 2 delas são sobre preço.",
    );
    expect(found!.action).toBe(
      "Responda primeiro às perguntas sobre preço e reserve um horário por dia para os comentários novos.",
    );
    const one = input(posts(3), {
      unansweredQuestions: { count: 1, topTopic: { topic: "entrega", label: "Entrega e frete", count: 1 } },
    });
    expect(run("unanswered_questions", one)[0]!.evidence).toBe(
      "1 pergunta feita nos comentários nos últimos 30 dias está sem resposta da conta há mais de 24 h; ela é sobre entrega e frete.",
    );
    const others = input(posts(3), {
      unansweredQuestions: { count: 2, topTopic: { topic: "outros", label: "Outras perguntas", count: 2 } },
    });
    expect(run("unanswered_questions", others)[0]!.evidence).toBe(
      "2 perguntas feitas nos comentários nos últimos 30 dias estão sem resposta da conta há mais de 24 h.",
    );
  });

  it("stays silent on rates when the follower count is unknown", () => {
    expect(run("best_hour", { ...cases.best_hour!.fires, followersEnd: null })).toEqual([]);
    expect(run("caption_questions", { ...cases.caption_questions!.fires, followersEnd: 0 })).toEqual([]);
  });
});

describe("evidence from the owner's insights", () => {
  it("compares the formats' saves and shares per post: 'Seus Reels têm 2,3x mais salvamentos que os carrosséis'", () => {
    const [saves] = run("saves_by_format", cases.saves_by_format!.fires);
    expect(saves!.title).toBe("Seus Reels têm 2,3x mais salvamentos que os carrosséis");
    expect(saves!.evidence).toBe(
      "Seus Reels tiveram em média 46 salvamentos por publicação nos últimos 30 dias, contra 20 dos carrosséis.",
    );
    expect(saves!.sample).toBe("4 publicações em Reels e 4 em carrosséis com salvamentos informados");
    const [shares] = run("shares_by_format", cases.shares_by_format!.fires);
    expect(shares!.title).toBe("Seus Reels têm 3,0x mais compartilhamentos que os carrosséis");
  });

  it("leaves out the posts whose figure the network did not give, never counting them as 0", () => {
    const data = input([
      ...reelsAndCarousels(4, withInsights(46, 5), withInsights(20, 5)),
      ...posts(4, () => ({ type: "sidecar", insights: { reach: null, saved: null, shares: null } })),
    ]);
    expect(run("saves_by_format", data)[0]!.evidence).toBe(
      "Seus Reels tiveram em média 46 salvamentos por publicação nos últimos 30 dias, contra 20 dos carrosséis.",
    );
  });

  it("says nothing of saves or shares on TikTok, whose formats are durations", () => {
    expect(run("saves_by_format", { ...cases.saves_by_format!.fires, platform: "tiktok" })).toEqual([]);
  });

  it("names the audience's peak hours and how few posts went out near them", () => {
    const [found] = run("audience_hours", cases.audience_hours!.fires);
    expect(found!.title).toBe("Publique quando seus seguidores estão online: quarta-feira às 20h");
    expect(found!.evidence).toBe(
      "Seus seguidores ficam mais online quarta-feira às 20h (812 online), quarta-feira às 21h (790 online) e domingo às 19h (640 online), horário de Brasília, mas só 0 de 8 publicações nos últimos 30 dias saíram até 1 hora antes ou depois desses horários.",
    );
  });

  it.each([
    // An hour before or after a peak counts as near it, across midnight too (Saturday 23h is next to Sunday 0h).
    [[{ weekday: 0, hour: 0, followers: 500 }], at(2, 23), true],
    [[{ weekday: 3, hour: 20, followers: 500 }], at(6, 19), true],
    [[{ weekday: 3, hour: 20, followers: 500 }], at(6, 21), true],
    [[{ weekday: 3, hour: 20, followers: 500 }], at(6, 22), false],
    [[{ weekday: 3, hour: 20, followers: 500 }], at(5, 20), false],
  ])("counts a post near the peaks %j when published at %s: %s", (peaks, when, near) => {
    // Five posts far from every peak, plus the one tested: near, it is 1 of 6 (17%, still under 25%),
    // so the evidence's count says whether it was counted.
    const list = [...posts(5, (i) => ({ at: at(i, 4) })), post({ at: when })];
    const [found] = run("audience_hours", input(list, { audienceBestHours: peaks }));
    expect(found!.evidence).toContain(`só ${near ? 1 : 0} de 6 publicações`);
  });

  it("writes the reach's fall with the dashboard's change format", () => {
    expect(run("reach_drop", cases.reach_drop!.fires)[0]!.evidence).toBe(
      "O alcance da conta nos últimos 30 dias foi de 7.500, contra 10.000 no período anterior (-25,0%).",
    );
    // Without a previous period covered there is nothing to compare.
    expect(run("reach_drop", input(posts(6), { reach: { value: 7_500, previous: null } }))).toEqual([]);
  });
});

describe("engine", () => {
  it("ranks by priority, the larger gap first, and is deterministic", () => {
    const data = input(
      posts(12, (i) => ({
        type: i < 6 ? "clips" : ("image" as PostType),
        likes: i < 6 ? 900 : 150,
        comments: 1,
        caption: "Post",
      })),
      { engagementRate: { value: 1, previous: 3 }, previousPosts: 10, followersSeries: series(30, 10_000, 9_000) },
    );
    const first = computeRecommendations(data);
    expect(first.map((r) => r.id)).toEqual(computeRecommendations(data).map((r) => r.id));
    expect(first.length).toBeGreaterThan(3);
    for (let i = 1; i < first.length; i++) expect(first[i - 1]!.priority).toBeGreaterThanOrEqual(first[i]!.priority);
    expect(first.map((r) => r.id)).toEqual(expect.arrayContaining(["format_best", "engagement_drop", "follower_loss"]));
  });

  it("says nothing on an empty period", () => {
    expect(computeRecommendations(input([], { followersSeries: [] }))).toEqual([]);
  });

  it("gates tiers by the plans catalogue: Start essential, Go trends, Pro improvements", () => {
    expect([canSeeTier("basic", "essential"), canSeeTier("basic", "trend"), canSeeTier("basic", "improvement")]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canSeeTier("advanced", "trend"), canSeeTier("advanced", "improvement")]).toEqual([true, false]);
    expect(canSeeTier("sparks_pro", "improvement")).toBe(true);
  });
});
