import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import type { Insight } from "@core/social/owner-insights";
import { describe, expect, it } from "vitest";
import { createDemoProfile } from "./demo";
import {
  AGE_BANDS,
  createDemoInsightsSource,
  demoAccountDays,
  demoAudience,
  demoPostInsights,
  demoStories,
} from "./demo-insights";
import type { InsightsPostRef } from "../network.port";

const now = new Date("2026-03-10T15:00:00.000Z");
const dayMs = 86_400_000;
const typicalUsernames = [
  "natgeo",
  "cafe_da_julia",
  "marcos.fit",
  "loja.bella_moda",
  "inteligram",
  "estudio.rafa",
  "beleza.da.ana",
];

const valueOf = <T>(insight: Insight<T>): T => {
  if (!insight.available) throw new Error(`expected figures, got ${insight.reason}`);
  return insight.value;
};

/** The demo profile's posts as the collection would ask for their insights, with the profile. */
function postsOf(username: string, at = now) {
  const { profile } = createDemoProfile({ username, postsLimit: 40, now: at });
  const refs: InsightsPostRef[] = profile.latestPosts.map((post) => ({
    id: post.id,
    type: post.type,
    timestamp: post.timestamp,
  }));
  return { profile, refs };
}

describe("demo post insights", () => {
  it("gives the same figures for the same posts and instant", () => {
    const { refs } = postsOf("cafe_da_julia");
    expect(demoPostInsights("cafe_da_julia", refs, now)).toEqual(demoPostInsights("cafe_da_julia", refs, now));
  });

  it("keeps reach under the followers for most posts, saves at 1-3% of reach, shares fewer, everyone who interacted reached", () => {
    let posts = 0;
    let underFollowers = 0;
    for (const username of typicalUsernames) {
      const { profile, refs } = postsOf(username);
      const entries = demoPostInsights(username, refs, now);
      for (const [index, entry] of entries.entries()) {
        const post = profile.latestPosts[index]!;
        const insights = valueOf(entry.insights);
        const reach = insights.reach!;
        posts++;
        if (reach < profile.followersCount) underFollowers++;
        // Everyone who interacted was reached (a video: as far as its views go).
        expect(reach).toBeGreaterThanOrEqual(Math.min(post.likesCount + post.commentsCount, insights.views!));
        expect(insights.views).toBeGreaterThanOrEqual(reach);
        if (reach >= 1000) {
          expect(insights.saved! / reach).toBeGreaterThanOrEqual(0.006);
          expect(insights.saved! / reach).toBeLessThanOrEqual(0.04);
        }
        expect(insights.shares).toBeLessThanOrEqual(insights.saved!);
        expect(insights.totalInteractions).toBe(post.likesCount + post.commentsCount + insights.saved! + insights.shares!);
        // A video's views are the ones its post shows.
        if (post.videoViewCount !== undefined) expect(insights.views).toBe(post.videoViewCount);
      }
    }
    expect(underFollowers / posts).toBeGreaterThan(0.7);
  });

  it("gives Reels a watch time in seconds within the video, and feed posts their profile visits and follows", () => {
    const { profile, refs } = postsOf("marcos.fit");
    const entries = demoPostInsights("marcos.fit", refs, now);
    const reels = entries.filter((_, index) => profile.latestPosts[index]!.type === "clips");
    expect(reels.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const post = profile.latestPosts.find((candidate) => candidate.id === entry.mediaId)!;
      const insights = valueOf(entry.insights);
      if (post.type === "clips") {
        expect(insights.avgWatchTimeSeconds).toBeGreaterThan(0);
        expect(insights.avgWatchTimeSeconds).toBeLessThanOrEqual(Math.max(post.videoDuration!, 1.5));
        expect(insights.totalWatchTimeSeconds).toBe(Math.round(insights.avgWatchTimeSeconds! * insights.views!));
        expect([insights.follows, insights.profileVisits]).toEqual([null, null]);
      } else {
        expect(insights.avgWatchTimeSeconds).toBeNull();
        expect(insights.profileVisits).toBeGreaterThanOrEqual(0);
        expect(insights.follows).toBeLessThanOrEqual(insights.profileVisits!);
      }
    }
  });

  it("grows a post's figures as it ages, and has no figures for a post the account never made", () => {
    const { refs } = postsOf("natgeo");
    const newest = refs[0]!;
    const soon = valueOf(demoPostInsights("natgeo", [newest], new Date(Date.parse(newest.timestamp) + 3_600_000))[0]!.insights);
    const later = valueOf(demoPostInsights("natgeo", [newest], new Date(Date.parse(newest.timestamp) + 5 * dayMs))[0]!.insights);
    expect(later.reach).toBeGreaterThan(soon.reach!);
    expect(demoPostInsights("natgeo", [{ id: "1", type: "image", timestamp: now.toISOString() }], now)[0]!.insights).toEqual({
      available: false,
      reason: "no_data",
    });
  });

  it("finds posts older than the ones a collection lists", () => {
    const { refs } = postsOf("cafe_da_julia", new Date(now.getTime() - 200 * dayMs));
    expect(demoPostInsights("cafe_da_julia", refs.slice(0, 3), now).every((entry) => entry.insights.available)).toBe(true);
  });
});

describe("demo account days", () => {
  it("gives one settled row a day, oldest first, today's so far and unsettled, none after today", () => {
    const today = saoPauloDay(now);
    const rows = demoAccountDays("natgeo", addDaysTo(today, -5), addDaysTo(today, 2), now);
    expect(rows.map((row) => row.day)).toEqual([-5, -4, -3, -2, -1, 0].map((offset) => addDaysTo(today, offset)));
    expect(rows.map((row) => row.settled)).toEqual([true, true, true, false, false, false]);
    expect(rows.at(-1)!.reach!).toBeLessThan(rows.at(-2)!.reach!);
  });

  it("makes follows minus unfollows the day's change in followers, as the demo's follower history has it", () => {
    const rows = demoAccountDays("cafe_da_julia", "2026-02-01", "2026-02-28", now);
    for (const row of rows) {
      const before = createDemoProfile({
        username: "cafe_da_julia",
        postsLimit: 0,
        now: new Date(`${addDaysTo(row.day, -1)}T12:00:00Z`),
      }).profile.followersCount;
      const after = createDemoProfile({ username: "cafe_da_julia", postsLimit: 0, now: new Date(`${row.day}T12:00:00Z`) }).profile
        .followersCount;
      expect(row.follows! - row.unfollows!).toBe(after - before);
      expect(row.unfollows).toBeGreaterThanOrEqual(0);
    }
  });

  it("keeps a day's reach under its views and above the accounts engaged", () => {
    for (const row of demoAccountDays("loja.bella_moda", "2026-01-01", "2026-03-01", now)) {
      expect(row.views).toBeGreaterThan(row.reach!);
      expect(row.accountsEngaged).toBeLessThan(row.reach!);
      expect(row.totalInteractions).toBeGreaterThanOrEqual(row.accountsEngaged!);
    }
  });

  it("reads 90 days and the insights of 40 posts quickly, and the same twice", () => {
    const started = performance.now();
    const rows = demoAccountDays("inteligram", addDaysTo(saoPauloDay(now), -89), saoPauloDay(now), now);
    const { refs } = postsOf("inteligram");
    demoPostInsights("inteligram", refs, now);
    // Measured at about 20 ms; a generous bound for a loaded two-core machine.
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(rows).toHaveLength(90);
    expect(demoAccountDays("inteligram", addDaysTo(saoPauloDay(now), -89), saoPauloDay(now), now)).toEqual(rows);
  });
});

describe("demo audience", () => {
  it("lives in Brazilian cities, the account's own among the first, with every age band", () => {
    for (const username of typicalUsernames) {
      const city = /📍 (.+)$/.exec(createDemoProfile({ username, postsLimit: 0, now }).profile.biography)![1]!;
      const cities = valueOf(demoAudience(username, now).followers)
        .city!.slice(0, 3)
        .map((slice) => slice.key.split(", ")[0]);
      expect(cities).toContain(city);
    }
    const audience = demoAudience("cafe_da_julia", now);
    const followers = valueOf(audience.followers);
    expect(followers.country?.[0]?.key).toBe("BR");
    expect(followers.city?.every((slice) => /^[\p{L} .'-]+, [\p{L} ]+$/u.test(slice.key))).toBe(true);
    expect(followers.age?.map((slice) => slice.key).sort()).toEqual([...AGE_BANDS].sort());
    expect(followers.gender?.map((slice) => slice.key).sort()).toEqual(["F", "M", "U"]);
    const engaged = valueOf(audience.engaged);
    const total = (slices: { value: number }[] | null) => (slices ?? []).reduce((sum, slice) => sum + slice.value, 0);
    expect(total(engaged.gender)).toBeLessThan(total(followers.gender));
  });

  it("skews ages and gender by the niche: a beauty account's audience is younger and more female than a marketing agency's", () => {
    const share = (username: string, keys: string[], breakdown: "age" | "gender") => {
      const slices = valueOf(demoAudience(username, now).followers)[breakdown]!;
      const total = slices.reduce((sum, slice) => sum + slice.value, 0);
      return slices.filter((slice) => keys.includes(slice.key)).reduce((sum, slice) => sum + slice.value, 0) / total;
    };
    expect(share("beleza.da.ana", ["13-17", "18-24"], "age")).toBeGreaterThan(share("mkt.digital", ["13-17", "18-24"], "age"));
    expect(share("beleza.da.ana", ["F"], "gender")).toBeGreaterThan(share("mkt.digital", ["F"], "gender"));
  });

  it("has followers online most in the evening, for each of the 30 days before today", () => {
    const online = valueOf(demoAudience("marcos.fit", now).online);
    expect(online.timeZone).toBe("America/Sao_Paulo");
    expect(online.days).toHaveLength(30);
    expect(online.days.at(-1)!.day).toBe(addDaysTo(saoPauloDay(now), -1));
    for (const { hours } of online.days) {
      const peak = hours.indexOf(Math.max(...(hours as number[])));
      expect(peak).toBeGreaterThanOrEqual(19);
      expect(peak).toBeLessThanOrEqual(22);
      expect(hours[4]).toBeLessThan(hours[12]!);
    }
  });

  it("says the audience needs 100 followers", async () => {
    const source = createDemoInsightsSource(() => "natgeo");
    expect((await source.fetchAudience({ accessToken: "t", followersCount: 42, now })).followers).toEqual({
      available: false,
      reason: "few_followers",
    });
  });
});

describe("demo stories", () => {
  it("posts a few stories a week, each live for 24 hours, with exits and taps", () => {
    const seen = new Map<string, ReturnType<typeof demoStories>[number]>();
    // Every 6 hours for four weeks: each story is live at one of these instants at least.
    for (let hour = 0; hour < 28 * 24; hour += 6) {
      const at = new Date(now.getTime() - hour * 3_600_000);
      for (const story of demoStories("loja.bella_moda", at)) {
        expect(at.getTime() - Date.parse(story.timestamp)).toBeLessThan(dayMs);
        expect(at.getTime()).toBeGreaterThanOrEqual(Date.parse(story.timestamp));
        seen.set(story.id, story);
      }
    }
    const perWeek = seen.size / 4;
    expect(perWeek).toBeGreaterThanOrEqual(1);
    expect(perWeek).toBeLessThanOrEqual(15);
    for (const story of seen.values()) {
      const { reach, views, navigation } = valueOf(story.insights);
      expect(views).toBeGreaterThanOrEqual(reach!);
      expect(navigation.exits).toBeGreaterThan(0);
      expect(navigation.tapsForward).toBeGreaterThan(navigation.tapsBack!);
      expect(navigation.total).toBe(
        navigation.tapsForward! + navigation.tapsBack! + navigation.exits! + navigation.swipesForward!,
      );
      expect(story.displayUrl?.startsWith("data:image/svg+xml")).toBe(true);
    }
  });

  it("gives the same stories for the same instant", () => {
    expect(demoStories("natgeo", now)).toEqual(demoStories("natgeo", now));
  });
});
