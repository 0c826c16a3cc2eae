import { describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { createTikTokDemoSource } from "./demo";
import { createSandboxTikTokOAuth, createSandboxTikTokSource, createTikTokSandboxCode, TIKTOK_SCOPES } from "./sandbox-oauth";

const appUrl = "http://localhost:3000";
const redirectUri = `${appUrl}/auth/tiktok/callback`;
const now = new Date("2026-11-20T15:00:00Z");
const sandbox = (clock = () => now) => createSandboxTikTokOAuth({ appUrl, clock });

describe("sandbox TikTok OAuth", () => {
  it("sends the person to the local consent page with state, redirect_uri and the four scopes", () => {
    const url = new URL(sandbox().authorizeUrl({ state: "s1", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe(`${appUrl}/sandbox/tiktok/authorize`);
    expect(url.searchParams.get("state")).toBe("s1");
    expect(url.searchParams.get("scope")).toBe("user.info.basic,user.info.profile,user.info.stats,video.list");
  });

  it("issues TikTok's lifetimes (2 hours, 180 days) and the scopes granted", async () => {
    const tokens = await sandbox().exchangeCode({ code: createTikTokSandboxCode("Padaria", TIKTOK_SCOPES, "n1"), redirectUri });
    expect(tokens.userId).toBe("tiktok_sandbox_padaria");
    expect(tokens.expiresAt).toEqual(new Date(now.getTime() + 2 * 3600_000));
    expect(tokens.refreshExpiresAt).toEqual(new Date(now.getTime() + 180 * 86_400_000));
    expect(tokens.grantedScopes).toEqual([...TIKTOK_SCOPES]);
  });

  it("rotates the refresh token on every refresh and refuses an access token in its place", async () => {
    const client = sandbox();
    const first = await client.exchangeCode({ code: createTikTokSandboxCode("padaria", TIKTOK_SCOPES, "n1"), redirectUri });
    const second = await client.refreshToken({ accessToken: first.accessToken, refreshToken: first.refreshToken! });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await failureOf(client.refreshToken({ accessToken: first.accessToken, refreshToken: first.accessToken }))).kind).toBe(
      "token_revoked",
    );
    expect((await failureOf(client.refreshToken({ accessToken: first.accessToken, refreshToken: null }))).kind).toBe(
      "token_revoked",
    );
  });

  it("reads no videos when video.list was unticked, and the profile still", async () => {
    const client = sandbox();
    const scopes = TIKTOK_SCOPES.filter((scope) => scope !== "video.list");
    const tokens = await client.exchangeCode({ code: createTikTokSandboxCode("padaria", scopes, "n1"), redirectUri });
    expect(tokens.grantedScopes).not.toContain("video.list");
    const collected = await createSandboxTikTokSource(createTikTokDemoSource()).fetchOwnProfile({
      accessToken: tokens.accessToken,
      postsLimit: 30,
      commentsLimit: 50,
      now,
    });
    expect(collected.profile.latestPosts).toEqual([]);
    expect(collected.profile.followersCount).toBeGreaterThan(0);
    expect(collected.postsUnavailable).toEqual({ reason: "missing_permission", permission: "video.list" });
  });

  it("says nothing is missing when video.list was granted", async () => {
    const tokens = await sandbox().exchangeCode({ code: createTikTokSandboxCode("padaria", TIKTOK_SCOPES, "n1"), redirectUri });
    const collected = await createSandboxTikTokSource(createTikTokDemoSource()).fetchOwnProfile({
      accessToken: tokens.accessToken,
      postsLimit: 30,
      now,
    });
    expect(collected.profile.latestPosts.length).toBeGreaterThan(0);
    expect(collected.postsUnavailable).toBeUndefined();
  });

  it("revokes its own tokens and refuses anything else, like TikTok's revoke endpoint", async () => {
    const client = sandbox();
    const tokens = await client.exchangeCode({ code: createTikTokSandboxCode("padaria", TIKTOK_SCOPES, "n1"), redirectUri });
    await expect(client.revoke!(tokens.accessToken)).resolves.toBeUndefined();
    expect((await failureOf(client.revoke!("act.not-a-sandbox-token"))).kind).toBe("token_revoked");
  });

  it.each([
    "real-tiktok-code",
    "tiktok-sandbox.not-json",
    `tiktok-sandbox.${Buffer.from(JSON.stringify({ username: "x" })).toString("base64url")}`,
  ])("refuses the code %j", async (code) => {
    expect((await failureOf(sandbox().exchangeCode({ code, redirectUri }))).kind).toBe("token_revoked");
  });
});
