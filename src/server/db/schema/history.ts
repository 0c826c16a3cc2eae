import { PLATFORMS } from "@core/social/platforms";
import {
  INSIGHTS_UNAVAILABLE_REASONS,
  type AudienceDemographics,
  type Insight,
  type OnlineFollowers,
} from "@core/social/owner-insights";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    // The owner's insights of the day are in account_insight_days (docs/decisions/044).
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
    // Where the network reports shares publicly (TikTok, decision 029); a post's own insights
    // (reach, saves, the owner's shares) are in post_insight_days (docs/decisions/044).
    shares: integer("shares"),
  },
  (t) => [primaryKey({ name: "post_days_pkey", columns: [t.postId, t.day] }), index("post_days_day_idx").on(t.day)],
);

const insightReason = (name: string) => text(name, { enum: INSIGHTS_UNAVAILABLE_REASONS });

/**
 * An account's own insights of each São Paulo day (docs/decisions/040 and 044), for the accounts
 * connected through the network's login. Apart from account_days: a day backfilled from before
 * the first collection has no follower count, and must not move where the follower history
 * starts (decision 023). A figure the network did not give is null.
 */
export const accountInsightDays = pgTable(
  "account_insight_days",
  {
    socialProfileId: accountId(),
    day: date("day", { mode: "string" }).notNull(),
    workspaceId: workspaceId(),
    reach: integer("reach"),
    views: integer("views"),
    accountsEngaged: integer("accounts_engaged"),
    totalInteractions: integer("total_interactions"),
    profileLinksTaps: integer("profile_links_taps"),
    // TikTok's profile views; Instagram gives none by day.
    profileViews: integer("profile_views"),
    follows: integer("follows"),
    unfollows: integer("unfollows"),
    // False while the network may still change the day (48 hours after it ends): read again.
    settled: boolean("settled").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "account_insight_days_pkey", columns: [t.socialProfileId, t.day] })],
);

/**
 * A post's lifetime insights as read on a São Paulo day (docs/decisions/044): daily in its first
 * 30 days, weekly after. A reading without figures keeps its reason, and never replaces figures
 * read the same day.
 */
export const postInsightDays = pgTable(
  "post_insight_days",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    workspaceId: workspaceId(),
    reach: integer("reach"),
    views: integer("views"),
    saved: integer("saved"),
    shares: integer("shares"),
    totalInteractions: integer("total_interactions"),
    follows: integer("follows"),
    profileVisits: integer("profile_visits"),
    avgWatchTimeSeconds: doublePrecision("avg_watch_time_seconds"),
    totalWatchTimeSeconds: doublePrecision("total_watch_time_seconds"),
    fullWatchRate: real("full_watch_rate"),
    // Why this reading gave no figures; null when it gave them.
    unavailableReason: insightReason("unavailable_reason"),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "post_insight_days_pkey", columns: [t.postId, t.day] }),
    index("post_insight_days_day_idx").on(t.day),
  ],
);

/** Who follows and who engages, and when followers are online: one dated snapshot a week (docs/decisions/044). */
export const audienceSnapshots = pgTable(
  "audience_snapshots",
  {
    socialProfileId: accountId(),
    day: date("day", { mode: "string" }).notNull(),
    workspaceId: workspaceId(),
    followers: jsonb("followers").$type<Insight<AudienceDemographics>>().notNull(),
    engaged: jsonb("engaged").$type<Insight<AudienceDemographics>>().notNull(),
    online: jsonb("online").$type<Insight<OnlineFollowers>>().notNull(),
    capturedAt: timestamp("captured_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "audience_snapshots_pkey", columns: [t.socialProfileId, t.day] })],
);

/**
 * One story per account and media id (docs/decisions/044): its media and figures as last read
 * while it was live (`captured_at`), then the final figures the network's webhook sends when it
 * expires (`final_at`). A story the webhook names but no reading saw has no media and no
 * `captured_at`: it is shown as missed, and its `posted_at` is 24 hours before it expired.
 */
export const stories = pgTable(
  "stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    socialProfileId: accountId(),
    workspaceId: workspaceId(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    mediaId: text("media_id").notNull(),
    mediaType: text("media_type", { enum: ["image", "video"] }),
    displayUrl: text("display_url"),
    permalink: text("permalink"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // The São Paulo day of posted_at: periods read stories by it.
    day: date("day", { mode: "string" }).notNull(),
    reach: integer("reach"),
    views: integer("views"),
    replies: integer("replies"),
    shares: integer("shares"),
    tapsForward: integer("taps_forward"),
    tapsBack: integer("taps_back"),
    exits: integer("exits"),
    swipesForward: integer("swipes_forward"),
    // Why the last reading gave no figures; null when it gave them.
    unavailableReason: insightReason("unavailable_reason"),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    finalAt: timestamp("final_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stories_account_media_key").on(t.socialProfileId, t.mediaId),
    index("stories_account_day_idx").on(t.socialProfileId, t.day),
  ],
);

/**
 * Why an account has none of a family of its own insights (docs/decisions/040's reasons), as its
 * last collection found: `username_connection` for an account connected by username or a
 * competitor, a missing permission, a personal account. Null where the family was read.
 */
export const accountInsightStatus = pgTable("account_insight_status", {
  socialProfileId: accountId().primaryKey(),
  workspaceId: workspaceId(),
  postsReason: insightReason("posts_reason"),
  daysReason: insightReason("days_reason"),
  audienceReason: insightReason("audience_reason"),
  storiesReason: insightReason("stories_reason"),
  // With missing_permission: the permission to grant, as the network names it.
  permission: text("permission"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export type AccountDayRow = typeof accountDays.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
