import {
  profileDataSchema,
  relatedProfileSchema,
  type PostType,
  type postSchema,
  type videoSchema,
} from "@core/social/profile-data";
import { z } from "zod";
import { requestJson } from "./http-json";
import { toCollectedComment } from "../collected-comments";
import {
  SourceError,
  type CollectedComment,
  type CollectedPostComments,
  type CollectedProfile,
  type PublicProfileSource,
} from "../network.port";

/*
 * Public profiles by username through Apify's instagram-profile-scraper (docs/product/networks.md).
 *
 * What was checked against documentation: the run-sync-get-dataset-items endpoint (POST, input as
 * the JSON body, dataset items as a JSON array, HTTP 408 when the run passes Apify's 300 s limit,
 * the optional `timeout` query parameter, Bearer authentication) is Apify's documented API v2.
 * The actor's input `usernames` (an array of handles) is what every published example sends.
 * `resultsLimit` appears in callers' code but could not be confirmed in the actor's input schema;
 * it is sent as a hint and latestPosts is cut to postsLimit here regardless (the actor usually
 * returns about 12 posts). The output item fields follow docs/product/networks.md and published samples. How
 * the actor reports an unknown or failed username (an item with `error` / `errorDescription`, or
 * no item at all) varies between versions, so both are handled and read by their wording.
 *
 * Comments: apify/instagram-scraper's post items carry `latestComments` (the few newest comments
 * of a post, each { id, text, ownerUsername, timestamp, likesCount, replies }); the profile
 * scraper's latestPosts are not documented to, and the published samples of its output show
 * none. When a post carries them they are read, never as the post's complete list (only the
 * newest are there, so an older one missing is not a deleted one); when none does, a profile
 * connected by username has no comments.
 *
 * Posts past the profile scraper's ~12: plans read 30/100/200 posts, and the profile scraper's
 * latestPosts stop at about 12 whatever `resultsLimit` says. When it gave fewer than the plan's
 * posts and the profile has more, a second run of apify/instagram-scraper in its posts mode
 * (`directUrls` = the profile's address, `resultsType: "posts"`, `resultsLimit` = the plan's
 * posts; input names as in the actor's published input and its clones' parity lists) reads
 * them; its items are post items with the same media fields (plus `ownerUsername`). The two
 * lists are merged by id (the posts run's figures win), newest first, cut to the plan's posts.
 * A failed posts run never fails the collection: the profile scraper's posts are kept.
 */

const actorId = "apify~instagram-profile-scraper";
const postsActorId = "apify~instagram-scraper";

export type ApifySourceOptions = {
  token: string;
  /** Apify's API address; tests point it at a local server. */
  baseUrl?: string;
  /** Client-side limit for the synchronous run (Apify itself stops waiting at 300 s). */
  timeoutMs?: number;
};

const text = z.string().nullish();
const count = z.number().nullish();
const id = z.union([z.string(), z.number()]).transform(String);

const apifyMedia = z.object({
  id,
  type: z.enum(["Image", "Sidecar", "Video"]),
  productType: z.string().nullish(),
  caption: text,
  title: text,
  timestamp: text,
  displayUrl: text,
  url: text,
  likesCount: count,
  commentsCount: count,
  hashtags: z.array(z.string()).nullish(),
  mentions: z.array(z.string()).nullish(),
  taggedUsers: z.array(z.union([z.string(), z.looseObject({ username: z.string() })])).nullish(),
  videoViewCount: count,
  videoPlayCount: count,
  videoDuration: count,
  // Each comment is checked on its own (apifyComment): one unreadable comment never fails a profile.
  latestComments: z.array(z.unknown()).nullish(),
});
type ApifyMedia = z.infer<typeof apifyMedia>;

const apifyReply = z.looseObject({
  id,
  text,
  ownerUsername: text,
  owner: z.looseObject({ username: z.string().nullish() }).nullish(),
  timestamp: text,
  likesCount: count,
});
const apifyComment = apifyReply.extend({ replies: z.array(z.unknown()).nullish() });
type ApifyReply = z.infer<typeof apifyReply>;

const apifyProfile = z.looseObject({
  username: z.string().min(1),
  fullName: text,
  verified: z.boolean().nullish(),
  private: z.boolean().nullish(),
  isBusinessAccount: z.boolean().nullish(),
  businessCategoryName: text,
  biography: text,
  externalUrl: text,
  url: text,
  profilePicUrl: text,
  profilePicUrlHD: text,
  followersCount: count,
  followsCount: count,
  postsCount: count,
  igtvVideoCount: count,
  latestPosts: z.array(apifyMedia).nullish(),
  latestIgtvVideos: z.array(apifyMedia).nullish(),
  relatedProfiles: z
    .array(
      z.looseObject({
        id,
        username: z.string(),
        full_name: text,
        is_verified: z.boolean().nullish(),
        is_private: z.boolean().nullish(),
        profile_pic_url: text,
      }),
    )
    .nullish(),
});
type ApifyProfile = z.infer<typeof apifyProfile>;
// What the core schemas accept (they turn null text into "" and so on).
type PostInput = z.input<typeof postSchema>;
type VideoInput = z.input<typeof videoSchema>;

function postTypeOf(media: ApifyMedia): PostType {
  if (media.type === "Image") return "image";
  if (media.type === "Sidecar") return "sidecar";
  return media.productType === "clips" ? "clips" : "video";
}

function commonFields(media: ApifyMedia) {
  return {
    id: media.id,
    caption: media.caption,
    timestamp: media.timestamp,
    displayUrl: media.displayUrl,
    url: media.url,
    // The scraper writes -1 when the owner hides the like count.
    likesCount: Math.max(0, media.likesCount ?? 0),
    commentsCount: Math.max(0, media.commentsCount ?? 0),
    hashtags: media.hashtags,
    mentions: media.mentions,
    taggedUsers: media.taggedUsers?.map((user) => (typeof user === "string" ? user : user.username)),
  };
}

function viewsOf(media: ApifyMedia) {
  return media.videoViewCount ?? media.videoPlayCount ?? undefined;
}

function toPost(media: ApifyMedia): PostInput {
  const type = postTypeOf(media);
  const isVideo = type === "video" || type === "clips";
  return {
    ...commonFields(media),
    type,
    ...(isVideo ? { videoViewCount: viewsOf(media), videoDuration: media.videoDuration ?? undefined } : {}),
  };
}

/** latestIgtvVideos: views and duration are required there; an item without them is left out. */
function toVideo(media: ApifyMedia): VideoInput | undefined {
  const views = viewsOf(media);
  if (views === undefined || media.videoDuration == null) return undefined;
  const type = media.type === "Video" && media.productType === "igtv" ? "igtv" : postTypeOf(media);
  return {
    ...commonFields(media),
    type,
    title: media.title,
    videoViewCount: views,
    videoDuration: media.videoDuration,
  };
}

function summarise(error: z.ZodError) {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(item)"}: ${issue.message}`)
    .join("; ");
}

function toComment(item: ApifyReply, parentId: string | null): CollectedComment | undefined {
  return toCollectedComment({
    id: item.id,
    parentId,
    username: item.ownerUsername ?? item.owner?.username,
    text: item.text,
    likeCount: item.likesCount,
    timestamp: item.timestamp,
  });
}

/**
 * The comments the posts carry, newest posts first, up to `limit` in all (replies counted);
 * undefined when no post carries any (the profile scraper's usual output) or none are asked.
 */
function mapLatestComments(posts: ApifyMedia[], limit: number): CollectedPostComments[] | undefined {
  const carrying = posts.filter((post) => Array.isArray(post.latestComments));
  if (limit <= 0 || carrying.length === 0) return undefined;
  const timeOf = (post: ApifyMedia) => Date.parse(post.timestamp ?? "") || 0;
  let remaining = limit;
  const read: CollectedPostComments[] = [];
  for (const post of [...carrying].sort((a, b) => timeOf(b) - timeOf(a))) {
    if (remaining === 0) break;
    const comments: CollectedComment[] = [];
    for (const item of post.latestComments ?? []) {
      const parsed = apifyComment.safeParse(item);
      const comment = parsed.success ? toComment(parsed.data, null) : undefined;
      if (!parsed.success || !comment) continue;
      const replies = (parsed.data.replies ?? []).flatMap((reply) => {
        const parsedReply = apifyReply.safeParse(reply);
        const collected = parsedReply.success ? toComment(parsedReply.data, comment.id) : undefined;
        return collected ? [collected] : [];
      });
      const thread = [comment, ...replies].slice(0, remaining);
      comments.push(...thread);
      remaining -= thread.length;
      if (remaining === 0) break;
    }
    // Only a post's newest comments are in the output: its list is never the complete one.
    read.push({ mediaId: post.id, complete: false, comments });
  }
  return read;
}

/** The profile's posts and the posts run's, one per id (the posts run's figures win), newest first. */
function mergePosts(profilePosts: ApifyMedia[], postsRun: ApifyMedia[]) {
  const byId = new Map<string, ApifyMedia>();
  for (const post of [...profilePosts, ...postsRun]) byId.set(post.id, post);
  const timeOf = (post: ApifyMedia) => Date.parse(post.timestamp ?? "") || 0;
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a));
}

function mapProfile(item: ApifyProfile, postsLimit: number, commentsLimit: number): CollectedProfile {
  const posts = (item.latestPosts ?? []).slice(0, Math.max(0, postsLimit));
  const parsed = profileDataSchema.safeParse({
    fullName: item.fullName,
    username: item.username,
    verified: item.verified,
    private: item.private,
    isBusinessAccount: item.isBusinessAccount,
    businessCategoryName: item.businessCategoryName,
    biography: item.biography,
    externalUrl: item.externalUrl,
    url: item.url ?? `https://www.instagram.com/${item.username}/`,
    profilePicUrl: item.profilePicUrl,
    profilePicUrlHD: item.profilePicUrlHD ?? item.profilePicUrl,
    followersCount: item.followersCount,
    followsCount: item.followsCount,
    postsCount: item.postsCount,
    igtvVideoCount: item.igtvVideoCount,
    latestPosts: posts.map(toPost),
    latestIgtvVideos: (item.latestIgtvVideos ?? []).map(toVideo).filter((video) => video !== undefined),
  });
  if (!parsed.success)
    throw new SourceError("malformed", `Apify returned a profile that fails the schema: ${summarise(parsed.error)}`);
  const related = relatedProfileSchema.array().safeParse(item.relatedProfiles ?? []);
  if (!related.success)
    throw new SourceError("malformed", `Apify returned related profiles that fail the schema: ${summarise(related.error)}`);
  const comments = mapLatestComments(posts, Math.floor(commentsLimit));
  return { source: "apify", profile: parsed.data, relatedProfiles: related.data, ...(comments ? { comments } : {}) };
}

function isErrorItem(item: Record<string, unknown>) {
  return item.error != null || item.errorDescription != null;
}

function errorTextOf(item: Record<string, unknown>) {
  const parts = [item.error, item.errorDescription, item.message].map((part) =>
    typeof part === "string" ? part : part && typeof part === "object" ? JSON.stringify(part) : "",
  );
  return parts.filter(Boolean).join(" — ");
}

function errorFromItem(item: Record<string, unknown>, username: string): SourceError {
  const reason = errorTextOf(item);
  if (/private/i.test(reason)) return new SourceError("private", `Apify: @${username} is private (${reason})`);
  if (/not[\s_-]*found|does\s*n[o']?t\s+exist|no\s+such|isn't\s+available|not\s+available|404/i.test(reason)) {
    return new SourceError("not_found", `Apify: @${username} was not found (${reason})`);
  }
  return new SourceError("unavailable", `Apify could not scrape @${username} (${reason})`);
}

function errorFromStatus(status: number, body: unknown, actor = actorId): SourceError {
  const detail =
    body && typeof body === "object" && "error" in body && body.error && typeof body.error === "object"
      ? JSON.stringify(body.error)
      : "";
  const suffix = detail ? `: ${detail}` : "";
  if (status === 429) return new SourceError("rate_limited", `Apify rate limit (HTTP 429)${suffix}`);
  if (status === 401 || status === 403) {
    return new SourceError("unavailable", `Apify refused the token (HTTP ${status}): check APIFY_TOKEN${suffix}`);
  }
  if (status === 402) return new SourceError("unavailable", `Apify account cannot pay for the run (HTTP 402)${suffix}`);
  if (status === 404) return new SourceError("unavailable", `Apify actor ${actor} not found (HTTP 404)${suffix}`);
  if (status === 408) return new SourceError("unavailable", `Apify run passed the 300 s synchronous limit (HTTP 408)${suffix}`);
  return new SourceError("unavailable", `Apify answered HTTP ${status}${suffix}`);
}

export function createApifySource({
  token,
  baseUrl = "https://api.apify.com",
  timeoutMs = 120_000,
}: ApifySourceOptions): PublicProfileSource {
  const endpointOf = (actor: string, waitMs = timeoutMs) => {
    const endpoint = new URL(`${baseUrl.replace(/\/$/, "")}/v2/acts/${actor}/run-sync-get-dataset-items`);
    // Ask Apify to stop the run when we stop waiting, so an abandoned run isn't billed to the end.
    endpoint.searchParams.set("timeout", String(Math.ceil(waitMs / 1000)));
    return endpoint;
  };
  const endpoint = endpointOf(actorId);

  /** apify/instagram-scraper's posts mode for one profile: its post items, unreadable ones left out. */
  async function readPosts(profileUrl: string, limit: number, waitMs: number): Promise<ApifyMedia[]> {
    const response = await requestJson(endpointOf(postsActorId, waitMs).toString(), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ directUrls: [profileUrl], resultsType: "posts", resultsLimit: limit, addParentData: false }),
      timeoutMs: waitMs,
      service: "Apify",
    });
    if (response.status < 200 || response.status >= 300) throw errorFromStatus(response.status, response.json, postsActorId);
    if (!Array.isArray(response.json)) throw new SourceError("malformed", "Apify did not return a JSON array of post items");
    return response.json.flatMap((item) => {
      const parsed = apifyMedia.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  return {
    kind: "apify",
    async fetchProfile({ username, postsLimit, commentsLimit = 0 }) {
      const startedAt = Date.now();
      const response = await requestJson(endpoint.toString(), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ usernames: [username], resultsLimit: postsLimit }),
        timeoutMs,
        service: "Apify",
      });
      if (response.status < 200 || response.status >= 300) throw errorFromStatus(response.status, response.json);
      if (!Array.isArray(response.json)) throw new SourceError("malformed", "Apify did not return a JSON array of dataset items");

      const items = response.json.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object");
      if (items.length !== response.json.length)
        throw new SourceError("malformed", "Apify returned dataset items that are not objects");
      if (items.length === 0) throw new SourceError("not_found", `Apify returned no profile for @${username}`);

      const wanted = username.toLowerCase();
      const match =
        items.find((item) => typeof item.username === "string" && item.username.toLowerCase() === wanted && !isErrorItem(item)) ??
        items.find(isErrorItem) ??
        items[0]!;
      if (isErrorItem(match)) throw errorFromItem(match, username);

      const parsed = apifyProfile.safeParse(match);
      if (!parsed.success) throw new SourceError("malformed", `Apify returned an unexpected item: ${summarise(parsed.error)}`);
      if (parsed.data.private) throw new SourceError("private", `Apify: @${username} is private`);
      const profile = parsed.data;
      const profilePosts = profile.latestPosts ?? [];
      const wantedPosts = Math.min(Math.floor(postsLimit), profile.postsCount ?? Number.POSITIVE_INFINITY);
      if (profilePosts.length < wantedPosts) {
        try {
          // Both runs together stay within 1.5 times one run's wait (the collect job's expiry is sized on it);
          // the posts run gets at least 30 s.
          const waitMs = Math.max(30_000, Math.floor(timeoutMs * 1.5) - (Date.now() - startedAt));
          const more = await readPosts(`https://www.instagram.com/${profile.username}/`, Math.floor(postsLimit), waitMs);
          return mapProfile({ ...profile, latestPosts: mergePosts(profilePosts, more) }, postsLimit, commentsLimit);
        } catch (error) {
          if (!(error instanceof SourceError)) throw error;
          // The profile was read: a failed posts run keeps its ~12 posts rather than failing the collection.
        }
      }
      return mapProfile(profile, postsLimit, commentsLimit);
    },
  };
}
