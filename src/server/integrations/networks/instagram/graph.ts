import { profileDataSchema, type postSchema, type PostType } from "@core/social/profile-data";
import { z } from "zod";
import { readHashtags, readMentions } from "../caption-tags";
import { callGraph, graphUrl, nextPageUrl, pagingSchema, toIsoTimestamp } from "./graph-api";
import { createCommentsReader, FACEBOOK_COMMENTS_PERMISSION, INSTAGRAM_COMMENTS_PERMISSION } from "./graph-comments";
import {
  createGraphInsightsReader,
  createGraphInsightsSource,
  FACEBOOK_INSIGHTS_PERMISSION,
  insightsAnswerSchema,
  INSTAGRAM_INSIGHTS_PERMISSION,
  isNotEnoughViewers,
  metricValue,
} from "./graph-insights";
import { INSIGHT_METRICS } from "./insight-metrics";
import { mapWithLimit } from "./map-with-limit";
import { SourceError, type CollectedProfile, type OwnInsightsSource, type OwnProfileSource } from "../network.port";

export { FACEBOOK_COMMENTS_PERMISSION, INSTAGRAM_COMMENTS_PERMISSION } from "./graph-comments";
export { INSIGHT_METRICS } from "./insight-metrics";

/*
 * The connected account's own data through the Instagram API with Instagram Login
 * (graph.instagram.com, docs/product/networks.md): /me, /me/media with like and comment counts,
 * views of videos and reels from media insights, account insights, and the comments of the newest
 * posts with their replies (docs/product/features.md "Comments and search").
 */

export type AccountInsights = Record<(typeof INSIGHT_METRICS.account)[number], number | null>;

export type InstagramGraphSource = OwnProfileSource & {
  /** Account totals between `since` and `until` (Instagram allows at most 30 days). */
  fetchAccountInsights(input: { accessToken: string; since: Date; until: Date }): Promise<AccountInsights>;
};

export type GraphSourceOptions = {
  /** graph.instagram.com; tests point it at a local server. */
  baseUrl?: string;
  apiVersion?: string;
  timeoutMs?: number;
  /** Media insights requests in flight at once. */
  insightsConcurrency?: number;
  /** Posts whose comments are read at once. */
  commentsConcurrency?: number;
};

export const meFields = [
  "id",
  "user_id",
  "username",
  "name",
  "account_type",
  "profile_picture_url",
  "followers_count",
  "follows_count",
  "media_count",
  "biography",
  "website",
] as const;
const mediaFields = [
  "id",
  "caption",
  "media_type",
  "media_product_type",
  "media_url",
  "thumbnail_url",
  "permalink",
  "timestamp",
  "like_count",
  "comments_count",
] as const;
// Instagram serves at most this many media per page.
const maxPageSize = 100;
const optionalText = z.string().nullish();
const optionalCount = z.number().nullish();

const meObject = z.looseObject({
  id: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).nullish(),
  username: z.string().min(1),
  name: optionalText,
  account_type: optionalText,
  profile_picture_url: optionalText,
  followers_count: optionalCount,
  follows_count: optionalCount,
  media_count: optionalCount,
  biography: optionalText,
  website: optionalText,
});
// The reference answers /me with the user's fields; the Instagram Login guide shows them inside
// data[0]. Both are accepted.
export const meSchema = z.union([meObject, z.looseObject({ data: z.array(meObject).min(1) }).transform((body) => body.data[0]!)]);
export type GraphMe = z.infer<typeof meSchema>;

/** One media item as Graph lists it (me/media, business_discovery's media). */
export const mediaItemSchema = z.looseObject({
  id: z.string().min(1),
  caption: optionalText,
  media_type: z.string(),
  media_product_type: optionalText,
  media_url: optionalText,
  thumbnail_url: optionalText,
  permalink: optionalText,
  timestamp: optionalText,
  like_count: optionalCount,
  comments_count: optionalCount,
});
export type GraphMedia = z.infer<typeof mediaItemSchema>;

const mediaPageSchema = z.looseObject({ data: z.array(mediaItemSchema), paging: pagingSchema });
type MediaPage = z.infer<typeof mediaPageSchema>;

/**
 * The post's type. A video is a Reel when its media_product_type says so (the owner's own media)
 * or, where only public fields are served (business_discovery), when its permalink is a Reel's
 * (instagram.com/reel/…; a feed video's is /p/…).
 */
export function postTypeOf(media: GraphMedia): PostType | undefined {
  if (media.media_type === "IMAGE") return "image";
  if (media.media_type === "CAROUSEL_ALBUM") return "sidecar";
  if (media.media_type !== "VIDEO") return undefined;
  if (media.media_product_type) return media.media_product_type === "REELS" ? "clips" : "video";
  return isReelPermalink(media.permalink) ? "clips" : "video";
}

function isReelPermalink(permalink: string | null | undefined) {
  if (!permalink) return false;
  try {
    return /^\/reels?\//.test(new URL(permalink).pathname);
  } catch {
    return false;
  }
}

export function toPost(media: GraphMedia, type: PostType, views: number | undefined): z.input<typeof postSchema> {
  const caption = media.caption ?? "";
  const isVideo = type === "video" || type === "clips";
  return {
    id: media.id,
    type,
    caption,
    timestamp: toIsoTimestamp(media.timestamp),
    // A video's media_url is the video file, not a picture: without its thumbnail it shows none.
    displayUrl: (isVideo ? media.thumbnail_url : media.media_url) ?? "",
    url: media.permalink ?? "",
    likesCount: media.like_count ?? 0,
    commentsCount: media.comments_count ?? 0,
    hashtags: readHashtags(caption),
    mentions: readMentions(caption),
    taggedUsers: [],
    ...(isVideo && views !== undefined ? { videoViewCount: views } : {}),
  };
}

/**
 * The reader both logins share: a profile node (`me` with Instagram Login, the IG user id with
 * Facebook Login), its media with views from media insights, the comments of its newest posts
 * (graph-comments.ts) and its account insights. Only the host, the node, the profile fields and
 * the name of the comments permission differ.
 */
type ProfileReaderOptions = {
  baseUrl: string;
  apiVersion: string;
  timeoutMs: number;
  insightsConcurrency: number;
  commentsConcurrency: number;
  /** The login's name of the permission comments need, for the person to grant on reconnecting. */
  commentsPermission: string;
  /** The profile fields asked; Facebook Login's IG user has no `user_id` or `account_type`. */
  profileFields: readonly string[];
  /** Whether the profile is a business account (rather than a creator one). */
  isBusiness: (me: GraphMe) => boolean;
};

function createProfileReader({
  baseUrl,
  apiVersion,
  timeoutMs,
  insightsConcurrency,
  commentsConcurrency,
  commentsPermission,
  profileFields,
  isBusiness,
}: ProfileReaderOptions) {
  const versioned = `${baseUrl.replace(/\/$/, "")}/${apiVersion}`;
  const origin = new URL(baseUrl).origin;
  const commentsReader = createCommentsReader({
    versioned,
    timeoutMs,
    concurrency: commentsConcurrency,
    permission: commentsPermission,
  });

  async function fetchMedia(node: string, accessToken: string, postsLimit: number): Promise<GraphMedia[]> {
    const media: GraphMedia[] = [];
    const path = `${node}/media`;
    let url: URL | undefined = graphUrl(versioned, path, {
      fields: mediaFields.join(","),
      limit: Math.min(Math.max(postsLimit, 1), maxPageSize),
      access_token: accessToken,
    });
    while (url && media.length < postsLimit) {
      const page: MediaPage = (await callGraph(url, mediaPageSchema, { timeoutMs, what: `GET /${path}` })).data;
      media.push(...page.data);
      url =
        page.data.length === 0
          ? undefined
          : nextPageUrl(page.paging, origin, (after) =>
              graphUrl(versioned, path, {
                fields: mediaFields.join(","),
                limit: Math.min(postsLimit - media.length, maxPageSize),
                after,
                access_token: accessToken,
              }),
            );
    }
    return media.slice(0, postsLimit);
  }

  /** Views of each video; a failed insights call leaves that video without views (and stops after throttling). */
  async function fetchViews(accessToken: string, videos: GraphMedia[]): Promise<Map<string, number>> {
    const views = new Map<string, number>();
    let stopped = false;
    await mapWithLimit(videos, insightsConcurrency, async (video) => {
      if (stopped) return;
      try {
        const { data } = await callGraph(
          graphUrl(versioned, `${encodeURIComponent(video.id)}/insights`, {
            metric: INSIGHT_METRICS.media.join(","),
            access_token: accessToken,
          }),
          insightsAnswerSchema,
          { timeoutMs, what: `GET /${video.id}/insights` },
        );
        const value = metricValue(data, "views");
        if (value !== null) views.set(video.id, value);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        // Too few viewers (code 10) concerns that video alone; throttling or a refused token would repeat.
        if (error.kind === "rate_limited" || (error.kind === "token_revoked" && !isNotEnoughViewers(error.message)))
          stopped = true;
      }
    });
    return views;
  }

  return {
    async fetchProfile(
      node: string,
      { accessToken, postsLimit, commentsLimit = 0 }: { accessToken: string; postsLimit: number; commentsLimit?: number },
    ): Promise<CollectedProfile> {
      const { data: me } = await callGraph(
        graphUrl(versioned, node, { fields: profileFields.join(","), access_token: accessToken }),
        meSchema,
        { timeoutMs, what: `GET /${node}` },
      );
      const media = postsLimit > 0 ? await fetchMedia(node, accessToken, postsLimit) : [];
      const typed = media
        .map((item) => ({ item, type: postTypeOf(item) }))
        // A media type this code doesn't know (a future one) is left out rather than guessed.
        .filter((entry): entry is { item: GraphMedia; type: PostType } => entry.type !== undefined);
      const views = await fetchViews(
        accessToken,
        typed.filter(({ type }) => type === "video" || type === "clips").map(({ item }) => item),
      );

      const parsed = profileDataSchema.safeParse({
        fullName: me.name,
        username: me.username,
        // Neither login says whether the account is verified; it is a professional account.
        verified: false,
        private: false,
        isBusinessAccount: isBusiness(me),
        businessCategoryName: null,
        biography: me.biography,
        externalUrl: me.website,
        url: `https://www.instagram.com/${me.username}/`,
        profilePicUrl: me.profile_picture_url,
        profilePicUrlHD: me.profile_picture_url,
        followersCount: me.followers_count,
        followsCount: me.follows_count,
        postsCount: me.media_count,
        igtvVideoCount: 0,
        latestPosts: typed.map(({ item, type }) => toPost(item, type, views.get(item.id))),
        latestIgtvVideos: [],
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SourceError("malformed", `Instagram profile fails the schema (${issue?.path.join(".")}: ${issue?.message})`);
      }
      // The Graph API gives no related profiles.
      const collected: CollectedProfile = { source: "graph", profile: parsed.data, relatedProfiles: [] };
      if (commentsLimit > 0) {
        const read = await commentsReader.fetchComments(
          accessToken,
          typed.map(({ item }) => item),
          Math.floor(commentsLimit),
        );
        collected.comments = read.comments;
        if (read.unavailable) collected.commentsUnavailable = read.unavailable;
      }
      return collected;
    },

    async fetchAccountInsights(
      node: string,
      { accessToken, since, until }: { accessToken: string; since: Date; until: Date },
    ): Promise<AccountInsights> {
      const { data } = await callGraph(
        graphUrl(versioned, `${node}/insights`, {
          metric: INSIGHT_METRICS.account.join(","),
          period: "day",
          metric_type: "total_value",
          since: Math.floor(since.getTime() / 1000),
          until: Math.floor(until.getTime() / 1000),
          access_token: accessToken,
        }),
        insightsAnswerSchema,
        { timeoutMs, what: `GET /${node}/insights` },
      );
      return Object.fromEntries(INSIGHT_METRICS.account.map((name) => [name, metricValue(data, name)])) as AccountInsights;
    },
  };
}

/** Instagram Login: graph.instagram.com, the token's own account as `me`. */
export function createGraphSource({
  baseUrl = "https://graph.instagram.com",
  apiVersion = "v23.0",
  timeoutMs = 30_000,
  insightsConcurrency = 4,
  commentsConcurrency = 4,
}: GraphSourceOptions = {}): InstagramGraphSource {
  const reader = createProfileReader({
    baseUrl,
    apiVersion,
    timeoutMs,
    insightsConcurrency,
    commentsConcurrency,
    commentsPermission: INSTAGRAM_COMMENTS_PERMISSION,
    profileFields: meFields,
    isBusiness: (me) => me.account_type === "BUSINESS",
  });
  return {
    fetchOwnProfile: (input) => reader.fetchProfile("me", input),
    fetchAccountInsights: (input) => reader.fetchAccountInsights("me", input),
  };
}

const versionedUrl = (baseUrl: string, apiVersion: string) => `${baseUrl.replace(/\/$/, "")}/${apiVersion}`;

/** Instagram Login's owner insights (graph-insights.ts), on the same host and version as createGraphSource. */
export function createInstagramInsightsSource({
  baseUrl = "https://graph.instagram.com",
  apiVersion = "v23.0",
  timeoutMs = 30_000,
  insightsConcurrency = 4,
}: GraphSourceOptions = {}): OwnInsightsSource {
  return createGraphInsightsSource(
    createGraphInsightsReader({
      versioned: versionedUrl(baseUrl, apiVersion),
      timeoutMs,
      concurrency: insightsConcurrency,
      permission: INSTAGRAM_INSIGHTS_PERMISSION,
    }),
  );
}

/**
 * The Instagram professional account connected through Facebook Login (docs/decisions/022):
 * the Instagram API with Facebook Login on graph.facebook.com, the IG user id as the node
 * (`/{ig-user-id}`, `/{ig-user-id}/media`, `/{ig-user-id}/insights`) and the Facebook user
 * token; same parsing as Instagram Login.
 */
export type FacebookGraphSource = {
  fetchOwnProfile(input: {
    igUserId: string;
    accessToken: string;
    postsLimit: number;
    commentsLimit?: number;
    now: Date;
  }): Promise<CollectedProfile>;
  fetchAccountInsights(input: { igUserId: string; accessToken: string; since: Date; until: Date }): Promise<AccountInsights>;
  /** The owner's insights (the port's OwnInsightsSource), of the IG user `igUserId`. */
  insights: FacebookInsightsSource;
};

/** The port's OwnInsightsSource, each call naming the IG user it reads. */
export type FacebookInsightsSource = {
  [K in keyof OwnInsightsSource]: (
    input: Parameters<OwnInsightsSource[K]>[0] & { igUserId: string },
  ) => ReturnType<OwnInsightsSource[K]>;
};

// The IG user's fields under Facebook Login: no user_id or account_type there (asking for a
// field the node lacks fails the whole request).
export const facebookProfileFields = meFields.filter((field) => field !== "user_id" && field !== "account_type");

export function createFacebookGraphSource({
  baseUrl = "https://graph.facebook.com",
  apiVersion = "v23.0",
  timeoutMs = 30_000,
  insightsConcurrency = 4,
  commentsConcurrency = 4,
}: GraphSourceOptions = {}): FacebookGraphSource {
  const reader = createProfileReader({
    baseUrl,
    apiVersion,
    timeoutMs,
    insightsConcurrency,
    commentsConcurrency,
    commentsPermission: FACEBOOK_COMMENTS_PERMISSION,
    profileFields: facebookProfileFields,
    // An account linked to a Page through Facebook Login is a business or creator account; the
    // node does not say which, so it counts as a business one.
    isBusiness: () => true,
  });
  const nodeOf = (igUserId: string) => {
    if (!/^\d+$/.test(igUserId)) throw new SourceError("malformed", "the Instagram user id is not numeric");
    return igUserId;
  };
  const insights = createGraphInsightsReader({
    versioned: versionedUrl(baseUrl, apiVersion),
    timeoutMs,
    concurrency: insightsConcurrency,
    permission: FACEBOOK_INSIGHTS_PERMISSION,
  });
  return {
    fetchOwnProfile: async ({ igUserId, ...input }) => reader.fetchProfile(nodeOf(igUserId), input),
    fetchAccountInsights: async ({ igUserId, ...input }) => reader.fetchAccountInsights(nodeOf(igUserId), input),
    insights: {
      fetchPostInsights: async ({ accessToken, posts, now }) => insights.fetchPostInsights(accessToken, posts, now),
      fetchAccountDays: async ({ igUserId, accessToken, from, to, now }) =>
        insights.fetchAccountDays(nodeOf(igUserId), accessToken, from, to, now),
      fetchAudience: async ({ igUserId, accessToken, followersCount }) =>
        insights.fetchAudience(nodeOf(igUserId), accessToken, followersCount),
      fetchStories: async ({ igUserId, accessToken }) => insights.fetchStories(nodeOf(igUserId), accessToken),
    },
  };
}
