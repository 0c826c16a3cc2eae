import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "./contract-server";
import type { SourceErrorKind } from "../network.port";
import { createInstagramOAuth } from "./oauth";
import { failureOf } from "../../../test/source-error";

// A local server answering like api.instagram.com (code exchange) and graph.instagram.com
// (long-lived exchange, refresh, /me) with their documented shapes and error bodies.
const appId = "990602627938098";
const appSecret = "eb8c7-app-secret";
const redirectUri = "https://app.inteligram.com.br/auth/instagram/callback";
const now = new Date("2026-03-10T15:00:00Z");
const dayMs = 86_400_000;
// Past Number.MAX_SAFE_INTEGER: a JSON number here loses its last digits if parsed naively.
const userId = "17841405793187218";

const codeReused: Reply = {
  status: 400,
  body: { error_type: "OAuthException", code: 400, error_message: "Matching code was not found or was already used" },
};
const expiredToken: Reply = {
  status: 400,
  body: {
    error: {
      message: "Error validating access token: Session has expired.",
      type: "OAuthException",
      code: 190,
      error_subcode: 463,
      fbtrace_id: "A1",
    },
  },
};

type Routes = { shortLived?: Reply; longLived?: Reply; refresh?: Reply; me?: Reply };

function serveInstagram(routes: Routes = {}) {
  api.handle((request: RecordedRequest) => {
    const { pathname, searchParams } = request.url;
    if (request.method === "POST" && pathname === "/oauth/access_token") {
      const form = new URLSearchParams(request.body);
      if (form.get("code") !== "AQBx-valid-code") return codeReused;
      return (
        routes.shortLived ?? {
          raw: `{"access_token": "IGAAshortLived", "user_id": ${userId}, "permissions": ["instagram_business_basic", "instagram_business_manage_insights"]}`,
        }
      );
    }
    if (pathname === "/access_token" && searchParams.get("grant_type") === "ig_exchange_token") {
      if (searchParams.get("access_token") !== "IGAAshortLived") return expiredToken;
      return routes.longLived ?? { body: { access_token: "IGAAlongLived", token_type: "bearer", expires_in: 5_183_944 } };
    }
    if (pathname === "/refresh_access_token" && searchParams.get("grant_type") === "ig_refresh_token") {
      return routes.refresh ?? { body: { access_token: "IGAArefreshed", token_type: "bearer", expires_in: 5_184_000 } };
    }
    if (pathname === "/v23.0/me") {
      return (
        routes.me ?? {
          body: {
            id: "7321456789012345",
            user_id: "17841400123456789",
            username: "loja.bella",
            name: "Loja Bella",
            profile_picture_url: "https://scontent.cdninstagram.com/bella.jpg",
            followers_count: 15230,
          },
        }
      );
    }
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

const oauth = () =>
  createInstagramOAuth({ appId, appSecret, authorizeBase: api.url, apiBase: api.url, graphBase: api.url, clock: () => now });

describe("Instagram Login OAuth", () => {
  it("is the live kind and builds the Business Login authorize URL", () => {
    const client = createInstagramOAuth({ appId, appSecret });
    expect(client.kind).toBe("live");
    const url = new URL(client.authorizeUrl({ state: "st4te", redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.instagram.com/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "instagram_business_basic,instagram_business_manage_insights,instagram_business_manage_comments",
      state: "st4te",
    });
  });

  it("exchanges the code (without Instagram's '#_') for a short-lived, then a long-lived token", async () => {
    serveInstagram();
    const tokens = await oauth().exchangeCode({ code: "AQBx-valid-code#_", redirectUri });
    expect(tokens).toEqual({ accessToken: "IGAAlongLived", expiresAt: new Date(now.getTime() + 5_183_944_000), userId });

    const [exchange, longLived] = api.requests;
    expect(exchange?.method).toBe("POST");
    expect(exchange?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_id: appId,
      client_secret: appSecret,
      grant_type: "authorization_code",
      redirect_uri: redirectUri,
      code: "AQBx-valid-code",
    });
    expect(longLived?.method).toBe("GET");
    expect(Object.fromEntries(longLived?.url.searchParams ?? [])).toEqual({
      grant_type: "ig_exchange_token",
      client_secret: appSecret,
      access_token: "IGAAshortLived",
    });
  });

  it("accepts the short-lived token inside data[0], as the Business Login guide shows it", async () => {
    serveInstagram({
      shortLived: {
        body: {
          data: [{ access_token: "IGAAshortLived", user_id: "17841405793187218", permissions: "instagram_business_basic" }],
        },
      },
    });
    expect(await oauth().exchangeCode({ code: "AQBx-valid-code", redirectUri })).toMatchObject({
      accessToken: "IGAAlongLived",
      userId,
    });
  });

  it("gives the long-lived token 60 days when Instagram sends no expires_in", async () => {
    serveInstagram({ longLived: { body: { access_token: "IGAAlongLived", token_type: "bearer" } } });
    const tokens = await oauth().exchangeCode({ code: "AQBx-valid-code", redirectUri });
    expect(tokens.expiresAt).toEqual(new Date(now.getTime() + 60 * dayMs));
  });

  const exchangeFailures: Array<[string, string, Routes, SourceErrorKind]> = [
    ["an invalid or reused code", "AQBx-used-code#_", {}, "token_revoked"],
    ["a short-lived token the exchange rejects", "AQBx-valid-code", { longLived: expiredToken }, "token_revoked"],
    [
      "Instagram down during the long-lived exchange",
      "AQBx-valid-code",
      { longLived: { status: 503, raw: "Service Unavailable" } },
      "unavailable",
    ],
    [
      "a throttled exchange",
      "AQBx-valid-code",
      { shortLived: { status: 429, body: { error_type: "OAuthException", code: 4, error_message: "Too many requests" } } },
      "rate_limited",
    ],
    ["an answer without a token", "AQBx-valid-code", { shortLived: { body: { user_id: 1 } } }, "malformed"],
    ["an answer without a user id", "AQBx-valid-code", { shortLived: { body: { access_token: "IGAAshortLived" } } }, "malformed"],
  ];

  it.each(exchangeFailures)("ends %s in the right state", async (_name, code, routes, kind) => {
    serveInstagram(routes);
    expect((await failureOf(oauth().exchangeCode({ code, redirectUri }))).kind).toBe(kind);
  });

  it("refreshes a long-lived token for a new 60 days", async () => {
    serveInstagram();
    expect(await oauth().refreshToken({ accessToken: "IGAAlongLived", refreshToken: null })).toEqual({
      accessToken: "IGAArefreshed",
      expiresAt: new Date(now.getTime() + 5_184_000_000),
    });
    expect(Object.fromEntries(api.requests[0]?.url.searchParams ?? [])).toEqual({
      grant_type: "ig_refresh_token",
      access_token: "IGAAlongLived",
    });
  });

  it.each([
    ["an expired token (code 190)", expiredToken, "token_revoked"],
    [
      "a rate limit (HTTP 429)",
      { status: 429, body: { error: { message: "Too many calls", type: "OAuthException", code: 4 } } },
      "rate_limited",
    ],
    [
      "a server error",
      { status: 500, body: { error: { message: "Unknown error", type: "OAuthException", code: 2, is_transient: true } } },
      "unavailable",
    ],
  ] satisfies Array<[string, Reply, SourceErrorKind]>)(
    "ends a refresh with %s in the right state",
    async (_name, refresh, kind) => {
      serveInstagram({ refresh });
      expect((await failureOf(oauth().refreshToken({ accessToken: "IGAAlongLived", refreshToken: null }))).kind).toBe(kind);
    },
  );

  it("reads the connected account's identity from /me", async () => {
    serveInstagram();
    expect(await oauth().fetchIdentity("IGAAlongLived")).toEqual({
      id: "7321456789012345",
      username: "loja.bella",
      name: "Loja Bella",
      profilePictureUrl: "https://scontent.cdninstagram.com/bella.jpg",
      followersCount: 15230,
    });
    expect(api.requests[0]?.url.searchParams.get("access_token")).toBe("IGAAlongLived");
  });

  it("ends an identity lookup with an expired token in token_revoked", async () => {
    serveInstagram({ me: expiredToken });
    expect((await failureOf(oauth().fetchIdentity("IGAAlongLived"))).kind).toBe("token_revoked");
  });
});
