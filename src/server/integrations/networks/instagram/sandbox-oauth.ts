import { z } from "zod";
import { createDemoSource } from "./demo";
import {
  SourceError,
  type CollectedProfile,
  type OwnProfileSource,
  type NetworkOAuth,
  type PublicProfileSource,
} from "../network.port";

/*
 * The OAuth stand-in used when INSTAGRAM_APP_ID is unset (docs/product/networks.md): the same
 * flow runs against a local consent page where the person types a username. Codes and tokens are
 * readable on purpose (base64url JSON): they carry no secret and grant nothing outside the sandbox.
 *   code:  sandbox.<base64url {"username","nonce"}>
 *   token: sandbox-token.<base64url {"username","issuedAt"}>
 */

const codePrefix = "sandbox.";
const tokenPrefix = "sandbox-token.";
const lifetimeMs = 60 * 24 * 60 * 60 * 1000;
// Instagram's username rules: 1-30 letters, digits, '.' and '_'.
const usernameSchema = z.string().regex(/^[A-Za-z0-9._]{1,30}$/);
const payloadSchema = z.looseObject({ username: usernameSchema });

function encode(prefix: string, payload: object) {
  return `${prefix}${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
}

function decodeUsername(value: string, prefix: string, what: string): string {
  if (!value.startsWith(prefix)) throw new SourceError("token_revoked", `Not a sandbox ${what}`);
  try {
    const json: unknown = JSON.parse(Buffer.from(value.slice(prefix.length), "base64url").toString("utf8"));
    return payloadSchema.parse(json).username.toLowerCase();
  } catch (error) {
    throw new SourceError("token_revoked", `Unreadable sandbox ${what}`, { cause: error });
  }
}

/** The code the local consent page puts in the redirect (the sandbox twin of Instagram's code). */
export function createSandboxAuthorizationCode(username: string, nonce: string) {
  return encode(codePrefix, { username, nonce });
}

export function readSandboxTokenUsername(accessToken: string) {
  return decodeUsername(accessToken, tokenPrefix, "token");
}

export function createSandboxInstagramOAuth({
  appUrl,
  demo = createDemoSource(),
  clock = () => new Date(),
}: {
  appUrl: string;
  demo?: PublicProfileSource;
  clock?: () => Date;
}): NetworkOAuth {
  const issueToken = (username: string) => {
    const now = clock();
    return {
      accessToken: encode(tokenPrefix, { username, issuedAt: now.toISOString() }),
      expiresAt: new Date(now.getTime() + lifetimeMs),
    };
  };

  return {
    kind: "sandbox",

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${appUrl.replace(/\/$/, "")}/sandbox/instagram/authorize`);
      url.searchParams.set("state", state);
      url.searchParams.set("redirect_uri", redirectUri);
      return url.toString();
    },

    async exchangeCode({ code }) {
      const username = decodeUsername(code.trim().replace(/#_$/, ""), codePrefix, "authorization code");
      return { ...issueToken(username), userId: `sandbox_${username}` };
    },

    async refreshToken({ accessToken }) {
      return issueToken(readSandboxTokenUsername(accessToken));
    },

    async fetchIdentity(accessToken) {
      const username = readSandboxTokenUsername(accessToken);
      const { profile } = await demo.fetchProfile({ username, postsLimit: 0, now: clock() });
      return {
        id: `sandbox_${username}`,
        username,
        name: profile.fullName || null,
        profilePictureUrl: profile.profilePicUrl || null,
        followersCount: profile.followersCount,
      };
    },
  };
}

/** The sandbox account's "own data": the demo profile of its username, labelled as demo data. */
export function createSandboxGraphSource(demo: PublicProfileSource): OwnProfileSource {
  return {
    async fetchOwnProfile({ accessToken, postsLimit, commentsLimit, now }): Promise<CollectedProfile> {
      const username = readSandboxTokenUsername(accessToken);
      const collected = await demo.fetchProfile({ username, postsLimit, commentsLimit, now });
      return { ...collected, source: "demo" };
    },
  };
}
