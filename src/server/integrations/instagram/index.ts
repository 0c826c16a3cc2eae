import type { Env } from "../../env";
import { createApifySource } from "./apify";
import { createDemoSource } from "./demo";
import { createGraphSource } from "./graph";
import type { GraphSource, InstagramOAuth, PublicProfileSource } from "./instagram.port";
import { createInstagramOAuth } from "./oauth";
import { createFacebookLogin, createSandboxFacebookLogin, type FacebookLogin } from "./facebook-login";
import { createSandboxGraphSource, createSandboxInstagramOAuth } from "./sandbox-oauth";

export type { CollectedProfile, GraphSource, InstagramOAuth, PublicProfileSource, SourceKind } from "./instagram.port";
export { SourceError } from "./instagram.port";
export { INSIGHT_METRICS } from "./graph";

export type Instagram = {
  oauth: InstagramOAuth;
  /** The OAuth-connected account's own data (the demo profile in the sandbox). */
  graph: GraphSource;
  /** Public profiles by username: manual connects, competitors. */
  publicProfiles: PublicProfileSource;
  /**
   * "Conectar com o Facebook" and business_discovery (docs/decisions/022): Facebook Login when
   * FACEBOOK_APP_ID is set, the local stand-in outside production, none in production without it.
   */
  facebook: FacebookLogin | null;
};

/**
 * Instagram Login when INSTAGRAM_APP_ID is set, otherwise the local sandbox; Apify when
 * APIFY_TOKEN is set, otherwise the demo source (DECISIONS.md "Instagram").
 */
export function createInstagram(env: Env): Instagram {
  const demo = createDemoSource();
  const publicProfiles = env.APIFY_TOKEN ? createApifySource({ token: env.APIFY_TOKEN }) : demo;
  const facebook =
    // env.ts refuses FACEBOOK_APP_ID without its secret and its Login for Business configuration.
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET && env.FACEBOOK_CONFIG_ID
      ? createFacebookLogin({ appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET, configId: env.FACEBOOK_CONFIG_ID })
      : env.isProduction
        ? null
        : createSandboxFacebookLogin({ appUrl: env.APP_URL, demo });
  if (env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET) {
    return {
      oauth: createInstagramOAuth({ appId: env.INSTAGRAM_APP_ID, appSecret: env.INSTAGRAM_APP_SECRET }),
      graph: createGraphSource(),
      publicProfiles,
      facebook,
    };
  }
  return {
    oauth: createSandboxInstagramOAuth({ appUrl: env.APP_URL, demo }),
    graph: createSandboxGraphSource(demo),
    publicProfiles,
    facebook,
  };
}
