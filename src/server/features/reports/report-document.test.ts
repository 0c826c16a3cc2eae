import type { ProfileFigures } from "@core/competitors/competitor-figures";
import { describe, expect, it } from "vitest";
import { competitorFigureCells } from "./report-document";

const profile: ProfileFigures = {
  profileId: "p1",
  kind: "competitor",
  platform: "instagram",
  username: "rival",
  displayName: null,
  avatarUrl: null,
  collecting: false,
  followers: 982_999,
  growth: 7_179,
  posts: 24,
  postsPerWeek: 5.6,
  engagementRate: 3.61,
  averageLikes: 38_350,
  averageComments: 45.5,
  interactions: 0,
  formatMix: [],
  topHashtags: [],
  bestPost: null,
  topPosts: [],
  followersSeries: [],
  engagementSeries: [],
};

describe("the report's competitors table", () => {
  it("writes counts in full, a large average without a needless decimal and a small one with its decimal", () => {
    expect(competitorFigureCells(profile)).toEqual(["982.999", "+7.179", "5,6", "3,61%", "38.350", "45,5"]);
  });
});
