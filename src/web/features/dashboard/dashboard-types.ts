import type { IndicatorResults } from "@core/instagram/indicator-catalogue";
import type { BaseMetrics } from "@core/instagram/metrics";
import type { Post, ProfileData, RelatedProfile } from "@core/instagram/profile-data";
import type { RecentVideo } from "@core/instagram/videos";

/**
 * GET /api/dashboard as the client reads it (src/server/features/dashboard/dashboard.service.ts).
 * The server documents the response by its top-level shape only, so the inner types come from the
 * same core types the service builds it with; dates arrive as ISO strings.
 */

export type DataSource = "demo" | "apify" | "graph";

/** An account as listed (accounts.service.ts toAccountView): never its tokens. */
export type DashboardAccount = {
  id: string;
  platform: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  followersCount: number | null;
  connectionType: "manual" | "oauth" | "facebook";
  dataSource: DataSource;
  needsReconnect: boolean;
  /** The analytics row's last_updated; null while the account was never collected. */
  lastCollectedAt: string | null;
  updatedAt: string;
};

export type DashboardProfile = Omit<ProfileData, "latestPosts" | "latestIgtvVideos">;

export type DashboardAnalytics = {
  lastUpdated: string;
  stale: boolean;
  source: DataSource;
  profile: DashboardProfile;
  metrics: BaseMetrics;
  relatedProfiles: RelatedProfile[];
  relatedProfilesTotal: number;
  recentPosts: Post[];
  recentVideos: RecentVideo[];
};

export type DashboardIndicators = {
  values: IndicatorResults;
  createdAt: string;
  updatedAt: string;
  /** A calculation is queued or running (none existed, or they were over 24 h old). */
  recalculating: boolean;
};

export type DashboardData = {
  user: { name: string; email: string };
  companyName: string | null;
  /** Newest updated first; the first one is the current account. */
  accounts: DashboardAccount[];
  current: DashboardAccount | null;
  analytics: DashboardAnalytics | null;
  indicators: DashboardIndicators | null;
};

// The run as GET /api/instagram/runs/{id} answers it (shared with the server through core).
export type { CollectionRun } from "@core/instagram/account-responses";
