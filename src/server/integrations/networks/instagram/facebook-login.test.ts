import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { startContractServer, type ContractServer } from "./contract-server";
import { createDemoSource } from "./demo";
import { demoStories } from "./demo-insights";
import { createFacebookLogin, createSandboxFacebookLogin, FACEBOOK_PERMISSIONS, sandboxFacebookCode } from "./facebook-login";

// A local server answering like graph.facebook.com for Facebook Login for Business: the code
// exchange, the long-lived token exchange and /me/accounts with each Page's linked Instagram
// professional account.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const now = new Date("2026-03-10T15:00:00Z");
const login = (configId = "cfg-9") =>
  createFacebookLogin({
    appId: "app-1",
    appSecret: "secret-1",
    configId,
    authorizeBase: server.url,
    graphBase: server.url,
    timeoutMs: 2_000,
    clock: () => now,
  });
const redirectUri = "https://app.inteligram.com.br/auth/facebook/callback";

describe("Facebook Login for Business adapter", () => {
  it("authorizes with the Login for Business configuration only, never with a scope", () => {
    const authorize = new URL(login("cfg-9").authorizeUrl({ state: "s1", redirectUri }));
    expect(authorize.pathname).toBe("/v23.0/dialog/oauth");
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: "app-1",
      redirect_uri: redirectUri,
      response_type: "code",
      state: "s1",
      config_id: "cfg-9",
    });
  });

  it("names business_management among the configuration's permissions, for Pages reached through a Business Manager", () => {
    expect(FACEBOOK_PERMISSIONS).toEqual(
      expect.arrayContaining([
        "instagram_basic",
        "instagram_manage_insights",
        "pages_read_engagement",
        "pages_show_list",
        "business_management",
      ]),
    );
  });

  it("names ads_read beside business_management, without which a Business Manager's Pages are listed but cannot be read", () => {
    expect(FACEBOOK_PERMISSIONS).toEqual(expect.arrayContaining(["business_management", "ads_read"]));
  });

  it("names instagram_manage_comments among the configuration's permissions, for the account's comments", () => {
    expect(FACEBOOK_PERMISSIONS).toContain("instagram_manage_comments");
  });

  it("trades the code for a user token, then for a long-lived one", async () => {
    server.handle((request) => {
      if (request.url.pathname !== "/v23.0/oauth/access_token") return undefined;
      if (request.url.searchParams.get("grant_type") === "fb_exchange_token") {
        return { body: { access_token: "EAA-long", token_type: "bearer", expires_in: 5_183_944 } };
      }
      return { body: { access_token: "EAA-short", token_type: "bearer", expires_in: 3600 } };
    });
    const token = await login().exchangeCode({ code: " code-1 ", redirectUri });
    expect(token).toEqual({ accessToken: "EAA-long", expiresAt: new Date(now.getTime() + 5_183_944_000) });
    const [exchange, longLived] = server.requests;
    expect(Object.fromEntries(exchange!.url.searchParams)).toEqual({
      client_id: "app-1",
      client_secret: "secret-1",
      redirect_uri: redirectUri,
      code: "code-1",
    });
    expect(longLived!.url.searchParams.get("fb_exchange_token")).toBe("EAA-short");
  });

  it("refuses a bad code as an invalid authorization", async () => {
    server.handle(() => ({
      status: 400,
      body: { error: { message: "This authorization code has expired.", type: "OAuthException", code: 190 } },
    }));
    expect((await failureOf(login().exchangeCode({ code: "old", redirectUri }))).kind).toBe("token_revoked");
  });

  it("lists only the Pages that have an Instagram professional account linked", async () => {
    server.handle((request) =>
      request.url.pathname === "/v23.0/me/accounts"
        ? {
            body: {
              data: [
                { id: "p1", name: "Loja Bella", instagram_business_account: { id: "17841400000000001", username: "loja.bella" } },
                { id: "p2", name: "Página sem Instagram" },
              ],
            },
          }
        : undefined,
    );
    expect(await login().listPages("EAA-long")).toEqual([
      { pageId: "p1", pageName: "Loja Bella", igUserId: "17841400000000001", igUsername: "loja.bella" },
    ]);
    expect(server.requests[0]!.url.searchParams.get("fields")).toBe("id,name,instagram_business_account{id,username}");
  });
});

describe("Facebook Login stand-in", () => {
  it("passes the comments limit to the demo for the chosen test Page's account", async () => {
    const demo = createDemoSource();
    const sandbox = createSandboxFacebookLogin({ appUrl: "http://localhost:3000", demo, clock: () => now });
    const { accessToken } = await sandbox.exchangeCode({ code: sandboxFacebookCode, redirectUri });
    const [page] = await sandbox.listPages(accessToken);
    const collected = await sandbox.graph.fetchOwnProfile({
      igUserId: page!.igUserId,
      accessToken,
      postsLimit: 30,
      commentsLimit: 50,
      now,
    });
    expect(collected.source).toBe("demo");
    expect(collected.comments).toEqual(
      (await demo.fetchProfile({ username: page!.igUsername, postsLimit: 30, commentsLimit: 50, now })).comments,
    );
    expect(collected.comments!.flatMap((post) => post.comments).length).toBeGreaterThan(0);
  });

  it("gives the chosen test Page's account its demo insights, and refuses another token or account", async () => {
    const sandbox = createSandboxFacebookLogin({ appUrl: "http://localhost:3000", demo: createDemoSource(), clock: () => now });
    const { accessToken } = await sandbox.exchangeCode({ code: sandboxFacebookCode, redirectUri });
    const [page] = await sandbox.listPages(accessToken);
    expect(await sandbox.graph.insights.fetchStories({ igUserId: page!.igUserId, accessToken, now })).toEqual({
      available: true,
      value: demoStories(page!.igUsername, now),
    });
    const days = await sandbox.graph.insights.fetchAccountDays({
      igUserId: page!.igUserId,
      accessToken,
      from: "2026-03-01",
      to: "2026-03-02",
      now,
    });
    expect(days.available && days.value.map((row) => row.day)).toEqual(["2026-03-01", "2026-03-02"]);
    expect(
      (await failureOf(sandbox.graph.insights.fetchStories({ igUserId: page!.igUserId, accessToken: "EAAGreal", now }))).kind,
    ).toBe("token_revoked");
    expect((await failureOf(sandbox.graph.insights.fetchStories({ igUserId: "17841400000000999", accessToken, now }))).kind).toBe(
      "not_found",
    );
  });
});
