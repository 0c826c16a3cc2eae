import { addDaysTo, listDays, type Day } from "@core/analytics/period";
import {
  AUDIENCE_MIN_FOLLOWERS,
  audienceUnavailable,
  insightOf,
  insightUnavailable,
  type AccountDayInsights,
  type AudienceInsights,
  type AudienceSlice,
  type Insight,
  type OnlineFollowersDay,
  type PostInsights,
  type PostInsightsEntry,
} from "@core/social/owner-insights";
import { z } from "zod";
import { postSchema } from "@core/social/profile-data";
import { emptyAccountDays } from "../account-days";
import { readHashtags, readMentions } from "../caption-tags";
import { INSIGHTS_DELAY_MS } from "../instagram/insight-metrics";
import { SourceError, type CollectedProfile, type OwnInsightsSource, type OwnProfileSource } from "../network.port";
import {
  BUSINESS_API_BASE,
  BUSINESS_VIDEO_PAGE_SIZE,
  createBusinessIds,
  readBusinessAccount,
  readBusinessVideos,
  type BusinessAccount,
  type BusinessIds,
  type BusinessMetricDay,
  type BusinessVideo,
} from "./business-api";
import { mapTikTokProfile } from "./display-api";

/*
 * The connected account's own profile and insights through TikTok's Business API (Accounts API
 * v1.3; docs/decisions/051-tiktok-business-api.md): business/get for the profile, the days and
 * the audience, business/video/list for the videos and their lifetime figures. What was checked
 * against which reference: README.md beside this file, "Business API".
 */

export const PROFILE_FIELDS = [
  "username",
  "display_name",
  "profile_image",
  "profile_deep_link",
  "bio_description",
  "is_verified",
  "following_count",
  "followers_count",
  "videos_count",
] as const;

export const VIDEO_FIELDS = [
  "item_id",
  "media_type",
  "create_time",
  "thumbnail_url",
  "share_url",
  "caption",
  "video_duration",
  "likes",
  "comments",
  "shares",
  "video_views",
] as const;

export const VIDEO_INSIGHT_FIELDS = [
  "item_id",
  "likes",
  "comments",
  "shares",
  "favorites",
  "reach",
  "video_views",
  "total_time_watched",
  "average_time_watched",
  "full_video_watched_rate",
  "new_followers",
  "profile_views",
] as const;

export const DAY_FIELDS = [
  "video_views",
  "unique_video_views",
  "profile_views",
  "likes",
  "comments",
  "shares",
  "bio_link_clicks",
  "daily_new_followers",
  "daily_lost_followers",
  "engaged_audience",
] as const;

export const AUDIENCE_FIELDS = [
  "is_business_account",
  "followers_count",
  "audience_ages",
  "audience_genders",
  "audience_countries",
  "audience_cities",
  "audience_activity",
] as const;

/** business/get serves the daily metrics of the last 60 days (UTC dates) and nothing older. */
export const BUSINESS_LOOKBACK_DAYS = 60;
/** Days asked in one business/get request (our choice: TikTok's reference states no span limit but the look-back). */
export const BUSINESS_DAYS_PER_REQUEST = 30;

const utcDay = (instant: Date): Day => instant.toISOString().slice(0, 10);
const sumOrNull = (...values: (number | null | undefined)[]) =>
  values.every((value) => typeof value === "number") ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null;
const round = (value: number | null | undefined, decimals: number) =>
  value == null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

function toPost(video: BusinessVideo): z.input<typeof postSchema> {
  const caption = video.caption ?? "";
  return {
    id: video.item_id,
    type: "video",
    caption,
    timestamp: video.create_time == null ? "" : new Date(video.create_time * 1000).toISOString(),
    displayUrl: video.thumbnail_url,
    url: video.share_url,
    likesCount: video.likes ?? 0,
    commentsCount: video.comments ?? 0,
    sharesCount: video.shares ?? undefined,
    videoViewCount: video.video_views ?? undefined,
    videoDuration: video.video_duration ?? undefined,
    hashtags: readHashtags(caption),
    mentions: readMentions(caption),
    taggedUsers: [],
  };
}

/** The videos as the core's posts, checked with its schema. */
function mapPosts(videos: BusinessVideo[]): CollectedProfile["profile"]["latestPosts"] {
  const parsed = z.array(postSchema).safeParse(videos.map(toPost));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      "malformed",
      `TikTok returned a video that fails the schema (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`,
    );
  }
  return parsed.data;
}

function postInsightsOf(video: BusinessVideo): PostInsights {
  return {
    reach: video.reach ?? null,
    views: video.video_views ?? null,
    saved: video.favorites ?? video.favorities ?? null,
    shares: video.shares ?? null,
    // TikTok gives no sum: interactions as decision 029 counts them on TikTok.
    totalInteractions: sumOrNull(video.likes, video.comments, video.shares),
    follows: video.new_followers ?? null,
    profileVisits: video.profile_views ?? null,
    avgWatchTimeSeconds: round(video.average_time_watched, 1),
    totalWatchTimeSeconds: round(video.total_time_watched, 0),
    fullWatchRate: video.full_video_watched_rate ?? null,
  };
}

function dayOf(metric: BusinessMetricDay): Omit<AccountDayInsights, "day" | "settled"> {
  return {
    reach: metric.unique_video_views ?? null,
    views: metric.video_views ?? null,
    accountsEngaged: metric.engaged_audience ?? null,
    totalInteractions: sumOrNull(metric.likes, metric.comments, metric.shares),
    profileLinksTaps: metric.bio_link_clicks ?? null,
    profileViews: metric.profile_views ?? null,
    follows: metric.daily_new_followers ?? null,
    unfollows: metric.daily_lost_followers ?? null,
  };
}

const genderKeys: Record<string, string> = { female: "F", male: "M", other: "U" };

/** Shares of the followers as estimated counts (Instagram's slices are counts), largest first. */
function slicesOf<T extends { percentage: number }>(
  items: T[] | null | undefined,
  keyOf: (item: T) => string,
  followers: number | null,
): AudienceSlice[] | null {
  if (!items || items.length === 0) return null;
  return items
    .map((item) => ({ key: keyOf(item), value: followers === null ? item.percentage : Math.round(item.percentage * followers) }))
    .sort((a, b) => b.value - a.value);
}

function onlineDaysOf(metrics: BusinessMetricDay[] | null | undefined): OnlineFollowersDay[] {
  return (metrics ?? []).flatMap((metric) => {
    const hours: (number | null)[] = Array.from({ length: 24 }, () => null);
    for (const point of metric.audience_activity ?? []) {
      if (Number.isInteger(point.hour) && point.hour >= 0 && point.hour < 24) hours[point.hour] = point.count ?? null;
    }
    return hours.some((value) => value !== null) ? [{ day: metric.date, hours }] : [];
  });
}

/** A refused scope as the reason a figure is missing; anything else fails the whole request. */
async function orMissingPermission<T>(read: () => Promise<Insight<T>>, scope: string): Promise<Insight<T>> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SourceError && error.missingPermission) {
      return insightUnavailable("missing_permission", error.missingPermission.name ?? scope);
    }
    throw error;
  }
}

export type BusinessApiSourceOptions = {
  appId: string;
  /** business-api.tiktok.com/open_api/v1.3; tests point it at a local server. */
  apiBase?: string;
  timeoutMs?: number;
  /** Shared with the OAuth client (business-oauth.ts). */
  ids?: BusinessIds;
};

/** The Business API as the port's own-profile and owner-insights sources. */
export function createBusinessApiSources({
  appId,
  apiBase = BUSINESS_API_BASE,
  timeoutMs = 20_000,
  ids = createBusinessIds({ appId, apiBase, timeoutMs }),
}: BusinessApiSourceOptions): { ownProfiles: OwnProfileSource; ownInsights: OwnInsightsSource } {
  const api = { apiBase, timeoutMs };

  const ownProfiles: OwnProfileSource = {
    async fetchOwnProfile({ accessToken, postsLimit }) {
      const businessId = await ids.of(accessToken);
      const account = await readBusinessAccount(api, {
        accessToken,
        businessId,
        fields: PROFILE_FIELDS,
        requiredScope: "user.info.profile",
      });
      if (!account.username?.trim()) throw new SourceError("malformed", "GET business/get/: the answer has no username");
      let videos: BusinessVideo[] = [];
      let postsUnavailable: CollectedProfile["postsUnavailable"];
      try {
        videos =
          postsLimit > 0
            ? await readBusinessVideos(api, {
                accessToken,
                businessId,
                fields: VIDEO_FIELDS,
                limit: Math.floor(postsLimit),
                requiredScope: "video.list",
              })
            : [];
      } catch (error) {
        // The person unticked video.list: the profile is kept and the missing scope named.
        if (!(error instanceof SourceError) || error.missingPermission?.name !== "video.list") throw error;
        postsUnavailable = { reason: "missing_permission", permission: "video.list" };
      }
      const profile = mapTikTokProfile(
        {
          open_id: businessId,
          username: account.username,
          display_name: account.display_name,
          bio_description: account.bio_description,
          profile_deep_link: account.profile_deep_link,
          avatar_url: account.profile_image,
          is_verified: account.is_verified,
          follower_count: account.followers_count,
          following_count: account.following_count,
          video_count: account.videos_count,
        },
        [],
      );
      return {
        source: "graph",
        profile: { ...profile, latestPosts: mapPosts(videos) },
        relatedProfiles: [],
        ...(postsUnavailable ? { postsUnavailable } : {}),
      };
    },
  };

  const ownInsights: OwnInsightsSource = {
    fetchPostInsights: ({ accessToken, posts, now }) =>
      orMissingPermission(async (): Promise<Insight<PostInsightsEntry[]>> => {
        if (posts.length === 0) return insightOf([]);
        const businessId = await ids.of(accessToken);
        const found = new Map<string, BusinessVideo>();
        for (let start = 0; start < posts.length; start += BUSINESS_VIDEO_PAGE_SIZE) {
          const chunk = posts.slice(start, start + BUSINESS_VIDEO_PAGE_SIZE).map((post) => post.id);
          const videos = await readBusinessVideos(api, {
            accessToken,
            businessId,
            fields: VIDEO_INSIGHT_FIELDS,
            limit: chunk.length,
            videoIds: chunk,
            requiredScope: "video.insights",
          });
          for (const video of videos) found.set(video.item_id, video);
        }
        return insightOf(
          posts.map((post) => {
            const video = found.get(post.id);
            const insights = video ? postInsightsOf(video) : null;
            if (insights && Object.values(insights).some((figure) => figure !== null)) {
              return { mediaId: post.id, insights: insightOf(insights) };
            }
            // TikTok's figures come 24-48 hours after the post; a video left out after that has none.
            const age = now.getTime() - Date.parse(post.timestamp);
            return { mediaId: post.id, insights: insightUnavailable(age < INSIGHTS_DELAY_MS ? "delayed" : "no_data") };
          }),
        );
      }, "video.insights"),

    fetchAccountDays: ({ accessToken, from, to, now }) =>
      orMissingPermission(async (): Promise<Insight<AccountDayInsights[]>> => {
        const days = listDays(from, to);
        const rows = emptyAccountDays(from, to, now);
        // What TikTok serves: from 60 days before today (UTC) to yesterday; a day is stored on the date it carries.
        const today = utcDay(now);
        const first = addDaysTo(today, -BUSINESS_LOOKBACK_DAYS);
        const asked = days.filter((day) => day >= first && day < today);
        const businessId = asked.length > 0 ? await ids.of(accessToken) : "";
        for (let start = 0; start < asked.length; start += BUSINESS_DAYS_PER_REQUEST) {
          const chunk = asked.slice(start, start + BUSINESS_DAYS_PER_REQUEST);
          const account = await readBusinessAccount(api, {
            accessToken,
            businessId,
            fields: DAY_FIELDS,
            startDate: chunk[0],
            endDate: chunk.at(-1),
            requiredScope: "user.insights",
          });
          for (const metric of account.metrics ?? []) {
            const row = rows.get(metric.date);
            if (row && chunk.includes(metric.date)) Object.assign(row, dayOf(metric));
          }
        }
        return insightOf(days.map((day) => rows.get(day) as AccountDayInsights));
      }, "user.insights"),

    fetchAudience: async ({ accessToken, followersCount, now }): Promise<AudienceInsights> => {
      if (followersCount !== null && followersCount < AUDIENCE_MIN_FOLLOWERS) return audienceUnavailable("few_followers");
      let account: BusinessAccount;
      try {
        const end = addDaysTo(utcDay(now), -1);
        account = await readBusinessAccount(api, {
          accessToken,
          businessId: await ids.of(accessToken),
          fields: AUDIENCE_FIELDS,
          // The online hours come with the daily metrics: the last 7 days, TikTok's default.
          startDate: addDaysTo(end, -6),
          endDate: end,
          requiredScope: "user.insights",
        });
      } catch (error) {
        if (!(error instanceof SourceError) || !error.missingPermission) throw error;
        const missing = insightUnavailable("missing_permission", error.missingPermission.name ?? "user.insights");
        return { followers: missing, engaged: missing, online: missing };
      }
      if (account.is_business_account === false) return audienceUnavailable("personal_account");
      const followers = account.followers_count ?? followersCount;
      if (followers !== null && followers < AUDIENCE_MIN_FOLLOWERS) return audienceUnavailable("few_followers");
      const demographics = {
        age: slicesOf(account.audience_ages, (item) => item.age, followers),
        gender: slicesOf(account.audience_genders, (item) => genderKeys[item.gender.toLowerCase()] ?? "U", followers),
        city: slicesOf(account.audience_cities, (item) => item.city_name, followers),
        country: slicesOf(account.audience_countries, (item) => item.country, followers),
      };
      const online = onlineDaysOf(account.metrics);
      return {
        followers: Object.values(demographics).every((slices) => slices === null)
          ? insightUnavailable("no_data")
          : insightOf(demographics),
        // TikTok counts the engaged audience per day, without its demographics.
        engaged: insightUnavailable("not_supported"),
        // The hours' zone is not stated in TikTok's reference; its dates are UTC (README.md beside this file).
        online: online.length === 0 ? insightUnavailable("no_data") : insightOf({ timeZone: "UTC", days: online }),
      };
    },

    // TikTok's API has no stories.
    fetchStories: async () => insightUnavailable("not_supported"),
  };

  return { ownProfiles, ownInsights };
}
