import { z } from "zod";
import { periodSchema } from "../analytics/analytics-responses";
import { sentiments } from "../comments/sentiment";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { PLATFORMS } from "../social/platforms";
import { POST_TYPES } from "../social/profile-data";

// The raw-data search's answers (GET /api/search, /api/v1/search), shared by the server's routes
// and the /busca page that parses them (DECISIONS.md "Comments and search").

/** What a search looks in: captions, comments or both. */
export const searchKinds = ["all", "posts", "comments"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Whose captions: the workspace's own accounts, its competitors', or both. Comments are the own accounts'. */
export const searchScopes = ["own", "competitors", "all"] as const;
export type SearchScope = (typeof searchScopes)[number];

export const searchSorts = ["relevance", "date", "likes"] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  all: "Posts e comentários",
  posts: "Só legendas de posts",
  comments: "Só comentários",
};

export const searchScopeLabels: Readonly<Record<SearchScope, string>> = {
  own: "Minhas contas",
  competitors: "Concorrentes (legendas)",
  all: "Minhas contas e concorrentes",
};

export const searchSortLabels: Readonly<Record<SearchSort, string>> = {
  relevance: "Mais relevantes",
  date: "Mais recentes",
  likes: "Mais curtidos",
};

/** Results per page, and how far the pages go: past that, filters narrow better than paging. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 50;
/** Rows an export holds at most; a larger result is cut, and the file says so. */
export const SEARCH_EXPORT_MAX_ROWS = 10_000;

export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });

export const searchResultSchema = z.object({
  kind: z.enum(["post", "comment"]),
  /** The post's id, or the comment's. */
  id: entityIdSchema,
  accountId: entityIdSchema,
  /** The account's username (the post's owner). */
  username: z.string(),
  platform: z.enum(PLATFORMS),
  postId: entityIdSchema,
  postPermalink: z.string(),
  postThumbnailUrl: z.string(),
  postType: z.enum(POST_TYPES),
  /** The caption, or the comment's text. */
  text: z.string(),
  /** Who wrote it: the commenter, or the account for a caption. */
  author: z.string(),
  publishedAt: instantSchema,
  /** The post's likes, or the comment's (null when the network does not give them). */
  likes: z.number().int().nullable(),
  /** Comments only. */
  isQuestion: z.boolean().optional(),
  /** Comments only: a question without the account's reply after 24 hours ("sem resposta"). */
  unanswered: z.boolean().optional(),
  sentiment: z.enum(sentiments).optional(),
  /** The text in pieces, the searched words marked (@core/search/highlight-terms). */
  highlights: z.array(highlightSegmentSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The search as the server read it: the words, the filters and the period's days. */
export const searchEchoSchema = z.object({
  q: z.string(),
  terms: z.array(z.string()),
  phrases: z.array(z.array(z.string())),
  excluded: z.array(z.string()),
  excludedPhrases: z.array(z.array(z.string())),
  accountId: entityIdSchema.nullable(),
  scope: z.enum(searchScopes),
  period: periodSchema,
  kind: z.enum(searchKinds),
  type: z.enum(POST_TYPES).nullable(),
  author: z.string().nullable(),
  questions: z.boolean(),
  unanswered: z.boolean(),
  sort: z.enum(searchSorts),
});
export type SearchEcho = z.infer<typeof searchEchoSchema>;

/** GET /api/search */
export const searchResponseSchema = z.object({
  query: searchEchoSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
