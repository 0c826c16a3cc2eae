import { z } from "zod";
import { SourceError, type NetworkOAuth } from "../network.port";
import {
  BUSINESS_API_BASE,
  BUSINESS_SCOPES,
  callBusinessApi,
  createBusinessIds,
  readBusinessAccount,
  type BusinessIds,
} from "./business-api";
import { tiktokUrl, tokensFromAnswer } from "./tiktok-api";

/*
 * TikTok's Business API login for TikTok account holders (docs/decisions/051-tiktok-business-api.md):
 * the person authorizes on the app's "TikTok account holder authorization URL", then the code is
 * exchanged on tt_user/oauth2/token/, renewed on tt_user/oauth2/refresh_token/ and revoked on
 * tt_user/oauth2/revoke/ (JSON bodies with client_id and client_secret). Both ends come from
 * each answer (expires_in, refresh_token_expires_in); the answer's open_id is the business_id
 * of every later call.
 */

export type TikTokBusinessOAuthOptions = {
  appId: string;
  secret: string;
  /**
   * The app's "TikTok account holder authorization URL" (My Apps > App Detail > Basic
   * Information); the state is added to it. Without it, a Login Kit-style URL is built from the app
   * id, which TikTok's reference does not confirm (README.md beside this file).
   */
  authorizationUrl?: string;
  /** Overridable so tests can point every host at a local server. */
  authorizeBase?: string;
  apiBase?: string;
  timeoutMs?: number;
  clock?: () => Date;
  /** Shared with the sources, so a token's account learnt here needs no token_info request there. */
  ids?: BusinessIds;
};

const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  open_id: z.string().min(1),
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number().positive(),
  // Comma-separated, as the person left them ticked.
  scope: z.string().nullish(),
  token_type: z.string().nullish(),
});
type TokenAnswer = z.infer<typeof tokenSchema>;

/** The identity's fields (user.info.basic, user.info.username, user.info.stats). */
export const IDENTITY_FIELDS = ["username", "display_name", "profile_image", "followers_count"] as const;

export function createTikTokBusinessOAuth({
  appId,
  secret,
  authorizationUrl,
  authorizeBase = "https://www.tiktok.com",
  apiBase = BUSINESS_API_BASE,
  timeoutMs = 20_000,
  clock = () => new Date(),
  ids = createBusinessIds({ appId, apiBase, timeoutMs }),
}: TikTokBusinessOAuthOptions): NetworkOAuth & { revoke(accessToken: string): Promise<void> } {
  const post = <T extends z.ZodType>(path: string, body: Record<string, string>, schema: T, what: string) =>
    callBusinessApi(tiktokUrl(apiBase, path), schema, {
      timeoutMs,
      what,
      oauth: true,
      init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    });
  const toTokens = (answer: TokenAnswer) => {
    ids.remember(answer.access_token, answer.open_id);
    return tokensFromAnswer(answer, answer.refresh_token_expires_in, clock().getTime());
  };

  return {
    kind: "live",

    authorizeUrl({ state, redirectUri }) {
      if (authorizationUrl) {
        const url = new URL(authorizationUrl);
        url.searchParams.set("state", state);
        return url.toString();
      }
      return tiktokUrl(authorizeBase, "/v2/auth/authorize/", {
        client_key: appId,
        scope: BUSINESS_SCOPES.join(","),
        response_type: "code",
        redirect_uri: redirectUri,
        state,
      }).toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const answer = await post(
        "tt_user/oauth2/token/",
        {
          client_id: appId,
          client_secret: secret,
          grant_type: "authorization_code",
          auth_code: code.trim(),
          redirect_uri: redirectUri,
        },
        tokenSchema,
        "POST tt_user/oauth2/token/",
      );
      return toTokens(answer);
    },

    async refreshToken({ refreshToken }) {
      if (!refreshToken) throw new SourceError("token_revoked", "No TikTok refresh token stored");
      const answer = await post(
        "tt_user/oauth2/refresh_token/",
        { client_id: appId, client_secret: secret, grant_type: "refresh_token", refresh_token: refreshToken },
        tokenSchema,
        "POST tt_user/oauth2/refresh_token/",
      );
      const { userId: _openId, ...tokens } = toTokens(answer);
      return tokens;
    },

    async fetchIdentity(accessToken) {
      const businessId = await ids.of(accessToken);
      const account = await readBusinessAccount(
        { apiBase, timeoutMs },
        { accessToken, businessId, fields: IDENTITY_FIELDS, requiredScope: "user.info.username" },
      );
      const name = account.display_name?.trim() ? account.display_name : null;
      return {
        id: businessId,
        // Without user.info.username the display name stands in until the collection names the scope.
        username: account.username?.trim() || name || businessId,
        name,
        profilePictureUrl: account.profile_image ?? null,
        followersCount: account.followers_count ?? null,
      };
    },

    async revoke(accessToken) {
      await post(
        "tt_user/oauth2/revoke/",
        { client_id: appId, client_secret: secret, access_token: accessToken },
        z.unknown(),
        "POST tt_user/oauth2/revoke/",
      );
    },
  };
}
