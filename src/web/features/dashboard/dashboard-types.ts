import type { SocialAccount } from "@core/social/account-responses";
import type {
  Dashboard,
  DashboardAnalytics as DashboardAnalyticsResponse,
  DashboardIndicators as DashboardIndicatorsResponse,
  DashboardProfile as DashboardProfileResponse,
} from "@core/social/dashboard-responses";

/**
 * GET /api/dashboard as the client reads it: the types of the schemas the server documents it
 * with (src/core/social/dashboard-responses.ts); dates arrive as ISO strings.
 */

export type DataSource = SocialAccount["dataSource"];

/** An account as listed (accounts.service.ts toAccountView): never its tokens. */
export type DashboardAccount = SocialAccount;

export type DashboardProfile = DashboardProfileResponse;

export type DashboardAnalytics = DashboardAnalyticsResponse;

export type DashboardIndicators = DashboardIndicatorsResponse;

export type DashboardData = Dashboard;
