import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { createBusinessDiscoverySource } from "./business-discovery";
import { startContractServer, type ContractServer } from "./contract-server";

// A local server answering like graph.facebook.com's business_discovery (Instagram API with
// Facebook Login): the discovered profile's fields and its media nested under the own account's
// IG user id, and Graph's error body { error: { message, type, code, error_subcode } }.
const token = "EAAPageToken";
const igUserId = "17841400000000001";
const now = new Date("2026-03-10T15:00:00Z");

const discovered = {
  business_discovery: {
    id: "17841400999999999",
    username: "cafe.rival",
    name: "Café Rival",
    biography: "Cafés especiais em SP",
    website: "https://caferival.com.br",
    profile_picture_url: "https://scontent.cdninstagram.com/rival.jpg",
    followers_count: 48210,
    follows_count: 310,
    media_count: 912,
    // Another account's media carry only the public fields (no thumbnail_url, no media_product_type).
    media: {
      data: [
        {
          id: "18100000000000001",
          caption: "Novo blend #cafe #especial com @barista.ana",
          media_type: "VIDEO",
          media_url: "https://scontent.cdninstagram.com/r1.mp4",
          permalink: "https://www.instagram.com/reel/R1/",
          timestamp: "2026-03-09T21:14:05+0000",
          like_count: 1200,
          comments_count: 64,
          username: "cafe.rival",
        },
        {
          id: "18100000000000002",
          caption: "Três origens, uma xícara",
          media_type: "CAROUSEL_ALBUM",
          media_url: "https://scontent.cdninstagram.com/c1.jpg",
          permalink: "https://www.instagram.com/p/C1/",
          timestamp: "2026-03-07T12:00:00+0000",
          like_count: 640,
          comments_count: 21,
          username: "cafe.rival",
          children: { data: [{ id: "18100000000000021" }, { id: "18100000000000022" }] },
        },
        {
          id: "18100000000000004",
          caption: "Como tiramos o espresso",
          media_type: "VIDEO",
          media_url: "https://scontent.cdninstagram.com/v1.mp4",
          permalink: "https://www.instagram.com/p/V1/",
          timestamp: "2026-03-06T18:00:00+0000",
          like_count: 300,
          comments_count: 12,
          username: "cafe.rival",
        },
        { id: "18100000000000003", media_type: "FUTURE_TYPE", timestamp: "2026-03-06T12:00:00+0000" },
      ],
    },
  },
  id: igUserId,
};

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const source = () => createBusinessDiscoverySource({ baseUrl: server.url, timeoutMs: 2_000 });
const fetchRival = (username = "cafe.rival") =>
  source().fetchProfile({ igUserId, accessToken: token, username, postsLimit: 30, now });

describe("business_discovery adapter", () => {
  it("asks the own account's node for the username's fields and media, and maps them to the profile shape", async () => {
    server.handle((request) => (request.url.pathname === `/v23.0/${igUserId}` ? { body: discovered } : undefined));
    const { source: kind, profile } = await fetchRival();
    const request = server.requests[0]!;
    expect(request.method).toBe("GET");
    expect(request.url.searchParams.get("access_token")).toBe(token);
    const fields = request.url.searchParams.get("fields")!;
    expect(fields).toMatch(/^business_discovery\.username\(cafe\.rival\)\{/);
    expect(fields).toContain("followers_count");
    // Only the media fields Meta serves for another account.
    const publicMediaFields = [
      "caption",
      "children",
      "comments_count",
      "id",
      "like_count",
      "media_type",
      "media_url",
      "permalink",
      "timestamp",
      "username",
    ];
    const mediaFields = /media\.limit\(30\)\{([^}]*)\}/.exec(fields)?.[1]?.split(",") ?? [];
    expect(mediaFields.length).toBeGreaterThan(0);
    expect(mediaFields.filter((field) => !publicMediaFields.includes(field))).toEqual([]);
    expect(mediaFields).toEqual(
      expect.arrayContaining(["id", "media_type", "permalink", "timestamp", "like_count", "comments_count"]),
    );
    expect(kind).toBe("graph");
    expect(profile).toMatchObject({
      username: "cafe.rival",
      fullName: "Café Rival",
      followersCount: 48210,
      followsCount: 310,
      postsCount: 912,
      private: false,
    });
    // A VIDEO at /reel/ -> clips, at /p/ -> video; CAROUSEL_ALBUM -> sidecar; an unknown media
    // type is left out, not guessed.
    expect(profile.latestPosts.map((post) => [post.type, post.likesCount, post.commentsCount])).toEqual([
      ["clips", 1200, 64],
      ["sidecar", 640, 21],
      ["video", 300, 12],
    ]);
    // No public thumbnail for a video: no picture rather than the video file as one.
    expect(profile.latestPosts[0]).toMatchObject({
      timestamp: "2026-03-09T21:14:05.000Z",
      hashtags: ["cafe", "especial"],
      displayUrl: "",
      url: "https://www.instagram.com/reel/R1/",
    });
    expect(profile.latestPosts[1]).toMatchObject({ displayUrl: "https://scontent.cdninstagram.com/c1.jpg" });
  });

  it("reads a profile that can't be discovered (personal, private or unknown) as not found", async () => {
    server.handle(() => ({
      status: 400,
      body: { error: { message: "Invalid user id", type: "OAuthException", code: 110, error_subcode: 2207013, fbtrace_id: "x" } },
    }));
    expect((await failureOf(fetchRival("perfil.pessoal"))).kind).toBe("not_found");
  });

  describe("fields the docs mark non-public (follows_count, name, profile_picture_url)", () => {
    const nonPublic = ["follows_count", "name", "profile_picture_url"];
    const profileFieldsOf = (request: { url: URL }) =>
      (/^business_discovery\.username\([^)]*\)\{(.*?),media\.limit/.exec(request.url.searchParams.get("fields") ?? "")?.[1] ?? "")
        .split(",")
        .filter(Boolean);
    const {
      follows_count: _follows,
      name: _name,
      profile_picture_url: _picture,
      ...publicProfile
    } = discovered.business_discovery;
    // Graph refuses a field it will not serve for this account with code 100 (or a permission code).
    const refusals: Array<[string, Record<string, unknown>]> = [
      [
        "a nonexisting field (code 100)",
        {
          message: "(#100) Tried accessing nonexisting field (follows_count) on node type (BusinessDiscovery)",
          type: "OAuthException",
          code: 100,
          fbtrace_id: "Fld100",
        },
      ],
      [
        "a field refused as a permission (code 10)",
        { message: "(#10) Application does not have permission for this action", type: "OAuthException", code: 10 },
      ],
    ];
    it.each(refusals)("reads again with the public fields only after %s", async (_name, error) => {
      server.handle((request) => {
        if (request.url.pathname !== `/v23.0/${igUserId}`) return undefined;
        const asked = profileFieldsOf(request);
        if (asked.some((field) => nonPublic.includes(field))) return { status: 400, body: { error } };
        return { body: { business_discovery: publicProfile, id: igUserId } };
      });
      const { profile } = await fetchRival();
      expect(server.requests).toHaveLength(2);
      expect(profileFieldsOf(server.requests[0]!)).toEqual(expect.arrayContaining(nonPublic));
      const second = profileFieldsOf(server.requests[1]!);
      expect(second.filter((field) => nonPublic.includes(field))).toEqual([]);
      expect(second).toEqual(expect.arrayContaining(["username", "followers_count", "media_count", "biography", "website"]));
      // The media are asked again too, the same public fields.
      expect(server.requests[1]!.url.searchParams.get("fields")).toContain("media.limit(30){id,caption");
      expect(profile).toMatchObject({
        username: "cafe.rival",
        fullName: "",
        profilePicUrl: "",
        followersCount: 48210,
        postsCount: 912,
        biography: "Cafés especiais em SP",
      });
      expect(profile.latestPosts).toHaveLength(3);
    });

    it("does not read again after a refusal that has nothing to do with the fields", async () => {
      server.handle(() => ({
        status: 400,
        body: { error: { message: "Error validating access token", type: "OAuthException", code: 190 } },
      }));
      expect((await failureOf(fetchRival())).kind).toBe("token_revoked");
      expect(server.requests).toHaveLength(1);
      server.handle(() => ({ status: 400, body: { error: { message: "Application request limit reached", code: 4 } } }));
      expect((await failureOf(fetchRival())).kind).toBe("rate_limited");
      expect(server.requests).toHaveLength(1);
    });

    it("gives the public read's own failure when that fails too", async () => {
      let calls = 0;
      server.handle(() => {
        calls += 1;
        return calls === 1
          ? { status: 400, body: { error: { message: "(#100) Tried accessing nonexisting field (name)", code: 100 } } }
          : { status: 400, body: { error: { message: "Invalid user id", code: 110, error_subcode: 2207013 } } };
      });
      expect((await failureOf(fetchRival())).kind).toBe("not_found");
      expect(calls).toBe(2);
    });
  });

  it("maps an expired token, throttling, an outage and a malformed answer", async () => {
    server.handle(() => ({
      status: 400,
      body: { error: { message: "Error validating access token", type: "OAuthException", code: 190 } },
    }));
    expect((await failureOf(fetchRival())).kind).toBe("token_revoked");
    server.handle(() => ({ status: 400, body: { error: { message: "Application request limit reached", code: 4 } } }));
    expect((await failureOf(fetchRival())).kind).toBe("rate_limited");
    server.handle(() => ({ status: 503, raw: "Service Unavailable" }));
    expect((await failureOf(fetchRival())).kind).toBe("unavailable");
    server.handle(() => ({ body: { business_discovery: { username: "cafe.rival" } } }));
    expect((await failureOf(fetchRival())).kind).toBe("malformed");
  });
});
