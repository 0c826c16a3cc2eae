import { isQuestion } from "@core/comments/is-question";
import { classifySentiment, type Sentiment } from "@core/comments/sentiment";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments, posts } from "../db/schema/index";

// Comments written straight into the table, as a collection would write them (the question flag
// and the sentiment from core), for tests of what reads them.

const hour = 3_600_000;
let counter = 0;

export type TestComment = {
  text: string;
  username?: string;
  /** Hours before now it was published. */
  hoursAgo: number;
  /** The network id of the top-level comment this one replies to. */
  replyTo?: string;
  fromAccount?: boolean;
  /** Hours before now the account first replied. */
  repliedHoursAgo?: number;
  deleted?: boolean;
  sentiment?: Sentiment;
  likeCount?: number;
  /** Which of the account's posts, newest first (default the newest). */
  post?: number;
};

/** Removes the account's comments (a collection may have written some) so a test counts its own. */
export async function clearComments(db: Db, accountId: string) {
  await db.delete(comments).where(eq(comments.socialProfileId, accountId));
}

/** Inserts the comments on the account's posts; returns each one's row (network id included). */
export async function insertComments(
  db: Db,
  account: { workspaceId: string; accountId: string },
  list: TestComment[],
  now = Date.now(),
) {
  const accountPosts = await db
    .select({ id: posts.id, permalink: posts.permalink, mediaId: posts.mediaId, publishedAt: posts.publishedAt })
    .from(posts)
    .where(eq(posts.socialProfileId, account.accountId))
    .orderBy(asc(posts.publishedAt));
  accountPosts.reverse();
  if (accountPosts.length === 0) throw new Error("the account has no posts to comment on");
  const rows = list.map((spec) => {
    const post = accountPosts[spec.post ?? 0]!;
    const topLevel = spec.replyTo === undefined;
    const fromAccount = spec.fromAccount ?? false;
    const publishedAt = new Date(now - spec.hoursAgo * hour);
    return {
      workspaceId: account.workspaceId,
      socialProfileId: account.accountId,
      postId: post.id,
      platform: "instagram" as const,
      commentId: `teste_${Date.now()}_${counter++}`,
      parentCommentId: spec.replyTo ?? null,
      username: spec.username ?? (fromAccount ? "a_conta" : `pessoa_${counter}`),
      text: spec.text,
      likeCount: spec.likeCount ?? 0,
      publishedAt,
      fromAccount,
      isQuestion: topLevel && !fromAccount && isQuestion(spec.text),
      sentiment: spec.sentiment ?? classifySentiment(spec.text),
      accountRepliedAt: spec.repliedHoursAgo === undefined ? null : new Date(now - spec.repliedHoursAgo * hour),
      firstSeenAt: publishedAt,
      lastSeenAt: new Date(now),
      deletedAt: spec.deleted ? new Date(now) : null,
    };
  });
  const saved = await db.insert(comments).values(rows).returning();
  return saved.map((row) => ({ ...row, permalink: accountPosts.find((post) => post.id === row.postId)!.permalink }));
}
