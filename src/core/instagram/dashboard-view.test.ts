import { describe, expect, it } from "vitest";
import { buildDashboardView, listCap } from "./dashboard-view";

const post = (n: number) => ({
  id: `p${n}`,
  type: n % 3 === 0 ? "clips" : "image",
  timestamp: `2026-11-${String(n).padStart(2, "0")}T12:00:00Z`,
  likesCount: 10 * n,
  commentsCount: n,
  ...(n % 3 === 0 ? { videoViewCount: 100 * n, videoDuration: 20 } : {}),
});
const related = (n: number) => ({ id: `r${n}`, username: `perfil_${n}`, full_name: `Perfil ${n}` });

const profileData = {
  username: "loja",
  followersCount: 2000,
  followsCount: 150,
  postsCount: 321,
  latestPosts: Array.from({ length: 20 }, (_, i) => post(i + 1)),
  latestIgtvVideos: [],
};

describe("buildDashboardView", () => {
  it("keeps the profile without its lists, the five metrics over every post, and each list capped at 6", () => {
    const view = buildDashboardView({ source: "demo", profileData, relatedProfiles: Array.from({ length: 9 }, (_, i) => related(i)) })!;
    expect(view.profile).toMatchObject({ username: "loja", followersCount: 2000 });
    expect(view.profile).not.toHaveProperty("latestPosts");
    expect(view.profile).not.toHaveProperty("latestIgtvVideos");
    expect(view.metrics.videosCount).toBe(6);
    expect(view.recentPosts.map((item) => item.id)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6"]);
    expect(view.recentVideos.map((item) => item.id)).toEqual(["p3", "p6", "p9", "p12", "p15", "p18"]);
    expect(view.relatedProfiles).toHaveLength(listCap);
    expect(view.relatedProfilesTotal).toBe(9);
  });

  it("lists no related profiles when the stored ones are unreadable, and nothing for a profile without the collected shape", () => {
    expect(buildDashboardView({ source: "demo", profileData, relatedProfiles: "?" })).toMatchObject({ relatedProfiles: [], relatedProfilesTotal: 0 });
    expect(buildDashboardView({ source: "demo", profileData: { username: 1 }, relatedProfiles: [] })).toBeUndefined();
  });
});
