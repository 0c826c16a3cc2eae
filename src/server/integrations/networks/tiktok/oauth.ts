import { z } from "zod";
import { SourceError, type NetworkOAuth } from "../network.port";
import { TIKTOK_SCOPES } from "./sandbox-oauth";
import { callOAuthEndpoint, TIKTOK_API_BASE, tiktokUrl, tokensFromAnswer } from "./tiktok-api";
import { fetchIdentityUser } from "./display-api";

/*
 * TikTok's Login Kit for web, OAuth 2.0 v2 (decision 029): authorize on www.tiktok.com, exchange
 * the code and refresh on open.tiktokapis.com/v2/oauth/token/, revoke on /v2/oauth/revoke/.
 * Every token answer carries expires_in and refresh_expires_in: both ends are computed from them
 * (TikTok's pages have said 24 h / 365 days and 2 h / 180 days; none is a constant here). Refresh
 * tokens rotate: the refresh answer's refresh_token replaces the one used.
 */

export type TikTokOAuthOptions = {
  clientKey: string;
  clientSecret: string;
  /** Overridable so tests can point every host at a local server. */
  authorizeBase?: string;
  apiBase?: string;
  timeoutMs?: number;
  clock?: () => Date;
};

const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  open_id: z.string().min(1),
  refresh_token: z.string().min(1),
  refresh_expires_in: z.number().positive(),
  // Comma-separated, as the person left them ticked.
  scope: z.string().nullish(),
  token_type: z.string().nullish(),
});
type TokenAnswer = z.infer<typeof tokenSchema>;

// The revoke endpoint answers an empty body (or an empty object) on success.
const revokeSchema = z.unknown();

export function createTikTokOAuth({
  clientKey,
  clientSecret,
  authorizeBase = "https://www.tiktok.com",
  apiBase = TIKTOK_API_BASE,
  timeoutMs = 20_000,
  clock = () => new Date(),
}: TikTokOAuthOptions): NetworkOAuth & { revoke(accessToken: string): Promise<void> } {
  const tokenUrl = tiktokUrl(apiBase, "/v2/oauth/token/");
  const toTokens = (answer: TokenAnswer) => tokensFromAnswer(answer, answer.refresh_expires_in, clock().getTime());

  return {
    kind: "live",

    authorizeUrl({ state, redirectUri }) {
      return tiktokUrl(authorizeBase, "/v2/auth/authorize/", {
        client_key: clientKey,
        scope: TIKTOK_SCOPES.join(","),
        response_type: "code",
        redirect_uri: redirectUri,
        state,
      }).toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const answer = await callOAuthEndpoint(
        tokenUrl,
        // The code arrives URL-encoded in the redirect ("*" as %2A); the callback page decodes it once.
        {
          client_key: clientKey,
          client_secret: clientSecret,
          code: code.trim(),
          grant_type: "authorization_code",
          redirect_uri: redirectUri,
        },
        tokenSchema,
        { timeoutMs, what: "POST /v2/oauth/token/ (authorization_code)" },
      );
      return toTokens(answer);
    },

    async refreshToken({ refreshToken }) {
      if (!refreshToken) throw new SourceError("token_revoked", "No TikTok refresh token stored");
      const answer = await callOAuthEndpoint(
        tokenUrl,
        { client_key: clientKey, client_secret: clientSecret, grant_type: "refresh_token", refresh_token: refreshToken },
        tokenSchema,
        { timeoutMs, what: "POST /v2/oauth/token/ (refresh_token)" },
      );
      const { userId: _openId, ...tokens } = toTokens(answer);
      return tokens;
    },

    async fetchIdentity(accessToken) {
      const user = await fetchIdentityUser({ apiBase, accessToken, timeoutMs });
      return {
        id: user.open_id,
        username: user.username,
        name: user.display_name?.trim() ? user.display_name : null,
        profilePictureUrl: user.avatar_url ?? null,
        followersCount: user.follower_count ?? null,
      };
    },

    async revoke(accessToken) {
      await callOAuthEndpoint(
        tiktokUrl(apiBase, "/v2/oauth/revoke/"),
        { client_key: clientKey, client_secret: clientSecret, token: accessToken },
        revokeSchema,
        { timeoutMs, what: "POST /v2/oauth/revoke/" },
      );
    },
  };
}
