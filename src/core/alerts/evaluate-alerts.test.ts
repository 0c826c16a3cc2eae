import { describe, expect, it } from "vitest";
import { alertKinds, checkThreshold, defaultAlertRules, type AlertKind } from "./alert-rules";
import { evaluateAlerts, type AlertAccountState } from "./evaluate-alerts";

const today = "2026-11-24";
const noon = (daysAgo: number) => new Date(Date.parse(`${today}T15:00:00Z`) - daysAgo * 86_400_000);

function state(overrides: Partial<AlertAccountState> = {}): AlertAccountState {
  return {
    accountId: "acc",
    username: "marca",
    today,
    needsReconnect: false,
    days: [
      { day: "2026-11-23", followers: 10_000 },
      { day: today, followers: 9_990 },
    ],
    followersEnd: 10_000,
    posts: Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, publishedAt: noon(i * 3), likes: 200, comments: 10 })),
    runs: [{ id: "r1", status: "succeeded" }],
    ...overrides,
  };
}
const rule = (
  kind: AlertKind,
  threshold: number | null = null,
  extra: { enabled?: boolean; accountId?: string | null } = {},
) => ({
  id: `rule-${kind}`,
  kind,
  threshold,
  enabled: extra.enabled ?? true,
  accountId: extra.accountId ?? null,
});
const kinds = (events: ReturnType<typeof evaluateAlerts>) => events.map((event) => event.kind);

describe("alert rules", () => {
  it("creates the default rules of docs/product/features.md: -2% followers, 30% below baseline, 3x median, overtaking, reconnection, 2 failures", () => {
    expect(defaultAlertRules().map((r) => [r.kind, r.threshold])).toEqual([
      ["followers_drop", 2],
      ["engagement_drop", 30],
      ["viral_post", 3],
      ["competitor_overtake", null],
      ["reconnect_needed", null],
      ["collection_failed", 2],
      ["unanswered_questions", 3],
      ["reach_drop", 30],
      ["recommendation_outcome", null],
    ]);
  });

  it("refuses thresholds out of range or on a rule without one, in pt-BR", () => {
    expect(checkThreshold("followers_drop", 0.1)).toBe("O limite deve estar entre 0,5 e 50.");
    expect(checkThreshold("followers_drop", 51)).toBe("O limite deve estar entre 0,5 e 50.");
    expect(checkThreshold("followers_drop", null)).toBe("O limite deve ser um número.");
    expect(checkThreshold("reconnect_needed", 3)).toBe("Este alerta não tem limite para ajustar.");
    expect(checkThreshold("followers_drop", 5)).toBeNull();
    expect(checkThreshold("followers_drop", undefined)).toBeNull();
  });
});

describe("evaluateAlerts", () => {
  it("raises a follower drop of 5% in a day, keyed by account and day", () => {
    const events = evaluateAlerts(
      state({
        days: [
          { day: "2026-11-23", followers: 10_000 },
          { day: today, followers: 9_500 },
        ],
      }),
      [rule("followers_drop", 2)],
    );
    expect(events).toEqual([
      expect.objectContaining({
        kind: "followers_drop",
        eventKey: `followers_drop:acc:${today}`,
        title: "@marca (Instagram) perdeu 5,00% dos seguidores",
        body: "De 10.000 para 9.500 seguidores entre 23/11/2026 e 24/11/2026.",
      }),
    ]);
  });

  it("says nothing for a drop under the member's threshold, a gap between days, or one day only", () => {
    const drop = [
      { day: "2026-11-23", followers: 10_000 },
      { day: today, followers: 9_500 },
    ];
    expect(evaluateAlerts(state({ days: drop }), [rule("followers_drop", 6)])).toEqual([]);
    expect(
      evaluateAlerts(
        state({
          days: [
            { day: "2026-11-21", followers: 10_000 },
            { day: today, followers: 9_500 },
          ],
        }),
        [rule("followers_drop", 2)],
      ),
    ).toEqual([]);
    expect(evaluateAlerts(state({ days: [{ day: today, followers: 9_500 }] }), [rule("followers_drop", 2)])).toEqual([]);
  });

  it("honours disabled rules and rules for another account", () => {
    const drop = state({
      days: [
        { day: "2026-11-23", followers: 10_000 },
        { day: today, followers: 9_000 },
      ],
    });
    expect(evaluateAlerts(drop, [rule("followers_drop", 2, { enabled: false })])).toEqual([]);
    expect(evaluateAlerts(drop, [rule("followers_drop", 2, { accountId: "other" })])).toEqual([]);
    expect(kinds(evaluateAlerts(drop, [rule("followers_drop", 2, { accountId: "acc" })]))).toEqual(["followers_drop"]);
  });

  it("raises an engagement drop against the 30-day baseline, and not with too few recent posts", () => {
    const posts = [
      ...Array.from({ length: 3 }, (_, i) => ({ id: `w${i}`, publishedAt: noon(i + 1), likes: 50, comments: 0 })),
      ...Array.from({ length: 7 }, (_, i) => ({ id: `m${i}`, publishedAt: noon(10 + i * 2), likes: 400, comments: 0 })),
    ];
    expect(kinds(evaluateAlerts(state({ posts }), [rule("engagement_drop", 30)]))).toEqual(["engagement_drop"]);
    expect(evaluateAlerts(state({ posts: posts.slice(1) }), [rule("engagement_drop", 30)])).toEqual([]);
    expect(evaluateAlerts(state(), [rule("engagement_drop", 30)])).toEqual([]);
  });

  it("raises a post at 3x the median once per post", () => {
    const posts = [...state().posts, { id: "hit", publishedAt: noon(1), likes: 900, comments: 30 }];
    const events = evaluateAlerts(state({ posts }), [rule("viral_post", 3)]);
    expect(events.map((event) => event.eventKey)).toEqual(["viral_post:acc:hit"]);
    expect(evaluateAlerts(state({ posts }), [rule("viral_post", 5)])).toEqual([]);
    expect(evaluateAlerts(state({ posts: posts.slice(-3) }), [rule("viral_post", 3)])).toEqual([]);
  });

  it("quotes the post's interactions in full, as the evidence a reader checks", () => {
    const posts = [...state().posts, { id: "hit", publishedAt: noon(1), likes: 1_204, comments: 30 }];
    const [event] = evaluateAlerts(state({ posts }), [rule("viral_post", 3)]);
    expect(event?.body).toMatch(/^1\.234 interações, /);
  });

  it("keeps the competitor rule idle without competitor data, and raises an overtaking with it", () => {
    expect(evaluateAlerts(state(), [rule("competitor_overtake")])).toEqual([]);
    const withCompetitors = state({
      ownPrevious: { followers: 10_000, engagementRate: 2 },
      ownEngagementRate: 2,
      competitors: [
        { username: "rival", followers: 10_500, previousFollowers: 9_900, engagementRate: 1, previousEngagementRate: 1 },
      ],
    });
    expect(evaluateAlerts(withCompetitors, [rule("competitor_overtake")]).map((e) => e.title)).toEqual([
      "@rival passou @marca (Instagram) em seguidores",
    ]);
    const alreadyAhead = state({
      ownPrevious: { followers: 10_000, engagementRate: 2 },
      competitors: [
        { username: "rival", followers: 12_000, previousFollowers: 11_000, engagementRate: 1, previousEngagementRate: 1 },
      ],
    });
    expect(evaluateAlerts(alreadyAhead, [rule("competitor_overtake")])).toEqual([]);
  });

  it("raises reconnection needed while the account is flagged", () => {
    expect(kinds(evaluateAlerts(state({ needsReconnect: true }), [rule("reconnect_needed")]))).toEqual(["reconnect_needed"]);
    expect(evaluateAlerts(state(), [rule("reconnect_needed")])).toEqual([]);
  });

  it("raises a collection failed twice in a row, keyed by the newest failed run", () => {
    const failedTwice = state({
      runs: [
        { id: "r3", status: "failed" },
        { id: "r2", status: "failed" },
        { id: "r1", status: "succeeded" },
      ],
    });
    expect(evaluateAlerts(failedTwice, [rule("collection_failed", 2)]).map((e) => e.eventKey)).toEqual([
      "collection_failed:acc:r3",
    ]);
    expect(
      evaluateAlerts(
        state({
          runs: [
            { id: "r3", status: "failed" },
            { id: "r2", status: "succeeded" },
          ],
        }),
        [rule("collection_failed", 2)],
      ),
    ).toEqual([]);
    expect(evaluateAlerts(state({ runs: [{ id: "r3", status: "failed" }] }), [rule("collection_failed", 2)])).toEqual([]);
  });

  it("raises 3 or more questions without an answer, keyed by the newest one, naming the most asked topic", () => {
    const waiting = state({
      unansweredQuestions: { count: 4, newestId: "c9", topTopic: { topic: "preco", label: "Preço", count: 3 } },
    });
    expect(evaluateAlerts(waiting, [rule("unanswered_questions", 3)])).toEqual([
      expect.objectContaining({
        kind: "unanswered_questions",
        eventKey: "unanswered_questions:acc:c9",
        title: "@marca (Instagram) tem 4 perguntas sem resposta há mais de 24 h",
        body: "4 perguntas nos comentários dos últimos 30 dias esperam uma resposta da conta. 3 delas são sobre preço. Responder rápido ajuda a não perder vendas.",
      }),
    ]);
    expect(evaluateAlerts(waiting, [rule("unanswered_questions", 5)])).toEqual([]);
    const one = state({
      unansweredQuestions: { count: 1, newestId: "c1", topTopic: { topic: "outros", label: "Outras perguntas", count: 1 } },
    });
    expect(evaluateAlerts(one, [rule("unanswered_questions", 1)]).map((event) => [event.title, event.body])).toEqual([
      [
        "@marca (Instagram) tem 1 pergunta sem resposta há mais de 24 h",
        "Uma pergunta nos comentários dos últimos 30 dias espera uma resposta da conta. Responder rápido ajuda a não perder vendas.",
      ],
    ]);
    // Without comments read, or none unanswered: idle.
    expect(evaluateAlerts(state(), [rule("unanswered_questions", 1)])).toEqual([]);
    expect(
      evaluateAlerts(state({ unansweredQuestions: { count: 0, newestId: null, topTopic: null } }), [
        rule("unanswered_questions", 1),
      ]),
    ).toEqual([]);
  });

  it("counts the questions on the most asked topic, as the recommendation does, never 'a maioria' of a minority", () => {
    const body = (count: number, topTopic: { topic: "entrega" | "preco"; label: string; count: number }) =>
      evaluateAlerts(state({ unansweredQuestions: { count, newestId: "c1", topTopic } }), [rule("unanswered_questions", 1)])[0]!
        .body;
    expect(body(29, { topic: "entrega", label: "Entrega e frete", count: 12 })).toBe(
      "29 perguntas nos comentários dos últimos 30 dias esperam uma resposta da conta. 12 delas são sobre entrega e frete. Responder rápido ajuda a não perder vendas.",
    );
    expect(body(5, { topic: "preco", label: "Preço", count: 5 })).toContain(
      "esperam uma resposta da conta. Todas são sobre preço. Responder",
    );
    expect(body(1, { topic: "preco", label: "Preço", count: 1 })).toContain(
      "espera uma resposta da conta. Ela é sobre preço. Responder",
    );
  });

  const reach = (value: number | null, previous: number | null) =>
    state({ reach: { value, previous, from: "2026-11-16", to: "2026-11-22" } });

  it.each([
    // 40% below the 7 days before, over the default 30%.
    [
      reach(1_200, 2_000),
      30,
      [
        "O alcance de @marca (Instagram) caiu 40%",
        "Alcance de 16/11/2026 a 22/11/2026: 1.200 contas, contra 2.000 nos 7 dias anteriores.",
      ],
    ],
    [
      reach(1_500, 2_000),
      25,
      [
        "O alcance de @marca (Instagram) caiu 25%",
        "Alcance de 16/11/2026 a 22/11/2026: 1.500 contas, contra 2.000 nos 7 dias anteriores.",
      ],
    ],
    [reach(1_500, 2_000), 30, null],
    [reach(2_400, 2_000), 5, null],
    // Too small a base to call a fall, and figures the network did not give: idle, never read as 0.
    [reach(10, 90), 30, null],
    [reach(null, 2_000), 30, null],
    [reach(1_200, null), 30, null],
    [state(), 30, null],
  ])("raises a reach drop (case %#) only at its threshold, keyed by the 7 days' last day", (account, threshold, expected) => {
    const events = evaluateAlerts(account, [rule("reach_drop", threshold)]);
    if (!expected) return expect(events).toEqual([]);
    expect(events.map((event) => [event.title, event.body])).toEqual([expected]);
    expect(events[0]!.eventKey).toBe("reach_drop:acc:2026-11-22");
  });

  it("evaluates the same state to the same event keys", () => {
    const rules = alertKinds.map((kind) => rule(kind, defaultAlertRules().find((r) => r.kind === kind)!.threshold));
    const drop = state({
      needsReconnect: true,
      days: [
        { day: "2026-11-23", followers: 10_000 },
        { day: today, followers: 9_000 },
      ],
    });
    expect(evaluateAlerts(drop, rules).map((e) => e.eventKey)).toEqual(evaluateAlerts(drop, rules).map((e) => e.eventKey));
  });
});
