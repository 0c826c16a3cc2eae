import type { Post, ProfileData, Video } from "./profile-data";

/**
 * The videos set of DECISIONS.md "Precise rules": items of latestPosts of type video or clips, then
 * latestIgtvVideos, de-duplicated by id (the first occurrence wins). Newest first, as collected.
 */
export function listVideos(profile: Pick<ProfileData, "latestPosts" | "latestIgtvVideos">): Array<Post | Video> {
  const videos: Array<Post | Video> = [];
  const seen = new Set<string>();
  for (const post of profile.latestPosts) {
    if ((post.type === "video" || post.type === "clips") && !seen.has(post.id)) {
      seen.add(post.id);
      videos.push(post);
    }
  }
  for (const video of profile.latestIgtvVideos) {
    if (!seen.has(video.id)) {
      seen.add(video.id);
      videos.push(video);
    }
  }
  return videos;
}
