import type { Day } from "../analytics/period";

/*
 * The owner's insights (docs/decisions/040-owner-insights.md): the figures only a connected
 * account's owner can read from the network (reach, saves, shares, watch time, profile visits,
 * the day's reach and views, the audience, Stories). Each comes with the network's answer or the
 * reason it has none, so a screen says why instead of showing a 0.
 */

/**
 * Why a figure is missing:
 * - `username_connection`: the account was connected by username; only public figures exist.
 * - `personal_account`: a personal (not professional or business) account; the network gives
 *   its owner no insights through its API.
 * - `few_followers`: the audience and online hours need at least 100 followers (Instagram).
 * - `delayed`: the network has not computed it yet (Instagram: up to 48 hours).
 * - `not_supported`: the network, or the API this connection uses, does not offer it.
 * - `no_data`: the network refused it for this item alone (a post or story with too few viewers,
 *   a post from before the account became professional, an error for that item).
 * - `missing_permission`: the connection was granted without the insights permission; reconnecting
 *   and granting `permission` gives it.
 * - `unavailable`: the network throttled or failed while it was read; the next reading tries again.
 */
export const INSIGHTS_UNAVAILABLE_REASONS = [
  "username_connection",
  "personal_account",
  "few_followers",
  "delayed",
  "not_supported",
  "no_data",
  "missing_permission",
  "unavailable",
] as const;
export type InsightsUnavailableReason = (typeof INSIGHTS_UNAVAILABLE_REASONS)[number];

export type InsightsUnavailable = {
  available: false;
  reason: InsightsUnavailableReason;
  /** With `missing_permission`: the permission to grant, as the network names it. */
  permission?: string;
};

/** A figure (or a group of figures read together) as the network gave it, or why there is none. */
export type Insight<T> = { available: true; value: T } | InsightsUnavailable;

export function insightOf<T>(value: T): Insight<T> {
  return { available: true, value };
}

export function insightUnavailable(reason: InsightsUnavailableReason, permission?: string): InsightsUnavailable {
  return permission === undefined ? { available: false, reason } : { available: false, reason, permission };
}

/**
 * One post's lifetime figures. A metric the network left out of its answer, or does not have for
 * the post's format (watch time outside Reels, follows and profile visits on Reels), is null.
 */
export type PostInsights = {
  /** Accounts that saw the post at least once. */
  reach: number | null;
  /** Times the post was shown or played. */
  views: number | null;
  saved: number | null;
  shares: number | null;
  /** The network's own sum of interactions (Instagram: likes, comments, saves, shares, reposts). */
  totalInteractions: number | null;
  /** Accounts that followed from the post. */
  follows: number | null;
  profileVisits: number | null;
  /** Reels and videos: mean time a view lasted, in seconds. */
  avgWatchTimeSeconds: number | null;
  /** Reels and videos: time spent watching, summed over the views, in seconds. */
  totalWatchTimeSeconds: number | null;
  /** TikTok: share of the views watched to the end, 0 to 1. */
  fullWatchRate: number | null;
};

export type PostInsightsEntry = { mediaId: string; insights: Insight<PostInsights> };

/**
 * One day's account figures. `settled` is false while the network may still change them
 * (Instagram: up to 48 hours after the day): such a day is read again later.
 */
export type AccountDayInsights = {
  day: Day;
  /** Accounts reached that day. */
  reach: number | null;
  views: number | null;
  accountsEngaged: number | null;
  totalInteractions: number | null;
  /** Taps on the profile's links and contact buttons. */
  profileLinksTaps: number | null;
  /** TikTok: profile views. */
  profileViews: number | null;
  /** Accounts that started following that day. */
  follows: number | null;
  /** Accounts that stopped following (or left the network) that day. */
  unfollows: number | null;
  settled: boolean;
};

/** One slice of an audience: an age band ("25-34"), a gender ("F", "M", "U"), a city, a country code. */
export type AudienceSlice = { key: string; value: number };

/**
 * An audience by age, gender, city and country, largest slice first (Instagram gives at most 45
 * per breakdown). A breakdown the network does not offer is null.
 */
export type AudienceDemographics = {
  age: AudienceSlice[] | null;
  gender: AudienceSlice[] | null;
  city: AudienceSlice[] | null;
  country: AudienceSlice[] | null;
};

/** Followers online per hour of one day: `hours[h]` for h = 0..23 in `timeZone`, null where missing. */
export type OnlineFollowersDay = { day: Day; hours: (number | null)[] };
export type OnlineFollowers = { timeZone: string; days: OnlineFollowersDay[] };

export type AudienceInsights = {
  followers: Insight<AudienceDemographics>;
  /** The accounts that engaged with the content in the last month. */
  engaged: Insight<AudienceDemographics>;
  online: Insight<OnlineFollowers>;
};

/** Instagram computes neither the audience nor its online hours below this many followers. */
export const AUDIENCE_MIN_FOLLOWERS = 100;

/** The whole audience missing for one reason. */
export function audienceUnavailable(reason: InsightsUnavailableReason): AudienceInsights {
  const none = insightUnavailable(reason);
  return { followers: none, engaged: none, online: none };
}

/** How people moved through a story: the taps and swipes that left it. */
export type StoryNavigation = {
  total: number | null;
  tapsForward: number | null;
  tapsBack: number | null;
  exits: number | null;
  swipesForward: number | null;
};

export type StoryInsights = {
  reach: number | null;
  views: number | null;
  replies: number | null;
  shares: number | null;
  navigation: StoryNavigation;
};

/** A story still live (at most 24 hours old), with its media and its figures so far. */
export type CollectedStory = {
  id: string;
  mediaType: "image" | "video";
  /** The picture, or a video's thumbnail. */
  displayUrl: string | null;
  permalink: string | null;
  /** ISO 8601 instant. */
  timestamp: string;
  insights: Insight<StoryInsights>;
};
