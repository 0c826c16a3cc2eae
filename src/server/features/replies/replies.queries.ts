import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Sentiment } from "@core/comments/sentiment";
import type { DbOrTx } from "../../db/client";
import {
  clientAccounts,
  clients,
  commentFollowUps,
  commentReplies,
  comments,
  posts,
  replyTemplates,
  socialMediaProfiles,
  users,
  workspaceMembers,
} from "../../db/schema/index";
import { answeredComment, unansweredComment } from "../analytics/comments.queries";
import { accountAccessCondition } from "../team/account-access";

// The reply inbox's reads and writes (docs/decisions/048-replies.md). "Sem resposta" and
// "respondida" are analytics' one definition (unansweredComment, answeredComment).

export type InboxFilter = {
  workspaceId: string;
  accountId?: string;
  clientId?: string;
  kind?: "question" | "comment";
  sentiment?: Sentiment;
  /** Published in [start, end). */
  start?: Date;
  end?: Date;
  state: "open" | "done" | "all";
  /** Only what is assigned to this person. */
  assignedTo?: string;
  /** Only this comment (an item read again after an action). */
  id?: string;
  /** Questions asked at or before this instant without an answer are "sem resposta" (now - 24 h). */
  answeredBy: Date;
};

const assignee = alias(users, "assignee");
const assigner = alias(users, "assigner");
const handler = alias(users, "handler");
const hider = alias(users, "hider");

const unanswered = (answeredBy: Date) => sql<boolean>`coalesce(${unansweredComment(answeredBy)}, false)`;
const answered = sql<boolean>`coalesce(${answeredComment()}, false)`;

function inboxConditions(filter: InboxFilter): SQL | undefined {
  return and(
    eq(comments.workspaceId, filter.workspaceId),
    isNull(comments.parentCommentId),
    eq(comments.fromAccount, false),
    isNull(comments.deletedAt),
    eq(socialMediaProfiles.kind, "own"),
    eq(socialMediaProfiles.isActive, true),
    accountAccessCondition(comments.socialProfileId),
    filter.accountId ? eq(comments.socialProfileId, filter.accountId) : undefined,
    filter.clientId ? eq(clientAccounts.clientId, filter.clientId) : undefined,
    filter.kind ? eq(comments.isQuestion, filter.kind === "question") : undefined,
    filter.sentiment ? eq(comments.sentiment, filter.sentiment) : undefined,
    filter.start ? gte(comments.publishedAt, filter.start) : undefined,
    filter.end ? lt(comments.publishedAt, filter.end) : undefined,
    filter.state === "open" ? sql`not ${answeredComment()}` : filter.state === "done" ? answeredComment() : undefined,
    filter.assignedTo ? eq(commentFollowUps.assignedTo, filter.assignedTo) : undefined,
    filter.id ? eq(comments.id, filter.id) : undefined,
  );
}

/**
 * The inbox's comments, the questions "sem resposta" first and oldest first (they waited
 * longest), then questions still in their 24 hours (oldest first), then the rest (newest first);
 * at most `limit`.
 */
export function listInboxComments(db: DbOrTx, filter: InboxFilter, limit: number) {
  const isUnanswered = unanswered(filter.answeredBy);
  const rank = sql`case when ${isUnanswered} then 0 when ${comments.isQuestion} and not ${answered} then 1 else 2 end`;
  return db
    .select({
      id: comments.id,
      accountId: comments.socialProfileId,
      platform: comments.platform,
      commentId: comments.commentId,
      commenter: comments.username,
      text: comments.text,
      publishedAt: comments.publishedAt,
      isQuestion: comments.isQuestion,
      sentiment: comments.sentiment,
      accountRepliedAt: comments.accountRepliedAt,
      handledAt: comments.handledAt,
      handledBy: handler.name,
      unanswered: isUnanswered,
      username: sql<string>`coalesce(${socialMediaProfiles.username}, ${socialMediaProfiles.usernameManualInsert}, '')`,
      connectionType: socialMediaProfiles.connectionType,
      dataSource: socialMediaProfiles.dataSource,
      needsReconnect: socialMediaProfiles.needsReconnect,
      accountPlatform: socialMediaProfiles.platform,
      clientName: clients.name,
      permalink: posts.permalink,
      caption: posts.caption,
      thumbnailUrl: posts.thumbnailUrl,
      postPublishedAt: posts.publishedAt,
      assignedTo: commentFollowUps.assignedTo,
      assigneeName: assignee.name,
      assignedAt: commentFollowUps.assignedAt,
      assignedBy: assigner.name,
      hiddenAt: commentFollowUps.hiddenAt,
      hiddenBy: hider.name,
    })
    .from(comments)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, comments.socialProfileId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(clientAccounts, eq(clientAccounts.accountId, comments.socialProfileId))
    .leftJoin(clients, eq(clients.id, clientAccounts.clientId))
    .leftJoin(commentFollowUps, eq(commentFollowUps.commentId, comments.id))
    .leftJoin(assignee, eq(assignee.id, commentFollowUps.assignedTo))
    .leftJoin(assigner, eq(assigner.id, commentFollowUps.assignedBy))
    .leftJoin(hider, eq(hider.id, commentFollowUps.hiddenBy))
    .leftJoin(handler, eq(handler.id, comments.handledBy))
    .where(inboxConditions(filter))
    .orderBy(rank, sql`case when ${rank} < 2 then ${comments.publishedAt} end asc`, desc(comments.publishedAt), asc(comments.id))
    .limit(limit);
}
export type InboxRow = Awaited<ReturnType<typeof listInboxComments>>[number];

/** How many comments match the filter, and how many of them are "sem resposta". */
export async function countInbox(db: DbOrTx, filter: InboxFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unanswered: sql<number>`(count(*) filter (where ${unanswered(filter.answeredBy)}))::int`,
    })
    .from(comments)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, comments.socialProfileId))
    .leftJoin(clientAccounts, eq(clientAccounts.accountId, comments.socialProfileId))
    .leftJoin(commentFollowUps, eq(commentFollowUps.commentId, comments.id))
    .where(inboxConditions(filter));
  return row ?? { total: 0, unanswered: 0 };
}

/** The replies under these top-level comments (network ids), on the account, oldest first. */
export function listThreads(db: DbOrTx, workspaceId: string, parents: readonly { accountId: string; commentId: string }[]) {
  if (parents.length === 0) return Promise.resolve([]);
  return db
    .select({
      accountId: comments.socialProfileId,
      parentCommentId: comments.parentCommentId,
      commentId: comments.commentId,
      username: comments.username,
      text: comments.text,
      publishedAt: comments.publishedAt,
      fromAccount: comments.fromAccount,
    })
    .from(comments)
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        isNull(comments.deletedAt),
        inArray(comments.socialProfileId, [...new Set(parents.map((parent) => parent.accountId))]),
        inArray(comments.parentCommentId, [...new Set(parents.map((parent) => parent.commentId))]),
      ),
    )
    .orderBy(asc(comments.publishedAt), asc(comments.id));
}

/** The replies sent (or tried) from Inteligram to these comments, oldest first. */
export function listSentReplies(db: DbOrTx, workspaceId: string, commentIds: readonly string[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: commentReplies.id,
      commentId: commentReplies.commentId,
      text: commentReplies.text,
      status: commentReplies.status,
      author: users.name,
      createdAt: commentReplies.createdAt,
      sentAt: commentReplies.sentAt,
      networkReplyId: commentReplies.networkReplyId,
      failureMessage: commentReplies.failureMessage,
      failureRetryable: commentReplies.failureRetryable,
      idempotencyKey: commentReplies.idempotencyKey,
    })
    .from(commentReplies)
    .leftJoin(users, eq(users.id, commentReplies.authorId))
    .where(and(eq(commentReplies.workspaceId, workspaceId), inArray(commentReplies.commentId, [...commentIds])))
    .orderBy(asc(commentReplies.createdAt), asc(commentReplies.id));
}

/** One top-level comment from someone else on an own account the request may reach. */
export async function findInboxComment(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      id: comments.id,
      accountId: comments.socialProfileId,
      commentId: comments.commentId,
      commenter: comments.username,
      accountRepliedAt: comments.accountRepliedAt,
      handledAt: comments.handledAt,
    })
    .from(comments)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, comments.socialProfileId))
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        eq(comments.id, id),
        isNull(comments.parentCommentId),
        eq(comments.fromAccount, false),
        eq(socialMediaProfiles.kind, "own"),
        accountAccessCondition(comments.socialProfileId),
      ),
    );
  return row;
}

/**
 * Claims the idempotency key for a send: a new key is inserted as `sending`; a key whose last try
 * failed is taken back to `sending`. Returns the claimed row, or undefined when the key is
 * already sending or sent (the caller reads it).
 */
export async function claimReply(
  db: DbOrTx,
  row: {
    workspaceId: string;
    commentId: string;
    socialProfileId: string;
    authorId: string;
    text: string;
    idempotencyKey: string;
    now: Date;
  },
) {
  const [inserted] = await db
    .insert(commentReplies)
    .values({ ...row, status: "sending", createdAt: row.now })
    .onConflictDoNothing({ target: [commentReplies.workspaceId, commentReplies.idempotencyKey] })
    .returning();
  if (inserted) return inserted;
  const [retried] = await db
    .update(commentReplies)
    .set({ status: "sending", text: row.text, authorId: row.authorId, failureMessage: null, failureRetryable: null })
    .where(
      and(
        eq(commentReplies.workspaceId, row.workspaceId),
        eq(commentReplies.idempotencyKey, row.idempotencyKey),
        eq(commentReplies.commentId, row.commentId),
        eq(commentReplies.status, "failed"),
      ),
    )
    .returning();
  return retried;
}

export async function findReplyByKey(db: DbOrTx, workspaceId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(commentReplies)
    .where(and(eq(commentReplies.workspaceId, workspaceId), eq(commentReplies.idempotencyKey, idempotencyKey)));
  return row;
}

export async function markReplySent(db: DbOrTx, id: string, networkReplyId: string, at: Date) {
  await db.update(commentReplies).set({ status: "sent", networkReplyId, sentAt: at }).where(eq(commentReplies.id, id));
}

export async function markReplyFailed(db: DbOrTx, id: string, message: string, retryable: boolean) {
  await db
    .update(commentReplies)
    .set({ status: "failed", failureMessage: message, failureRetryable: retryable })
    .where(eq(commentReplies.id, id));
}

/** Sets (or clears, with null) who follows a comment up. */
export async function saveAssignment(
  db: DbOrTx,
  row: { workspaceId: string; commentId: string; assignedTo: string | null; assignedBy: string; at: Date },
) {
  const values = {
    assignedTo: row.assignedTo,
    assignedBy: row.assignedTo === null ? null : row.assignedBy,
    assignedAt: row.assignedTo === null ? null : row.at,
  };
  await db
    .insert(commentFollowUps)
    .values({ commentId: row.commentId, workspaceId: row.workspaceId, ...values })
    .onConflictDoUpdate({ target: commentFollowUps.commentId, set: values });
}

export async function saveHidden(db: DbOrTx, row: { workspaceId: string; commentId: string; hiddenBy: string | null; at: Date }) {
  const values = { hiddenAt: row.hiddenBy === null ? null : row.at, hiddenBy: row.hiddenBy };
  await db
    .insert(commentFollowUps)
    .values({ commentId: row.commentId, workspaceId: row.workspaceId, ...values })
    .onConflictDoUpdate({ target: commentFollowUps.commentId, set: values });
}

/** The workspace's members who may answer (editors and up), by name. */
export function listAnsweringMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, ["owner", "admin", "editor"])))
    .orderBy(asc(users.name), asc(users.id));
}

export function listTemplates(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: replyTemplates.id, title: replyTemplates.title, text: replyTemplates.text })
    .from(replyTemplates)
    .where(eq(replyTemplates.workspaceId, workspaceId))
    .orderBy(asc(replyTemplates.title));
}

export async function insertTemplate(db: DbOrTx, row: { workspaceId: string; title: string; text: string; createdBy: string }) {
  const [saved] = await db
    .insert(replyTemplates)
    .values(row)
    .onConflictDoNothing({ target: [replyTemplates.workspaceId, replyTemplates.title] })
    .returning({ id: replyTemplates.id, title: replyTemplates.title, text: replyTemplates.text });
  return saved;
}

export async function deleteTemplate(db: DbOrTx, workspaceId: string, id: string) {
  const deleted = await db
    .delete(replyTemplates)
    .where(and(eq(replyTemplates.workspaceId, workspaceId), eq(replyTemplates.id, id)))
    .returning({ id: replyTemplates.id });
  return deleted.length > 0;
}

/**
 * For the daily digest: per member of every workspace, the questions assigned to them that are
 * still open (not answered, not handled), oldest first. The member's account access is the
 * digest's to apply (readMembersAccountAccess): one assigned before their access was limited.
 */
export function listOpenAssignments(db: DbOrTx) {
  return db
    .select({
      workspaceId: commentFollowUps.workspaceId,
      userId: users.id,
      email: users.email,
      name: users.name,
      commentId: comments.id,
      commenter: comments.username,
      text: comments.text,
      publishedAt: comments.publishedAt,
      accountId: socialMediaProfiles.id,
      platform: socialMediaProfiles.platform,
      username: sql<string>`coalesce(${socialMediaProfiles.username}, ${socialMediaProfiles.usernameManualInsert}, '')`,
    })
    .from(commentFollowUps)
    .innerJoin(comments, eq(comments.id, commentFollowUps.commentId))
    .innerJoin(users, eq(users.id, commentFollowUps.assignedTo))
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, comments.socialProfileId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, commentFollowUps.workspaceId), eq(workspaceMembers.userId, users.id)),
    )
    .where(and(isNull(comments.deletedAt), sql`not ${answeredComment()}`, eq(socialMediaProfiles.isActive, true)))
    .orderBy(asc(users.id), asc(comments.publishedAt));
}
