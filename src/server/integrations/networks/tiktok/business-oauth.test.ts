import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type Reply } from "../instagram/contract-server";
import { failureOf } from "../../../test/source-error";
import {
  businessError,
  businessOk,
  businessOpenId,
  businessProfile,
  fieldsOf,
  requestsTo,
  serveBusiness,
  type BusinessRoutes,
} from "./business-contract-server";
import { createTikTokBusinessOAuth } from "./business-oauth";

// TikTok's Business API OAuth for TikTok account holders (tt_user/oauth2/*, JSON bodies, the
// { code, message, request_id, data } envelope) answered by a local server.
const appId = "7300000000000000001";
const secret = "business-app-secret";
const redirectUri = "https://app.inteligram.com.br/auth/tiktok/callback/";
const now = new Date("2026-12-02T10:00:00Z");

const tokenData = (overrides: Record<string, unknown> = {}) => ({
  access_token: "act.business1a2b3c",
  token_type: "Bearer",
  scope:
    "user.info.basic,user.info.username,user.info.stats,user.info.profile,user.account.type,user.insights,video.list,video.insights",
  expires_in: 86_400,
  refresh_token: "rft.business9z8y7x",
  refresh_token_expires_in: 31_536_000,
  open_id: businessOpenId,
  ...overrides,
});

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

const oauth = (options: { timeoutMs?: number; authorizationUrl?: string } = {}) =>
  createTikTokBusinessOAuth({
    appId,
    secret,
    apiBase: `${api.url}/open_api/v1.3`,
    clock: () => now,
    ...options,
  });
const body = (path: string) => JSON.parse(requestsTo(api, path)[0]?.body ?? "{}") as Record<string, unknown>;

describe("TikTok Business API OAuth (live)", () => {
  it("sends the person to the app's TikTok account holder authorization URL with the state", () => {
    const portal =
      "https://www.tiktok.com/v2/auth/authorize?client_key=awbiz123&scope=user.info.basic%2Cvideo.list&response_type=code&redirect_uri=https%3A%2F%2Fapp.inteligram.com.br%2Fauth%2Ftiktok%2Fcallback%2F";
    const client = createTikTokBusinessOAuth({ appId, secret, authorizationUrl: portal });
    expect(client.kind).toBe("live");
    const url = new URL(client.authorizeUrl({ state: "st4te", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.tiktok.com/v2/auth/authorize");
    expect(url.searchParams.get("client_key")).toBe("awbiz123");
    expect(url.searchParams.get("state")).toBe("st4te");
  });

  it("without the portal's URL, builds one with the app id, the eight scopes and the redirect", () => {
    const url = new URL(createTikTokBusinessOAuth({ appId, secret }).authorizeUrl({ state: "st4te", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.tiktok.com/v2/auth/authorize/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: appId,
      scope:
        "user.info.basic,user.info.username,user.info.stats,user.info.profile,user.account.type,user.insights,video.list,video.insights",
      response_type: "code",
      redirect_uri: redirectUri,
      state: "st4te",
    });
  });

  it("exchanges the code with a JSON body and computes both ends from the answer", async () => {
    serveBusiness(api, { token: () => businessOk(tokenData()) });
    const tokens = await oauth().exchangeCode({ code: "auth-code*1!", redirectUri });
    expect(tokens).toEqual({
      accessToken: "act.business1a2b3c",
      expiresAt: new Date(now.getTime() + 86_400_000),
      refreshToken: "rft.business9z8y7x",
      refreshExpiresAt: new Date(now.getTime() + 31_536_000_000),
      grantedScopes: [
        "user.info.basic",
        "user.info.username",
        "user.info.stats",
        "user.info.profile",
        "user.account.type",
        "user.insights",
        "video.list",
        "video.insights",
      ],
      userId: businessOpenId,
    });
    const [exchange] = requestsTo(api, "tt_user/oauth2/token/");
    expect(exchange?.headers["content-type"]).toBe("application/json");
    expect(body("tt_user/oauth2/token/")).toEqual({
      client_id: appId,
      client_secret: secret,
      grant_type: "authorization_code",
      auth_code: "auth-code*1!",
      redirect_uri: redirectUri,
    });
  });

  it("refreshes with the refresh token, keeping the refresh token's own remaining lifetime", async () => {
    serveBusiness(api, {
      refresh: () =>
        businessOk(tokenData({ access_token: "act.new", refresh_token: "rft.new", refresh_token_expires_in: 31_527_314 })),
    });
    const tokens = await oauth().refreshToken({ accessToken: "act.old", refreshToken: "rft.old" });
    expect(tokens).toMatchObject({
      accessToken: "act.new",
      expiresAt: new Date(now.getTime() + 86_400_000),
      refreshToken: "rft.new",
      refreshExpiresAt: new Date(now.getTime() + 31_527_314_000),
    });
    expect(body("tt_user/oauth2/refresh_token/")).toEqual({
      client_id: appId,
      client_secret: secret,
      grant_type: "refresh_token",
      refresh_token: "rft.old",
    });
    expect((await failureOf(oauth().refreshToken({ accessToken: "act.old", refreshToken: null }))).kind).toBe("token_revoked");
  });

  it("reads the identity from business/get with the token's account, known from the exchange", async () => {
    serveBusiness(api, {
      token: () => businessOk(tokenData()),
      account: () => businessOk(businessProfile),
    });
    const client = oauth();
    await client.exchangeCode({ code: "auth-code", redirectUri });
    expect(await client.fetchIdentity("act.business1a2b3c")).toEqual({
      id: businessOpenId,
      username: "cafedaana",
      name: "Café da Ana",
      profilePictureUrl: businessProfile.profile_image,
      followersCount: 48210,
    });
    const [identity] = requestsTo(api, "business/get/");
    expect(identity?.headers["access-token"]).toBe("act.business1a2b3c");
    expect(identity?.url.searchParams.get("business_id")).toBe(businessOpenId);
    expect(fieldsOf(identity!)).toEqual(["username", "display_name", "profile_image", "followers_count"]);
    // The account came from the exchange's open_id: no token_info request.
    expect(requestsTo(api, "tt_user/token_info/get/")).toHaveLength(0);
  });

  it("asks token_info for the account of a token it has not seen", async () => {
    serveBusiness(api, { account: () => businessOk(businessProfile) });
    expect((await oauth().fetchIdentity("act.unknown")).id).toBe(businessOpenId);
    expect(JSON.parse(requestsTo(api, "tt_user/token_info/get/")[0]?.body ?? "{}")).toEqual({
      app_id: appId,
      access_token: "act.unknown",
    });
  });

  it("revokes the grant with the access token", async () => {
    serveBusiness(api, { revoke: () => businessOk({}) });
    await oauth().revoke("act.to-revoke");
    expect(body("tt_user/oauth2/revoke/")).toEqual({ client_id: appId, client_secret: secret, access_token: "act.to-revoke" });
  });

  it.each<[string, Reply, string]>([
    ["a refused code (40002)", businessError(40002, "auth_code is invalid or expired"), "token_revoked"],
    ["an invalid token (40105)", businessError(40105, "Access token is invalid"), "token_revoked"],
    ["throttling (40100)", businessError(40100, "Requests made too frequently"), "rate_limited"],
    ["HTTP 429", { status: 429, raw: "" }, "rate_limited"],
    ["a system error (50000)", businessError(50000, "System error"), "unavailable"],
    ["HTTP 503 with an HTML page", { status: 503, raw: "<html>Service Unavailable</html>" }, "unavailable"],
    ["text that is not JSON", { raw: "ok" }, "malformed"],
    ["a token answer without open_id", businessOk({ access_token: "act.x", expires_in: 86_400 }), "malformed"],
  ])("maps %s on the token endpoint", async (_name, reply, kind) => {
    serveBusiness(api, { token: () => reply });
    expect((await failureOf(oauth().exchangeCode({ code: "auth-code", redirectUri }))).kind).toBe(kind);
  });

  it("gives up on a token endpoint that does not answer in time, as unavailable", async () => {
    const routes: BusinessRoutes = { token: () => ({ ...businessOk(tokenData()), delayMs: 500 }) };
    serveBusiness(api, routes);
    expect((await failureOf(oauth({ timeoutMs: 100 }).exchangeCode({ code: "auth-code", redirectUri }))).kind).toBe(
      "unavailable",
    );
  });
});
