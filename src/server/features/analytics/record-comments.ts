import { isQuestion } from "@core/comments/is-question";
import { classifySentiment } from "@core/comments/sentiment";
import type { Platform } from "@core/social/platforms";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { comments, posts } from "../../db/schema/index";
import type { CollectedPostComments } from "../../integrations/networks/network.port";

type CommentInsert = typeof comments.$inferInsert;

// Rows per statement: 16 columns each, well under PostgreSQL's 65,535 parameters.
const chunkRows = 1000;

const sameUser = (a: string, b: string) => a.replace(/^@/, "").toLowerCase() === b.replace(/^@/, "").toLowerCase();

/**
 * A collection's comments (docs/product/features.md "Comments and search"), in its transaction, after its
 * posts: inserted or refreshed by (account, comment id), so re-collecting never duplicates one;
 * a comment missing from a post read in full is marked gone (`deleted_at`), and one seen again
 * comes back. Whether a comment asks, its sentiment and the account's first reply to it are
 * decided here, once, for the search's filters and the dashboard's counts.
 */
export async function recordComments(
  tx: DbOrTx,
  input: {
    workspaceId: string;
    accountId: string;
    platform: Platform;
    accountUsername: string;
    read: CollectedPostComments[];
    collectedAt: Date;
  },
) {
  const { workspaceId, accountId, platform, accountUsername, read, collectedAt } = input;
  if (read.length === 0) return 0;
  const postRows = await tx
    .select({ id: posts.id, mediaId: posts.mediaId })
    .from(posts)
    .where(
      and(
        eq(posts.socialProfileId, accountId),
        inArray(
          posts.mediaId,
          read.map((post) => post.mediaId),
        ),
      ),
    );
  const postIdOf = new Map(postRows.map((row) => [row.mediaId, row.id]));

  const rows: CommentInsert[] = [];
  for (const post of read) {
    const postId = postIdOf.get(post.mediaId);
    if (!postId) continue;
    // The account's first reply to each of its top-level comments.
    const firstReply = new Map<string, Date>();
    for (const comment of post.comments) {
      if (!comment.parentId || !sameUser(comment.username, accountUsername)) continue;
      const at = new Date(comment.timestamp);
      const known = firstReply.get(comment.parentId);
      if (!known || at < known) firstReply.set(comment.parentId, at);
    }
    for (const comment of post.comments) {
      const publishedAt = new Date(comment.timestamp);
      if (!Number.isFinite(publishedAt.getTime())) continue;
      const fromAccount = sameUser(comment.username, accountUsername);
      rows.push({
        workspaceId,
        socialProfileId: accountId,
        postId,
        platform,
        commentId: comment.id,
        parentCommentId: comment.parentId,
        username: comment.username.replace(/^@/, ""),
        text: comment.text,
        likeCount: comment.likeCount,
        publishedAt,
        fromAccount,
        isQuestion: !comment.parentId && !fromAccount && isQuestion(comment.text),
        sentiment: classifySentiment(comment.text),
        accountRepliedAt: comment.parentId ? null : (firstReply.get(comment.id) ?? null),
        firstSeenAt: collectedAt,
        lastSeenAt: collectedAt,
        deletedAt: null,
      });
    }
  }
  for (let start = 0; start < rows.length; start += chunkRows) {
    await tx
      .insert(comments)
      .values(rows.slice(start, start + chunkRows))
      .onConflictDoUpdate({
        target: [comments.socialProfileId, comments.commentId],
        set: {
          text: sql`excluded."text"`,
          likeCount: sql`excluded."like_count"`,
          isQuestion: sql`excluded."is_question"`,
          sentiment: sql`excluded."sentiment"`,
          // A reply read once stays known even when a later, limited read does not reach it.
          accountRepliedAt: sql`coalesce(least(${comments.accountRepliedAt}, excluded."account_replied_at"), ${comments.accountRepliedAt}, excluded."account_replied_at")`,
          lastSeenAt: sql`greatest(${comments.lastSeenAt}, excluded."last_seen_at")`,
          deletedAt: sql`null`,
        },
      });
  }
  // Gone from the network: not among the comments of a post read in full.
  for (const post of read) {
    const postId = postIdOf.get(post.mediaId);
    if (!postId || !post.complete) continue;
    const seen = post.comments.map((comment) => comment.id);
    await tx
      .update(comments)
      .set({ deletedAt: collectedAt })
      .where(
        and(
          eq(comments.postId, postId),
          isNull(comments.deletedAt),
          seen.length > 0 ? notInArray(comments.commentId, seen) : undefined,
        ),
      );
  }
  return rows.length;
}
