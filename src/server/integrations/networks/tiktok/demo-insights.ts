import { saoPauloDay } from "@core/analytics/period";
import {
  AUDIENCE_MIN_FOLLOWERS,
  audienceUnavailable,
  insightOf,
  insightUnavailable,
  type AudienceInsights,
  type PostInsights,
} from "@core/social/owner-insights";
import { createDemoDraws, followersOn, type Account, type DemoPostAt } from "../instagram/demo";
import { demoAccountDays, demoDemographics, demoOnlineFollowers, demoPostInsights } from "../instagram/demo-insights";
import { createRandom } from "../instagram/demo-random";
import type { OwnInsightsSource } from "../network.port";
import { followerFactor, videoOf } from "./demo";

/*
 * The TikTok demo creator's insights (docs/decisions/040-owner-insights.md), standing in for a
 * TikTok Business account's: per video reach, watch time and full-watch rate; per day video views,
 * profile views, interactions, new and lost followers; the audience by age, gender and country
 * (no cities) and its online hours. TikTok has no Stories in its API. Drawn from the same seeded
 * account as the Instagram demo (demo-insights.ts), on TikTok's larger scale.
 */

/** A demo video's figures: reach under its views, a watch time within its duration. */
function videoInsightsOf(account: Account, { post }: DemoPostAt): PostInsights {
  const video = videoOf(post, account.username, account.niche.colors);
  const random = createRandom(`tiktok:${account.username}:${post.id}|insights`);
  const views = video.videoViewCount ?? 0;
  const duration = video.videoDuration ?? 0;
  // Short videos are watched to the end far more often.
  const fullWatchRate = Math.round(random.between(0.06, 0.18) * (duration <= 30 ? 2 : 1) * 1000) / 1000;
  const avgWatch = Math.round(duration * random.between(0.35, 0.7) * 10) / 10;
  return {
    reach: Math.round(views * random.between(0.6, 0.85)),
    views,
    saved: null,
    shares: video.sharesCount ?? null,
    totalInteractions: video.likesCount + video.commentsCount + (video.sharesCount ?? 0),
    follows: null,
    profileVisits: null,
    avgWatchTimeSeconds: avgWatch,
    totalWatchTimeSeconds: Math.round(avgWatch * views),
    fullWatchRate,
  };
}

/** The sandbox creator's insights, for the username a sandbox token names. */
export function createTikTokDemoInsightsSource(usernameOf: (accessToken: string) => string): OwnInsightsSource {
  return {
    fetchPostInsights: async ({ accessToken, posts, now }) =>
      insightOf(demoPostInsights(usernameOf(accessToken), posts, now, videoInsightsOf)),
    fetchAccountDays: async ({ accessToken, from, to, now }) =>
      insightOf(
        demoAccountDays(usernameOf(accessToken), from, to, now).map((day) => {
          const random = createRandom(`tiktok:${usernameOf(accessToken)}|day|${day.day}`);
          const scaled = (value: number | null) => (value === null ? null : Math.round(value * followerFactor));
          return {
            ...day,
            // TikTok reports a day's video views and profile views, not the accounts reached.
            reach: null,
            views: scaled(day.views === null ? null : day.views * random.between(2, 4)),
            accountsEngaged: null,
            totalInteractions: scaled(day.totalInteractions),
            profileLinksTaps: null,
            profileViews: scaled(day.reach === null ? null : day.reach * random.between(0.02, 0.05)),
            follows: scaled(day.follows),
            unfollows: scaled(day.unfollows),
          };
        }),
      ),
    fetchAudience: async ({ accessToken, followersCount, now }): Promise<AudienceInsights> => {
      if (followersCount !== null && followersCount < AUDIENCE_MIN_FOLLOWERS) return audienceUnavailable("few_followers");
      const { account } = createDemoDraws().account(usernameOf(accessToken));
      const today = saoPauloDay(now);
      const dayNumber = Date.parse(`${today}T00:00:00Z`) / 86_400_000;
      const followers = followersOn(account, dayNumber) * followerFactor;
      // TikTok's audience runs younger than the same creator's on Instagram, and shifts week by week.
      const demographics = demoDemographics(
        account,
        followers,
        `tiktok:${account.username}|audience|${Math.floor((dayNumber + 3) / 7)}`,
        1.4,
      );
      return {
        followers: insightOf({ ...demographics, city: null }),
        engaged: insightUnavailable("not_supported"),
        online: insightOf(demoOnlineFollowers(account, today, followerFactor)),
      };
    },
    fetchStories: async () => insightUnavailable("not_supported"),
  };
}
