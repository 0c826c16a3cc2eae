import { profileDataSchema } from "@core/social/profile-data";
import { describe, expect, it } from "vitest";
import { createDemoProfile } from "../instagram/demo";
import { createTikTokDemoProfile } from "./demo";

const now = new Date("2026-11-20T15:00:00Z");

describe("TikTok demo source", () => {
  it("gives the same creator for the same username and day, every post a video with views, duration and shares", () => {
    const first = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 30, now });
    const second = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 30, now });
    expect(second).toEqual(first);
    expect(() => profileDataSchema.parse(first.profile)).not.toThrow();
    expect(first.profile.latestPosts.length).toBeGreaterThan(0);
    for (const post of first.profile.latestPosts) {
      expect(post.type).toBe("video");
      expect(post.videoDuration).toBeGreaterThanOrEqual(7);
      expect(post.videoViewCount).toBeGreaterThan(post.likesCount);
      expect(post.sharesCount).toBeGreaterThanOrEqual(0);
      expect(post.url).toBe(`https://www.tiktok.com/@padariadoze/video/${post.id}`);
    }
    expect(first.profile.url).toBe("https://www.tiktok.com/@padariadoze");
    expect(first.relatedProfiles).toEqual([]);
    expect(first.profile.businessCategoryName).toBeNull();
  });

  it("draws every thumbnail as a video's, labelled 'Vídeo', never with Instagram's formats", () => {
    const { profile } = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 30, now });
    const labels = profile.latestPosts.map((post) => /<text[^>]*>([^<]*)<\/text>/.exec(decodeURIComponent(post.displayUrl))?.[1]);
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(["Vídeo"]));
  });

  it("keeps each post's comment count, so the comments read with a collection add up to it", () => {
    const instagram = createDemoProfile({ username: "padariadoze", postsLimit: 30, now });
    const tiktok = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 30, commentsLimit: 100, now });
    expect(tiktok.profile.latestPosts.map((post) => post.commentsCount)).toEqual(
      instagram.profile.latestPosts.map((post) => post.commentsCount),
    );
    expect(tiktok.comments?.length).toBeGreaterThan(0);
  });

  it("drifts with time: a later day has as many or more views on an older video", () => {
    const today = createTikTokDemoProfile({ username: "padariadoze", postsLimit: 30, now });
    const later = createTikTokDemoProfile({
      username: "padariadoze",
      postsLimit: 30,
      now: new Date(now.getTime() + 3 * 86_400_000),
    });
    const old = today.profile.latestPosts.at(-1)!;
    const again = later.profile.latestPosts.find((post) => post.id === old.id)!;
    expect(again.likesCount).toBeGreaterThanOrEqual(old.likesCount);
  });
});
