import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../../test/server";
import { createInstagram } from "./index";

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
});
