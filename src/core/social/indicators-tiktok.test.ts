import { describe, expect, it } from "vitest";
import { computeIndicators, formatIndicatorValue, INDICATOR_IDS, NOT_APPLICABLE_TEXT } from "./indicators";
import { notApplicableReason } from "./indicator-catalogue";
import { profileDataSchema } from "./profile-data";

// Decision 029: indicators that mean nothing on TikTok are "não se aplica" with the reason.
const now = new Date("2026-11-27T12:00:00.000Z");
const profile = profileDataSchema.parse({
  username: "criadora",
  followersCount: 5000,
  followsCount: 10,
  postsCount: 6,
  latestPosts: Array.from({ length: 6 }, (_, i) => ({
    id: `v${i}`,
    type: "video",
    caption: `Receita ${i} com @amiga #receita #cozinha`,
    hashtags: ["receita", "cozinha"],
    mentions: ["amiga"],
    timestamp: new Date(now.getTime() - (i + 1) * 86_400_000).toISOString(),
    likesCount: 100 + i * 10,
    commentsCount: 10,
    sharesCount: 20,
    videoViewCount: 3000,
    videoDuration: 20,
  })),
});

describe("indicators on TikTok", () => {
  const tiktok = computeIndicators({ profile, relatedProfilesCount: 0, snapshots: [], now, platform: "tiktok" });
  const instagram = computeIndicators({ profile, relatedProfilesCount: 0, snapshots: [], now });

  it("are 'não se aplica' with the reason for the video share and networking, never 0", () => {
    expect(tiktok.video_content_ratio).toEqual({
      value: null,
      score: null,
      sufficient: false,
      notApplicable: { reason: "No TikTok, todas as publicações são vídeos." },
    });
    expect(tiktok.networking_score).toEqual({
      value: null,
      score: null,
      sufficient: false,
      notApplicable: { reason: "O TikTok não informa marcações nem perfis relacionados." },
    });
    expect(formatIndicatorValue("networking_score", tiktok.networking_score)).toBe(NOT_APPLICABLE_TEXT);
    expect(notApplicableReason("tiktok", "comment_like_ratio")).toBeNull();
  });

  it("computes the other ten, with shares among the interactions", () => {
    for (const id of INDICATOR_IDS) {
      if (id === "video_content_ratio" || id === "networking_score") continue;
      expect(tiktok[id].notApplicable, id).toBeUndefined();
      expect(tiktok[id].sufficient, id).toBe(true);
    }
    // Authority: 10 x log10(5000) + 10 x rate; TikTok's rate counts the 20 shares of each video.
    expect(tiktok.authority_index.score!).toBeGreaterThan(instagram.authority_index.score!);
    // The comment/like ratio reads likes and comments alone on both networks.
    expect(tiktok.comment_like_ratio).toEqual(instagram.comment_like_ratio);
  });

  it("are still computed on Instagram", () => {
    expect(instagram.video_content_ratio).toEqual({ value: 100, score: 100, sufficient: true });
    expect(instagram.networking_score.sufficient).toBe(true);
    expect(instagram.networking_score.value).toBe(100);
    for (const id of INDICATOR_IDS) expect(instagram[id].notApplicable, id).toBeUndefined();
  });
});
