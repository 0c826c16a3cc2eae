import { describe, expect, it } from "vitest";
import { computeBaseMetrics } from "./metrics";
import { profileDataSchema } from "./profile-data";
import { listRecentVideos } from "./videos";

const post = (id: string, type: string, extra: object = {}) => ({
  id,
  type,
  timestamp: "2025-06-01T12:00:00Z",
  likesCount: 10,
  commentsCount: 1,
  ...extra,
});

const profile = profileDataSchema.parse({
  username: "loja",
  followersCount: 2000,
  followsCount: 150,
  postsCount: 321,
  latestPosts: [post("i1", "image"), post("c1", "clips", { videoViewCount: 1000, videoDuration: 30 }), post("v1", "video")],
  latestIgtvVideos: [
    { ...post("c1", "igtv"), title: "", videoViewCount: 5000, videoDuration: 30 },
    { ...post("t1", "igtv"), title: "Bastidores", videoViewCount: 700, videoDuration: 600 },
  ],
});

describe("listRecentVideos", () => {
  it("lists the feed's videos and Reels with the IGTV ones: the set 'Visualizações totais' sums", () => {
    const videos = listRecentVideos(profile);
    expect(videos.map((video) => [video.id, video.type, video.title, video.videoViewCount, video.videoDuration])).toEqual([
      ["c1", "clips", "", 1000, 30],
      ["v1", "video", "", null, null],
      ["t1", "igtv", "Bastidores", 700, 600],
    ]);
    const metrics = computeBaseMetrics(profile);
    expect(videos).toHaveLength(metrics.videosCount);
    expect(videos.reduce((sum, video) => sum + (video.videoViewCount ?? 0), 0)).toBe(metrics.totalViews);
  });
});
