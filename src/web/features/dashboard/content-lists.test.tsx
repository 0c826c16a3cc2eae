import type { RecentVideo } from "@core/social/videos";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecentVideos } from "./content-lists";
import { describeMetrics } from "./metric-cards";

const video = (id: string, type: RecentVideo["type"], views: number | null): RecentVideo => ({
  id,
  type,
  caption: `Vídeo ${id}`,
  timestamp: "2026-03-01T12:00:00Z",
  displayUrl: "",
  url: "",
  likesCount: 1,
  commentsCount: 1,
  hashtags: [],
  mentions: [],
  taggedUsers: [],
  title: "",
  videoViewCount: views,
  videoDuration: views === null ? null : 75,
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("recent videos and 'Visualizações totais'", () => {
  it("lists Reels and feed videos, says how many of all it shows, and '—' for a count not reported", () => {
    const videos = [
      video("a", "clips", 1000),
      video("b", "video", null),
      ...["c", "d", "e", "f", "g"].map((id) => video(id, "igtv", 10)),
    ];
    const html = text(renderToStaticMarkup(<RecentVideos videos={videos} total={9} platform="instagram" />));
    expect(html).toContain("Mostrando 6 de 9 vídeos recentes (vídeos, Reels e IGTV).");
    expect(html).toContain("Reels");
    expect(html).toContain("Visualizações: —");
    expect(html).toContain("Duração: 1:15");
  });

  it("says which videos the total sums, the same the list shows", () => {
    const metrics = {
      followersCount: 10,
      followsCount: 1,
      postsCount: 1,
      videosCount: 9,
      engagementRate: 1,
      averageLikes: 1,
      averageComments: 1,
      totalViews: 1050,
    };
    const card = describeMetrics(metrics).find((metric) => metric.label === "Visualizações totais");
    expect(card?.hint).toBe("Soma dos 9 vídeos recentes (vídeos, Reels e IGTV)");
    expect(describeMetrics({ ...metrics, videosCount: 1 }).at(-1)?.hint).toBe("Do único vídeo recente (vídeo, Reels ou IGTV)");
  });

  it("names no Instagram format on TikTok, whose every post is a video", () => {
    const metrics = {
      followersCount: 10,
      followsCount: 1,
      postsCount: 1,
      videosCount: 9,
      engagementRate: 1,
      engagementRatePerView: 2,
      averageLikes: 1,
      averageComments: 1,
      totalViews: 1050,
    };
    expect(describeMetrics(metrics).find((metric) => metric.label === "Visualizações totais")?.hint).toBe(
      "Soma dos 9 vídeos recentes",
    );
    const videos = ["a", "b", "c", "d", "e", "f", "g"].map((id) => video(id, "video", 10));
    expect(text(renderToStaticMarkup(<RecentVideos videos={videos} total={9} platform="instagram" everyPostVideo />))).toContain(
      "Mostrando 6 de 9 vídeos recentes.",
    );
  });
});
