import { PLATFORMS } from "@core/social/platforms";
import { sentiments } from "@core/comments/sentiment";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./history";
import { searchVectorOf, tsvector } from "./search-vector";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceId } from "./workspace-owned";

/**
 * One comment (or reply) of a post, read with a collection (docs/product/features.md "Comments and search").
 * Commenters' usernames and texts are third parties' personal data: deleted with the account,
 * purged after 3 years like the rest of the history.
 */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    /** The network's id of the comment. */
    commentId: text("comment_id").notNull(),
    /** The network's id of the comment a reply answers; null for a top-level comment. */
    parentCommentId: text("parent_comment_id"),
    username: text("username").notNull(),
    text: text("text").notNull(),
    likeCount: integer("like_count"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Written by the account itself (its replies answer questions). */
    fromAccount: boolean("from_account").notNull(),
    /** A top-level comment that asks (@core/comments/is-question), decided when written. */
    isQuestion: boolean("is_question").notNull(),
    sentiment: text("sentiment", { enum: sentiments }).notNull(),
    /** The account's first reply to this top-level comment; null while it has none. */
    accountRepliedAt: timestamp("account_replied_at", { withTimezone: true }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Gone from the network: not among a post's comments read in full. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * A member marked the question handled without replying here (answered in the direct, or
     * hidden): it counts as answered, like a reply (docs/decisions/048-replies.md).
     */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => searchVectorOf("text")),
  },
  (t) => [
    uniqueIndex("comments_account_comment_key").on(t.socialProfileId, t.commentId),
    index("comments_post_published_idx").on(t.postId, t.publishedAt),
    // With the id, a page in (published_at, id) order (the API's cursor) reads only its rows.
    index("comments_account_published_id_idx").on(t.socialProfileId, t.publishedAt, t.id),
    index("comments_search_idx").using("gin", t.search),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
