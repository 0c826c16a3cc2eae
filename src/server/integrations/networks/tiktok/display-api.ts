import { profileDataSchema, type postSchema } from "@core/social/profile-data";
import { z } from "zod";
import { readHashtags, readMentions } from "../caption-tags";
import { audienceUnavailable, insightUnavailable } from "@core/social/owner-insights";
import { SourceError, type CollectedProfile, type OwnInsightsSource, type OwnProfileSource } from "../network.port";
import { callDisplayApi, TIKTOK_API_BASE, tiktokUrl } from "./tiktok-api";

/*
 * The connected account's own data through TikTok's Display API (decision 029): GET
 * /v2/user/info/ and POST /v2/video/list/ (newest first, at most 20 a page, following
 * has_more and cursor) up to the plan's posts per collection. A token without video.list (the
 * person unticked it) still reads the profile; the posts are then said to be unavailable
 * (`postsUnavailable`), never an account that posted nothing.
 */

export const USER_INFO_FIELDS = [
  "open_id",
  "union_id",
  "avatar_url",
  "display_name",
  "bio_description",
  "profile_deep_link",
  "is_verified",
  "username",
  "follower_count",
  "following_count",
  "likes_count",
  "video_count",
] as const;
// What user.info.basic alone reads: the identity of a connection whose other scopes were unticked.
const BASIC_USER_FIELDS = ["open_id", "union_id", "avatar_url", "display_name"] as const;

export const VIDEO_FIELDS = [
  "id",
  "create_time",
  "cover_image_url",
  "share_url",
  "video_description",
  "duration",
  "title",
  "like_count",
  "comment_count",
  "share_count",
  "view_count",
] as const;

/** The Display API serves at most 20 videos a page. */
export const VIDEO_PAGE_SIZE = 20;

const text = z.string().nullish();
const count = z.number().int().min(0).nullish();

const userSchema = z.looseObject({
  open_id: z.string().min(1),
  union_id: text,
  avatar_url: text,
  display_name: text,
  bio_description: text,
  profile_deep_link: text,
  is_verified: z.boolean().nullish(),
  username: text,
  follower_count: count,
  following_count: count,
  likes_count: count,
  video_count: count,
});
export type TikTokUser = z.infer<typeof userSchema>;
const userInfoData = z.looseObject({ user: userSchema });

const videoSchema = z.looseObject({
  // An int64 in TikTok's docs, served as a string; a number is accepted and kept as text.
  id: z.union([z.string().min(1), z.number()]).transform(String),
  create_time: z.number().int().nonnegative().nullish(),
  cover_image_url: text,
  share_url: text,
  video_description: text,
  duration: z.number().nonnegative().nullish(),
  title: text,
  like_count: count,
  comment_count: count,
  share_count: count,
  view_count: count,
});
type TikTokVideo = z.infer<typeof videoSchema>;
const videoListData = z.looseObject({
  videos: z.array(videoSchema).nullish(),
  cursor: z.number().nullish(),
  has_more: z.boolean().nullish(),
});

type ApiOptions = { apiBase: string; accessToken: string; timeoutMs: number };

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** GET /v2/user/info/ with the given fields. */
async function readUser({ apiBase, accessToken, timeoutMs }: ApiOptions, fields: readonly string[]) {
  const data = await callDisplayApi(tiktokUrl(apiBase, "/v2/user/info/", { fields: fields.join(",") }), userInfoData, {
    timeoutMs,
    what: "GET /v2/user/info/",
    requiredScope: fields.some((field) => field.endsWith("_count")) ? "user.info.stats" : "user.info.profile",
    init: { method: "GET", headers: bearer(accessToken) },
  });
  return data.user;
}

/** The connected user, every field the product reads (user.info.basic, .profile and .stats). */
export async function fetchUserInfo(options: ApiOptions): Promise<TikTokUser & { username: string }> {
  const user = await readUser(options, USER_INFO_FIELDS);
  if (!user.username) throw new SourceError("malformed", "GET /v2/user/info/: the answer has no username");
  return { ...user, username: user.username };
}

/**
 * The identity right after the exchange: every field, or (the person unticked user.info.profile
 * or .stats) the basic ones, the display name standing in for the username the collection reads
 * later. The missing scope is then named by the collection.
 */
export async function fetchIdentityUser(options: ApiOptions): Promise<TikTokUser & { username: string }> {
  try {
    return await fetchUserInfo(options);
  } catch (error) {
    if (!(error instanceof SourceError) || !error.missingPermission) throw error;
    const user = await readUser(options, BASIC_USER_FIELDS);
    return { ...user, username: user.display_name?.trim() || user.open_id };
  }
}

/** POST /v2/video/list/, newest first, following has_more up to `limit` videos. */
async function fetchVideos({ apiBase, accessToken, timeoutMs }: ApiOptions, limit: number): Promise<TikTokVideo[]> {
  const url = tiktokUrl(apiBase, "/v2/video/list/", { fields: VIDEO_FIELDS.join(",") });
  const videos: TikTokVideo[] = [];
  const seen = new Set<number>();
  const ids = new Set<string>();
  let cursor: number | undefined;
  while (videos.length < limit) {
    const page = await callDisplayApi(url, videoListData, {
      timeoutMs,
      what: "POST /v2/video/list/",
      requiredScope: "video.list",
      init: {
        method: "POST",
        headers: { ...bearer(accessToken), "content-type": "application/json" },
        body: JSON.stringify({
          max_count: Math.min(VIDEO_PAGE_SIZE, limit - videos.length),
          ...(cursor === undefined ? {} : { cursor }),
        }),
      },
    });
    for (const video of page.videos ?? []) {
      if (ids.has(video.id)) continue;
      ids.add(video.id);
      videos.push(video);
    }
    // A page that says there is more but gives no new cursor would loop for ever: it ends here.
    if (!page.has_more || page.cursor == null || seen.has(page.cursor) || (page.videos ?? []).length === 0) break;
    seen.add(page.cursor);
    cursor = page.cursor;
  }
  return videos.slice(0, limit);
}

function toPost(video: TikTokVideo): z.input<typeof postSchema> {
  const caption = video.video_description?.trim() ? video.video_description : (video.title ?? "");
  return {
    id: video.id,
    type: "video",
    caption,
    timestamp: video.create_time == null ? "" : new Date(video.create_time * 1000).toISOString(),
    displayUrl: video.cover_image_url,
    url: video.share_url,
    likesCount: video.like_count ?? 0,
    commentsCount: video.comment_count ?? 0,
    sharesCount: video.share_count ?? undefined,
    videoViewCount: video.view_count ?? undefined,
    videoDuration: video.duration ?? undefined,
    hashtags: readHashtags(caption),
    mentions: readMentions(caption),
    taggedUsers: [],
  };
}

export function mapTikTokProfile(user: TikTokUser & { username: string }, videos: TikTokVideo[]): CollectedProfile["profile"] {
  const parsed = profileDataSchema.safeParse({
    fullName: user.display_name,
    username: user.username,
    verified: user.is_verified,
    private: false,
    isBusinessAccount: false,
    businessCategoryName: null,
    biography: user.bio_description,
    externalUrl: null,
    url: user.profile_deep_link ?? `https://www.tiktok.com/@${user.username}`,
    profilePicUrl: user.avatar_url,
    profilePicUrlHD: user.avatar_url,
    followersCount: user.follower_count ?? 0,
    followsCount: user.following_count ?? 0,
    postsCount: user.video_count ?? videos.length,
    igtvVideoCount: 0,
    latestPosts: videos.map(toPost),
    latestIgtvVideos: [],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      "malformed",
      `TikTok returned a profile that fails the schema (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`,
    );
  }
  return parsed.data;
}

export type DisplayApiOptions = {
  /** open.tiktokapis.com; tests point it at a local server. */
  apiBase?: string;
  timeoutMs?: number;
};

/** The Display API as the network port's own-profile source. */
export function createDisplayApiSource({
  apiBase = TIKTOK_API_BASE,
  timeoutMs = 20_000,
}: DisplayApiOptions = {}): OwnProfileSource {
  return {
    async fetchOwnProfile({ accessToken, postsLimit }) {
      const options = { apiBase, accessToken, timeoutMs };
      const user = await fetchUserInfo(options);
      let videos: TikTokVideo[] = [];
      let postsUnavailable: CollectedProfile["postsUnavailable"];
      try {
        videos = postsLimit > 0 ? await fetchVideos(options, Math.floor(postsLimit)) : [];
      } catch (error) {
        // The person unticked video.list: the profile is kept and the missing scope named.
        if (!(error instanceof SourceError) || error.missingPermission?.name !== "video.list") throw error;
        postsUnavailable = { reason: "missing_permission", permission: "video.list" };
      }
      return {
        source: "graph",
        profile: mapTikTokProfile(user, videos),
        relatedProfiles: [],
        ...(postsUnavailable ? { postsUnavailable } : {}),
      };
    },
  };
}

/**
 * The Display API serves public counts only: none of the owner's insights (decision 040). TikTok's
 * Business Accounts API would; its documented shapes could not be checked yet (README.md).
 */
export const displayApiInsights: OwnInsightsSource = {
  fetchPostInsights: async () => insightUnavailable("not_supported"),
  fetchAccountDays: async () => insightUnavailable("not_supported"),
  fetchAudience: async () => audienceUnavailable("not_supported"),
  fetchStories: async () => insightUnavailable("not_supported"),
};
