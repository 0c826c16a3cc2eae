import { describe, expect, it } from "vitest";
import type { PeriodAnalytics, PeriodPost } from "../analytics/analytics-responses";
import { accountKeyFigures, bestPostPerNetwork, describeAccountKeyFigures, describeBestPost } from "./client-key-figures";

const metric = (value: number | null) => ({
  available: true as const,
  reason: null,
  value,
  previous: null,
  change: null,
  difference: null,
});
const unavailable = (reason: string) => ({
  available: false as const,
  reason,
  value: null,
  previous: null,
  change: null,
  difference: null,
});

function analytics(overrides: Partial<PeriodAnalytics["metrics"]>, insights?: PeriodAnalytics["insights"]): PeriodAnalytics {
  return {
    metrics: {
      followers: metric(1200),
      followerGrowth: metric(12),
      posts: metric(3),
      engagementRate: metric(4),
      likes: metric(100),
      comments: metric(20),
      views: metric(null),
      reach: unavailable("Disponível apenas para contas conectadas pelo login do Instagram."),
      accountsEngaged: unavailable("x"),
      totalInteractions: unavailable("x"),
      ...overrides,
    },
    ...(insights ? { insights } : {}),
  } as PeriodAnalytics;
}

const post = (id: string, likes: number, comments: number, publishedAt: string, shares?: number): PeriodPost => ({
  id,
  type: "image",
  caption: id,
  permalink: `https://exemplo.com/${id}`,
  thumbnailUrl: "",
  publishedAt,
  likes,
  comments,
  views: null,
  ...(shares !== undefined ? { shares } : {}),
  engagementRate: 1,
});

describe("a client's key figures", () => {
  it("take each account's period figures, interactions by its network's definition", () => {
    const instagram = accountKeyFigures({ id: "a", platform: "instagram", username: "loja" }, analytics({}));
    expect(instagram).toMatchObject({ followers: { value: 1200 }, interactions: { value: 120 }, posts: { value: 3 } });
    const tiktok = accountKeyFigures({ id: "b", platform: "tiktok", username: "loja.tt" }, analytics({ shares: metric(30) }));
    expect(tiktok.interactions).toEqual({ value: 150, unavailable: null });
  });

  it("show reach where there is an owner's insight, and the reason where there is none, never a 0", () => {
    const withoutInsight = accountKeyFigures({ id: "a", platform: "instagram", username: "loja" }, analytics({}));
    expect(withoutInsight.reach).toEqual({
      value: null,
      unavailable: "Disponível apenas para contas conectadas pelo login do Instagram.",
    });
    const gap = {
      value: null,
      previous: null,
      change: null,
      difference: null,
      unavailable: { reason: "username_connection" as const, permission: null },
    };
    const insights = { unavailable: null, reach: gap } as unknown as PeriodAnalytics["insights"];
    expect(accountKeyFigures({ id: "a", platform: "instagram", username: "loja" }, analytics({}, insights)).reach).toEqual({
      value: null,
      unavailable: "Conexão por usuário: só a conta conectada pelo login do Instagram mostra este dado.",
    });
    const reached = {
      unavailable: null,
      reach: { ...gap, value: 5432, unavailable: null },
    } as unknown as PeriodAnalytics["insights"];
    expect(accountKeyFigures({ id: "a", platform: "instagram", username: "loja" }, analytics({}, reached)).reach).toEqual({
      value: 5432,
      unavailable: null,
    });
  });

  it("pick the best post of each network across its accounts, the newest on a tie", () => {
    const best = bestPostPerNetwork([
      { platform: "instagram", username: "um", posts: [post("a", 10, 1, "2026-11-01T12:00:00.000Z")] },
      {
        platform: "instagram",
        username: "dois",
        posts: [post("b", 9, 2, "2026-11-02T12:00:00.000Z"), post("c", 1, 0, "2026-11-03T12:00:00.000Z")],
      },
      { platform: "tiktok", username: "tt", posts: [post("d", 5, 0, "2026-11-01T12:00:00.000Z", 10)] },
    ]);
    expect(best.map((row) => [row.platform, row.username, row.id, row.interactions])).toEqual([
      ["instagram", "dois", "b", 11],
      ["tiktok", "tt", "d", 15],
    ]);
    expect(describeBestPost(best[1]!)).toBe("Melhor publicação no TikTok: @tt, 15 interações.");
  });

  it("are written in a line for the e-mail's body, a missing figure with its reason", () => {
    const figures = accountKeyFigures(
      { id: "a", platform: "instagram", username: "loja" },
      analytics({ followers: metric(12345) }),
    );
    expect(describeAccountKeyFigures(figures)).toBe(
      "@loja (Instagram): 12.345 seguidores · alcance indisponível (Disponível apenas para contas conectadas pelo login do Instagram.) · 120 interações · 3 publicações",
    );
  });
});
