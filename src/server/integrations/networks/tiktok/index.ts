import type { Env } from "../../../env";
import type { NetworkAdapter, TokenRefreshPolicy } from "../network.port";
import { createTikTokApifySource } from "./apify";
import { createTikTokDemoSource } from "./demo";
import { createTikTokDemoInsightsSource } from "./demo-insights";
import { createDisplayApiSource, displayApiInsights } from "./display-api";
import { createTikTokOAuth } from "./oauth";
import { createSandboxTikTokOAuth, createSandboxTikTokSource, readTikTokSandboxToken } from "./sandbox-oauth";

/**
 * TikTok's access tokens last hours, not days (decision 029): a token is renewed when it ends
 * within half an hour, by a job queued for that moment and by a collection about to use it
 * (refreshAhead; README.md beside this file). Expiries come from each token response
 * (expires_in, refresh_expires_in); the lifetime here only tells a token's age from its expiry.
 */
const minute = 60 * 1000;
const tokenRefresh: TokenRefreshPolicy = {
  refreshWithinMs: 30 * minute,
  minimumAgeMs: 0,
  tokenLifetimeMs: 120 * minute,
  refreshAhead: true,
};

export type TikTokNetwork = NetworkAdapter & { platform: "tiktok" };

/**
 * Login Kit and the Display API when TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET are set, otherwise
 * the local sandbox and the demo creator; Apify's TikTok profile scraper for public profiles when
 * APIFY_TOKEN is set, otherwise the demo source.
 */
export function createTikTok(
  env: Pick<Env, "APP_URL" | "TIKTOK_CLIENT_KEY" | "TIKTOK_CLIENT_SECRET" | "APIFY_TOKEN">,
): TikTokNetwork {
  const demo = createTikTokDemoSource();
  const shared = {
    platform: "tiktok" as const,
    oauthRedirectPath: "/auth/tiktok/callback",
    tokenRefresh,
    publicProfiles: env.APIFY_TOKEN ? createTikTokApifySource({ token: env.APIFY_TOKEN }) : demo,
  };
  if (env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET) {
    return {
      ...shared,
      oauth: createTikTokOAuth({ clientKey: env.TIKTOK_CLIENT_KEY, clientSecret: env.TIKTOK_CLIENT_SECRET }),
      ownProfiles: createDisplayApiSource(),
      ownInsights: displayApiInsights,
    };
  }
  return {
    ...shared,
    oauth: createSandboxTikTokOAuth({ appUrl: env.APP_URL, demo }),
    ownProfiles: createSandboxTikTokSource(demo),
    // The sandbox creator stands in for a TikTok Business account, labelled as demonstration data.
    ownInsights: createTikTokDemoInsightsSource((accessToken) => readTikTokSandboxToken(accessToken).username),
  };
}
