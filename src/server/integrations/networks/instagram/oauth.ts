import { z } from "zod";
import { callGraph, graphUrl } from "./graph-api";
import { meSchema } from "./graph";
import { INSTAGRAM_COMMENTS_PERMISSION } from "./graph-comments";
import { INSTAGRAM_INSIGHTS_PERMISSION } from "./graph-insights";
import { SourceError, type NetworkOAuth } from "../network.port";

/*
 * Business Login for Instagram (docs/product/networks.md): authorize on www.instagram.com, trade
 * the code for a short-lived token on api.instagram.com, then for a long-lived one (60 days) on
 * graph.instagram.com, and refresh it (allowed once the token is 24 h old and until it expires).
 */

// instagram_business_manage_comments reads comments (graph-comments.ts); a token granted before
// it was asked for lacks it, and the collection then says so instead of failing.
export const INSTAGRAM_SCOPES = [
  "instagram_business_basic",
  INSTAGRAM_INSIGHTS_PERMISSION,
  INSTAGRAM_COMMENTS_PERMISSION,
] as const;
// docs/product/networks.md: a token without expires_in lasts 60 days.
const defaultLifetimeSeconds = 60 * 24 * 60 * 60;

export type InstagramOAuthOptions = {
  appId: string;
  appSecret: string;
  /** Overridable so tests can point every host at a local server. */
  authorizeBase?: string;
  apiBase?: string;
  graphBase?: string;
  apiVersion?: string;
  timeoutMs?: number;
  clock?: () => Date;
};

const tokenFields = { access_token: z.string().min(1), user_id: z.union([z.string(), z.number()]).nullish() };
// The reference pages show { access_token, user_id, permissions }; the Business Login guide shows
// the same inside data[0]. Both are accepted.
const shortLivedSchema = z.union([
  z.looseObject(tokenFields),
  z.looseObject({ data: z.array(z.looseObject(tokenFields)).min(1) }).transform((body) => body.data[0]!),
]);
const longLivedSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().nullish(),
  expires_in: z.number().positive().nullish(),
});

/** user_id is a 17-digit number, past what a JS number holds exactly, so it is read from the raw text. */
function readUserId(rawBody: string, parsed: string | number | null | undefined): string | undefined {
  const exact = /"user_id"\s*:\s*"?(\d+)"?/.exec(rawBody)?.[1];
  return exact ?? (parsed === null || parsed === undefined ? undefined : String(parsed));
}

export function createInstagramOAuth({
  appId,
  appSecret,
  authorizeBase = "https://www.instagram.com",
  apiBase = "https://api.instagram.com",
  graphBase = "https://graph.instagram.com",
  apiVersion = "v23.0",
  timeoutMs = 20_000,
  clock = () => new Date(),
}: InstagramOAuthOptions): NetworkOAuth {
  const expiryFrom = (expiresIn: number | null | undefined) =>
    new Date(clock().getTime() + (expiresIn ?? defaultLifetimeSeconds) * 1000);

  return {
    kind: "live",

    authorizeUrl({ state, redirectUri }) {
      return graphUrl(authorizeBase, "oauth/authorize", {
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: INSTAGRAM_SCOPES.join(","),
        state,
      }).toString();
    },

    async exchangeCode({ code, redirectUri }) {
      // Instagram appends '#_' to the code in the redirect; it is not part of the code.
      const cleanCode = code.trim().replace(/#_$/, "");
      const short = await callGraph(graphUrl(apiBase, "oauth/access_token", {}), shortLivedSchema, {
        timeoutMs,
        what: "POST /oauth/access_token",
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            client_id: appId,
            client_secret: appSecret,
            grant_type: "authorization_code",
            redirect_uri: redirectUri,
            code: cleanCode,
          }).toString(),
        },
      });
      const userId = readUserId(short.text, short.data.user_id);
      if (!userId) throw new SourceError("malformed", "POST /oauth/access_token: the answer has no user_id");

      const long = await callGraph(
        graphUrl(graphBase, "access_token", {
          grant_type: "ig_exchange_token",
          client_secret: appSecret,
          access_token: short.data.access_token,
        }),
        longLivedSchema,
        { timeoutMs, what: "GET /access_token (ig_exchange_token)" },
      );
      return { accessToken: long.data.access_token, expiresAt: expiryFrom(long.data.expires_in), userId };
    },

    async refreshToken({ accessToken }) {
      const { data } = await callGraph(
        graphUrl(graphBase, "refresh_access_token", { grant_type: "ig_refresh_token", access_token: accessToken }),
        longLivedSchema,
        { timeoutMs, what: "GET /refresh_access_token" },
      );
      return { accessToken: data.access_token, expiresAt: expiryFrom(data.expires_in) };
    },

    async fetchIdentity(accessToken) {
      const { data: me } = await callGraph(
        graphUrl(`${graphBase.replace(/\/$/, "")}/${apiVersion}`, "me", {
          fields: "id,user_id,username,name,profile_picture_url,followers_count",
          access_token: accessToken,
        }),
        meSchema,
        { timeoutMs, what: "GET /me" },
      );
      return {
        // The app-scoped id: the same one the code exchange returns as user_id.
        id: me.id,
        username: me.username,
        name: me.name?.trim() ? me.name : null,
        profilePictureUrl: me.profile_picture_url ?? null,
        followersCount: me.followers_count ?? null,
      };
    },
  };
}
