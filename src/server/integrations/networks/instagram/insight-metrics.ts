/*
 * Every insights metric the Instagram adapters ask for, in one place: one metric Instagram does
 * not serve for a node or a format fails the whole request. What each list was checked against:
 * src/server/integrations/networks/README.md, "Owner insights". `impressions`, `plays`, `video_views` and
 * `engagement` are gone and must not come back.
 */
export const INSIGHT_METRICS = {
  /** Views of videos and reels, read with every collection (graph.ts). */
  media: ["views"],
  /** A feed post (image, carousel, feed video): GET /{media-id}/insights, lifetime. */
  feed: ["reach", "saved", "shares", "total_interactions", "views", "follows", "profile_visits"],
  /** A Reel: no follows or profile_visits (feed and story only); watch times in milliseconds. */
  reel: ["reach", "saved", "shares", "total_interactions", "views", "ig_reels_avg_watch_time", "ig_reels_video_view_total_time"],
  /** A story, while it is live (24 hours). */
  story: ["reach", "views", "replies", "shares"],
  /** A story's navigation, asked alone: its breakdown (story_navigation_action_type) would apply to every metric of the request. */
  storyNavigation: ["navigation"],
  /** Account totals between two instants, metric_type=total_value (graph.ts's fetchAccountInsights). */
  account: ["reach", "views", "accounts_engaged", "total_interactions"],
  /** The one account metric served as a day series (metric_type=time_series), at most 30 days a request. */
  accountDaySeries: ["reach"],
  /** Account figures of one day, metric_type=total_value: one request a day. */
  accountDay: ["views", "accounts_engaged", "total_interactions", "profile_links_taps"],
  /** A day's follows and unfollows, asked alone with breakdown=follow_type. */
  accountDayFollows: ["follows_and_unfollows"],
  /** The audience, period=lifetime, timeframe=this_month, one breakdown a request. */
  demographics: ["follower_demographics", "engaged_audience_demographics"],
  /** Followers online per hour, period=lifetime. */
  online: ["online_followers"],
} as const;

/** The audience's breakdowns, one request each. */
export const DEMOGRAPHIC_BREAKDOWNS = ["age", "gender", "city", "country"] as const;

/** Instagram serves at most this many days in one account insights request. */
export const MAX_DAYS_PER_REQUEST = 30;

/** Instagram's figures may change for this long after their day or post (Meta: "delayed up to 48 hours"). */
export const INSIGHTS_DELAY_MS = 48 * 60 * 60 * 1000;
