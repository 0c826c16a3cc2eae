import { boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { comments } from "./comments";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceId } from "./workspace-owned";

// Answering from Inteligram (docs/decisions/048-replies.md): the replies sent through the
// network, who follows a question up, and the workspace's saved replies. Whether a question is
// answered is read from the comment itself (comments.account_replied_at, comments.handled_at).

export const replyStatuses = ["sending", "sent", "failed"] as const;

/**
 * One reply a member sent (or tried to send) through the network. The idempotency key is the
 * composer's: a second press or a retry with the same key never sends twice.
 */
export const commentReplies = pgTable(
  "comment_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: replyStatuses }).notNull(),
    /** The network's id of the reply, once it accepted it. */
    networkReplyId: text("network_reply_id"),
    /** The network's refusal, in pt-BR, and whether trying again may work. */
    failureMessage: text("failure_message"),
    failureRetryable: boolean("failure_retryable"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("comment_replies_idempotency_key").on(t.workspaceId, t.idempotencyKey),
    index("comment_replies_comment_idx").on(t.commentId),
  ],
);

/** Who follows a comment up: the member it is assigned to, and its hiding on the network. */
export const commentFollowUps = pgTable(
  "comment_follow_ups",
  {
    commentId: uuid("comment_id")
      .primaryKey()
      .references(() => comments.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("comment_follow_ups_assignee_idx").on(t.workspaceId, t.assignedTo)],
);

/** A saved reply of the workspace; `{nome}` in its text becomes the commenter's name. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("reply_templates_title_key").on(t.workspaceId, t.title)],
);
