import { accountAccessCondition } from "../team/account-access";
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { comments, posts, socialMediaProfiles } from "../../db/schema/index";

// The comments' reads (docs/product/features.md "Comments and search"). Every read leaves out comments gone
// from the network (deleted_at); the account's own comments count nowhere but in the lists.

/** Comments other people left on the account's posts in [start, end), still on the network. */
function received(accountId: string, start: Date, end: Date) {
  return and(
    eq(comments.socialProfileId, accountId),
    gte(comments.publishedAt, start),
    lt(comments.publishedAt, end),
    isNull(comments.deletedAt),
    eq(comments.fromAccount, false),
  );
}

/** A top-level question from someone else (is_question is only ever set on those). */
const asks = and(eq(comments.isQuestion, true), isNull(comments.parentCommentId));

/**
 * "Sem resposta", the one definition (the dashboard's count, the alert, the recommendation, the
 * search's filter): a top-level question from someone else (is_question is only set on those),
 * still on the network, that the account has not replied to, published at or before
 * `answeredBy` (now - 24 h). Over the comments table, or the alias a raw query gives it.
 */
export function unansweredComment(answeredBy: Date, alias = "comments"): SQL {
  const c = sql.raw(`"${alias}"`);
  return sql`(${c}.is_question and ${c}.parent_comment_id is null and ${c}.deleted_at is null and not ${answeredComment(alias)} and ${c}.published_at <= ${answeredBy})`;
}

/**
 * "Respondida", the one definition: the account replied (on the network, or from Inteligram once
 * the network accepted it), or a member marked it handled (docs/decisions/048-replies.md).
 */
export function answeredComment(alias = "comments"): SQL {
  const c = sql.raw(`"${alias}"`);
  return sql`(${c}.account_replied_at is not null or ${c}.handled_at is not null)`;
}

const unansweredCondition = (answeredBy: Date) => unansweredComment(answeredBy);

/** Comments received per São Paulo day, days without comments left out. */
export async function countCommentsByDay(db: DbOrTx, accountId: string, start: Date, end: Date) {
  const day = sql<string>`to_char(${comments.publishedAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  return db
    .select({ day, comments: sql<number>`count(*)::int` })
    .from(comments)
    .where(received(accountId, start, end))
    .groupBy(day)
    .orderBy(day);
}

/**
 * The period's exact figures in one pass: comments received, by sentiment, and its questions by
 * where they stand (answered; waiting, under 24 h; unanswered, 24 h or more: `answeredBy` is
 * now - 24 h).
 */
export async function countCommentFigures(db: DbOrTx, accountId: string, start: Date, end: Date, answeredBy: Date) {
  const counted = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      positive: counted(eq(comments.sentiment, "positive")),
      neutral: counted(eq(comments.sentiment, "neutral")),
      negative: counted(eq(comments.sentiment, "negative")),
      questions: counted(asks),
      answered: counted(and(asks, answeredComment())),
      unanswered: counted(unansweredCondition(answeredBy)),
    })
    .from(comments)
    .where(received(accountId, start, end));
  return row!;
}

/** The texts of the newest `limit` comments received in the period (the top terms' sample). */
export function listNewestCommentTexts(db: DbOrTx, accountId: string, start: Date, end: Date, limit: number) {
  return db
    .select({ text: comments.text })
    .from(comments)
    .where(received(accountId, start, end))
    .orderBy(desc(comments.publishedAt), desc(comments.id))
    .limit(limit);
}

/**
 * The newest `limit` questions of the period, with their post's link (the groups' examples);
 * with `unansweredBy`, only those "sem resposta" as of it (now - 24 h).
 */
export function listNewestQuestions(db: DbOrTx, accountId: string, start: Date, end: Date, limit: number, unansweredBy?: Date) {
  return db
    .select({
      id: comments.id,
      text: comments.text,
      username: comments.username,
      publishedAt: comments.publishedAt,
      accountRepliedAt: comments.accountRepliedAt,
      answered: sql<boolean>`${answeredComment()}`,
      permalink: posts.permalink,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(received(accountId, start, end), asks, unansweredBy ? unansweredCondition(unansweredBy) : undefined))
    .orderBy(desc(comments.publishedAt), desc(comments.id))
    .limit(limit);
}

/**
 * The period's questions (top-level, from other people, still on the network) that the account
 * answered, with their first answer: the response time's input (@core/replies/response-time).
 */
export function listAnsweredQuestionTimes(db: DbOrTx, accountId: string, start: Date, end: Date) {
  return db
    .select({ askedAt: comments.publishedAt, firstAnswerAt: comments.accountRepliedAt })
    .from(comments)
    .where(and(received(accountId, start, end), asks, isNotNull(comments.accountRepliedAt)));
}

/** The account answered a comment at `at`: its first answer stays the earliest one. */
export async function recordAccountAnswer(db: DbOrTx, workspaceId: string, commentId: string, at: Date) {
  await db
    .update(comments)
    .set({
      accountRepliedAt: sql`least(coalesce(${comments.accountRepliedAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(comments.id, commentId), eq(comments.workspaceId, workspaceId)));
}

/** Marks a comment handled by `userId` at `at`, or not handled (`userId` null). */
export async function setCommentHandled(db: DbOrTx, workspaceId: string, commentId: string, userId: string | null, at: Date) {
  await db
    .update(comments)
    .set(userId === null ? { handledAt: null, handledBy: null } : { handledAt: at, handledBy: userId })
    .where(and(eq(comments.id, commentId), eq(comments.workspaceId, workspaceId)));
}

/** Whether any comment of the account was ever collected (deleted ones aside). */
export async function hasCollectedComments(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.socialProfileId, accountId), isNull(comments.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A position in an account's comments ordered by (published_at, id), as the posts' cursor. */
export type CommentPosition = { publishedAtMicros: string; id: string };

export type CommentsPageOptions = {
  order: "asc" | "desc";
  limit: number;
  after?: CommentPosition;
  start?: Date;
  end?: Date;
  /** Only top-level questions from other people. */
  questions?: boolean;
  /** Only questions "sem resposta" as of `answeredBy` (now - 24 h). */
  unanswered?: boolean;
  answeredBy: Date;
};

/**
 * One page of an account's comments (deleted ones left out) by (published_at, id), after `after`
 * (keyset: comments collected meanwhile never shift the next page), with the post's media id.
 * Reads `limit + 1` rows so the caller knows whether another page follows.
 */
export function listCommentsPage(db: DbOrTx, workspaceId: string, accountId: string, options: CommentsPageOptions) {
  const position = options.after
    ? sql`(timestamptz 'epoch' + (${options.after.publishedAtMicros}::text || ' microseconds')::interval, ${options.after.id}::uuid)`
    : undefined;
  const keyset = position
    ? options.order === "desc"
      ? sql`(${comments.publishedAt}, ${comments.id}) < ${position}`
      : sql`(${comments.publishedAt}, ${comments.id}) > ${position}`
    : undefined;
  const direction = options.order === "desc" ? desc : asc;
  return db
    .select({
      id: comments.id,
      postId: comments.postId,
      mediaId: posts.mediaId,
      platform: comments.platform,
      commentId: comments.commentId,
      parentCommentId: comments.parentCommentId,
      username: comments.username,
      text: comments.text,
      likeCount: comments.likeCount,
      publishedAt: comments.publishedAt,
      positionMicros: sql<string>`(extract(epoch from ${comments.publishedAt}) * 1000000)::bigint::text`,
      fromAccount: comments.fromAccount,
      isQuestion: comments.isQuestion,
      sentiment: comments.sentiment,
      accountRepliedAt: comments.accountRepliedAt,
      unanswered: sql<boolean>`coalesce(${unansweredCondition(options.answeredBy)}, false)`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.socialProfileId, accountId),
        eq(comments.workspaceId, workspaceId),
        isNull(comments.deletedAt),
        options.start ? gte(comments.publishedAt, options.start) : undefined,
        options.end ? lt(comments.publishedAt, options.end) : undefined,
        options.questions ? asks : undefined,
        options.unanswered ? unansweredCondition(options.answeredBy) : undefined,
        keyset,
      ),
    )
    .orderBy(direction(comments.publishedAt), direction(comments.id))
    .limit(options.limit + 1);
}

/**
 * Every comment the workspace holds, those gone from the network included (it still holds
 * them), oldest first: the LGPD export's sheet.
 */
export function listWorkspaceComments(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      account: socialMediaProfiles.username,
      platform: comments.platform,
      permalink: posts.permalink,
      username: comments.username,
      text: comments.text,
      publishedAt: comments.publishedAt,
      likeCount: comments.likeCount,
      isReply: isNotNull(comments.parentCommentId).mapWith(Boolean),
      fromAccount: comments.fromAccount,
      isQuestion: comments.isQuestion,
      sentiment: comments.sentiment,
      accountRepliedAt: comments.accountRepliedAt,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, comments.socialProfileId))
    .where(and(eq(comments.workspaceId, workspaceId), accountAccessCondition(comments.socialProfileId)))
    .orderBy(asc(comments.publishedAt), asc(comments.id));
}

/** Deletes comments published before `beforeInstant` (docs/product/lifecycle.md: kept 3 years, like the rest). */
export async function purgeCommentsBefore(db: DbOrTx, beforeInstant: Date) {
  const deleted = await db.delete(comments).where(lt(comments.publishedAt, beforeInstant)).returning({ id: comments.id });
  return deleted.length;
}
