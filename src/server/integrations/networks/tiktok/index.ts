import type { Env } from "../../../env";
import type { NetworkAdapter, TokenRefreshPolicy } from "../network.port";
import { createTikTokApifySource } from "./apify";
import { createBusinessIds, BUSINESS_API_BASE } from "./business-api";
import { createTikTokBusinessOAuth } from "./business-oauth";
import { createBusinessApiSources } from "./business-source";
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

/**
 * The Business API's access tokens last a day (its token answers say expires_in 86400): renewed the
 * same way, half an hour before they end (docs/decisions/051-tiktok-business-api.md).
 */
const businessTokenRefresh: TokenRefreshPolicy = { ...tokenRefresh, tokenLifetimeMs: 24 * 60 * minute };

export type TikTokNetwork = NetworkAdapter & { platform: "tiktok" };

/**
 * The Business API (the owner's insights; docs/decisions/051-tiktok-business-api.md) when
 * TIKTOK_BUSINESS_APP_ID and TIKTOK_BUSINESS_SECRET are set; otherwise Login Kit and the Display
 * API when TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET are; otherwise the local sandbox and the demo
 * creator. Apify's TikTok profile scraper for public profiles when APIFY_TOKEN is set, otherwise
 * the demo source.
 */
export function createTikTok(
  env: Pick<
    Env,
    | "APP_URL"
    | "TIKTOK_CLIENT_KEY"
    | "TIKTOK_CLIENT_SECRET"
    | "TIKTOK_BUSINESS_APP_ID"
    | "TIKTOK_BUSINESS_SECRET"
    | "TIKTOK_BUSINESS_AUTH_URL"
    | "APIFY_TOKEN"
  >,
): TikTokNetwork {
  const demo = createTikTokDemoSource();
  const shared = {
    platform: "tiktok" as const,
    oauthRedirectPath: "/auth/tiktok/callback",
    tokenRefresh,
    publicProfiles: env.APIFY_TOKEN ? createTikTokApifySource({ token: env.APIFY_TOKEN }) : demo,
  };
  if (env.TIKTOK_BUSINESS_APP_ID && env.TIKTOK_BUSINESS_SECRET) {
    const timeoutMs = 20_000;
    // One memory of which account each token belongs to, for the login and the sources alike.
    const ids = createBusinessIds({ appId: env.TIKTOK_BUSINESS_APP_ID, apiBase: BUSINESS_API_BASE, timeoutMs });
    const sources = createBusinessApiSources({ appId: env.TIKTOK_BUSINESS_APP_ID, timeoutMs, ids });
    return {
      ...shared,
      // TikTok's account holder redirect URLs must end with "/" (README.md beside this file).
      oauthRedirectPath: "/auth/tiktok/callback/",
      tokenRefresh: businessTokenRefresh,
      oauth: createTikTokBusinessOAuth({
        appId: env.TIKTOK_BUSINESS_APP_ID,
        secret: env.TIKTOK_BUSINESS_SECRET,
        ...(env.TIKTOK_BUSINESS_AUTH_URL ? { authorizationUrl: env.TIKTOK_BUSINESS_AUTH_URL } : {}),
        timeoutMs,
        ids,
      }),
      ownProfiles: sources.ownProfiles,
      ownInsights: sources.ownInsights,
    };
  }
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
