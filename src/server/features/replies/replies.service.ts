import { parseDay, addDaysTo, startOfSaoPauloDay } from "@core/analytics/period";
import { questionTopic, questionTopicLabels, type QuestionTopic } from "@core/comments/question-groups";
import type { Sentiment } from "@core/comments/sentiment";
import { ANSWER_WINDOW_HOURS } from "@core/comments/unanswered";
import type { InboxItem, InboxResponse, InboxState, ReplyTemplate, SentReply } from "@core/replies/replies-responses";
import { replyAbilityNotes } from "@core/replies/inbox-labels";
import { hasRole } from "@core/team/roles";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace, SessionUser } from "../../http/hono-env";
import { SourceError } from "../../integrations/networks/network.port";
import { markCommentAnswered, markCommentHandled } from "../analytics/comments.service";
import { readClientSummary } from "../clients/clients.service";
import { readAccount } from "../social-accounts/accounts.service";
import { commentAbilityOf, openCommentChannel } from "../social-accounts/comment-channel";
import { requirePlan } from "../team/workspace-plan";
import { accessReaches, readMembersAccountAccess } from "../team/workspace.service";
import { assertCan } from "../team/workspace-access";
import {
  claimReply,
  countInbox,
  deleteTemplate,
  findInboxComment,
  findReplyByKey,
  insertTemplate,
  listAnsweringMembers,
  listInboxComments,
  listSentReplies,
  listTemplates,
  listThreads,
  markReplyFailed,
  markReplySent,
  saveAssignment,
  saveHidden,
  type InboxFilter,
  type InboxRow,
} from "./replies.queries";

// The reply inbox (docs/decisions/048-replies.md): read by everyone, acted on by editors and up,
// within the accounts a member may reach (the queries apply team/account-access.ts).

type Ctx = Pick<AppContext, "db" | "env" | "networks" | "log" | "queue">;

/** Items the inbox shows at most; the topic filter is applied to the first `inboxReadLimit`. */
export const INBOX_LIMIT = 20;
const inboxReadLimit = 500;

export const commentNotFoundMessage = "Comentário não encontrado.";

export type InboxQuery = {
  accountId?: string;
  clientId?: string;
  kind?: "question" | "comment";
  sentiment?: Sentiment;
  topic?: QuestionTopic;
  from?: string;
  to?: string;
  state: InboxState;
  mine?: boolean;
};

const answeredBy = (now: Date) => new Date(now.getTime() - ANSWER_WINDOW_HOURS * 3_600_000);

function toFilter(workspaceId: string, userId: string, query: InboxQuery, now: Date): InboxFilter {
  const from = parseDay(query.from);
  const to = parseDay(query.to);
  return {
    workspaceId,
    accountId: query.accountId,
    clientId: query.clientId,
    kind: query.kind,
    sentiment: query.sentiment,
    start: from ? startOfSaoPauloDay(from) : undefined,
    end: to ? startOfSaoPauloDay(addDaysTo(to, 1)) : undefined,
    state: query.state,
    assignedTo: query.mine ? userId : undefined,
    answeredBy: answeredBy(now),
  };
}

/** GET /api/replies: the inbox with its filters, each item with its post, thread and replies sent from here. */
export async function readInbox(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  query: InboxQuery,
  now = new Date(),
): Promise<InboxResponse> {
  await requirePlan(ctx, workspace.id);
  // An account or a client named in the filter must be the workspace's (and the member's): 404 otherwise.
  await Promise.all([
    query.accountId ? readAccount(ctx, workspace.id, query.accountId) : undefined,
    query.clientId ? readClientSummary(ctx, workspace.id, query.clientId) : undefined,
  ]);
  const filter = toFilter(workspace.id, user.id, query, now);
  const read = await listInboxComments(ctx.db, filter, query.topic ? inboxReadLimit : INBOX_LIMIT);
  const chosen = query.topic ? read.filter((row) => topicOf(row) === query.topic) : read;
  const rows = chosen.slice(0, INBOX_LIMIT);
  const counts = query.topic
    ? { total: chosen.length, unanswered: chosen.filter((row) => row.unanswered).length }
    : await countInbox(ctx.db, filter);
  const [items, members] = await Promise.all([toItems(ctx, workspace.id, rows), listAnsweringMembers(ctx.db, workspace.id)]);
  return {
    items,
    total: counts.total,
    unanswered: counts.unanswered,
    limit: INBOX_LIMIT,
    members: members.map((member) => ({ userId: member.userId, name: member.name })),
    canAct: hasRole(workspace.role, "editor"),
  };
}

function topicOf(row: Pick<InboxRow, "isQuestion" | "text">): QuestionTopic | null {
  return row.isQuestion ? questionTopic(row.text) : null;
}

async function toItems(ctx: Ctx, workspaceId: string, rows: InboxRow[]): Promise<InboxItem[]> {
  const [threads, sent] = await Promise.all([
    listThreads(
      ctx.db,
      workspaceId,
      rows.map((row) => ({ accountId: row.accountId, commentId: row.commentId })),
    ),
    listSentReplies(
      ctx.db,
      workspaceId,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const topic = topicOf(row);
    const mine = sent.filter((reply) => reply.commentId === row.id);
    // A reply sent from here comes back with the next collection as the account's comment: shown once.
    const sentIds = new Set(mine.map((reply) => reply.networkReplyId).filter(Boolean));
    return {
      id: row.id,
      accountId: row.accountId,
      username: row.username,
      platform: row.platform,
      clientName: row.clientName,
      commenter: row.commenter,
      text: row.text,
      publishedAt: row.publishedAt.toISOString(),
      isQuestion: row.isQuestion,
      sentiment: row.sentiment,
      topic,
      topicLabel: topic ? questionTopicLabels[topic] : null,
      unanswered: row.unanswered,
      answeredAt: row.accountRepliedAt?.toISOString() ?? null,
      handled: row.handledAt ? { at: row.handledAt.toISOString(), by: row.handledBy } : null,
      assignee:
        row.assignedTo && row.assigneeName
          ? { userId: row.assignedTo, name: row.assigneeName, at: row.assignedAt?.toISOString() ?? null, by: row.assignedBy }
          : null,
      hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), by: row.hiddenBy } : null,
      post: {
        permalink: row.permalink,
        caption: row.caption,
        thumbnailUrl: row.thumbnailUrl,
        publishedAt: row.postPublishedAt.toISOString(),
      },
      thread: threads
        .filter((reply) => reply.accountId === row.accountId && reply.parentCommentId === row.commentId)
        .filter((reply) => !sentIds.has(reply.commentId))
        .map((reply) => ({
          username: reply.username,
          text: reply.text,
          publishedAt: reply.publishedAt.toISOString(),
          fromAccount: reply.fromAccount,
        })),
      replies: mine.map(toSentReply),
      replyAbility: commentAbilityOf(ctx.networks, {
        platform: row.accountPlatform,
        connectionType: row.connectionType,
        dataSource: row.dataSource,
        needsReconnect: row.needsReconnect,
      }),
    };
  });
}

function toSentReply(reply: Awaited<ReturnType<typeof listSentReplies>>[number]): SentReply {
  return {
    id: reply.id,
    text: reply.text,
    status: reply.status,
    author: reply.author,
    createdAt: reply.createdAt.toISOString(),
    sentAt: reply.sentAt?.toISOString() ?? null,
    failure:
      reply.status === "failed" && reply.failureMessage
        ? { message: reply.failureMessage, retryable: reply.failureRetryable ?? false }
        : null,
    idempotencyKey: reply.idempotencyKey,
  };
}

/** One item as the inbox shows it now (after an action). */
async function readItem(ctx: Ctx, workspaceId: string, commentId: string, now: Date): Promise<InboxItem> {
  const filter: InboxFilter = { workspaceId, state: "all", answeredBy: answeredBy(now), id: commentId };
  const rows = await listInboxComments(ctx.db, filter, 1);
  const [item] = await toItems(ctx, workspaceId, rows);
  if (!item) throw new AppError("NOT_FOUND", commentNotFoundMessage);
  return item;
}

async function requireComment(ctx: Ctx, workspaceId: string, commentId: string) {
  const comment = await findInboxComment(ctx.db, workspaceId, commentId);
  if (!comment) throw new AppError("NOT_FOUND", commentNotFoundMessage);
  return comment;
}

/** A network's refusal in pt-BR, with its own reason, and whether trying again may work. */
export function describeRefusal(error: SourceError): { message: string; retryable: boolean } {
  const reason = error.message ? ` Motivo informado pela rede: “${error.message}”` : "";
  switch (error.kind) {
    case "not_found":
      return { message: `A rede não encontrou este comentário: ele pode ter sido apagado.${reason}`, retryable: false };
    case "token_revoked":
      return error.missingPermission
        ? {
            message: `A conexão não tem a permissão de comentários${error.missingPermission.name ? ` (${error.missingPermission.name})` : ""}: reconecte a conta e autorize-a.${reason}`,
            retryable: false,
          }
        : { message: `A conexão com a rede expirou ou foi revogada: reconecte a conta.${reason}`, retryable: false };
    case "rate_limited":
      return { message: `A rede limitou os envios por agora: tente de novo em alguns minutos.${reason}`, retryable: true };
    case "private":
      return { message: `A rede recusou a resposta.${reason}`, retryable: false };
    default:
      return { message: `A rede não confirmou o envio: tente de novo.${reason}`, retryable: true };
  }
}

/**
 * POST /api/replies/{id}/reply: sends the reply through the network once per idempotency key. The
 * comment counts as answered only after the network accepted it; a refusal is kept with the
 * network's reason (502) and the same key may try again.
 */
export async function sendReply(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  commentId: string,
  input: { text: string; idempotencyKey: string },
  now = new Date(),
): Promise<{ reply: SentReply; item: InboxItem }> {
  assertCan(workspace, "edit");
  await requirePlan(ctx, workspace.id);
  const comment = await requireComment(ctx, workspace.id, commentId);
  const channel = await openChannel(ctx, workspace.id, comment.accountId, now);
  const claimed = await claimReply(ctx.db, {
    workspaceId: workspace.id,
    commentId: comment.id,
    socialProfileId: comment.accountId,
    authorId: user.id,
    text: input.text,
    idempotencyKey: input.idempotencyKey,
    now,
  });
  if (!claimed) {
    // The key was used: the same reply is answered again, never sent twice.
    const existing = await findReplyByKey(ctx.db, workspace.id, input.idempotencyKey);
    if (!existing || existing.commentId !== comment.id) {
      throw new AppError("CONFLICT", "Esta chave de envio já foi usada em outra resposta.");
    }
    if (existing.status === "sending")
      throw new AppError("CONFLICT", "Esta resposta já está sendo enviada.", { reason: "SENDING" });
    const item = await readItem(ctx, workspace.id, comment.id, now);
    return { reply: item.replies.find((reply) => reply.id === existing.id)!, item };
  }
  try {
    const sent = await channel.actions.reply({
      accessToken: channel.accessToken,
      commentId: comment.commentId,
      message: input.text,
      now,
    });
    await ctx.db.transaction(async (tx) => {
      await markReplySent(tx, claimed.id, sent.id, now);
      await markCommentAnswered(tx, workspace.id, comment.id, now);
    });
  } catch (error) {
    const refusal = error instanceof SourceError ? describeRefusal(error) : describeRefusal(new SourceError("unavailable", ""));
    await markReplyFailed(ctx.db, claimed.id, refusal.message, refusal.retryable);
    if (!(error instanceof SourceError)) ctx.log.error({ err: error, commentId }, "reply failed unexpectedly");
    throw new AppError("EXTERNAL_SERVICE", refusal.message, {
      cause: error,
      reason: refusal.retryable ? "NETWORK_RETRYABLE" : "NETWORK_REFUSED",
    });
  }
  const item = await readItem(ctx, workspace.id, comment.id, now);
  return { reply: item.replies.find((reply) => reply.id === claimed.id)!, item };
}

async function openChannel(ctx: Ctx, workspaceId: string, accountId: string, now: Date) {
  let channel: Awaited<ReturnType<typeof openCommentChannel>>;
  try {
    channel = await openCommentChannel(ctx, workspaceId, accountId, now);
  } catch (error) {
    if (error instanceof SourceError) {
      throw new AppError("EXTERNAL_SERVICE", describeRefusal(error).message, { cause: error, reason: "NETWORK_REFUSED" });
    }
    throw error;
  }
  if (!channel) throw new AppError("NOT_FOUND", commentNotFoundMessage);
  if (!("actions" in channel)) throw new AppError("CONFLICT", replyAbilityNotes[channel.ability], { reason: "CANNOT_ANSWER" });
  return channel;
}

/** POST /api/replies/{id}/hide: hides (or shows) the comment on the network; hiding also marks it handled. */
export async function hideComment(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  commentId: string,
  hidden: boolean,
  now = new Date(),
): Promise<InboxItem> {
  assertCan(workspace, "edit");
  const comment = await requireComment(ctx, workspace.id, commentId);
  const channel = await openChannel(ctx, workspace.id, comment.accountId, now);
  try {
    await channel.actions.hide({ accessToken: channel.accessToken, commentId: comment.commentId, hidden });
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    const refusal = describeRefusal(error);
    throw new AppError("EXTERNAL_SERVICE", refusal.message, {
      cause: error,
      reason: refusal.retryable ? "NETWORK_RETRYABLE" : "NETWORK_REFUSED",
    });
  }
  await ctx.db.transaction(async (tx) => {
    await saveHidden(tx, { workspaceId: workspace.id, commentId: comment.id, hiddenBy: hidden ? user.id : null, at: now });
    // A hidden comment (spam, offence) needs no answer; showing it again does not reopen it.
    if (hidden && !comment.handledAt) await markCommentHandled(tx, workspace.id, comment.id, user.id, now);
  });
  return readItem(ctx, workspace.id, comment.id, now);
}

/** POST /api/replies/{id}/handled: marks the comment handled without replying here (or undoes it). */
export async function setHandled(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  commentId: string,
  handled: boolean,
  now = new Date(),
): Promise<InboxItem> {
  assertCan(workspace, "edit");
  const comment = await requireComment(ctx, workspace.id, commentId);
  await markCommentHandled(ctx.db, workspace.id, comment.id, handled ? user.id : null, now);
  return readItem(ctx, workspace.id, comment.id, now);
}

/** POST /api/replies/{id}/assign: gives the comment to a member who may answer (null: to nobody). */
export async function assignComment(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  commentId: string,
  assigneeId: string | null,
  now = new Date(),
): Promise<InboxItem> {
  assertCan(workspace, "edit");
  const comment = await requireComment(ctx, workspace.id, commentId);
  if (assigneeId !== null) {
    const [members, access] = await Promise.all([
      listAnsweringMembers(ctx.db, workspace.id),
      readMembersAccountAccess(ctx, workspace.id),
    ]);
    if (!members.some((member) => member.userId === assigneeId)) {
      throw new AppError("INVALID_INPUT", "Escolha um membro da equipe que pode responder (editor ou acima).", {
        details: { userId: "Escolha um membro da equipe que pode responder (editor ou acima)." },
      });
    }
    // One limited to other accounts could neither read nor answer it (docs/decisions/030-roles.md).
    if (!accessReaches(access, assigneeId, comment.accountId)) {
      throw new AppError("INVALID_INPUT", "Este membro não tem acesso à conta deste comentário.", {
        details: { userId: "Este membro não tem acesso à conta deste comentário." },
      });
    }
  }
  await saveAssignment(ctx.db, {
    workspaceId: workspace.id,
    commentId: comment.id,
    assignedTo: assigneeId,
    assignedBy: user.id,
    at: now,
  });
  return readItem(ctx, workspace.id, comment.id, now);
}

export async function readTemplates(ctx: Ctx, workspaceId: string): Promise<ReplyTemplate[]> {
  return listTemplates(ctx.db, workspaceId);
}

export async function createTemplate(
  ctx: Ctx,
  workspace: Pick<RequestWorkspace, "id" | "role">,
  user: SessionUser,
  input: { title: string; text: string },
): Promise<ReplyTemplate> {
  assertCan(workspace, "edit");
  const saved = await insertTemplate(ctx.db, {
    workspaceId: workspace.id,
    title: input.title,
    text: input.text,
    createdBy: user.id,
  });
  if (!saved) throw new AppError("CONFLICT", "Já existe uma resposta salva com este nome.");
  return saved;
}

export async function removeTemplate(ctx: Ctx, workspace: Pick<RequestWorkspace, "id" | "role">, id: string) {
  assertCan(workspace, "edit");
  if (!(await deleteTemplate(ctx.db, workspace.id, id))) throw new AppError("NOT_FOUND", "Resposta salva não encontrada.");
}
