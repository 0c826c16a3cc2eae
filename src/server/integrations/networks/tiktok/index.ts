import type { Env } from "../../../env";
import type { NetworkAdapter, TokenRefreshPolicy } from "../network.port";
import { createTikTokDemoSource } from "./demo";
import { createSandboxTikTokOAuth, createSandboxTikTokSource } from "./sandbox-oauth";

/**
 * TikTok's access tokens last hours, not days (decision 029): a token is renewed when it ends
 * within half an hour. Expiries come from each token response (expires_in, refresh_expires_in);
 * the lifetime here only tells a token's age from its expiry.
 */
const minute = 60 * 1000;
const tokenRefresh: TokenRefreshPolicy = { refreshWithinMs: 30 * minute, minimumAgeMs: 0, tokenLifetimeMs: 120 * minute };

export type TikTokNetwork = NetworkAdapter & { platform: "tiktok" };

/** TikTok's adapter set: the local sandbox and demo source (live Login Kit and Display API: issue 29). */
export function createTikTok(env: Pick<Env, "APP_URL">): TikTokNetwork {
  const demo = createTikTokDemoSource();
  return {
    platform: "tiktok",
    oauthRedirectPath: "/auth/tiktok/callback",
    tokenRefresh,
    publicProfiles: demo,
    oauth: createSandboxTikTokOAuth({ appUrl: env.APP_URL, demo }),
    ownProfiles: createSandboxTikTokSource(demo),
  };
}
