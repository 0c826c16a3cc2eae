import { z } from "zod";
import { callGraph, graphUrl, nextPageUrl, pagingSchema } from "./graph-api";
import { mapWithLimit } from "./map-with-limit";
import { toCollectedComment } from "../collected-comments";
import { SourceError, type CollectedComment, type CollectedPostComments, type CommentsUnavailable } from "../network.port";

/*
 * The comments of a connected account's newest posts, with their replies (docs/product/features.md
 * "Comments and search"), for both logins: GET /{ig-media-id}/comments with the `replies` edge
 * expanded.
 * Comments never fail a collection: without the comments permission (a token granted before it
 * was asked for), or when Instagram throttles or fails, what was read is kept and the reason is
 * returned for the person to see; only an expired or revoked token ends the collection.
 */

/** The permission Instagram Login needs to read comments (asked on connect, oauth.ts). */
export const INSTAGRAM_COMMENTS_PERMISSION = "instagram_business_manage_comments";
/** The same under Facebook Login (facebook-login.ts's FACEBOOK_PERMISSIONS). */
export const FACEBOOK_COMMENTS_PERMISSION = "instagram_manage_comments";

// GET /{ig-media-id}/comments: top-level comments, each with its replies expanded in the same call.
const commentFields = ["id", "text", "timestamp", "username", "like_count"] as const;
const commentsQueryFields = `${commentFields.join(",")},replies{${commentFields.join(",")}}`;
// Comments are asked 50 a page.
const commentsPageSize = 50;

// Each comment is checked on its own: one unreadable comment is left out, not the whole page.
const commentsPageSchema = z.looseObject({ data: z.array(z.unknown()), paging: pagingSchema });
type CommentsPage = z.infer<typeof commentsPageSchema>;
const graphCommentFields = {
  id: z.union([z.string(), z.number()]),
  text: z.string().nullish(),
  timestamp: z.string().nullish(),
  username: z.string().nullish(),
  like_count: z.number().nullish(),
};
const graphReplySchema = z.looseObject(graphCommentFields);
const graphCommentSchema = z.looseObject({
  ...graphCommentFields,
  replies: z.looseObject({ data: z.array(z.unknown()), paging: pagingSchema }).nullish(),
});
type GraphReply = z.infer<typeof graphReplySchema>;

/** What was read of one post's comments, and the failure that stopped the reading, if one did. */
type PostCommentsRead = { read: CollectedPostComments; failure?: SourceError };

/** Why the comments stopped, as the port says it; an expired or revoked token (190) is not one: it ends the collection. */
function commentsUnavailableOf(error: SourceError): CommentsUnavailable | undefined {
  if (error.kind === "token_revoked") {
    return error.missingPermission?.name ? { reason: "missing_permission", permission: error.missingPermission.name } : undefined;
  }
  if (error.kind === "rate_limited" || error.kind === "malformed") return { reason: error.kind };
  return { reason: "unavailable" };
}

export type CommentsReaderOptions = {
  /** The API's address with its version (https://graph.instagram.com/v23.0). */
  versioned: string;
  timeoutMs: number;
  /** Posts whose comments are read at once. */
  concurrency: number;
  /** The login's name of the permission comments need, for the person to grant on reconnecting. */
  permission: string;
};

/** A post as the comments reader needs it: its media id and Instagram's count of its comments. */
export type CommentedMedia = { id: string; comments_count?: number | null };

export function createCommentsReader({ versioned, timeoutMs, concurrency, permission }: CommentsReaderOptions) {
  const origin = new URL(versioned).origin;

  /**
   * One post's comments, pages followed until they run out or `cap` comments (replies counted)
   * are read. The list is complete only when nothing was left out: not a comment past the cap,
   * not an unreadable one, not a reply beyond those the expanded `replies` edge gave.
   */
  async function readPostComments(accessToken: string, mediaId: string, cap: number): Promise<PostCommentsRead> {
    const comments: CollectedComment[] = [];
    let complete = true;
    const path = `${encodeURIComponent(mediaId)}/comments`;
    const pageUrl = (after?: string) =>
      graphUrl(versioned, path, {
        fields: commentsQueryFields,
        limit: commentsPageSize,
        ...(after ? { after } : {}),
        access_token: accessToken,
      });
    const toComment = (item: GraphReply, parentId: string | null) =>
      toCollectedComment({
        id: item.id,
        parentId,
        username: item.username,
        text: item.text,
        likeCount: item.like_count,
        timestamp: item.timestamp,
      });
    let url: URL | undefined = pageUrl();
    try {
      while (url) {
        // The cap is reached and Instagram has more: not worth another page.
        if (comments.length >= cap) return { read: { mediaId, complete: false, comments } };
        const page: CommentsPage = (await callGraph(url, commentsPageSchema, { timeoutMs, what: `GET /${mediaId}/comments` }))
          .data;
        for (const item of page.data) {
          if (comments.length >= cap) return { read: { mediaId, complete: false, comments } };
          const parsed = graphCommentSchema.safeParse(item);
          const comment = parsed.success ? toComment(parsed.data, null) : undefined;
          // An unreadable comment is left out with its replies (they would have no parent).
          if (!parsed.success || !comment) {
            complete = false;
            continue;
          }
          comments.push(comment);
          for (const replyItem of parsed.data.replies?.data ?? []) {
            if (comments.length >= cap) return { read: { mediaId, complete: false, comments } };
            const reply = graphReplySchema.safeParse(replyItem);
            const collected = reply.success ? toComment(reply.data, comment.id) : undefined;
            if (collected) comments.push(collected);
            else complete = false;
          }
          if (parsed.data.replies?.paging?.next) complete = false;
        }
        url = page.data.length === 0 ? undefined : nextPageUrl(page.paging, origin, pageUrl);
      }
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      // A token without the comments permission (one granted before it was asked for): the
      // message may not name it, this login knows which it is.
      const failure =
        error.kind === "token_revoked" && error.missingPermission
          ? new SourceError("token_revoked", error.message, {
              cause: error,
              missingPermission: { name: error.missingPermission.name ?? permission },
            })
          : error;
      return { read: { mediaId, complete: false, comments }, failure };
    }
    return { read: { mediaId, complete, comments } };
  }

  /**
   * The comments of the posts, newest first (Graph lists media newest first), up to `limit` in
   * all. Posts are read `concurrency` at a time: a batch takes the next posts whose
   * comment counts fill what is left of the limit, each reading at most what the newer ones'
   * counts leave, and the batch is then cut to the limit in order, so newer posts come first even
   * when a count is out of date. A post whose count is 0 is not asked. The first failure stops
   * the reading: what was read is kept, and the reason is returned (an expired or revoked token
   * ends the collection instead).
   */
  async function fetchComments(
    accessToken: string,
    media: readonly CommentedMedia[],
    limit: number,
  ): Promise<{ comments: CollectedPostComments[]; unavailable?: CommentsUnavailable }> {
    const comments: CollectedPostComments[] = [];
    let remaining = limit;
    let index = 0;
    let failure: SourceError | undefined;
    while (remaining > 0 && index < media.length && !failure) {
      const batch: { mediaId: string; cap: number }[] = [];
      let expected = 0;
      while (index < media.length && expected < remaining) {
        const item = media[index++]!;
        const count = item.comments_count ?? undefined;
        batch.push({ mediaId: item.id, cap: count === 0 ? 0 : remaining - expected });
        expected += count ?? remaining;
      }
      // After a failure no further post is asked (those in flight finish).
      let stopped = false;
      const results = await mapWithLimit(batch, concurrency, async ({ mediaId, cap }): Promise<PostCommentsRead | undefined> => {
        if (stopped) return undefined;
        if (cap === 0) return { read: { mediaId, complete: true, comments: [] } };
        const result = await readPostComments(accessToken, mediaId, cap);
        if (result.failure) stopped = true;
        return result;
      });
      for (const result of results) {
        if (!result || remaining === 0) break;
        const kept = result.read.comments.slice(0, remaining);
        comments.push({
          mediaId: result.read.mediaId,
          complete: result.read.complete && kept.length === result.read.comments.length,
          comments: kept,
        });
        remaining -= kept.length;
        failure ??= result.failure;
      }
    }
    if (!failure) return { comments };
    const unavailable = commentsUnavailableOf(failure);
    if (!unavailable) throw failure;
    return { comments, unavailable };
  }

  return { fetchComments };
}
