import { describe, expect, it } from "vitest";
import { summarizeByFormat, totalPeriodPosts } from "../analytics/period-summary";
import { computeRecommendations } from "./engine";
import type { EnginePost, RecommendationInput } from "./types";

// Decision 029: TikTok gets the rules that apply to video (duration, posting time); the ones about
// Instagram's formats (photos, carousels, Reels against the feed) say nothing.
const base = Date.parse("2026-10-01T15:00:00Z");
const day = 86_400_000;

function video(i: number, spec: Partial<EnginePost> & { duration: number }): EnginePost {
  return {
    id: `v${i}`,
    type: "video",
    publishedAt: new Date(base + i * day),
    likes: 200,
    comments: 10,
    views: 5000,
    caption: "Um vídeo",
    shares: 10,
    ...spec,
  };
}

function input(posts: EnginePost[], platform: "instagram" | "tiktok"): RecommendationInput {
  return {
    platform,
    preset: "30d",
    periodDays: 30,
    followersEnd: 10_000,
    followersSeries: [],
    engagementRate: { value: totalPeriodPosts(posts, 10_000, platform).engagementRate, previous: null },
    previousPosts: null,
    byFormat: summarizeByFormat(posts, 10_000, platform),
    posts,
  };
}

// Short videos engage far more; long ones little.
const posts = [
  ...Array.from({ length: 5 }, (_, i) => video(i, { duration: 12, likes: 500, shares: 80 })),
  ...Array.from({ length: 5 }, (_, i) => video(5 + i, { duration: 90, likes: 150 })),
];

describe("recommendations for a TikTok account", () => {
  it("compare durations and never speak of carousels, photos or Reels", () => {
    const found = computeRecommendations(input(posts, "tiktok"));
    const ids = found.map((item) => item.id);
    expect(ids).toContain("video_duration_best");
    expect(ids).not.toContain("format_best");
    expect(ids).not.toContain("format_try_reels");
    const duration = found.find((item) => item.id === "video_duration_best")!;
    expect(duration.title).toBe("Aposte mais em vídeos de até 15 s");
    for (const item of found)
      expect([item.title, item.evidence, item.action, item.effect].join(" "), item.id).not.toMatch(/carross|fotos|Reels/i);
  });

  it("count shares in the rates the evidence quotes", () => {
    const [duration] = computeRecommendations(input(posts, "tiktok")).filter((item) => item.id === "video_duration_best");
    // Short: (500 + 10 + 80) / 10000 x 100 = 5.90%; long: (150 + 10 + 10) / 10000 x 100 = 1.70%.
    expect(duration!.evidence).toContain("(5,90% contra 1,70%)");
  });

  it("leave the duration rule out of an Instagram account", () => {
    expect(computeRecommendations(input(posts, "instagram")).map((item) => item.id)).not.toContain("video_duration_best");
  });
});

describe("the words of a TikTok account's recommendations", () => {
  const hourOf = (i: number) => (i < 4 ? 19 : 10);
  // Four videos at 19h engage three times the rest; every caption carries the same 15 hashtags.
  const tagged = Array.from({ length: 12 }, (_, i) =>
    video(i, {
      duration: 20,
      publishedAt: new Date(base + i * day + (hourOf(i) - 12) * 3_600_000),
      likes: i < 4 ? 600 : 200,
      caption: `Vídeo novo ${Array.from({ length: 15 }, (_, t) => `#tag${t}`).join(" ")}`,
    }),
  );
  const dropping: RecommendationInput = {
    ...input(tagged, "tiktok"),
    engagementRate: { value: 2, previous: 3.2 },
    previousPosts: 12,
    unansweredQuestions: { count: 3, topTopic: { topic: "preco", label: "Preço", count: 2 } },
  };

  it("name TikTok where a rule speaks of the network, never Instagram", () => {
    const found = computeRecommendations(dropping);
    const byId = new Map(found.map((item) => [item.id, item]));
    for (const id of ["best_hour", "hashtag_count", "engagement_drop", "unanswered_questions"])
      expect(byId.has(id), id).toBe(true);
    expect(byId.get("best_hour")!.effect).toContain("que o TikTok usa para distribuir o vídeo");
    expect(byId.get("hashtag_count")!.effect).toContain("ajudam o TikTok a entender o assunto do vídeo");
    expect(byId.get("engagement_drop")!.effect).toContain("o alcance que o TikTok dá a vídeos com boa interação");
    expect(byId.get("unanswered_questions")!.why).toContain("Comentários apagados no TikTok não contam.");
    for (const item of found) {
      expect([item.title, item.evidence, item.action, item.effect, item.sample, item.why].join(" "), item.id).not.toContain(
        "Instagram",
      );
    }
  });

  it("keep Instagram's name for an Instagram account", () => {
    const found = computeRecommendations({
      ...dropping,
      platform: "instagram",
      byFormat: summarizeByFormat(tagged, 10_000, "instagram"),
    });
    expect(found.find((item) => item.id === "best_hour")!.effect).toContain("que o Instagram usa para distribuir o post");
  });
});
