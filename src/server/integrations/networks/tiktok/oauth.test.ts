import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "../instagram/contract-server";
import { failureOf } from "../../../test/source-error";
import { createTikTokOAuth } from "./oauth";

// A local server answering like open.tiktokapis.com's OAuth endpoints (Login Kit for web, v2),
// with the documented shapes: the token answer, the OAuth-style error body, and the Display
// API's user info for the identity.
const clientKey = "awx8kq2client";
const clientSecret = "tiktok-client-secret";
const redirectUri = "https://app.inteligram.com.br/auth/tiktok/callback";
const now = new Date("2026-11-27T15:00:00Z");

const tokenAnswer = (overrides: Record<string, unknown> = {}) => ({
  access_token: "act.1a2b3c4d5e6f7g8h9i0jAAAA!6035.va",
  expires_in: 7200,
  open_id: "_000Hq3ABCdEfGhIjKlMnOpQrStUvWxYz",
  refresh_expires_in: 15_552_000,
  refresh_token: "rft.9z8y7x6w5v4u3t2s1r0qBBBB!6001.va",
  scope: "user.info.basic,user.info.profile,user.info.stats,video.list",
  token_type: "Bearer",
  ...overrides,
});
const invalidGrant: Reply = {
  status: 400,
  body: { error: "invalid_grant", error_description: "Authorization code is expired.", log_id: "202611271500000A1B2C3D4E5F" },
};
const userInfo = {
  data: {
    user: {
      open_id: "_000Hq3ABCdEfGhIjKlMnOpQrStUvWxYz",
      union_id: "c9c60f44-a68e-4f5d-84dd-ce22faeb0ba1",
      avatar_url: "https://p16-sign.tiktokcdn-us.com/avatar~c5_168x168.jpeg",
      display_name: "Café da Ana",
      username: "cafedaana",
      follower_count: 48210,
    },
  },
  error: { code: "ok", message: "", log_id: "20261127150000ABCDEF" },
};

type Routes = {
  token?: (form: URLSearchParams) => Reply | undefined;
  revoke?: Reply;
  user?: (request: RecordedRequest) => Reply;
};

function serveTikTok(routes: Routes = {}) {
  api.handle((request) => {
    const form = new URLSearchParams(request.body);
    if (request.method === "POST" && request.url.pathname === "/v2/oauth/token/") {
      const custom = routes.token?.(form);
      if (custom) return custom;
      if (form.get("grant_type") === "authorization_code")
        return form.get("code") === "valid-code*2!" ? { body: tokenAnswer() } : invalidGrant;
      if (form.get("grant_type") === "refresh_token") {
        return form.get("refresh_token") === "rft.old"
          ? {
              body: tokenAnswer({
                access_token: "act.new",
                refresh_token: "rft.new",
                expires_in: 86_400,
                refresh_expires_in: 31_536_000,
              }),
            }
          : {
              status: 400,
              body: { error: "invalid_grant", error_description: "Refresh token is invalid or expired.", log_id: "L2" },
            };
      }
    }
    if (request.method === "POST" && request.url.pathname === "/v2/oauth/revoke/") return routes.revoke ?? { raw: "" };
    if (request.method === "GET" && request.url.pathname === "/v2/user/info/")
      return routes.user?.(request) ?? { body: userInfo };
    return undefined;
  });
}

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

const oauth = (timeoutMs?: number) =>
  createTikTokOAuth({
    clientKey,
    clientSecret,
    authorizeBase: api.url,
    apiBase: api.url,
    clock: () => now,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe("TikTok Login Kit (live)", () => {
  it("builds the v2 authorize URL with the four scopes", () => {
    const client = createTikTokOAuth({ clientKey, clientSecret });
    expect(client.kind).toBe("live");
    const url = new URL(client.authorizeUrl({ state: "st4te", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.tiktok.com/v2/auth/authorize/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: clientKey,
      scope: "user.info.basic,user.info.profile,user.info.stats,video.list",
      response_type: "code",
      redirect_uri: redirectUri,
      state: "st4te",
    });
  });

  it("exchanges the code (form-encoded) and computes both ends from expires_in and refresh_expires_in", async () => {
    serveTikTok();
    const tokens = await oauth().exchangeCode({ code: "valid-code*2!", redirectUri });
    expect(tokens).toEqual({
      accessToken: "act.1a2b3c4d5e6f7g8h9i0jAAAA!6035.va",
      expiresAt: new Date(now.getTime() + 7200_000),
      refreshToken: "rft.9z8y7x6w5v4u3t2s1r0qBBBB!6001.va",
      refreshExpiresAt: new Date(now.getTime() + 15_552_000_000),
      grantedScopes: ["user.info.basic", "user.info.profile", "user.info.stats", "video.list"],
      userId: "_000Hq3ABCdEfGhIjKlMnOpQrStUvWxYz",
    });
    const [exchange] = api.requests;
    expect(exchange?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_key: clientKey,
      client_secret: clientSecret,
      code: "valid-code*2!",
      grant_type: "authorization_code",
      redirect_uri: redirectUri,
    });
  });

  it("keeps the scopes the person left ticked", async () => {
    serveTikTok({ token: () => ({ body: tokenAnswer({ scope: "user.info.basic,user.info.profile" }) }) });
    expect((await oauth().exchangeCode({ code: "any", redirectUri })).grantedScopes).toEqual([
      "user.info.basic",
      "user.info.profile",
    ]);
  });

  it("refuses an expired or reused code as token_revoked", async () => {
    serveTikTok();
    const error = await failureOf(oauth().exchangeCode({ code: "expired-code", redirectUri }));
    expect(error.kind).toBe("token_revoked");
    expect(error.message).toContain("invalid_grant");
  });

  it("refreshes with grant_type=refresh_token and returns the rotated refresh token with its own end", async () => {
    serveTikTok();
    const tokens = await oauth().refreshToken({ accessToken: "act.old", refreshToken: "rft.old" });
    expect(tokens).toMatchObject({
      accessToken: "act.new",
      expiresAt: new Date(now.getTime() + 86_400_000),
      refreshToken: "rft.new",
      refreshExpiresAt: new Date(now.getTime() + 31_536_000_000),
    });
    expect(Object.fromEntries(new URLSearchParams(api.requests[0]?.body))).toEqual({
      client_key: clientKey,
      client_secret: clientSecret,
      grant_type: "refresh_token",
      refresh_token: "rft.old",
    });
  });

  it("refuses a spent refresh token as token_revoked, and without one asks for none", async () => {
    serveTikTok();
    expect((await failureOf(oauth().refreshToken({ accessToken: "act.old", refreshToken: "rft.spent" }))).kind).toBe(
      "token_revoked",
    );
    expect((await failureOf(oauth().refreshToken({ accessToken: "act.old", refreshToken: null }))).kind).toBe("token_revoked");
  });

  it("revokes the grant with the access token", async () => {
    serveTikTok();
    await oauth().revoke("act.to-revoke");
    const [revoke] = api.requests;
    expect(revoke?.url.pathname).toBe("/v2/oauth/revoke/");
    expect(Object.fromEntries(new URLSearchParams(revoke?.body))).toEqual({
      client_key: clientKey,
      client_secret: clientSecret,
      token: "act.to-revoke",
    });
  });

  it("reports a revoke TikTok refuses", async () => {
    serveTikTok({
      revoke: {
        status: 401,
        body: { error: "invalid_client", error_description: "Client key or secret is incorrect.", log_id: "L3" },
      },
    });
    expect((await failureOf(oauth().revoke("act.x"))).kind).toBe("unavailable");
  });

  it("reads the identity from /v2/user/info/ with the bearer token", async () => {
    serveTikTok();
    expect(await oauth().fetchIdentity("act.abc")).toEqual({
      id: "_000Hq3ABCdEfGhIjKlMnOpQrStUvWxYz",
      username: "cafedaana",
      name: "Café da Ana",
      profilePictureUrl: "https://p16-sign.tiktokcdn-us.com/avatar~c5_168x168.jpeg",
      followersCount: 48210,
    });
    expect(api.requests[0]?.headers.authorization).toBe("Bearer act.abc");
  });

  it("reads the identity's basic fields when the person unticked user.info.profile", async () => {
    serveTikTok({
      user: (request) =>
        request.url.searchParams.get("fields")!.includes("username")
          ? {
              status: 401,
              body: {
                data: {},
                error: {
                  code: "scope_not_authorized",
                  message: "The user did not authorize the scope required for completing this request.",
                  log_id: "L4",
                },
              },
            }
          : {
              body: {
                data: { user: { open_id: "_000Hq3", display_name: "Café da Ana", avatar_url: null } },
                error: { code: "ok", message: "", log_id: "L5" },
              },
            },
    });
    expect(await oauth().fetchIdentity("act.abc")).toMatchObject({
      id: "_000Hq3",
      username: "Café da Ana",
      followersCount: null,
    });
  });

  it.each<[string, Reply, string]>([
    [
      "429",
      { status: 429, body: { error: "rate_limit_exceeded", error_description: "Too many requests.", log_id: "L6" } },
      "rate_limited",
    ],
    ["5xx", { status: 503, raw: "<html>Service Unavailable</html>" }, "unavailable"],
    ["a malformed body", { body: { access_token: "act.only" } }, "malformed"],
    ["text that is not JSON", { raw: "ok" }, "malformed"],
    [
      "an error with HTTP 200",
      { body: { error: "invalid_grant", error_description: "Code is expired.", log_id: "L7" } },
      "token_revoked",
    ],
  ])("maps %s on the token endpoint", async (_name, reply, kind) => {
    serveTikTok({ token: () => reply });
    expect((await failureOf(oauth().exchangeCode({ code: "valid-code*2!", redirectUri }))).kind).toBe(kind);
  });

  it("gives up on a token endpoint that does not answer in time, as unavailable", async () => {
    serveTikTok({ token: () => ({ body: tokenAnswer(), delayMs: 500 }) });
    expect((await failureOf(oauth(100).exchangeCode({ code: "valid-code*2!", redirectUri }))).kind).toBe("unavailable");
  });
});
