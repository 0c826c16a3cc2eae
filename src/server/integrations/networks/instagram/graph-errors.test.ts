import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { createBusinessDiscoverySource } from "./business-discovery";
import { startContractServer, type ContractServer } from "./contract-server";
import { createFacebookLogin } from "./facebook-login";
import { createFacebookGraphSource, createGraphSource } from "./graph";
import type { SourceErrorKind } from "../network.port";

// Graph's error answers, as Meta's error reference documents them:
// { "error": { "message", "type", "code", "error_subcode", "fbtrace_id" } } (error_subcode only
// when Meta has one), served by a local server in place of graph.instagram.com and
// graph.facebook.com, and read by every adapter that calls Graph.
type Recorded = {
  name: string;
  status: number;
  error: Record<string, unknown>;
  kind: SourceErrorKind;
  permission?: string | null;
};

const recorded: Recorded[] = [
  {
    name: "a permission the app lacks (code 10)",
    status: 403,
    error: {
      message: "(#10) Application does not have permission for this action",
      type: "OAuthException",
      code: 10,
      fbtrace_id: "AbC10",
    },
    kind: "token_revoked",
    permission: null,
  },
  {
    name: "a named permission removed (code 10)",
    status: 403,
    error: {
      message: "(#10) This endpoint requires the 'instagram_manage_insights' permission.",
      type: "OAuthException",
      code: 10,
      fbtrace_id: "AbC11",
    },
    kind: "token_revoked",
    permission: "instagram_manage_insights",
  },
  {
    name: "a permission not granted (code 200)",
    status: 403,
    error: {
      message: "(#200) Requires pages_read_engagement permission to manage the object",
      type: "OAuthException",
      code: 200,
      fbtrace_id: "AbC200",
    },
    kind: "token_revoked",
    permission: "pages_read_engagement",
  },
  {
    name: "the top of the permission range (code 299)",
    status: 403,
    error: {
      message: "(#299) Requires business_management permission to manage the object",
      type: "OAuthException",
      code: 299,
      fbtrace_id: "AbC299",
    },
    kind: "token_revoked",
    permission: "business_management",
  },
  {
    // A Page reached through a Business Manager, connected without ads_read: listed by
    // /me/accounts, then every read of its Instagram account is refused.
    name: "a Business Manager's Page read without ads_read (code 200)",
    status: 403,
    error: {
      message: "(#200) Requires ads_read or ads_management permission to access the object",
      type: "OAuthException",
      code: 200,
      fbtrace_id: "AbCads",
    },
    kind: "token_revoked",
    permission: "ads_read",
  },
  {
    name: "an expired session (code 102)",
    status: 401,
    error: { message: "Session has expired", type: "OAuthException", code: 102, error_subcode: 463, fbtrace_id: "AbC102" },
    kind: "token_revoked",
  },
  {
    name: "the application limit (code 341)",
    status: 400,
    error: { message: "(#341) Application limit reached", type: "OAuthException", code: 341, fbtrace_id: "AbC341" },
    kind: "rate_limited",
  },
];

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const now = new Date("2026-03-10T15:00:00Z");
const igUserId = "17841400000000001";
const adapters: Array<[string, () => Promise<unknown>]> = [
  [
    "Instagram Login's own profile",
    () => createGraphSource({ baseUrl: server.url }).fetchOwnProfile({ accessToken: "IGAA1", postsLimit: 10, now }),
  ],
  [
    "Facebook Login's own profile",
    () =>
      createFacebookGraphSource({ baseUrl: server.url }).fetchOwnProfile({ igUserId, accessToken: "EAA1", postsLimit: 10, now }),
  ],
  [
    "business_discovery",
    () =>
      createBusinessDiscoverySource({ baseUrl: server.url }).fetchProfile({
        igUserId,
        accessToken: "EAA1",
        username: "cafe.rival",
        postsLimit: 10,
        now,
      }),
  ],
  [
    "Facebook Login's list of Pages",
    () =>
      createFacebookLogin({ appId: "app-1", appSecret: "secret-1", configId: "cfg-1", graphBase: server.url }).listPages("EAA1"),
  ],
];

describe.each(adapters)("Graph's error answers to %s", (_adapter, call) => {
  it.each(recorded)("read $name as $kind", async ({ status, error, kind, permission }) => {
    server.handle(() => ({ status, body: { error } }));
    const failure = await failureOf(call());
    expect(failure.kind).toBe(kind);
    if (kind === "token_revoked") {
      // Reconnection, never a retry: the person is asked to reconnect (and told what to grant).
      expect(failure.transient).toBe(false);
      expect(failure.missingPermission).toEqual(permission === undefined ? undefined : { name: permission ?? undefined });
    } else {
      expect(failure.transient).toBe(true);
      expect(failure.missingPermission).toBeUndefined();
    }
  });
});
