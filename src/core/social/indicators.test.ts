import { describe, expect, it } from "vitest";
import { type FollowerSnapshot, type IndicatorResult, computeIndicators } from "./indicators";
import type { Post, ProfileData, Video } from "./profile-data";

// Every expected figure below is worked out by hand from docs/product/metrics.md; the
// arithmetic is in the comment next to it. Nothing is computed by the code under test.

const NOW = new Date("2025-06-30T15:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let nextId = 0;

function makePost(overrides: Partial<Post> = {}): Post {
  nextId++;
  return {
    id: `p${nextId}`,
    type: "image",
    caption: "",
    timestamp: "2025-06-01T15:00:00.000Z",
    displayUrl: "",
    url: "",
    likesCount: 0,
    commentsCount: 0,
    hashtags: [],
    mentions: [],
    taggedUsers: [],
    ...overrides,
  };
}

function makeVideo(overrides: Partial<Video> = {}): Video {
  const post = makePost();
  return {
    ...post,
    id: `v${post.id.slice(1)}`,
    type: "igtv",
    title: "",
    videoViewCount: 0,
    videoDuration: 30,
    ...overrides,
  };
}

function makeProfile(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    fullName: "Loja Exemplo",
    username: "loja",
    verified: false,
    private: false,
    isBusinessAccount: true,
    businessCategoryName: null,
    biography: "",
    externalUrl: null,
    url: "https://www.instagram.com/loja/",
    profilePicUrl: "",
    profilePicUrlHD: "",
    followersCount: 1000,
    followsCount: 100,
    postsCount: 50,
    igtvVideoCount: 0,
    latestPosts: [],
    latestIgtvVideos: [],
    ...overrides,
  };
}

function compute(profile: Partial<ProfileData>, options: { relatedProfilesCount?: number; snapshots?: FollowerSnapshot[] } = {}) {
  return computeIndicators({
    profile: makeProfile(profile),
    relatedProfilesCount: options.relatedProfilesCount ?? 0,
    snapshots: options.snapshots ?? [],
    now: NOW,
  });
}

// Posts with only an engagement figure: likes = e, comments = 0.
function postsWithEngagement(values: number[]): Post[] {
  return values.map((likesCount) => makePost({ likesCount }));
}

// Timestamp `hoursAgo` hours before NOW.
function hoursAgo(hours: number): string {
  return new Date(NOW.getTime() - hours * HOUR).toISOString();
}

const INSUFFICIENT: IndicatorResult = { value: null, score: null, sufficient: false };
const ok = (value: number | string | null, score: number | null): IndicatorResult => ({ value, score, sufficient: true });

describe("computeIndicators on whole profiles", () => {
  it("says 'not enough data' for everything but authority when there are no posts", () => {
    const result = compute({ followersCount: 1000, latestPosts: [] });
    for (const [id, indicator] of Object.entries(result)) {
      if (id === "authority_index") continue;
      expect(indicator, id).toEqual(INSUFFICIENT);
    }
    // 10 x log10(1000) = 30; engagementRate 0 without posts; not verified.
    expect(result.authority_index).toEqual(ok(null, 30));
  });

  it("computes all twelve indicators for a single post", () => {
    const result = compute(
      {
        followersCount: 2000,
        latestPosts: [
          makePost({
            type: "clips",
            likesCount: 90,
            commentsCount: 10,
            // 21:15 UTC = 18:15 in São Paulo.
            timestamp: "2025-06-20T21:15:00.000Z",
            hashtags: ["#Moda", "moda", "look"],
            caption: "Look do dia com @parceira",
            videoViewCount: 500,
          }),
        ],
      },
      { relatedProfilesCount: 6 },
    );
    expect(result).toEqual({
      // 10 / 90 x 100 = 11.111 -> 11.11; score min(100, 222.2) = 100.
      comment_like_ratio: ok(11.11, 100),
      // median [500] / 2000 x 100 = 25.
      view_retention_rate: ok(25, 25),
      // needs >= 2 posts.
      engagement_consistency: INSUFFICIENT,
      // 3 uses / 1 post = 3 -> 100.
      hashtag_density: ok(3, 100),
      // distinct {moda, look} = 2 of 3 uses -> 66.667 -> 66.67, score 67.
      hashtag_diversity_score: ok(66.67, 67),
      peak_performance_hour: ok(18, null),
      // needs >= 3 posts.
      posting_consistency_score: INSUFFICIENT,
      // no snapshots and fewer than 4 posts.
      growth_trend_score: INSUFFICIENT,
      // ER = 100 / 2000 x 100 = 5; 10 x log10(2000) = 33.0103 + min(30, 50) = 63.01 -> 63.
      authority_index: ok(null, 63),
      // share 1/1 -> 60 + 40 x 6/30 = 60 + 8 = 68; value 100 %.
      networking_score: ok(100, 68),
      // moda used twice -> value 'moda'; 1 of 1 posts has a top-3 tag -> 100.
      niche_indicator: ok("moda", 100),
      // 1 of 1 is clips -> 100 %, score min(100, 200) = 100.
      video_content_ratio: ok(100, 100),
    });
  });

  it("keeps working with zero followers", () => {
    const result = compute({
      followersCount: 0,
      latestPosts: [makePost({ type: "video", likesCount: 40, commentsCount: 2, videoViewCount: 900 })],
    });
    // F = 0: retention needs F > 0.
    expect(result.view_retention_rate).toEqual(INSUFFICIENT);
    // size part 0 (F = 0), engagementRate 0 (F = 0), not verified.
    expect(result.authority_index).toEqual(ok(null, 0));
    // Unaffected by F: 2 / 40 x 100 = 5 %, score 100.
    expect(result.comment_like_ratio).toEqual(ok(5, 100));
  });

  it("returns the indicators in the catalogue order, keyed by the twelve ids", () => {
    expect(Object.keys(compute({}))).toEqual([
      "comment_like_ratio",
      "view_retention_rate",
      "engagement_consistency",
      "hashtag_density",
      "hashtag_diversity_score",
      "peak_performance_hour",
      "posting_consistency_score",
      "growth_trend_score",
      "authority_index",
      "networking_score",
      "niche_indicator",
      "video_content_ratio",
    ]);
  });
});

describe("comment_like_ratio", () => {
  it.each<[string, Array<[number, number]>, IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    // sum likes 0 -> not enough data, even with comments.
    ["no likes", [[0, 7]], INSUFFICIENT],
    // 5 / 200 x 100 = 2.5 %; 2.5 x 20 = 50.
    ["one post", [[200, 5]], ok(2.5, 50)],
    // (10 + 12) / (100 + 300) x 100 = 5.5 %; 5.5 x 20 = 110 -> capped at 100.
    [
      "two posts, capped",
      [
        [100, 10],
        [300, 12],
      ],
      ok(5.5, 100),
    ],
    // 1 / 300 x 100 = 0.3333 -> 0.33; score 6.667 -> 7.
    ["rounding", [[300, 1]], ok(0.33, 7)],
    // 1 / 4000 x 100 = 0.025 -> 0.03 (half up); score 0.5 -> 1 (half up).
    ["half up", [[4000, 1]], ok(0.03, 1)],
    // no comments: 0 %, a real measurement.
    ["no comments", [[50, 0]], ok(0, 0)],
  ])("%s", (_name, pairs, expected) => {
    const posts = pairs.map(([likesCount, commentsCount]) => makePost({ likesCount, commentsCount }));
    expect(compute({ latestPosts: posts }).comment_like_ratio).toEqual(expected);
  });
});

describe("view_retention_rate", () => {
  it("needs a video", () => {
    const posts = [makePost({ type: "image", likesCount: 10 }), makePost({ type: "sidecar", likesCount: 10 })];
    expect(compute({ latestPosts: posts }).view_retention_rate).toEqual(INSUFFICIENT);
  });

  it("takes the median over an odd number of videos", () => {
    const posts = [
      makePost({ type: "video", videoViewCount: 100 }),
      makePost({ type: "clips", videoViewCount: 300 }),
      makePost({ type: "clips", videoViewCount: 200 }),
      makePost({ type: "image" }),
    ];
    // median [100, 200, 300] = 200; 200 / 1000 x 100 = 20 %.
    expect(compute({ followersCount: 1000, latestPosts: posts }).view_retention_rate).toEqual(ok(20, 20));
  });

  it("averages the two middle videos for an even count, IGTV included", () => {
    const posts = [makePost({ type: "video", videoViewCount: 100 }), makePost({ type: "clips", videoViewCount: 400 })];
    const igtv = [makeVideo({ videoViewCount: 250 }), makeVideo({ videoViewCount: 50 })];
    // sorted [50, 100, 250, 400] -> (100 + 250) / 2 = 175; 175 / 500 x 100 = 35 %.
    expect(compute({ followersCount: 500, latestPosts: posts, latestIgtvVideos: igtv }).view_retention_rate).toEqual(ok(35, 35));
  });

  it("counts a video listed in both latestPosts and latestIgtvVideos once", () => {
    const posts = [makePost({ id: "same", type: "clips", videoViewCount: 100 })];
    const igtv = [makeVideo({ id: "same", videoViewCount: 9999 }), makeVideo({ id: "t2", videoViewCount: 300 })];
    // [100, 300] -> median 200 / 1000 = 20 % (without de-duplication [100, 300, 9999] gives 30 %).
    expect(compute({ followersCount: 1000, latestPosts: posts, latestIgtvVideos: igtv }).view_retention_rate).toEqual(ok(20, 20));
  });

  it("leaves out videos without a reported view count", () => {
    const posts = [
      makePost({ type: "video" }),
      makePost({ type: "clips", videoViewCount: 0 }),
      makePost({ type: "clips", videoViewCount: 600 }),
    ];
    // only [600]: 600 / 2000 x 100 = 30 %.
    expect(compute({ followersCount: 2000, latestPosts: posts }).view_retention_rate).toEqual(ok(30, 30));
    expect(
      compute({ followersCount: 2000, latestPosts: [makePost({ type: "clips", videoViewCount: 0 })] }).view_retention_rate,
    ).toEqual(INSUFFICIENT);
  });

  it("caps the score at 100 but keeps the value", () => {
    const posts = [makePost({ type: "clips", videoViewCount: 5000 })];
    // 5000 / 1000 x 100 = 500 %.
    expect(compute({ followersCount: 1000, latestPosts: posts }).view_retention_rate).toEqual(ok(500, 100));
  });

  it("rounds the value to 2 decimals and the score half up", () => {
    const posts = [makePost({ type: "clips", videoViewCount: 1 })];
    // 1 / 3 x 100 = 33.333 -> 33.33; score 33.
    expect(compute({ followersCount: 3, latestPosts: posts }).view_retention_rate).toEqual(ok(33.33, 33));
    // 1 / 8 x 100 = 12.5 -> score 13.
    expect(compute({ followersCount: 8, latestPosts: posts }).view_retention_rate).toEqual(ok(12.5, 13));
  });
});

describe("engagement_consistency", () => {
  it.each<[string, number[], IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    ["one post", [10], INSUFFICIENT],
    // mean 0 -> not enough data.
    ["no engagement at all", [0, 0], INSUFFICIENT],
    // identical -> CV 0 -> 1, score 100.
    ["identical posts", [50, 50], ok(1, 100)],
    // mean 20; variance (100 + 0 + 100) / 3 = 66.667; sd 8.165; CV 0.40825; 1 - CV = 0.59175.
    ["three posts", [10, 20, 30], ok(0.59, 59)],
    // mean 50, sd 50, CV 1 -> 0.
    ["CV of one", [0, 100], ok(0, 0)],
    // mean 100; variance (10000 + 10000 + 40000) / 3 = 20000; sd 141.42; CV 1.41421; 1 - CV = -0.41421.
    ["CV above one", [0, 0, 300], ok(-0.41, 0)],
  ])("%s", (_name, values, expected) => {
    expect(compute({ latestPosts: postsWithEngagement(values) }).engagement_consistency).toEqual(expected);
  });

  it("adds comments to likes", () => {
    const posts = [makePost({ likesCount: 8, commentsCount: 2 }), makePost({ likesCount: 25, commentsCount: 5 })];
    // e = [10, 30]: mean 20, sd 10, CV 0.5 -> 0.5, score 50.
    expect(compute({ latestPosts: posts }).engagement_consistency).toEqual(ok(0.5, 50));
  });
});

describe("hashtag_density", () => {
  const tags = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`);

  it.each<[string, number[], IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    // m = 0 -> 100 x 0 / 3 = 0; a real measurement, not missing data.
    ["no hashtags (boundary 0)", [0, 0], ok(0, 0)],
    // m = 1 -> 33.333 -> 33.
    ["one per post", [1], ok(1, 33)],
    // m = (1 + 2) / 2 = 1.5 -> 50.
    ["1.5 per post", [1, 2], ok(1.5, 50)],
    // m = 2 -> 66.667 -> 67.
    ["two per post", [2], ok(2, 67)],
    // m = 2.5 -> 83.333 -> 83.
    ["2.5 per post", [2, 3], ok(2.5, 83)],
    // boundaries 3 and 5 -> 100.
    ["three (boundary 3)", [3], ok(3, 100)],
    ["four", [4], ok(4, 100)],
    ["five (boundary 5)", [5], ok(5, 100)],
    // m = 5.5 -> 100 x (30 - 5.5) / 25 = 98.
    ["5.5 per post", [5, 6], ok(5.5, 98)],
    // m = 17.5 -> 100 x 12.5 / 25 = 50.
    ["17.5 per post", [15, 20], ok(17.5, 50)],
    // boundary 30 -> 0.
    ["thirty (boundary 30)", [30], ok(30, 0)],
    // m = 31 -> 100 x (-1) / 25 = -4 -> never below 0.
    ["thirty-one", [31], ok(31, 0)],
  ])("%s", (_name, perPost, expected) => {
    const posts = perPost.map((count) => makePost({ hashtags: tags(count) }));
    expect(compute({ latestPosts: posts }).hashtag_density).toEqual(expected);
  });

  it("ignores empty hashtags and a lone '#'", () => {
    const posts = [makePost({ hashtags: ["#", "", "  ", "#Praia"] })];
    // one real use in one post -> m = 1 -> 33.
    expect(compute({ latestPosts: posts }).hashtag_density).toEqual(ok(1, 33));
  });
});

describe("hashtag_diversity_score", () => {
  it.each<[string, string[][], IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    // docs/product/metrics.md: 0 with no hashtags.
    ["no hashtags", [[], []], ok(0, 0)],
    // moda, look, moda, look, verão: 3 distinct / 5 uses = 60 %.
    [
      "case and '#' do not make a new hashtag",
      [
        ["#Moda", "look"],
        ["moda", "LOOK", "verão"],
      ],
      ok(60, 60),
    ],
    // 4 distinct / 4 uses = 100 %.
    [
      "all different",
      [
        ["a", "b"],
        ["c", "d"],
      ],
      ok(100, 100),
    ],
    // a x3, b x3, c: 3 distinct / 7 uses = 42.857 -> 42.86, score 43.
    [
      "repeated",
      [
        ["a", "b", "c"],
        ["a", "b"],
        ["a", "b"],
      ],
      ok(42.86, 43),
    ],
  ])("%s", (_name, perPost, expected) => {
    const posts = perPost.map((hashtags) => makePost({ hashtags }));
    expect(compute({ latestPosts: posts }).hashtag_diversity_score).toEqual(expected);
  });
});

describe("peak_performance_hour", () => {
  it.each<[string, Array<[string, number]>, IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    // 22:30 UTC = 19:30 in São Paulo (UTC-3).
    ["one post", [["2025-06-10T22:30:00.000Z", 10]], ok(19, null)],
    // 12:00 UTC = 9h and 15:00 UTC = 12h, both mean 100 -> the earliest hour, 9.
    [
      "tie goes to the earliest hour",
      [
        ["2025-06-10T15:00:00.000Z", 100],
        ["2025-06-11T12:00:00.000Z", 100],
      ],
      ok(9, null),
    ],
    // 10h: (100 + 20) / 2 = 60; 20h: 70 / 1 = 70 -> 20 (a sum would pick 10h with 120).
    [
      "mean, not sum",
      [
        ["2025-06-10T13:00:00.000Z", 100],
        ["2025-06-11T13:40:00.000Z", 20],
        ["2025-06-12T23:00:00.000Z", 70],
      ],
      ok(20, null),
    ],
    // 02:30 UTC = 23h of the day before in São Paulo (in UTC it would be 2h and win with 50).
    [
      "São Paulo hour, not UTC",
      [
        ["2025-06-10T02:30:00.000Z", 50],
        ["2025-06-10T04:00:00.000Z", 40],
      ],
      ok(23, null),
    ],
    // Only the dated post counts.
    [
      "unreadable timestamps are left out",
      [
        ["ontem", 1000],
        ["2025-06-10T11:00:00.000Z", 5],
      ],
      ok(8, null),
    ],
    ["no readable timestamp", [["", 10]], INSUFFICIENT],
  ])("%s", (_name, rows, expected) => {
    const posts = rows.map(([timestamp, likesCount]) => makePost({ timestamp, likesCount }));
    expect(compute({ latestPosts: posts }).peak_performance_hour).toEqual(expected);
  });
});

describe("posting_consistency_score", () => {
  it.each<[string, Array<number | string>, IndicatorResult]>([
    ["two posts", [0, 24], INSUFFICIENT],
    // gaps [24 h, 24 h]: CV 0 -> 1, score 100.
    ["regular", [48, 24, 0], ok(1, 100)],
    // gaps [1 h, 3 h]: mean 2, sd 1, CV 0.5 -> 0.5, score 50.
    ["gaps 1 h and 3 h", [4, 3, 0], ok(0.5, 50)],
    // gaps [10, 10, 40]: mean 20; variance (100 + 100 + 400) / 3 = 200; sd 14.142; CV 0.70711;
    // 1 - CV = 0.29289 -> 0.29, score 29.
    ["irregular", [60, 50, 40, 0], ok(0.29, 29)],
    // same gaps as above, listed out of order: the engine sorts by time.
    ["out of order", [40, 0, 60, 50], ok(0.29, 29)],
    // all at one instant: mean gap 0 -> not enough data.
    ["all at once", [5, 5, 5], INSUFFICIENT],
    // the unreadable one is left out: gaps [24 h, 24 h] -> 100.
    ["an unreadable timestamp", [48, "sem data", 24, 0], ok(1, 100)],
    // only two readable timestamps remain.
    ["too few readable timestamps", [48, "sem data", 24], INSUFFICIENT],
  ])("%s", (_name, hoursBeforeNow, expected) => {
    const posts = hoursBeforeNow.map((h) => makePost({ timestamp: typeof h === "number" ? hoursAgo(h) : h }));
    expect(compute({ latestPosts: posts }).posting_consistency_score).toEqual(expected);
  });
});

describe("growth_trend_score from follower snapshots", () => {
  const snapshot = (followersCount: number, msBeforeNow: number): FollowerSnapshot => ({
    followersCount,
    capturedAt: new Date(NOW.getTime() - msBeforeNow),
  });

  it.each<[string, FollowerSnapshot[], IndicatorResult]>([
    // (1100 - 1000) / 1000 x 100 = 10 %; 50 + 100 = 150 -> 100.
    ["strong growth", [snapshot(1000, 10 * DAY), snapshot(1100, DAY)], ok(10, 100)],
    // 30 / 2000 x 100 = 1.5 %; 50 + 15 = 65.
    ["mild growth", [snapshot(2000, 20 * DAY), snapshot(2030, 2 * HOUR)], ok(1.5, 65)],
    // -20 / 1000 x 100 = -2 %; 50 - 20 = 30.
    ["decline", [snapshot(1000, 5 * DAY), snapshot(980, 0)], ok(-2, 30)],
    // exactly 24 h apart is enough: 5 / 1000 = 0.5 %; 55.
    ["exactly 24 h apart", [snapshot(1000, DAY), snapshot(1005, 0)], ok(0.5, 55)],
    // the 40-day-old snapshot is outside the window: (1010 - 1000) / 1000 = 1 % -> 60.
    ["older than 30 days ignored", [snapshot(500, 40 * DAY), snapshot(1000, 10 * DAY), snapshot(1010, DAY)], ok(1, 60)],
    // oldest and newest only, in any order: (1020 - 1000) / 1000 = 2 % -> 70.
    ["middle snapshot ignored", [snapshot(5000, 15 * DAY), snapshot(1020, DAY), snapshot(1000, 29 * DAY)], ok(2, 70)],
    // a snapshot after `now` is not history: 1 % -> 60.
    ["future snapshot ignored", [snapshot(1000, 3 * DAY), snapshot(1010, 0), snapshot(9999, -DAY)], ok(1, 60)],
    // 1 / 3 x 100 = 33.333 -> 33.33; 50 + 333.3 -> 100.
    ["value to 2 decimals", [snapshot(3, 2 * DAY), snapshot(4, 0)], ok(33.33, 100)],
    // -0.05 %: 50 - 0.5 = 49.5 -> 50 (half up).
    ["score half up", [snapshot(2000, 2 * DAY), snapshot(1999, 0)], ok(-0.05, 50)],
  ])("%s", (_name, snapshots, expected) => {
    // The result says it was measured on followers (the card's note says so, decision 023).
    expect(compute({ latestPosts: [] }, { snapshots }).growth_trend_score).toEqual({ ...expected, basis: "followers" });
  });

  it.each<[string, FollowerSnapshot[]]>([
    ["no snapshots", []],
    ["one snapshot", [snapshot(1000, DAY)]],
    ["23 h apart", [snapshot(1000, 23 * HOUR), snapshot(1100, 0)]],
    ["only one inside 30 days", [snapshot(1000, 31 * DAY), snapshot(1100, 0)]],
    ["oldest has no followers to divide by", [snapshot(0, 3 * DAY), snapshot(100, 0)]],
  ])("falls back to posts with %s (and has too few posts here)", (_name, snapshots) => {
    const posts = postsWithEngagement([10, 20, 30]).map((post, i) => ({ ...post, timestamp: hoursAgo(i) }));
    expect(compute({ latestPosts: posts }, { snapshots }).growth_trend_score).toEqual(INSUFFICIENT);
  });
});

describe("growth_trend_score from posts (fallback)", () => {
  // Engagement listed from the oldest post to the newest; posts one day apart.
  function chronologicalPosts(engagement: number[]): Post[] {
    return engagement.map((likesCount, i) => makePost({ likesCount, timestamp: hoursAgo((engagement.length - i) * 24) }));
  }

  it.each<[string, number[], IndicatorResult]>([
    ["three posts", [100, 100, 150], INSUFFICIENT],
    // older [100, 100] mean 100, newer [150, 150] mean 150: +50 %; 50 + 25 = 75.
    ["four posts", [100, 100, 150, 150], ok(50, 75)],
    // floor(5/2) = 2 oldest [100, 200] mean 150; newer [150, 150, 300] mean 200;
    // (200 - 150) / 150 x 100 = 33.333 -> 33.33; 50 + 16.667 = 66.67 -> 67.
    ["odd count: the newer half is larger", [100, 200, 150, 150, 300], ok(33.33, 67)],
    // (100 - 200) / 200 = -50 %; 50 - 25 = 25.
    ["decline", [200, 200, 100, 100], ok(-50, 25)],
    // +300 %: 50 + 150 -> 100.
    ["capped at 100", [10, 10, 40, 40], ok(300, 100)],
    // older mean 0: nothing to divide by.
    ["older half without engagement", [0, 0, 10, 10], INSUFFICIENT],
  ])("%s", (_name, engagement, expected) => {
    // Collections come newest first.
    const posts = chronologicalPosts(engagement).reverse();
    // A fallback result says so (the card's note then explains the engagement halves).
    expect(compute({ latestPosts: posts }).growth_trend_score).toEqual(
      expected.sufficient ? { ...expected, basis: "engagement" } : expected,
    );
  });

  it("orders posts by time, not by their place in the list", () => {
    // oldest -> newest: [100, 100, 150, 150] as above (+50 %, 75), handed over shuffled.
    const [a, b, c, d] = chronologicalPosts([100, 100, 150, 150]) as [Post, Post, Post, Post];
    expect(compute({ latestPosts: [c, a, d, b] }).growth_trend_score).toEqual({ ...ok(50, 75), basis: "engagement" });
  });

  it("prefers the snapshots when they qualify", () => {
    const posts = chronologicalPosts([100, 100, 150, 150]);
    const snapshots = [
      { followersCount: 1000, capturedAt: new Date(NOW.getTime() - 2 * DAY) },
      { followersCount: 1010, capturedAt: NOW },
    ];
    // snapshots: +1 % -> 60 (the posts would give 75).
    expect(compute({ latestPosts: posts }, { snapshots }).growth_trend_score).toEqual({ ...ok(1, 60), basis: "followers" });
  });
});

describe("authority_index", () => {
  it.each<[string, Partial<ProfileData>, number]>([
    // size 0 (F = 0), ER 0, not verified.
    ["zero followers", { followersCount: 0 }, 0],
    // log10(1) = 0.
    ["one follower", { followersCount: 1, latestPosts: [] }, 0],
    // 10 x log10(100) = 20; no posts -> ER 0; verified +10 -> 30.
    ["no posts, verified", { followersCount: 100, verified: true }, 30],
    // ER = 20 / 1000 x 100 = 2 -> 10 x 2 = 20; 10 x log10(1000) = 30 -> 50.
    ["F 1000, ER 2 %", { followersCount: 1000, latestPosts: [makePost({ likesCount: 20 })] }, 50],
    // 10 x log10(500) = 26.99; ER = 6 / 500 x 100 = 1.2 -> 12; 38.99 -> 39.
    ["F 500, ER 1.2 %", { followersCount: 500, latestPosts: [makePost({ likesCount: 6 })] }, 39],
    // 60 (cap) + ER 5 % -> 50 capped to 30 + verified 10 = 100.
    [
      "F 1,000,000, ER 5 %, verified",
      { followersCount: 1_000_000, verified: true, latestPosts: [makePost({ likesCount: 50_000 })] },
      100,
    ],
    // 10 x log10(10^7) = 70 -> capped at 60; ER 0.
    ["size capped at 60", { followersCount: 10_000_000, latestPosts: [makePost()] }, 60],
  ])("%s -> %s", (_name, profile, score) => {
    expect(compute(profile).authority_index).toEqual(ok(null, score));
  });
});

describe("networking_score", () => {
  it("needs posts", () => {
    expect(compute({ latestPosts: [] }, { relatedProfilesCount: 30 }).networking_score).toEqual(INSUFFICIENT);
  });

  it("counts mentions of others and tags, not the profile's own handle", () => {
    const posts = [
      makePost({ caption: "Parceria com @outra_marca hoje" }),
      makePost({ caption: "Siga @Loja para mais" }),
      makePost({ taggedUsers: ["fotografo"] }),
      makePost({ caption: "sem ninguém" }),
    ];
    // 2 of 4 -> share 0.5: 60 x 0.5 = 30 + 40 x min(1, 15/30) = 20 -> 50; value 50 %.
    expect(compute({ username: "loja", latestPosts: posts }, { relatedProfilesCount: 15 }).networking_score).toEqual(ok(50, 50));
  });

  it.each<[string, Partial<Post>, boolean]>([
    ["a mention of another profile", { caption: "com @ana" }, true],
    ["a mention ending a sentence", { caption: "obrigada @ana." }, true],
    ["the own handle, any case", { caption: "siga @LOJA" }, false],
    ["the own handle ending a sentence", { caption: "siga a @loja." }, false],
    ["an e-mail address", { caption: "contato@parceiro.com.br" }, false],
    ["a tagged user", { taggedUsers: ["fotografo"] }, true],
    ["only the profile tagged", { taggedUsers: ["loja"] }, false],
    ["a mention the scraper extracted", { mentions: ["parceiro"] }, true],
    ["own handle in mentions", { mentions: ["@loja"] }, false],
    ["nothing", { caption: "#moda sem menção" }, false],
  ])("%s counts: %s", (_name, post, counts) => {
    // One post, no related profiles: score = 60 x share -> 60 or 0.
    const expected = counts ? ok(100, 60) : ok(0, 0);
    expect(compute({ username: "loja", latestPosts: [makePost(post)] }).networking_score).toEqual(expected);
  });

  it.each<[number, number]>([
    // share 0 + 40 x min(1, n/30).
    [0, 0],
    // 40 x 10/30 = 13.33 -> 13.
    [10, 13],
    [30, 40],
    [45, 40],
  ])("with %s related profiles scores %s from them", (relatedProfilesCount, score) => {
    const result = compute({ latestPosts: [makePost()] }, { relatedProfilesCount });
    expect(result.networking_score).toEqual(ok(0, score));
  });

  it("rounds the share and the score", () => {
    const posts = [makePost({ caption: "com @ana" }), makePost(), makePost()];
    // share 1/3 -> 33.33 %; 60 / 3 = 20 + 40 x 10/30 = 13.333 -> 33.33 -> 33.
    expect(compute({ latestPosts: posts }, { relatedProfilesCount: 10 }).networking_score).toEqual(ok(33.33, 33));
  });
});

describe("niche_indicator", () => {
  // moda x2, look x2, praia x1, verao x1: ranking look, moda (tie, alphabetical), then praia
  // before verao (tie, alphabetical) -> top 3 {look, moda, praia}; posts with one of them:
  // 1, 2, 3 and 5 of 5 = 80 %. (Picking verao third would leave post 3 out: 60 %.)
  const posts = () => [
    makePost({ hashtags: ["#Moda", "look"] }),
    makePost({ hashtags: ["moda", "verao"] }),
    makePost({ hashtags: ["praia"] }),
    makePost({ hashtags: [] }),
    makePost({ hashtags: ["LOOK"] }),
  ];

  it("names the most used hashtag when there is no business category", () => {
    expect(compute({ businessCategoryName: null, latestPosts: posts() }).niche_indicator).toEqual(ok("look", 80));
  });

  it("names the business category when there is one, scoring the hashtags all the same", () => {
    expect(compute({ businessCategoryName: "Saúde/beleza", latestPosts: posts() }).niche_indicator).toEqual(
      ok("Saúde/beleza", 80),
    );
  });

  it("scores 0 for a category with no hashtags", () => {
    const result = compute({ businessCategoryName: "Loja de roupas", latestPosts: [makePost(), makePost()] });
    expect(result.niche_indicator).toEqual(ok("Loja de roupas", 0));
  });

  it("has nothing to say without a category or hashtags", () => {
    expect(compute({ latestPosts: [makePost(), makePost()] }).niche_indicator).toEqual(INSUFFICIENT);
  });

  it("needs posts even with a category", () => {
    expect(compute({ businessCategoryName: "Loja", latestPosts: [] }).niche_indicator).toEqual(INSUFFICIENT);
  });

  it("breaks ties in Portuguese alphabetical order", () => {
    // once each: 'ação' sorts before 'azul' in pt-BR (ç as c), although 'ç' > 'z' in code units.
    const result = compute({ latestPosts: [makePost({ hashtags: ["azul", "#Ação"] })] });
    expect(result.niche_indicator).toEqual(ok("ação", 100));
  });

  it("counts a post once however many top hashtags it has", () => {
    // a x3, b x2, c x1: top 3 = {a, b, c}; posts with one: 2 of 3 -> 66.667 -> 67.
    const result = compute({
      latestPosts: [makePost({ hashtags: ["a", "b", "c", "a"] }), makePost({ hashtags: ["a", "b"] }), makePost()],
    });
    expect(result.niche_indicator).toEqual(ok("a", 67));
  });

  it("leaves out posts whose hashtags are all outside the top 3", () => {
    // a x3, b x2, c x2, d x1: top 3 {a, b, c}; the post with only d is out: 3 of 4 = 75 %.
    const result = compute({
      latestPosts: [
        makePost({ hashtags: ["a", "b"] }),
        makePost({ hashtags: ["a", "c"] }),
        makePost({ hashtags: ["a", "b", "c"] }),
        makePost({ hashtags: ["d"] }),
      ],
    });
    expect(result.niche_indicator).toEqual(ok("a", 75));
  });
});

describe("video_content_ratio", () => {
  it.each<[string, Post["type"][], IndicatorResult]>([
    ["no posts", [], INSUFFICIENT],
    // no videos: 0 %, score 0.
    ["no videos", ["image", "sidecar"], ok(0, 0)],
    // 2 of 4 = 50 %; 100.
    ["half videos", ["image", "sidecar", "video", "clips"], ok(50, 100)],
    // 1 of 5 = 20 %; 40.
    ["one in five", ["clips", "image", "image", "image", "image"], ok(20, 40)],
    // 1 of 3 = 33.33 %; 66.67 -> 67.
    ["one in three", ["video", "image", "sidecar"], ok(33.33, 67)],
  ])("%s", (_name, types, expected) => {
    const posts = types.map((type) => makePost({ type }));
    expect(compute({ latestPosts: posts }).video_content_ratio).toEqual(expected);
  });

  it("counts only P: IGTV videos are not feed posts", () => {
    const result = compute({ latestPosts: [makePost({ type: "image" })], latestIgtvVideos: [makeVideo()] });
    expect(result.video_content_ratio).toEqual(ok(0, 0));
  });
});
