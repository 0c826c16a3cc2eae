import { describe, expect, it } from "vitest";
import { interactionsOf } from "./engagement";

describe("interactionsOf (decision 029)", () => {
  it("adds likes and comments on Instagram, ignoring shares", () => {
    expect(interactionsOf("instagram", { likes: 10, comments: 3, shares: 7 })).toBe(13);
  });
  it("adds shares on TikTok, a missing count as none", () => {
    expect(interactionsOf("tiktok", { likes: 10, comments: 3, shares: 7 })).toBe(20);
    expect(interactionsOf("tiktok", { likes: 10, comments: 3, shares: null })).toBe(13);
  });
});
