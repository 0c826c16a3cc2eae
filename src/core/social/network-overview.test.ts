import { describe, expect, it } from "vitest";
import { summarizeNetworks } from "./network-overview";
import { hasSeveralNetworks } from "./platforms";

describe("summarizeNetworks", () => {
  it("sums each network's accounts, TikTok's interactions with shares, in the order of the networks", () => {
    const result = summarizeNetworks([
      { platform: "tiktok", followers: 500, posts: 2, likes: 100, comments: 10, shares: 5 },
      { platform: "instagram", followers: 1000, posts: 3, likes: 200, comments: 20, shares: 9 },
      { platform: "instagram", followers: null, posts: 1, likes: 10, comments: 1, shares: 0 },
    ]);
    expect(result).toEqual([
      { platform: "instagram", accounts: 2, followers: 1000, interactions: 231, posts: 4 },
      { platform: "tiktok", accounts: 1, followers: 500, interactions: 115, posts: 2 },
    ]);
  });

  it("leaves followers unknown (null, never 0) before any collection", () => {
    expect(summarizeNetworks([{ platform: "tiktok", followers: null, posts: 0, likes: 0, comments: 0, shares: 0 }])).toEqual([
      { platform: "tiktok", accounts: 1, followers: null, interactions: 0, posts: 0 },
    ]);
  });
});

describe("hasSeveralNetworks", () => {
  it("is true only with accounts on two networks", () => {
    expect(hasSeveralNetworks([{ platform: "instagram" }, { platform: "instagram" }])).toBe(false);
    expect(hasSeveralNetworks([{ platform: "instagram" }, { platform: "tiktok" }])).toBe(true);
  });
});
