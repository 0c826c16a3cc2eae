import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../../test/server";
import { displayApiInsights } from "./display-api";
import { createTikTok } from "./index";

describe("createTikTok", () => {
  it("runs on the sandbox consent page and the demo creator when nothing is configured", () => {
    const tiktok = createTikTok(createTestEnv());
    expect(tiktok.oauth.kind).toBe("sandbox");
    expect(tiktok.publicProfiles.kind).toBe("demo");
    expect(tiktok.oauth.revoke).toBeTypeOf("function");
    expect(tiktok.oauth.authorizeUrl({ state: "s", redirectUri: "http://localhost:3000/auth/tiktok/callback" })).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/tiktok\/authorize\?/,
    );
    expect(tiktok.tokenRefresh.refreshAhead).toBe(true);
    // The demo creator stands in for a Business account's insights.
    expect(tiktok.ownInsights).toBeDefined();
    expect(tiktok.ownInsights).not.toBe(displayApiInsights);
  });

  it("uses Login Kit, the Display API and Apify's TikTok scraper when their keys are set", () => {
    const tiktok = createTikTok(
      createTestEnv({ TIKTOK_CLIENT_KEY: "awx8kq2client", TIKTOK_CLIENT_SECRET: "secret", APIFY_TOKEN: "apify_api_x" }),
    );
    expect(tiktok.oauth.kind).toBe("live");
    expect(tiktok.publicProfiles.kind).toBe("apify");
    expect(tiktok.ownInsights).toBe(displayApiInsights);
    expect(tiktok.oauth.authorizeUrl({ state: "s", redirectUri: "http://localhost:3000/auth/tiktok/callback" })).toMatch(
      /^https:\/\/www\.tiktok\.com\/v2\/auth\/authorize\/\?client_key=awx8kq2client&/,
    );
  });

  it("reads the Business API, ahead of the Display API, when the Business app's keys are set", () => {
    const tiktok = createTikTok(
      createTestEnv({
        TIKTOK_CLIENT_KEY: "awx8kq2client",
        TIKTOK_CLIENT_SECRET: "secret",
        TIKTOK_BUSINESS_APP_ID: "7300000000000000001",
        TIKTOK_BUSINESS_SECRET: "business-secret",
        TIKTOK_BUSINESS_AUTH_URL: "https://www.tiktok.com/v2/auth/authorize?client_key=awbiz123&response_type=code",
      }),
    );
    expect(tiktok.oauth.kind).toBe("live");
    expect(tiktok.ownInsights).toBeDefined();
    expect(tiktok.ownInsights).not.toBe(displayApiInsights);
    expect(tiktok.oauthRedirectPath).toBe("/auth/tiktok/callback/");
    expect(tiktok.tokenRefresh).toMatchObject({ refreshAhead: true, tokenLifetimeMs: 24 * 60 * 60 * 1000 });
    expect(tiktok.oauth.authorizeUrl({ state: "s", redirectUri: "http://localhost:3000/auth/tiktok/callback/" })).toBe(
      "https://www.tiktok.com/v2/auth/authorize?client_key=awbiz123&response_type=code&state=s",
    );
  });

  it("refuses to start with a client key but no secret, and says what to set", () => {
    expect(() => createTestEnv({ TIKTOK_CLIENT_KEY: "awx8kq2client" })).toThrowError(
      /TIKTOK_CLIENT_SECRET: is required when TIKTOK_CLIENT_KEY is set/,
    );
  });
});
