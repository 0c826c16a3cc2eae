import { z } from "zod";
import {
  SourceError,
  type CollectedProfile,
  type NetworkOAuth,
  type OwnProfileSource,
  type PublicProfileSource,
} from "../network.port";
import { createTikTokDemoSource } from "./demo";

/*
 * TikTok's OAuth stand-in (no TIKTOK_CLIENT_KEY; decision 029): the same flow against a local
 * consent page where the person types a username and may untick scopes, with TikTok's lifetimes
 * (a 2-hour access token, a 180-day refresh token that rotates on every refresh). Codes and tokens
 * are readable on purpose (base64url JSON): they grant nothing outside the sandbox.
 *   code:          tiktok-sandbox.<{"username","scopes","nonce"}>
 *   access token:  tiktok-sandbox-token.<{"username","scopes","issuedAt"}>
 *   refresh token: tiktok-sandbox-refresh.<{"username","scopes","issuedAt"}>
 */

/** The scopes the product asks for (docs/product/networks.md): profile, stats and the video list. */
export const TIKTOK_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.list"] as const;

const codePrefix = "tiktok-sandbox.";
const accessPrefix = "tiktok-sandbox-token.";
const refreshPrefix = "tiktok-sandbox-refresh.";
const accessLifetimeMs = 2 * 60 * 60 * 1000;
const refreshLifetimeMs = 180 * 24 * 60 * 60 * 1000;
// TikTok's usernames: 2-24 letters, digits, '_' and '.'.
export const tiktokUsernameSchema = z.string().regex(/^[A-Za-z0-9._]{2,24}$/);
const payloadSchema = z.looseObject({ username: tiktokUsernameSchema, scopes: z.array(z.string()).default([...TIKTOK_SCOPES]) });
type Payload = { username: string; scopes: string[] };

const encode = (prefix: string, payload: object) => `${prefix}${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;

function decode(value: string, prefix: string, what: string): Payload {
  if (!value.startsWith(prefix)) throw new SourceError("token_revoked", `Not a TikTok sandbox ${what}`);
  try {
    const parsed = payloadSchema.parse(JSON.parse(Buffer.from(value.slice(prefix.length), "base64url").toString("utf8")));
    return { username: parsed.username.toLowerCase(), scopes: parsed.scopes };
  } catch (error) {
    throw new SourceError("token_revoked", `Unreadable TikTok sandbox ${what}`, { cause: error });
  }
}

/** The code the local consent page puts in the redirect. */
export function createTikTokSandboxCode(username: string, scopes: readonly string[], nonce: string) {
  return encode(codePrefix, { username, scopes, nonce });
}

export function readTikTokSandboxToken(accessToken: string): Payload {
  return decode(accessToken, accessPrefix, "token");
}

export function createSandboxTikTokOAuth({
  appUrl,
  demo = createTikTokDemoSource(),
  clock = () => new Date(),
}: {
  appUrl: string;
  demo?: PublicProfileSource;
  clock?: () => Date;
}): NetworkOAuth {
  const issue = ({ username, scopes }: Payload) => {
    const now = clock();
    const payload = { username, scopes, issuedAt: now.toISOString() };
    return {
      accessToken: encode(accessPrefix, payload),
      expiresAt: new Date(now.getTime() + accessLifetimeMs),
      refreshToken: encode(refreshPrefix, { ...payload, nonce: Math.random().toString(36).slice(2) }),
      refreshExpiresAt: new Date(now.getTime() + refreshLifetimeMs),
      grantedScopes: scopes,
    };
  };

  return {
    kind: "sandbox",

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${appUrl.replace(/\/$/, "")}/sandbox/tiktok/authorize`);
      url.searchParams.set("state", state);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", TIKTOK_SCOPES.join(","));
      return url.toString();
    },

    async exchangeCode({ code }) {
      const payload = decode(code.trim(), codePrefix, "authorization code");
      return { ...issue(payload), userId: `tiktok_sandbox_${payload.username}` };
    },

    async refreshToken({ refreshToken }) {
      if (!refreshToken) throw new SourceError("token_revoked", "No TikTok sandbox refresh token");
      return issue(decode(refreshToken, refreshPrefix, "refresh token"));
    },

    async fetchIdentity(accessToken) {
      const { username } = readTikTokSandboxToken(accessToken);
      const { profile } = await demo.fetchProfile({ username, postsLimit: 0, now: clock() });
      return {
        id: `tiktok_sandbox_${username}`,
        username,
        name: profile.fullName || null,
        profilePictureUrl: profile.profilePicUrl || null,
        followersCount: profile.followersCount,
      };
    },

    // Like TikTok's /v2/oauth/revoke/: a token that isn't one of ours is refused (token_revoked).
    async revoke(accessToken) {
      readTikTokSandboxToken(accessToken);
    },
  };
}

/** The sandbox account's own data: its username's demo creator, without the videos if video.list was unticked. */
export function createSandboxTikTokSource(demo: PublicProfileSource): OwnProfileSource {
  return {
    async fetchOwnProfile({ accessToken, postsLimit, commentsLimit, now }): Promise<CollectedProfile> {
      const { username, scopes } = readTikTokSandboxToken(accessToken);
      const canList = scopes.includes("video.list");
      const collected = await demo.fetchProfile({
        username,
        postsLimit: canList ? postsLimit : 0,
        commentsLimit: canList ? commentsLimit : 0,
        now,
      });
      return {
        ...collected,
        source: "demo",
        ...(canList ? {} : { postsUnavailable: { reason: "missing_permission" as const, permission: "video.list" } }),
      };
    },
  };
}
