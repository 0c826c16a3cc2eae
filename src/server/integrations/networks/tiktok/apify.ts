import { profileDataSchema, type postSchema } from "@core/social/profile-data";
import { z } from "zod";
import { readHashtags, readMentions } from "../caption-tags";
import { requestJson } from "../instagram/http-json";
import { SourceError, type CollectedProfile, type PublicProfileSource } from "../network.port";

/*
 * Public TikTok profiles by username (competitors, manual connects) through Apify's
 * clockworks~tiktok-profile-scraper when APIFY_TOKEN is set (decision 029), with the same
 * run-sync-get-dataset-items call as Instagram's scraper (apify.ts there). The actor's input:
 * `profiles` (usernames), `resultsPerPage` (videos per profile). Its dataset holds one item per
 * video, each carrying the author as `authorMeta` { name, nickName, fans, following, heart,
 * video, verified, avatar, signature, privateAccount } and the video's id, text, createTimeISO,
 * playCount, diggCount, commentCount, shareCount, webVideoUrl, videoMeta { duration, coverUrl }
 * and hashtags [{ name }]. A profile without videos, private or unknown comes back as an item
 * with `error` (or none at all); those are read by their wording like Instagram's.
 */

const actorId = "clockworks~tiktok-profile-scraper";

export type TikTokApifyOptions = {
  token: string;
  /** Apify's API address; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
};

const text = z.string().nullish();
const count = z.number().nullish();

const authorSchema = z.looseObject({
  name: z.string().min(1),
  nickName: text,
  fans: count,
  following: count,
  heart: count,
  video: count,
  verified: z.boolean().nullish(),
  privateAccount: z.boolean().nullish(),
  avatar: text,
  signature: text,
  profileUrl: text,
});

const itemSchema = z.looseObject({
  id: z
    .union([z.string().min(1), z.number()])
    .transform(String)
    .nullish(),
  text,
  createTimeISO: text,
  createTime: count,
  playCount: count,
  diggCount: count,
  commentCount: count,
  shareCount: count,
  webVideoUrl: text,
  videoMeta: z.looseObject({ duration: count, coverUrl: text }).nullish(),
  hashtags: z.array(z.union([z.string(), z.looseObject({ name: text })])).nullish(),
  authorMeta: authorSchema,
});
type Item = z.infer<typeof itemSchema>;

const nonNegative = (value: number | null | undefined) => (value == null ? undefined : Math.max(0, Math.round(value)));

function toPost(item: Item & { id: string }, username: string): z.input<typeof postSchema> {
  const caption = item.text ?? "";
  const timestamp = item.createTimeISO ?? (item.createTime ? new Date(item.createTime * 1000).toISOString() : "");
  const listed = (item.hashtags ?? []).map((tag) => (typeof tag === "string" ? tag : (tag.name ?? ""))).filter(Boolean);
  return {
    id: item.id,
    type: "video",
    caption,
    timestamp,
    displayUrl: item.videoMeta?.coverUrl,
    url: item.webVideoUrl ?? `https://www.tiktok.com/@${username}/video/${item.id}`,
    likesCount: nonNegative(item.diggCount) ?? 0,
    commentsCount: nonNegative(item.commentCount) ?? 0,
    sharesCount: nonNegative(item.shareCount),
    videoViewCount: nonNegative(item.playCount),
    videoDuration: item.videoMeta?.duration == null ? undefined : Math.max(0, item.videoMeta.duration),
    hashtags: listed.length > 0 ? [...new Set(listed)] : readHashtags(caption),
    mentions: readMentions(caption),
    taggedUsers: [],
  };
}

function errorTextOf(item: Record<string, unknown>) {
  return [item.error, item.errorDescription, item.message]
    .map((part) => (typeof part === "string" ? part : part && typeof part === "object" ? JSON.stringify(part) : ""))
    .filter(Boolean)
    .join(" — ");
}

function errorFromStatus(status: number): SourceError {
  if (status === 429) return new SourceError("rate_limited", "Apify rate limit (HTTP 429)");
  if (status === 401 || status === 403)
    return new SourceError("unavailable", `Apify refused the token (HTTP ${status}): check APIFY_TOKEN`);
  if (status === 408) return new SourceError("unavailable", "Apify run passed the 300 s synchronous limit (HTTP 408)");
  return new SourceError("unavailable", `Apify answered HTTP ${status} for ${actorId}`);
}

export function createTikTokApifySource({
  token,
  baseUrl = "https://api.apify.com",
  timeoutMs = 120_000,
}: TikTokApifyOptions): PublicProfileSource {
  const endpoint = new URL(`${baseUrl.replace(/\/$/, "")}/v2/acts/${actorId}/run-sync-get-dataset-items`);
  endpoint.searchParams.set("timeout", String(Math.ceil(timeoutMs / 1000)));
  return {
    kind: "apify",
    async fetchProfile({ username, postsLimit }): Promise<CollectedProfile> {
      const response = await requestJson(endpoint.toString(), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          profiles: [username],
          resultsPerPage: Math.max(1, Math.floor(postsLimit)),
          shouldDownloadVideos: false,
          shouldDownloadCovers: false,
        }),
        timeoutMs,
        service: "Apify",
      });
      if (response.status < 200 || response.status >= 300) throw errorFromStatus(response.status);
      if (!Array.isArray(response.json)) throw new SourceError("malformed", "Apify did not return a JSON array of dataset items");
      const items = response.json.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object");
      if (items.length !== response.json.length)
        throw new SourceError("malformed", "Apify returned dataset items that are not objects");

      const wanted = username.toLowerCase();
      const parsed: Item[] = [];
      const errors: string[] = [];
      for (const item of items) {
        if (item.error != null || item.errorDescription != null) {
          errors.push(errorTextOf(item));
          continue;
        }
        const read = itemSchema.safeParse(item);
        if (!read.success)
          throw new SourceError(
            "malformed",
            `Apify returned an unexpected TikTok item: ${read.error.issues[0]?.path.join(".")}: ${read.error.issues[0]?.message}`,
          );
        if (read.data.authorMeta.name.toLowerCase() === wanted) parsed.push(read.data);
      }
      if (parsed.length === 0) {
        const reason = errors.join("; ");
        if (/private/i.test(reason)) throw new SourceError("private", `Apify: @${username} is private (${reason})`);
        if (
          reason &&
          !/not[\s_-]*found|does\s*n[o']?t\s+exist|no\s+such|isn't\s+available|not\s+available|404|no videos/i.test(reason)
        ) {
          throw new SourceError("unavailable", `Apify could not scrape @${username} (${reason})`);
        }
        throw new SourceError("not_found", `Apify returned no TikTok profile for @${username}${reason ? ` (${reason})` : ""}`);
      }
      const author = parsed[0]!.authorMeta;
      if (author.privateAccount) throw new SourceError("private", `Apify: @${username} is private`);
      const videos = parsed
        .filter((item): item is Item & { id: string } => Boolean(item.id))
        .sort((a, b) => (Date.parse(b.createTimeISO ?? "") || 0) - (Date.parse(a.createTimeISO ?? "") || 0))
        .slice(0, Math.max(0, Math.floor(postsLimit)));
      const profile = profileDataSchema.safeParse({
        fullName: author.nickName,
        username: author.name,
        verified: author.verified,
        private: false,
        isBusinessAccount: false,
        businessCategoryName: null,
        biography: author.signature,
        externalUrl: null,
        url: author.profileUrl ?? `https://www.tiktok.com/@${author.name}`,
        profilePicUrl: author.avatar,
        profilePicUrlHD: author.avatar,
        followersCount: nonNegative(author.fans) ?? 0,
        followsCount: nonNegative(author.following) ?? 0,
        postsCount: nonNegative(author.video) ?? videos.length,
        igtvVideoCount: 0,
        latestPosts: videos.map((video) => toPost(video, author.name)),
        latestIgtvVideos: [],
      });
      if (!profile.success)
        throw new SourceError(
          "malformed",
          `Apify returned a TikTok profile that fails the schema: ${profile.error.issues[0]?.message}`,
        );
      return { source: "apify", profile: profile.data, relatedProfiles: [] };
    },
  };
}
