import { z } from "zod";
import { periodSchema } from "../analytics/analytics-responses";
import { sentiments } from "../comments/sentiment";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { PLATFORMS } from "../social/platforms";
import { POST_TYPES } from "../social/profile-data";
import { searchKinds, searchScopes, searchSorts } from "./search-options";

// The raw-data search's answers (GET /api/search, /api/v1/search), shared by the server's routes
// and the /busca page that parses them (docs/product/features.md "Comments and search").

export {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  searchKindLabels,
  searchKinds,
  searchScopeLabels,
  searchScopes,
  searchSortLabels,
  searchSorts,
  type SearchKind,
  type SearchScope,
  type SearchSort,
} from "./search-options";

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
