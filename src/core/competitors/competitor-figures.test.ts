import { describe, expect, it } from "vitest";
import { describeCompetitorsOverLimit, competitorAddonProration } from "./addon";
import {
  engagementShare,
  formatMix,
  postsPerWeek,
  rankOf,
  topHashtags,
  weeklyEngagementSeries,
  type ProfileFigures,
} from "./competitor-figures";

const profile = (id: string, values: Partial<ProfileFigures>): ProfileFigures => ({
  profileId: id,
  kind: "competitor",
  platform: "instagram",
  username: id,
  displayName: null,
  avatarUrl: null,
  collecting: false,
  followers: null,
  growth: null,
  posts: 0,
  postsPerWeek: null,
  engagementRate: null,
  averageLikes: null,
  averageComments: null,
  interactions: 0,
  formatMix: [],
  topHashtags: [],
  bestPost: null,
  topPosts: [],
  followersSeries: [],
  engagementSeries: [],
  ...values,
});

describe("competitor figures", () => {
  it("ranks the own profile among those with a value (1 = highest), null without one", () => {
    const own = profile("eu", { kind: "own", followers: 500, engagementRate: null });
    const all = [own, profile("a", { followers: 900 }), profile("b", { followers: 100 }), profile("c", { followers: null })];
    expect(rankOf(own, all, "followers")).toEqual({ position: 2, of: 3 });
    expect(rankOf(own, all, "engagementRate")).toEqual({ position: null, of: 0 });
    expect(rankOf(null, all, "followers")).toEqual({ position: null, of: 3 });
  });

  it("shares engagement by interactions, 0 for everyone when nobody has any", () => {
    expect(
      engagementShare([profile("a", { interactions: 300 }), profile("b", { interactions: 100 })]).map((s) => s.share),
    ).toEqual([0.75, 0.25]);
    expect(engagementShare([profile("a", {}), profile("b", {})]).map((s) => s.share)).toEqual([0, 0]);
  });

  it("counts posts per week, formats and tags (a tag once per post)", () => {
    expect(postsPerWeek(12, "2026-01-01", "2026-01-28")).toBe(3);
    expect(formatMix([{ type: "image" }, { type: "clips" }, { type: "clips" }, { type: "clips" }])).toEqual([
      { type: "image", posts: 1, share: 0.25 },
      { type: "clips", posts: 3, share: 0.75 },
    ]);
    expect(topHashtags([{ hashtags: ["moda", "Moda", "verao"] }, { hashtags: ["moda"] }, { hashtags: ["avulsa"] }], 2)).toEqual([
      { tag: "moda", posts: 2 },
      { tag: "avulsa", posts: 1 },
    ]);
  });

  it("gives one engagement rate per 7-day slice ending on the period's last day", () => {
    const at = (day: string) => new Date(`${day}T15:00:00Z`);
    const series = weeklyEngagementSeries(
      [
        { type: "image", publishedAt: at("2026-01-13"), likes: 90, comments: 10 },
        { type: "image", publishedAt: at("2026-01-02"), likes: 40, comments: 10 },
      ],
      "2026-01-01",
      "2026-01-14",
      () => 1000,
    );
    expect(series).toEqual([
      { day: "2026-01-07", engagementRate: 5 },
      { day: "2026-01-14", engagementRate: 10 },
    ]);
  });
});

describe("Start's add-on", () => {
  it("prorates R$ 9,90 over what is left of the period", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    expect(competitorAddonProration(new Date("2026-04-01T00:00:00Z"), now)).toBe(990);
    expect(competitorAddonProration(new Date("2026-03-15T00:00:00Z"), now)).toBe(495);
  });

  it("refuses a plan whose competitors can't hold the tracked ones", () => {
    expect(describeCompetitorsOverLimit("advanced", 5)).toBeNull();
    expect(describeCompetitorsOverLimit("advanced", 6)).toMatch(/^O Inteligram Go permite até 5 concorrentes/);
    expect(describeCompetitorsOverLimit("basic", 0)).toBeNull();
    expect(describeCompetitorsOverLimit("basic", 2)).toMatch(/não inclui concorrentes/);
  });
});
