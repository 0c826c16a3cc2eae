import { PLATFORMS } from "@core/social/platforms";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { socialMediaProfiles } from "./social-accounts";
import { searchVectorOf, tsvector } from "./search-vector";
import { workspaceId } from "./workspace-owned";

// History by São Paulo day (docs/product/features.md "History and collection"; docs/decisions/014). Reads by
// period come from these tables, by (account, day); nothing reparses a collection's JSON.

const accountId = () =>
  uuid("social_profile_id")
    .notNull()
    .references(() => socialMediaProfiles.id, { onDelete: "cascade" });

/** One row per account and São Paulo day: the day's last collection. */
export const accountDays = pgTable(
  "account_days",
  {
    socialProfileId: accountId(),
    day: date("day", { mode: "string" }).notNull(),
    workspaceId: workspaceId(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    followers: integer("followers").notNull(),
    following: integer("following").notNull(),
    posts: integer("posts").notNull(),
    // Instagram Login (Graph) accounts only; null where the source does not give them.
    reach: integer("reach"),
    views: integer("views"),
    accountsEngaged: integer("accounts_engaged"),
    totalInteractions: integer("total_interactions"),
    clicks: integer("clicks"),
    onlineFollowers: jsonb("online_followers"),
    audience: jsonb("audience"),
    collectedAt: timestamp("collected_at", { withTimezone: true }).notNull(),
  },
  // Reads go by (account, day), the key; the daily purge by day alone scans, once a day.
  (t) => [primaryKey({ name: "account_days_pkey", columns: [t.socialProfileId, t.day] })],
);

/** One row per account and media id: what the post is, and its latest metrics. */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    socialProfileId: accountId(),
    workspaceId: workspaceId(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    mediaId: text("media_id").notNull(),
    type: text("type", { enum: ["image", "sidecar", "video", "clips"] }).notNull(),
    caption: text("caption").notNull().default(""),
    hashtags: jsonb("hashtags").$type<string[]>().notNull().default([]),
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    permalink: text("permalink").notNull().default(""),
    thumbnailUrl: text("thumbnail_url").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    likes: integer("likes").notNull(),
    comments: integer("comments").notNull(),
    views: integer("views"),
    // Where the network reports shares per post (TikTok; decision 029); null otherwise.
    shares: integer("shares"),
    // A video's duration in seconds, where the network gives it (TikTok's formats compare
    // durations, decision 029); kept once known, as a duration never changes.
    duration: real("duration"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    // The raw-data search over captions (docs/decisions/028-comments-and-search.md).
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => searchVectorOf("caption")),
  },
  (t) => [
    uniqueIndex("posts_account_media_key").on(t.socialProfileId, t.mediaId),
    index("posts_search_idx").using("gin", t.search),
    // With the id, a page in (published_at, id) order (the API's cursor) reads only its rows; the
    // period queries use its first two columns as they used posts_account_published_idx.
    index("posts_account_published_id_idx").on(t.socialProfileId, t.publishedAt, t.id),
    check("posts_type_check", sql`${t.type} in ('image', 'sidecar', 'video', 'clips')`),
  ],
);

/** A post's metrics on each São Paulo day of its first 30 days. */
export const postDays = pgTable(
  "post_days",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    workspaceId: workspaceId(),
    likes: integer("likes").notNull(),
    comments: integer("comments").notNull(),
    views: integer("views"),
    // Instagram Login (Graph) accounts only.
    reach: integer("reach"),
    saved: integer("saved"),
    shares: integer("shares"),
  },
  (t) => [primaryKey({ name: "post_days_pkey", columns: [t.postId, t.day] }), index("post_days_day_idx").on(t.day)],
);

export type AccountDayRow = typeof accountDays.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
