import { describe, expect, it } from "vitest";
import type { Platform } from "../social/platforms";
import { computeRecommendations } from "./engine";
import type { CompetitorFigures, EnginePost, RecommendationInput } from "./types";

// docs/decisions/034-competitors-per-network.md: an account is compared with the competitors of
// its own network only; another network's followers, rates and rhythm are not its race.
const base = Date.parse("2026-10-01T15:00:00Z");
const day = 86_400_000;

/** Six posts a week apart: about 1,4 a week, 2% engagement over 10.000 followers. */
const posts: EnginePost[] = Array.from({ length: 6 }, (_, i) => ({
  id: `p${i}`,
  type: "video",
  publishedAt: new Date(base + i * 5 * day),
  likes: 190,
  comments: 10,
  views: 4000,
  caption: "Um vídeo",
  shares: 0,
}));

function input(platform: Platform, competitors: CompetitorFigures[]): RecommendationInput {
  return {
    platform,
    preset: "30d",
    periodDays: 30,
    followersEnd: 10_000,
    followersSeries: [],
    engagementRate: { value: 2, previous: null },
    previousPosts: null,
    byFormat: [],
    posts,
    competitors,
  };
}

// Far ahead in followers, engagement and rhythm: every competitor rule would speak of it.
const leader = (platform: Platform, username: string): CompetitorFigures => ({
  platform,
  username,
  followers: 50_000,
  engagementRate: 6,
  posts: 30,
});
// Just behind the account on every column: no competitor rule speaks of it.
const behind = (platform: Platform, username: string): CompetitorFigures => ({
  platform,
  username,
  followers: 9_000,
  engagementRate: 1.5,
  posts: 4,
});

const competitorRules = ["competitor_followers_gap", "competitor_engagement_gap", "competitor_frequency_gap"];
const competitorFindings = (found: ReturnType<typeof computeRecommendations>) =>
  found.filter((item) => competitorRules.includes(item.id));

describe("competitor rules compare an account with its own network's competitors", () => {
  it("a TikTok account is not measured against an Instagram leader (and the other way round)", () => {
    expect(
      competitorFindings(
        computeRecommendations(input("tiktok", [leader("instagram", "gigante_insta"), behind("tiktok", "perto_tiktok")])),
      ),
    ).toEqual([]);
    expect(
      competitorFindings(
        computeRecommendations(input("instagram", [leader("tiktok", "gigante_tiktok"), behind("instagram", "perto_insta")])),
      ),
    ).toEqual([]);
  });

  it("names only a same-network leader, and counts only that network's competitors in the sample", () => {
    const found = competitorFindings(
      computeRecommendations(
        input("tiktok", [
          leader("instagram", "gigante_insta"),
          leader("tiktok", "lider_tiktok"),
          behind("tiktok", "perto_tiktok"),
        ]),
      ),
    );
    expect(found.map((item) => item.id).sort()).toEqual([...competitorRules].sort());
    const followers = found.find((item) => item.id === "competitor_followers_gap")!;
    expect(followers.title).toBe("@lider_tiktok está à sua frente em seguidores");
    expect(followers.sample).toBe("2 concorrentes acompanhados");
    expect(found.map((item) => `${item.title} ${item.evidence}`).join(" ")).not.toContain("gigante_insta");
    // The average rhythm is the TikTok competitors' (7 and 0,93 a week), not all three's.
    expect(found.find((item) => item.id === "competitor_frequency_gap")!.evidence).toBe(
      "Seus concorrentes publicaram em média 4,0 vezes por semana; você, 1,4.",
    );
  });

  it("reads a competitor without a network as Instagram's, as the input's own network defaults", () => {
    const { platform: _, ...unlabelled } = leader("instagram", "sem_rede");
    expect(competitorFindings(computeRecommendations({ ...input("instagram", [unlabelled]), platform: undefined })).length).toBe(
      3,
    );
    expect(competitorFindings(computeRecommendations(input("tiktok", [unlabelled])))).toEqual([]);
  });
});
