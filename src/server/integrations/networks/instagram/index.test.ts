import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../../test/server";
import { createDemoProfile } from "./demo";
import { createInstagram } from "./index";
import { createSandboxAuthorizationCode } from "./sandbox-oauth";

describe("createInstagram", () => {
  it("runs on the sandbox login and the demo source when nothing is configured", async () => {
    const instagram = createInstagram(createTestEnv());
    expect(instagram.oauth.kind).toBe("sandbox");
    expect(instagram.publicProfiles.kind).toBe("demo");
    expect(instagram.oauth.authorizeUrl({ state: "s", redirectUri: "http://localhost:3000/cb" })).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/instagram\/authorize\?/,
    );
  });

  it("uses Instagram Login and Apify when their credentials are set", () => {
    const instagram = createInstagram(
      createTestEnv({ INSTAGRAM_APP_ID: "990602627938098", INSTAGRAM_APP_SECRET: "secret", APIFY_TOKEN: "apify_api_x" }),
    );
    expect(instagram.oauth.kind).toBe("live");
    expect(instagram.publicProfiles.kind).toBe("apify");
    expect(instagram.oauth.authorizeUrl({ state: "s", redirectUri: "http://localhost:3000/cb" })).toMatch(
      /^https:\/\/www\.instagram\.com\/oauth\/authorize\?client_id=990602627938098&/,
    );
  });

  it("gives a sandbox account its demo insights, and checks webhooks with AUTH_SECRET until a Meta app is configured", async () => {
    const env = createTestEnv();
    const instagram = createInstagram(env);
    const { accessToken } = await instagram.oauth.exchangeCode({
      code: createSandboxAuthorizationCode("cafe_da_julia", "n1"),
      redirectUri: "http://localhost:3000/cb",
    });
    const now = new Date("2026-03-10T15:00:00Z");
    const [post] = createDemoProfile({ username: "cafe_da_julia", postsLimit: 1, now }).profile.latestPosts;
    const insights = await instagram.ownInsights!.fetchPostInsights({
      accessToken,
      posts: [{ id: post!.id, type: post!.type, timestamp: post!.timestamp }],
      now,
    });
    expect(insights.available && insights.value[0]!.insights.available).toBe(true);
    const body = '{"object":"instagram","entry":[]}';
    const sign = (secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
    expect(instagram.insightsWebhooks!.verifySignature(body, sign(env.AUTH_SECRET))).toBe(true);
    const live = createInstagram(
      createTestEnv({ INSTAGRAM_APP_ID: "990602627938098", INSTAGRAM_APP_SECRET: "instagram-secret" }),
    );
    expect(live.insightsWebhooks!.verifySignature(body, sign("instagram-secret"))).toBe(true);
    expect(live.insightsWebhooks!.verifySignature(body, sign(env.AUTH_SECRET))).toBe(false);
  });
});
