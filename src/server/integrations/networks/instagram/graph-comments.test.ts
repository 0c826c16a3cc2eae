import { profileDataSchema } from "@core/social/profile-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { MAX_COMMENT_LENGTH } from "../collected-comments";
import { startContractServer, type ContractServer, type RecordedRequest, type Reply } from "./contract-server";
import {
  createFacebookGraphSource,
  createGraphSource,
  FACEBOOK_COMMENTS_PERMISSION,
  INSTAGRAM_COMMENTS_PERMISSION,
} from "./graph";

// A local server answering like graph.instagram.com with the documented shapes of
// GET /{ig-media-id}/comments?fields=id,text,timestamp,username,like_count,replies{...}: top-level
// comments newest first, each with its replies expanded as { data, paging }, pages of `pageSize`
// with an `after` cursor and paging.next, and Graph's error body.
const token = "IGAAlongLivedToken";
const now = new Date("2026-03-10T15:00:00Z");
const me = {
  id: "7321456789012345",
  user_id: "17841400123456789",
  username: "loja.bella",
  account_type: "BUSINESS",
  followers_count: 15230,
  follows_count: 402,
  media_count: 318,
};

type GraphComment = {
  id: string;
  text?: string | null;
  timestamp?: string;
  username?: string;
  like_count?: number;
  replies?: { data: unknown[]; paging?: unknown };
};

const mediaItem = (id: string, timestamp: string, commentsCount: number) => ({
  id,
  caption: `Post ${id}`,
  media_type: "IMAGE",
  media_product_type: "FEED",
  media_url: `https://scontent.cdninstagram.com/${id}.jpg`,
  permalink: `https://www.instagram.com/p/${id}/`,
  timestamp,
  like_count: 100,
  comments_count: commentsCount,
});

const media = [
  mediaItem("18000000000000001", "2026-03-09T21:14:05+0000", 6),
  mediaItem("18000000000000002", "2026-03-07T12:00:00+0000", 3),
  mediaItem("18000000000000003", "2026-03-05T10:30:00+0000", 1),
];

const comments: Record<string, GraphComment[]> = {
  "18000000000000001": [
    {
      id: "17858893269000011",
      text: "Vocês entregam em Recife?",
      timestamp: "2026-03-10T01:02:03+0000",
      username: "ana.souza",
      like_count: 2,
      replies: {
        data: [
          {
            id: "17858893269000012",
            text: "Entregamos sim! 🚚",
            timestamp: "2026-03-10T04:00:00+0000",
            username: "loja.bella",
            like_count: 1,
          },
          { id: "17858893269000013", text: "Oba!", timestamp: "2026-03-10T05:00:00+0000", username: "ana.souza", like_count: 0 },
        ],
      },
    },
    { id: "17858893269000021", text: "Amei! 😍", timestamp: "2026-03-09T23:00:00+0000", username: "bia_lima", like_count: 5 },
    {
      id: "17858893269000031",
      text: "Qual o valor?",
      timestamp: "2026-03-09T22:30:00+0000",
      username: "carol.m",
      like_count: 0,
      replies: { data: [] },
    },
    {
      id: "17858893269000041",
      text: "@duda olha isso",
      timestamp: "2026-03-09T22:00:00+0000",
      username: "gabi.rocha",
      like_count: 1,
    },
  ],
  "18000000000000002": [
    {
      id: "17858893269000051",
      text: "Tem no tamanho G?",
      timestamp: "2026-03-08T10:00:00+0000",
      username: "lu.santos",
      like_count: 0,
    },
    {
      id: "17858893269000061",
      text: "Parcela no cartão?",
      timestamp: "2026-03-07T15:00:00+0000",
      username: "rafa.costa",
      like_count: 0,
    },
  ],
  "18000000000000003": [
    { id: "17858893269000071", text: "🔥🔥", timestamp: "2026-03-05T12:00:00+0000", username: "pedro.melo", like_count: 0 },
  ],
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
const noPermission: Reply = {
  status: 403,
  body: {
    error: {
      message: "(#10) Application does not have permission for this action",
      type: "OAuthException",
      code: 10,
      fbtrace_id: "B2",
    },
  },
};
const rateLimited: Reply = {
  status: 403,
  body: {
    error: {
      message: "(#4) Application request limit reached",
      type: "OAuthException",
      is_transient: true,
      code: 4,
      fbtrace_id: "C3",
    },
  },
};

let api: ContractServer;
beforeAll(async () => {
  api = await startContractServer();
});
afterAll(async () => {
  await api.close();
});

type Overrides = {
  media?: ReturnType<typeof mediaItem>[];
  comments?: Record<string, GraphComment[]>;
  /** Replaces the answer for one media's comments. */
  commentsReply?: (mediaId: string, request: RecordedRequest) => Reply | undefined;
  pageSize?: number;
  foreignNext?: boolean;
  host?: "instagram" | "facebook";
};

function serve(overrides: Overrides = {}) {
  const pageSize = overrides.pageSize ?? 2;
  const list = overrides.media ?? media;
  const byMedia = overrides.comments ?? comments;
  api.handle((request) => {
    const { pathname, searchParams } = request.url;
    if (searchParams.get("access_token") !== token) return expiredToken;
    if (pathname === "/v23.0/me" || pathname === "/v23.0/17841400123456789") return { body: me };
    if (pathname === "/v23.0/me/media" || pathname === "/v23.0/17841400123456789/media")
      return { body: { data: list, paging: { cursors: { before: "0", after: "0" } } } };
    const match = /^\/v23\.0\/(\d+)\/comments$/.exec(pathname);
    if (!match) return undefined;
    const mediaId = match[1]!;
    const replaced = overrides.commentsReply?.(mediaId, request);
    if (replaced) return replaced;
    const all = byMedia[mediaId] ?? [];
    const start = Number(searchParams.get("after") ?? 0);
    const data = all.slice(start, start + pageSize);
    const nextStart = start + data.length;
    const host = overrides.foreignNext ? "https://graph.instagram.com" : api.url;
    const next = `${host}/v23.0/${mediaId}/comments?access_token=${token}&limit=50&after=${nextStart}`;
    return {
      body: {
        data,
        paging: { cursors: { before: String(start), after: String(nextStart) }, ...(nextStart < all.length ? { next } : {}) },
      },
    };
  });
}

const source = (options: { commentsConcurrency?: number } = {}) =>
  createGraphSource({ baseUrl: api.url, commentsConcurrency: 1, ...options });
const commentRequests = () => api.requests.filter((request) => request.url.pathname.endsWith("/comments"));
const read = (commentsLimit?: number, options?: { commentsConcurrency?: number }) =>
  source(options).fetchOwnProfile({
    accessToken: token,
    postsLimit: 30,
    ...(commentsLimit === undefined ? {} : { commentsLimit }),
    now,
  });

describe("Graph source: comments", () => {
  it("asks for nothing about comments unless a limit is given", async () => {
    serve();
    const collected = await read();
    expect(collected.comments).toBeUndefined();
    expect(collected.commentsUnavailable).toBeUndefined();
    expect(commentRequests()).toHaveLength(0);
    await read(0);
    expect(commentRequests()).toHaveLength(0);
  });

  it("reads each post's comments with their replies, newest posts first, page after page", async () => {
    serve();
    const collected = await read(500);
    expect(profileDataSchema.parse(collected.profile)).toEqual(collected.profile);
    expect(collected.commentsUnavailable).toBeUndefined();
    expect(collected.comments?.map((post) => [post.mediaId, post.complete, post.comments.length])).toEqual([
      ["18000000000000001", true, 6],
      ["18000000000000002", true, 2],
      ["18000000000000003", true, 1],
    ]);
    expect(collected.comments?.[0]?.comments.slice(0, 4)).toEqual([
      {
        id: "17858893269000011",
        parentId: null,
        username: "ana.souza",
        text: "Vocês entregam em Recife?",
        likeCount: 2,
        timestamp: "2026-03-10T01:02:03.000Z",
      },
      {
        id: "17858893269000012",
        parentId: "17858893269000011",
        username: "loja.bella",
        text: "Entregamos sim! 🚚",
        likeCount: 1,
        timestamp: "2026-03-10T04:00:00.000Z",
      },
      {
        id: "17858893269000013",
        parentId: "17858893269000011",
        username: "ana.souza",
        text: "Oba!",
        likeCount: 0,
        timestamp: "2026-03-10T05:00:00.000Z",
      },
      {
        id: "17858893269000021",
        parentId: null,
        username: "bia_lima",
        text: "Amei! 😍",
        likeCount: 5,
        timestamp: "2026-03-09T23:00:00.000Z",
      },
    ]);
    const firstPost = commentRequests().filter((request) => request.url.pathname === "/v23.0/18000000000000001/comments");
    expect(firstPost.map((request) => request.url.searchParams.get("after"))).toEqual([null, "2"]);
    expect(firstPost[0]?.url.searchParams.get("fields")).toBe(
      "id,text,timestamp,username,like_count,replies{id,text,timestamp,username,like_count}",
    );
    expect(firstPost[0]?.url.searchParams.get("limit")).toBe("50");
  });

  it("keeps to the limit, replies counted, and says the post it cut is not complete", async () => {
    serve();
    const collected = await read(2);
    expect(collected.comments).toEqual([
      {
        mediaId: "18000000000000001",
        complete: false,
        comments: [expect.objectContaining({ id: "17858893269000011" }), expect.objectContaining({ id: "17858893269000012" })],
      },
    ]);
    // The first post's count covers the limit: no other post is asked, and no second page.
    expect(commentRequests().map((request) => request.url.pathname)).toEqual(["/v23.0/18000000000000001/comments"]);
  });

  it("fills the limit from the next posts when the newest has fewer comments", async () => {
    serve();
    const collected = await read(8);
    expect(collected.comments?.map((post) => [post.mediaId, post.complete, post.comments.length])).toEqual([
      ["18000000000000001", true, 6],
      ["18000000000000002", true, 2],
    ]);
    expect(collected.comments!.flatMap((post) => post.comments)).toHaveLength(8);
  });

  it("cuts to the limit in post order when comments are read several posts at a time", async () => {
    // Counts out of date: the second post says 1 but has 2; reading both at once, the newer comes first.
    serve({
      media: [
        mediaItem("18000000000000002", "2026-03-07T12:00:00+0000", 1),
        mediaItem("18000000000000003", "2026-03-05T10:30:00+0000", 1),
      ],
    });
    const collected = await read(2, { commentsConcurrency: 4 });
    expect(collected.comments).toEqual([
      {
        mediaId: "18000000000000002",
        complete: true,
        comments: [expect.objectContaining({ id: "17858893269000051" }), expect.objectContaining({ id: "17858893269000061" })],
      },
    ]);
  });

  it("does not ask for the comments of a post Instagram counts none for", async () => {
    serve({ media: [mediaItem("18000000000000009", "2026-03-09T21:14:05+0000", 0), ...media.slice(1)] });
    const collected = await read(500);
    expect(collected.comments?.[0]).toEqual({ mediaId: "18000000000000009", complete: true, comments: [] });
    expect(commentRequests().map((request) => request.url.pathname)).not.toContain("/v23.0/18000000000000009/comments");
  });

  it("never follows a next link to another host: it rebuilds the page from the cursor", async () => {
    serve({ foreignNext: true });
    const collected = await read(500);
    expect(collected.comments?.[0]?.comments).toHaveLength(6);
    expect(commentRequests().every((request) => request.url.origin === api.url)).toBe(true);
  });

  it("says a post is not complete when Instagram holds more replies than the expanded edge gave", async () => {
    const withMoreReplies = {
      ...comments,
      "18000000000000003": [
        {
          id: "17858893269000071",
          text: "Chegou?",
          timestamp: "2026-03-05T12:00:00+0000",
          username: "pedro.melo",
          replies: {
            data: [{ id: "17858893269000072", text: "Sim!", timestamp: "2026-03-05T13:00:00+0000", username: "loja.bella" }],
            paging: { cursors: { after: "x" }, next: `${"https://graph.instagram.com"}/v23.0/17858893269000071/replies?after=x` },
          },
        },
      ],
    };
    serve({ comments: withMoreReplies });
    const collected = await read(500);
    expect(collected.comments?.[2]).toMatchObject({ mediaId: "18000000000000003", complete: false });
    expect(collected.comments?.[2]?.comments.map((comment) => comment.id)).toEqual(["17858893269000071", "17858893269000072"]);
  });

  it("leaves out a comment it cannot read, with its replies, and says the post is not complete", async () => {
    serve({
      comments: {
        "18000000000000001": [
          {
            id: "17858893269000081",
            text: "Sem autor",
            timestamp: "2026-03-09T22:00:00+0000",
            replies: {
              data: [{ id: "17858893269000082", text: "?", timestamp: "2026-03-09T23:00:00+0000", username: "loja.bella" }],
            },
          },
          { id: "17858893269000091", text: "Hora ilegível", timestamp: "ontem", username: "ana.souza" },
          {
            id: "17858893269000101",
            text: "Ok",
            timestamp: "2026-03-09T22:10:00+0000",
            username: "bia_lima",
            replies: { data: [{ text: "sem id", username: "x", timestamp: "2026-03-09T22:20:00+0000" }] },
          },
        ],
      },
    });
    const collected = await read(500);
    expect(collected.comments?.[0]).toEqual({
      mediaId: "18000000000000001",
      complete: false,
      comments: [expect.objectContaining({ id: "17858893269000101", parentId: null })],
    });
  });

  it("keeps emoji and line breaks, drops NUL and control characters, and cuts text at 2,200 characters", async () => {
    serve({
      comments: {
        "18000000000000001": [
          {
            id: "17858893269000111",
            text: "Amei\u0000!! 😍\r\nQual o preço?\u0007",
            timestamp: "2026-03-09T22:00:00+0000",
            username: "ana.souza",
            like_count: -1,
          },
          { id: "17858893269000121", text: `${"a".repeat(3_000)}`, timestamp: "2026-03-09T22:05:00+0000", username: "bia_lima" },
          { id: "17858893269000131", text: null, timestamp: "2026-03-09T22:06:00+0000", username: "carol.m" },
        ],
      },
    });
    const [first, long, sticker] = (await read(500)).comments![0]!.comments;
    expect(first).toMatchObject({ text: "Amei!! 😍\nQual o preço?", likeCount: null });
    expect(long?.text).toHaveLength(MAX_COMMENT_LENGTH);
    expect(sticker?.text).toBe("");
  });

  it("keeps the profile when the token lacks the comments permission, and names the one to grant", async () => {
    serve({ commentsReply: () => noPermission });
    const collected = await read(500);
    expect(collected.profile.latestPosts).toHaveLength(3);
    expect(collected.commentsUnavailable).toEqual({ reason: "missing_permission", permission: INSTAGRAM_COMMENTS_PERMISSION });
    expect(collected.comments?.every((post) => !post.complete && post.comments.length === 0)).toBe(true);
    // It stops at the first refusal.
    expect(commentRequests()).toHaveLength(1);
  });

  it("keeps the permission Instagram names in its refusal (codes 200-299)", async () => {
    serve({
      commentsReply: () => ({
        status: 400,
        body: {
          error: {
            message: "(#200) Requires instagram_business_manage_comments permission to manage the object",
            type: "OAuthException",
            code: 200,
          },
        },
      }),
    });
    expect((await read(500)).commentsUnavailable).toEqual({
      reason: "missing_permission",
      permission: "instagram_business_manage_comments",
    });
  });

  it("stops reading comments when Instagram throttles them, keeping what was read", async () => {
    serve({ commentsReply: (mediaId) => (mediaId === "18000000000000002" ? rateLimited : undefined) });
    const collected = await read(500);
    expect(collected.commentsUnavailable).toEqual({ reason: "rate_limited" });
    expect(collected.comments?.map((post) => [post.mediaId, post.complete, post.comments.length])).toEqual([
      ["18000000000000001", true, 6],
      ["18000000000000002", false, 0],
    ]);
    expect(commentRequests().map((request) => request.url.pathname)).not.toContain("/v23.0/18000000000000003/comments");
  });

  it("keeps what a post gave before a later page failed, and says it is not complete", async () => {
    serve({
      commentsReply: (mediaId, request) =>
        mediaId === "18000000000000001" && request.url.searchParams.get("after") === "2"
          ? { status: 500, body: { error: { message: "An unknown error has occurred.", code: 1, is_transient: true } } }
          : undefined,
    });
    const collected = await read(500);
    expect(collected.commentsUnavailable).toEqual({ reason: "unavailable" });
    expect(collected.comments).toEqual([{ mediaId: "18000000000000001", complete: false, comments: expect.any(Array) }]);
    expect(collected.comments?.[0]?.comments).toHaveLength(4);
  });

  it("says a comments page it cannot read is malformed, keeping the profile", async () => {
    serve({ commentsReply: () => ({ body: { data: "nope" } }) });
    const collected = await read(500);
    expect(collected.commentsUnavailable).toEqual({ reason: "malformed" });
    expect(collected.profile.username).toBe("loja.bella");
  });

  it("ends the collection when the token expired meanwhile: reconnecting is the only way on", async () => {
    serve({ commentsReply: () => expiredToken });
    const error = await failureOf(read(500));
    expect(error.kind).toBe("token_revoked");
    expect(error.missingPermission).toBeUndefined();
  });

  it("reads comments the same way through Facebook Login, naming its own permission", async () => {
    serve();
    const facebook = createFacebookGraphSource({ baseUrl: api.url, commentsConcurrency: 1 });
    const collected = await facebook.fetchOwnProfile({
      igUserId: "17841400123456789",
      accessToken: token,
      postsLimit: 30,
      commentsLimit: 500,
      now,
    });
    expect(collected.comments?.map((post) => post.comments.length)).toEqual([6, 2, 1]);
    serve({ commentsReply: () => noPermission });
    const refused = await facebook.fetchOwnProfile({
      igUserId: "17841400123456789",
      accessToken: token,
      postsLimit: 30,
      commentsLimit: 500,
      now,
    });
    expect(refused.commentsUnavailable).toEqual({ reason: "missing_permission", permission: FACEBOOK_COMMENTS_PERMISSION });
  });
});
