import type { Post, ProfileData, Video } from "./profile-data";

/**
 * The videos set of docs/product/metrics.md: items of latestPosts of type video or clips, then
 * the latestIgtvVideos not already among them, de-duplicated by id (the feed's copy wins).
 * Newest first, as collected. latestPosts is taken as it is, as for every other figure of P; only
 * the IGTV list, which repeats feed items, is checked against it — with a set of its own few ids
 * rather than one over thousands of feed posts.
 */
export function listVideos(profile: Pick<ProfileData, "latestPosts" | "latestIgtvVideos">): Array<Post | Video> {
  const igtv = profile.latestIgtvVideos;
  const pendingIgtvIds = new Set<string>();
  for (const video of igtv) pendingIgtvIds.add(video.id);

  const videos: Array<Post | Video> = [];
  const posts = profile.latestPosts;
  for (let i = 0; i < posts.length; i++) {
    const post = posts[i] as Post;
    if (post.type !== "video" && post.type !== "clips") continue;
    videos.push(post);
    if (pendingIgtvIds.size > 0) pendingIgtvIds.delete(post.id);
  }
  for (const video of igtv) {
    // delete() answers whether the id was still pending: false for feed copies and repeats.
    if (pendingIgtvIds.delete(video.id)) videos.push(video);
  }
  return videos;
}

/** A video as the dashboard lists it: a feed video or Reel has no title, and may lack views or duration. */
export type RecentVideo = Omit<Video, "videoViewCount" | "videoDuration"> & {
  videoViewCount: number | null;
  videoDuration: number | null;
};

/**
 * The dashboard's recent videos: the same set (listVideos) that 'Visualizações totais' sums and
 * 'Vídeos' counts, so the list and the cards speak of the same videos.
 */
export function listRecentVideos(profile: Pick<ProfileData, "latestPosts" | "latestIgtvVideos">): RecentVideo[] {
  return listVideos(profile).map((video) => ({
    ...video,
    title: "title" in video ? video.title : "",
    videoViewCount: video.videoViewCount ?? null,
    videoDuration: video.videoDuration ?? null,
  }));
}
