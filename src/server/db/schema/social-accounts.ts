import { PLATFORMS } from "@core/social/platforms";
import type { DashboardView } from "@core/social/dashboard-view";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { workspaceId } from "./workspace-owned";

// A connected account or a tracked competitor (docs/product/networks.md). Tokens are stored encrypted (AES-256-GCM).
export const socialMediaProfiles = pgTable(
  "social_media_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    // The network (docs/decisions/027-network-port.md); every insert names it.
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    platformUserId: text("platform_user_id").notNull(),
    username: text("username"),
    usernameManualInsert: text("username_manual_insert"),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    followersCount: integer("followers_count"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    // When the refresh token itself ends, for networks whose refresh tokens expire (TikTok).
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    // The scopes the person granted, as the network reported them with the token (TikTok lets a
    // person untick some); null when the network does not say. Read to name a missing one.
    grantedScopes: jsonb("granted_scopes").$type<string[]>(),
    // How the account was connected and where its data comes from: 'oauth' is Instagram Login,
    // 'facebook' the workspace's Facebook connection (docs/decisions/022; its token lives in
    // facebook_connections, this row's access_token stays null). No check constraint: no migration.
    connectionType: text("connection_type", { enum: ["manual", "oauth", "facebook"] })
      .notNull()
      .default("manual"),
    dataSource: text("data_source", { enum: ["demo", "apify", "graph"] })
      .notNull()
      .default("demo"),
    // An own account, or a competitor tracked by the same pipeline (docs/decisions/022): every
    // query for the workspace's accounts reads kind 'own' only.
    kind: text("kind", { enum: ["own", "competitor"] })
      .notNull()
      .default("own"),
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    // The permission the connection lacks to read comments (an older token), named on the account
    // until a collection reads them again; null when comments are read (docs/decisions/028).
    commentsMissingPermission: text("comments_missing_permission"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("social_media_profiles_workspace_platform_key").on(t.workspaceId, t.platform, t.platformUserId),
    // Lets a grant to a member name an account of its own workspace only (workspace_member_accounts).
    unique("social_media_profiles_workspace_id_key").on(t.workspaceId, t.id),
    index("social_media_profiles_workspace_active_idx").on(t.workspaceId, t.isActive, t.updatedAt.desc()),
  ],
);

// The latest collected data of one account.
export const instagramProfileAnalytics = pgTable(
  "instagram_profile_analytics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    source: text("source", { enum: ["demo", "apify", "graph"] }).notNull(),
    profileData: jsonb("profile_data").notNull(),
    relatedProfiles: jsonb("related_profiles").notNull().default([]),
    recentVideos: jsonb("recent_videos").notNull().default([]),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
    // The dashboard's view of this collection (@core/social/dashboard-view), saved with it;
    // null on rows collected before migration 0016, whose view is built when read.
    dashboardView: jsonb("dashboard_view").$type<DashboardView>(),
  },
  (t) => [
    unique("instagram_profile_analytics_account_key").on(t.socialProfileId),
    index("instagram_profile_analytics_workspace_username_idx").on(t.workspaceId, t.username, t.lastUpdated.desc()),
  ],
);

// Follower history: one row per collection, for growth trend and charts.
export const followerSnapshots = pgTable(
  "follower_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    followersCount: integer("followers_count").notNull(),
    followsCount: integer("follows_count").notNull(),
    postsCount: integer("posts_count").notNull(),
    capturedAt: timestamp("captured_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("follower_snapshots_account_captured_idx").on(t.socialProfileId, t.capturedAt)],
);

// The advanced indicators (docs/product/metrics.md): each indicator is { value, score, sufficient }.
export type IndicatorColumn = {
  value: number | string | null;
  score: number | null;
  sufficient: boolean;
  notApplicable?: { reason: string };
};
const indicator = (name: string) => jsonb(name).$type<IndicatorColumn>().notNull();

export const instagramAdvancedMetrics = pgTable(
  "instagram_advanced_metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    commentLikeRatio: indicator("comment_like_ratio"),
    viewRetentionRate: indicator("view_retention_rate"),
    engagementConsistency: indicator("engagement_consistency"),
    hashtagDensity: indicator("hashtag_density"),
    hashtagDiversityScore: indicator("hashtag_diversity_score"),
    peakPerformanceHour: indicator("peak_performance_hour"),
    postingConsistencyScore: indicator("posting_consistency_score"),
    growthTrendScore: indicator("growth_trend_score"),
    authorityIndex: indicator("authority_index"),
    networkingScore: indicator("networking_score"),
    nicheIndicator: indicator("niche_indicator"),
    videoContentRatio: indicator("video_content_ratio"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("instagram_advanced_metrics_account_created_idx").on(t.socialProfileId, t.createdAt.desc())],
);

// One collection attempt; the UI polls it by id.
export const collectionRuns = pgTable(
  "collection_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // Deferred to this instant by a network's limit (collect.job.ts): an open run waiting for it is not abandoned.
    resumeAt: timestamp("resume_at", { withTimezone: true }),
  },
  (t) => [
    index("collection_runs_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
    // At most one queued or running collection per account.
    uniqueIndex("collection_runs_one_open_per_account")
      .on(t.socialProfileId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

// Server-issued OAuth state, bound to the user and the workspace the account joins; checked on return.
export const oauthStates = pgTable(
  "oauth_states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    // A state is good only at the callback of the network it was issued for.
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    stateHash: text("state_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("oauth_states_user_idx").on(t.userId)],
);
