import { profileDataSchema } from "@core/social/profile-data";
import { describe, expect, it } from "vitest";
import { createDemoSource } from "./demo";
import { createSandboxAuthorizationCode, createSandboxGraphSource, createSandboxInstagramOAuth } from "./sandbox-oauth";
import { failureOf } from "../../../test/source-error";

const appUrl = "http://localhost:3000";
const redirectUri = `${appUrl}/auth/instagram/callback`;
const now = new Date("2026-03-10T15:00:00Z");
const dayMs = 86_400_000;

const sandbox = (clock = () => now) => createSandboxInstagramOAuth({ appUrl, clock });

describe("sandbox Instagram OAuth", () => {
  it("sends the person to the local consent page with state and redirect_uri", () => {
    const client = sandbox();
    expect(client.kind).toBe("sandbox");
    const url = new URL(client.authorizeUrl({ state: "s1", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe(`${appUrl}/sandbox/instagram/authorize`);
    expect(url.searchParams.get("state")).toBe("s1");
    expect(url.searchParams.get("redirect_uri")).toBe(redirectUri);
  });

  it("exchanges a consent-page code (with '#_') for a 60-day token of that username", async () => {
    const code = `${createSandboxAuthorizationCode("Natgeo", "a1b2")}#_`;
    // The consent page's format: sandbox.<base64url JSON {username, nonce}>.
    expect(JSON.parse(Buffer.from(code.slice("sandbox.".length, -2), "base64url").toString())).toEqual({
      username: "Natgeo",
      nonce: "a1b2",
    });
    const tokens = await sandbox().exchangeCode({ code, redirectUri });
    expect(tokens.userId).toBe("sandbox_natgeo");
    expect(tokens.expiresAt).toEqual(new Date(now.getTime() + 60 * dayMs));
    expect(tokens.accessToken.startsWith("sandbox-token.")).toBe(true);
    expect(JSON.parse(Buffer.from(tokens.accessToken.slice("sandbox-token.".length), "base64url").toString())).toMatchObject({
      username: "natgeo",
    });
  });

  it.each([
    "AQBx-real-instagram-code",
    "sandbox.not-base64-json",
    `sandbox.${Buffer.from(JSON.stringify({ username: "bad name!" })).toString("base64url")}`,
  ])("refuses the code %j as invalid", async (code) => {
    expect((await failureOf(sandbox().exchangeCode({ code, redirectUri }))).kind).toBe("token_revoked");
  });

  it("refreshes into a new token with a new expiry for the same username", async () => {
    const { accessToken } = await sandbox().exchangeCode({ code: createSandboxAuthorizationCode("natgeo", "n"), redirectUri });
    const later = new Date(now.getTime() + 30 * dayMs);
    const refreshed = await sandbox(() => later).refreshToken({ accessToken, refreshToken: null });
    expect(refreshed.accessToken).not.toBe(accessToken);
    expect(refreshed.expiresAt).toEqual(new Date(later.getTime() + 60 * dayMs));
    expect((await sandbox().fetchIdentity(refreshed.accessToken)).username).toBe("natgeo");
    expect((await failureOf(sandbox().refreshToken({ accessToken: "IGAAsomething", refreshToken: null }))).kind).toBe(
      "token_revoked",
    );
  });

  it("reads the identity from the token, with the demo profile's name, picture and followers", async () => {
    const { accessToken } = await sandbox().exchangeCode({
      code: createSandboxAuthorizationCode("cafe_da_julia", "n"),
      redirectUri,
    });
    const { profile } = await createDemoSource().fetchProfile({ username: "cafe_da_julia", postsLimit: 0, now });
    expect(await sandbox().fetchIdentity(accessToken)).toEqual({
      id: "sandbox_cafe_da_julia",
      username: "cafe_da_julia",
      name: profile.fullName,
      profilePictureUrl: profile.profilePicUrl,
      followersCount: profile.followersCount,
    });
  });
});

describe("sandbox Graph source", () => {
  it("returns the demo data of the token's username, labelled as demo", async () => {
    const demo = createDemoSource();
    const { accessToken } = await sandbox().exchangeCode({
      code: createSandboxAuthorizationCode("marcos.fit", "n"),
      redirectUri,
    });
    const collected = await createSandboxGraphSource(demo).fetchOwnProfile({ accessToken, postsLimit: 30, now });
    expect(collected.source).toBe("demo");
    expect(collected).toEqual(await demo.fetchProfile({ username: "marcos.fit", postsLimit: 30, now }));
    expect(profileDataSchema.parse(collected.profile)).toEqual(collected.profile);
  });

  it("passes the comments limit to the demo, which answers with the token's username's comments", async () => {
    const demo = createDemoSource();
    const { accessToken } = await sandbox().exchangeCode({
      code: createSandboxAuthorizationCode("loja.bella_moda", "n"),
      redirectUri,
    });
    const collected = await createSandboxGraphSource(demo).fetchOwnProfile({
      accessToken,
      postsLimit: 30,
      commentsLimit: 50,
      now,
    });
    const comments = collected.comments?.flatMap((post) => post.comments) ?? [];
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.length).toBeLessThanOrEqual(50);
    expect(collected.comments).toEqual(
      (await demo.fetchProfile({ username: "loja.bella_moda", postsLimit: 30, commentsLimit: 50, now })).comments,
    );
    expect((await createSandboxGraphSource(demo).fetchOwnProfile({ accessToken, postsLimit: 30, now })).comments).toBeUndefined();
  });

  it("ends an unreadable token in token_revoked", async () => {
    const error = await failureOf(
      createSandboxGraphSource(createDemoSource()).fetchOwnProfile({ accessToken: "garbage", postsLimit: 30, now }),
    );
    expect(error.kind).toBe("token_revoked");
  });
});
