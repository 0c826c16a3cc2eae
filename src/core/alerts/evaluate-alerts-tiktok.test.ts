import { describe, expect, it } from "vitest";
import { evaluateAlerts, type AlertAccountState } from "./evaluate-alerts";

// Decision 029: a TikTok account's alerts read its interactions with the shares.
const today = "2026-11-24";
const noon = (daysAgo: number) => new Date(Date.parse(`${today}T15:00:00Z`) - daysAgo * 86_400_000);
const rule = (kind: "viral_post" | "engagement_drop", threshold: number) => ({
  id: `rule-${kind}`,
  kind,
  threshold,
  enabled: true,
  accountId: null,
});

function state(platform: "instagram" | "tiktok", sharesOfNewest: number): AlertAccountState {
  return {
    accountId: "acc",
    username: "criadora",
    platform,
    today,
    needsReconnect: false,
    days: [],
    followersEnd: 10_000,
    // The newest video has ordinary likes and comments, and is shared a lot.
    posts: [
      { id: "novo", publishedAt: noon(1), likes: 200, comments: 10, shares: sharesOfNewest },
      ...Array.from({ length: 9 }, (_, i) => ({
        id: `p${i}`,
        publishedAt: noon(3 + i * 3),
        likes: 200,
        comments: 10,
        shares: 10,
      })),
    ],
    runs: [],
  };
}

describe("a TikTok account's alerts", () => {
  it("see a video that stands out by its shares", () => {
    const events = evaluateAlerts(state("tiktok", 600), [rule("viral_post", 3)]);
    expect(events.map((event) => event.eventKey)).toEqual(["viral_post:acc:novo"]);
    // 200 + 10 + 600 interactions, against the median of 200 + 10 + 10.
    expect(events[0]!.body).toContain("810 interações");
  });

  it("are Instagram's as before: shares a source reports do not count there", () => {
    expect(evaluateAlerts(state("instagram", 600), [rule("viral_post", 3)])).toEqual([]);
  });

  // docs/decisions/033-account-labels.md: the same username may be on Instagram too.
  it("name the account's network, in the title and in what to reconnect", () => {
    const [viral] = evaluateAlerts(state("tiktok", 600), [rule("viral_post", 3)]);
    expect(viral!.title).toBe("Uma publicação de @criadora (TikTok) está em destaque");
    const [reconnect] = evaluateAlerts({ ...state("tiktok", 0), needsReconnect: true }, [
      { id: "rule-reconnect", kind: "reconnect_needed", threshold: null, enabled: true, accountId: null },
    ]);
    expect([reconnect!.title, reconnect!.body]).toEqual([
      "Reconecte @criadora (TikTok)",
      "A conexão com o TikTok expirou. Reconecte a conta para voltar a coletar os dados.",
    ]);
  });
});
