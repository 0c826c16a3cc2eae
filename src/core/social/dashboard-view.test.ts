import { describe, expect, it } from "vitest";
import { buildDashboardView, listCap, withFollowersNow } from "./dashboard-view";

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
    const view = buildDashboardView({
      source: "demo",
      profileData,
      relatedProfiles: Array.from({ length: 9 }, (_, i) => related(i)),
    })!;
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
    expect(buildDashboardView({ source: "demo", profileData, relatedProfiles: "?" })).toMatchObject({
      relatedProfiles: [],
      relatedProfilesTotal: 0,
    });
    expect(buildDashboardView({ source: "demo", profileData: { username: 1 }, relatedProfiles: [] })).toBeUndefined();
  });
});

describe("withFollowersNow (decision 023: the latest day row is the account's followers now)", () => {
  const view = buildDashboardView({ source: "demo", profileData, relatedProfiles: [] })!;

  it("leaves a view whose collection is the latest day as it is", () => {
    expect(withFollowersNow(view, 2000)).toBe(view);
    expect(withFollowersNow(view, null)).toBe(view);
  });

  it.each([
    // likes 10 x (1..20) = 2100, comments 210 over 20 posts: (105 + 10,5) / 1000 x 100 = 11,55.
    [1000, 11.55],
    // (105 + 10,5) / 1900 x 100 = 6,0789... -> 6,08.
    [1900, 6.08],
    // No followers: no rate, as computeEngagementRate says.
    [0, 0],
  ])("shows %i followers and the engagement rate over them", (followers, engagementRate) => {
    const now = withFollowersNow(view, followers);
    expect(now.profile.followersCount).toBe(followers);
    expect(now.metrics).toEqual({ ...view.metrics, followersCount: followers, engagementRate });
  });
});
