import { POST_TYPES, profileDataSchema, relatedProfileSchema } from "@core/social/profile-data";
import { describe, expect, it } from "vitest";
import { createDemoDraws, createDemoProfile, createDemoSource } from "./demo";

const now = new Date("2026-03-10T15:00:00.000Z");
const dayMs = 86_400_000;
const typicalUsernames = ["natgeo", "cafe_da_julia", "marcos.fit", "loja.bella_moda", "inteligram", "estudio.rafa", "a1b2c3"];

describe("demo source", () => {
  it("is the 'demo' kind and labels what it returns as demo data", async () => {
    const source = createDemoSource();
    expect(source.kind).toBe("demo");
    const collected = await source.fetchProfile({ username: "natgeo", postsLimit: 30, now });
    expect(collected.source).toBe("demo");
    expect(collected.profile.username).toBe("natgeo");
  });

  it("returns the same data for the same username and day", async () => {
    const source = createDemoSource();
    const first = await source.fetchProfile({ username: "cafe_da_julia", postsLimit: 100, now });
    const again = await createDemoSource().fetchProfile({ username: "cafe_da_julia", postsLimit: 100, now });
    expect(again).toEqual(first);
  });

  it("gives a history the same profile for each day as a collection on that day, its draws shared", async () => {
    const at = [0, 1, 30, 89].map((daysBack) => new Date(now.getTime() - daysBack * dayMs));
    const history = await createDemoSource().fetchHistory!({ username: "marcos.fit", postsLimit: 60, at });
    expect(history).toEqual(at.map((day) => createDemoProfile({ username: "marcos.fit", postsLimit: 60, now: day })));
    // One fetch's draws serve two usernames without mixing them.
    const draws = createDemoDraws();
    expect(createDemoProfile({ username: "natgeo", postsLimit: 30, now }, draws)).toEqual(
      createDemoProfile({ username: "natgeo", postsLimit: 30, now }),
    );
    expect(createDemoProfile({ username: "natgeo2", postsLimit: 30, now }, draws)).toEqual(
      createDemoProfile({ username: "natgeo2", postsLimit: 30, now }),
    );
  });

  it("gives different usernames different profiles", () => {
    const a = createDemoProfile({ username: "natgeo", postsLimit: 30, now });
    const b = createDemoProfile({ username: "natgeo2", postsLimit: 30, now });
    expect(a.profile.followersCount).not.toBe(b.profile.followersCount);
    expect(a.profile.latestPosts[0]?.id).not.toBe(b.profile.latestPosts[0]?.id);
  });

  it("passes the core profile_data and related profile schemas for many usernames", () => {
    for (const username of [...typicalUsernames, "x", "a.b", "_", "user_with_thirty_characters_x", "9999"]) {
      const { profile, relatedProfiles } = createDemoProfile({ username, postsLimit: 200, now });
      expect(profileDataSchema.parse(profile)).toEqual(profile);
      expect(relatedProfileSchema.array().parse(relatedProfiles)).toEqual(relatedProfiles);
      expect(relatedProfiles.length).toBeGreaterThanOrEqual(8);
      expect(relatedProfiles.length).toBeLessThanOrEqual(40);
      expect(new Set(relatedProfiles.map((related) => related.username)).size).toBe(relatedProfiles.length);
      expect(
        relatedProfiles.every((related) => /^[a-z0-9._]{1,30}$/.test(related.username) && related.username !== username),
      ).toBe(true);
    }
  });

  it("keeps follower counts between about 2 thousand and 2 million", () => {
    const counts = Array.from(
      { length: 60 },
      (_, i) => createDemoProfile({ username: `perfil_${i}`, postsLimit: 12, now }).profile.followersCount,
    );
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4_000_000);
    // Spread across orders of magnitude, not all alike.
    expect(counts.some((count) => count < 20_000)).toBe(true);
    expect(counts.some((count) => count > 200_000)).toBe(true);
  });

  it("reads at most postsLimit posts, and 12 to 40 when the plan allows more", () => {
    expect(createDemoProfile({ username: "natgeo", postsLimit: 5, now }).profile.latestPosts).toHaveLength(5);
    expect(createDemoProfile({ username: "natgeo", postsLimit: 0, now }).profile.latestPosts).toHaveLength(0);
    for (const username of typicalUsernames) {
      const { latestPosts } = createDemoProfile({ username, postsLimit: 200, now }).profile;
      expect(latestPosts.length).toBeGreaterThanOrEqual(12);
      expect(latestPosts.length).toBeLessThanOrEqual(40);
    }
  });

  it("has every post type, videos with views and durations, and some IGTV", () => {
    for (const username of typicalUsernames) {
      const { profile } = createDemoProfile({ username, postsLimit: 30, now });
      const types = new Set(profile.latestPosts.map((post) => post.type));
      expect([...types].sort()).toEqual([...POST_TYPES].sort());
      for (const post of profile.latestPosts) {
        const isVideo = post.type === "video" || post.type === "clips";
        expect(post.videoViewCount !== undefined).toBe(isVideo);
        expect(post.videoDuration !== undefined).toBe(isVideo);
        if (isVideo) expect(post.videoDuration).toBeGreaterThan(0);
      }
      expect(profile.latestIgtvVideos.length).toBeGreaterThan(0);
      expect(profile.latestIgtvVideos.every((video) => video.type === "igtv" && video.title && video.videoDuration >= 120)).toBe(
        true,
      );
    }
  });

  it("spreads posts over recent weeks at varied hours, newest first, none after now", () => {
    const { latestPosts } = createDemoProfile({ username: "marcos.fit", postsLimit: 30, now }).profile;
    const times = latestPosts.map((post) => Date.parse(post.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - Math.max(...times)).toBeLessThan(14 * dayMs);
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(14 * dayMs);
    expect(new Set(latestPosts.map((post) => new Date(post.timestamp).getUTCHours())).size).toBeGreaterThan(3);
  });

  it("writes Portuguese captions whose hashtags and mentions match the lists", () => {
    const posts = typicalUsernames.flatMap(
      (username) => createDemoProfile({ username, postsLimit: 40, now }).profile.latestPosts,
    );
    expect(posts.filter((post) => post.hashtags.length > 0).length).toBeGreaterThan(posts.length / 2);
    expect(posts.some((post) => post.mentions.length > 0)).toBe(true);
    expect(posts.some((post) => post.taggedUsers.length > 0)).toBe(true);
    expect(posts.some((post) => /[ãçéêõá]/.test(post.caption))).toBe(true);
    for (const post of posts) {
      for (const tag of post.hashtags) expect(post.caption).toContain(`#${tag}`);
      for (const mention of post.mentions) expect(post.caption).toContain(`@${mention}`);
    }
  });

  it("keeps likes and comments in proportion to the follower count", () => {
    for (const username of typicalUsernames) {
      const { profile } = createDemoProfile({ username, postsLimit: 40, now });
      // Older than two days: fully grown.
      const settled = profile.latestPosts.filter((post) => now.getTime() - Date.parse(post.timestamp) > 2 * dayMs);
      const averageLikes = settled.reduce((sum, post) => sum + post.likesCount, 0) / settled.length;
      const rate = averageLikes / profile.followersCount;
      expect(rate).toBeGreaterThan(0.002);
      expect(rate).toBeLessThan(0.2);
      expect(settled.every((post) => post.commentsCount <= post.likesCount)).toBe(true);
    }
  });

  it("gives business accounts a category and others none", () => {
    const profiles = Array.from(
      { length: 30 },
      (_, i) => createDemoProfile({ username: `conta.${i}`, postsLimit: 12, now }).profile,
    );
    expect(profiles.some((profile) => profile.isBusinessAccount)).toBe(true);
    expect(profiles.some((profile) => !profile.isBusinessAccount)).toBe(true);
    for (const profile of profiles) expect(profile.businessCategoryName !== null).toBe(profile.isBusinessAccount);
  });

  it("fetches nothing from outside: pictures are inline SVG", () => {
    const { profile, relatedProfiles } = createDemoProfile({ username: "natgeo", postsLimit: 40, now });
    const pictures = [
      profile.profilePicUrl,
      profile.profilePicUrlHD,
      ...profile.latestPosts.map((post) => post.displayUrl),
      ...profile.latestIgtvVideos.map((video) => video.displayUrl),
      ...relatedProfiles.map((related) => related.profile_pic_url),
    ];
    expect(pictures.every((url) => url.startsWith("data:image/svg+xml"))).toBe(true);
  });

  describe("drift over time", () => {
    const later = new Date(now.getTime() + 30 * dayMs);

    it("moves the follower count from day to day, slowly", () => {
      const counts = Array.from(
        { length: 10 },
        (_, i) =>
          createDemoProfile({ username: "natgeo", postsLimit: 12, now: new Date(now.getTime() + i * dayMs) }).profile
            .followersCount,
      );
      expect(new Set(counts).size).toBeGreaterThan(5);
      for (let i = 1; i < counts.length; i++) {
        expect(Math.abs(counts[i]! - counts[i - 1]!) / counts[i - 1]!).toBeLessThan(0.02);
      }
    });

    it("stays the same within a day", () => {
      const morning = createDemoProfile({ username: "natgeo", postsLimit: 12, now: new Date("2026-03-10T10:00:00Z") });
      const evening = createDemoProfile({ username: "natgeo", postsLimit: 12, now: new Date("2026-03-10T23:00:00Z") });
      expect(evening.profile.followersCount).toBe(morning.profile.followersCount);
    });

    it("adds new posts over the weeks and keeps the old ones as they were", () => {
      const before = createDemoProfile({ username: "cafe_da_julia", postsLimit: 40, now }).profile;
      const after = createDemoProfile({ username: "cafe_da_julia", postsLimit: 40, now: later }).profile;
      expect(Date.parse(after.latestPosts[0]!.timestamp)).toBeGreaterThan(now.getTime());
      expect(after.postsCount).toBeGreaterThan(before.postsCount);
      const byId = new Map(before.latestPosts.map((post) => [post.id, post]));
      const kept = after.latestPosts.filter((post) => byId.has(post.id));
      expect(kept.length).toBeGreaterThan(0);
      for (const post of kept) {
        const earlier = byId.get(post.id)!;
        expect([post.type, post.caption, post.timestamp]).toEqual([earlier.type, earlier.caption, earlier.timestamp]);
        expect(post.likesCount).toBeGreaterThanOrEqual(earlier.likesCount);
      }
    });
  });
});

describe("demo history", () => {
  // A year of settled posts per username, gathered from collections 20 days apart.
  function yearOfPosts(username: string) {
    const posts = new Map<string, { likes: number; time: number }>();
    for (let back = 0; back < 365; back += 20) {
      const at = new Date(now.getTime() - back * dayMs);
      for (const post of createDemoProfile({ username, postsLimit: 40, now: at }).profile.latestPosts) {
        const time = Date.parse(post.timestamp);
        if (at.getTime() - time > 2 * dayMs) posts.set(post.id, { likes: post.likesCount, time });
      }
    }
    return [...posts.values()].sort((a, b) => a.time - b.time);
  }

  it("has a viral post now and then, slow weeks and better weekends", () => {
    let viral = 0;
    let slowWeeks = 0;
    let weekend = 0;
    let weekday = 0;
    for (const username of typicalUsernames) {
      const posts = yearOfPosts(username);
      const sorted = posts.map((post) => post.likes).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      viral += posts.filter((post) => post.likes >= 3 * median).length;
      const perWeek = new Map<number, number>();
      for (const post of posts)
        perWeek.set(Math.floor(post.time / (7 * dayMs)), (perWeek.get(Math.floor(post.time / (7 * dayMs))) ?? 0) + 1);
      const weeks = [...perWeek.values()];
      const usual = weeks.reduce((sum, n) => sum + n, 0) / weeks.length;
      slowWeeks += weeks.filter((n) => n <= usual / 3).length;
      const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / Math.max(1, list.length);
      const saoPauloWeekday = (time: number) => new Date(time - 3 * 3_600_000).getUTCDay();
      const ratio = (list: typeof posts) => mean(list.map((post) => post.likes / median));
      weekend += ratio(posts.filter((post) => [0, 6].includes(saoPauloWeekday(post.time))));
      weekday += ratio(posts.filter((post) => [1, 2].includes(saoPauloWeekday(post.time))));
    }
    expect(viral).toBeGreaterThan(0);
    expect(slowWeeks).toBeGreaterThan(0);
    expect(weekend).toBeGreaterThan(weekday);
  });
});
