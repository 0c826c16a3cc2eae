import type { Env } from "../../../env";
import type { NetworkAdapter, TokenRefreshPolicy } from "../network.port";
import { createApifySource } from "./apify";
import { createDemoSource } from "./demo";
import { createDemoCommentActions } from "./demo-replies";
import { createGraphCommentActions } from "./graph-replies";
import { createDemoInsightsSource } from "./demo-insights";
import { createGraphSource, createInstagramInsightsSource } from "./graph";
import { createMetaWebhooks } from "./meta-webhooks";
import { createInstagramOAuth } from "./oauth";
import { createFacebookLogin, createSandboxFacebookLogin, type FacebookLogin } from "./facebook-login";
import { createSandboxGraphSource, createSandboxInstagramOAuth, readSandboxTokenUsername } from "./sandbox-oauth";

export { INSIGHT_METRICS } from "./graph";

/** Business Login for Instagram: a long-lived token lasts 60 days and is refreshed once 24 h old. */
const day = 24 * 60 * 60 * 1000;
const tokenRefresh: TokenRefreshPolicy = { refreshWithinMs: 10 * day, minimumAgeMs: day, tokenLifetimeMs: 60 * day };

/** Instagram's adapter set: the network port's parts, plus Facebook Login, Instagram's second way in. */
export type InstagramNetwork = NetworkAdapter & {
  platform: "instagram";
  /**
   * "Conectar com o Facebook" and business_discovery (docs/decisions/022): Facebook Login when
   * FACEBOOK_APP_ID is set, the local stand-in outside production, none in production without it.
   */
  facebook: FacebookLogin | null;
};

/**
 * Instagram Login when INSTAGRAM_APP_ID is set, otherwise the local sandbox; Apify when
 * APIFY_TOKEN is set, otherwise the demo source (docs/product/networks.md).
 */
export function createInstagram(env: Env): InstagramNetwork {
  const demo = createDemoSource();
  const publicProfiles = env.APIFY_TOKEN ? createApifySource({ token: env.APIFY_TOKEN }) : demo;
  const facebook =
    // env.ts refuses FACEBOOK_APP_ID without its secret and its Login for Business configuration.
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET && env.FACEBOOK_CONFIG_ID
      ? createFacebookLogin({ appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET, configId: env.FACEBOOK_CONFIG_ID })
      : env.isProduction
        ? null
        : createSandboxFacebookLogin({ appUrl: env.APP_URL, demo });
  // Meta signs webhooks with the secret of the app they are for; without a Meta app the sandbox
  // signs with AUTH_SECRET, like the data-deletion callback.
  const appSecrets = [env.INSTAGRAM_APP_SECRET, env.FACEBOOK_APP_SECRET].filter((secret): secret is string => Boolean(secret));
  const insightsWebhooks = createMetaWebhooks(appSecrets.length > 0 ? appSecrets : [env.AUTH_SECRET]);
  // Replies and hiding (docs/decisions/048-replies.md): Graph for accounts read through it (either
  // login's host), the demo source's keeper for demo data.
  const commentActions = {
    own: createGraphCommentActions(),
    facebook: createGraphCommentActions({ baseUrl: "https://graph.facebook.com" }),
    demo: createDemoCommentActions(),
  };
  const shared = {
    platform: "instagram" as const,
    commentActions,
    oauthRedirectPath: "/auth/instagram/callback",
    tokenRefresh,
    publicProfiles,
    facebook,
    insightsWebhooks,
  };
  if (env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET) {
    return {
      ...shared,
      oauth: createInstagramOAuth({ appId: env.INSTAGRAM_APP_ID, appSecret: env.INSTAGRAM_APP_SECRET }),
      ownProfiles: createGraphSource(),
      ownInsights: createInstagramInsightsSource(),
    };
  }
  return {
    ...shared,
    oauth: createSandboxInstagramOAuth({ appUrl: env.APP_URL, demo }),
    ownProfiles: createSandboxGraphSource(demo),
    ownInsights: createDemoInsightsSource(readSandboxTokenUsername),
  };
}
