import { accountAccessCondition, allowedAccountIds } from "../team/account-access";
import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  accountDays,
  instagramAdvancedMetrics,
  postDays,
  posts,
  instagramProfileAnalytics,
  profiles,
  socialMediaProfiles,
  subscriptions,
  workspaceDataVersions,
  workspaces,
} from "../../db/schema/index";
import { planStatuses } from "../billing/billing.queries";
import type { DashboardView } from "@core/social/dashboard-view";
import type { AccountViewRow } from "../social-accounts/accounts.service";
import { followersNow, ownAccount, reachableActiveAccounts } from "../social-accounts/accounts.queries";

export async function findAnalytics(db: DbOrTx, workspaceId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(instagramProfileAnalytics)
    .where(and(eq(instagramProfileAnalytics.workspaceId, workspaceId), eq(instagramProfileAnalytics.socialProfileId, accountId)));
  return row;
}

/** The account's network (decision 029: what an interaction is, which indicators apply). */
export async function findAccountPlatform(db: DbOrTx, workspaceId: string, accountId: string) {
  const [row] = await db
    .select({ platform: socialMediaProfiles.platform })
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), eq(socialMediaProfiles.id, accountId)));
  return row?.platform ?? null;
}

/** docs/product/screens.md: the latest advanced metrics row of the account. */
export async function findLatestIndicators(db: DbOrTx, workspaceId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(instagramAdvancedMetrics)
    .where(and(eq(instagramAdvancedMetrics.workspaceId, workspaceId), eq(instagramAdvancedMetrics.socialProfileId, accountId)))
    .orderBy(desc(instagramAdvancedMetrics.createdAt))
    .limit(1);
  return row;
}

export async function insertIndicators(db: DbOrTx, row: typeof instagramAdvancedMetrics.$inferInsert) {
  const [saved] = await db.insert(instagramAdvancedMetrics).values(row).returning();
  return saved!;
}

const dataVersions = new WeakMap<Db, ReturnType<typeof prepareDataVersion>>();
const prepareDataVersion = (db: Db) =>
  db
    .select({ version: workspaceDataVersions.version })
    .from(workspaceDataVersions)
    .where(eq(workspaceDataVersions.workspaceId, sql.placeholder("workspaceId")))
    .prepare("inteligram_workspace_data_version");

/** The workspace's data version (migration 0007's counter; 0 before its first change), read after every company-name write: prepared. */
export async function findWorkspaceDataVersion(db: Db, workspaceId: string) {
  let prepared = dataVersions.get(db);
  if (!prepared) dataVersions.set(db, (prepared = prepareDataVersion(db)));
  const [row] = await prepared.execute({ workspaceId });
  return row?.version ?? 0;
}

export async function findCompanyName(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.workspaceId, workspaceId));
  return row?.companyName ?? null;
}

/** Development aid: shifts an account's collected data `hours` into the past (one the request may reach). */
export async function ageAnalytics(db: DbOrTx, workspaceId: string, accountId: string, hours: number) {
  const shift = sql`interval '1 hour' * ${hours}`;
  const moved = await db
    .update(instagramProfileAnalytics)
    .set({ lastUpdated: sql`${instagramProfileAnalytics.lastUpdated} - ${shift}` })
    .where(
      and(
        eq(instagramProfileAnalytics.workspaceId, workspaceId),
        eq(instagramProfileAnalytics.socialProfileId, accountId),
        accountAccessCondition(instagramProfileAnalytics.socialProfileId),
      ),
    )
    .returning({ id: instagramProfileAnalytics.id });
  return moved.length > 0;
}

/** The account's indicator rows computed in [start, end), newest first, at most `limit`. */
export function listIndicatorsBetween(db: DbOrTx, workspaceId: string, accountId: string, start: Date, end: Date, limit: number) {
  return db
    .select()
    .from(instagramAdvancedMetrics)
    .where(
      and(
        eq(instagramAdvancedMetrics.workspaceId, workspaceId),
        eq(instagramAdvancedMetrics.socialProfileId, accountId),
        gte(instagramAdvancedMetrics.createdAt, start),
        lt(instagramAdvancedMetrics.createdAt, end),
      ),
    )
    .orderBy(desc(instagramAdvancedMetrics.createdAt))
    .limit(limit);
}

/**
 * What a dashboard read needs, in one prepared statement (docs/decisions/021): one row per
 * active own account of the workspace, newest updated first, with its last collection and its
 * latest indicators, and the saved dashboard view of the account shown (the one asked for or
 * chosen, else the first connected: pickCurrentAccount's rule); the workspace's plan (as
 * requirePlan finds it) and company name on every row. A workspace without accounts gives one
 * row whose account is null; an unknown workspace, none.
 */
function prepareDashboardHead(db: Db) {
  const latestIndicators = db
    .select(getTableColumns(instagramAdvancedMetrics))
    .from(instagramAdvancedMetrics)
    .where(eq(instagramAdvancedMetrics.socialProfileId, socialMediaProfiles.id))
    .orderBy(desc(instagramAdvancedMetrics.createdAt))
    .limit(1)
    .as("latest_indicators");
  const plan = db
    .select({ planType: subscriptions.planType })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaces.id),
        inArray(subscriptions.status, [...planStatuses]),
        isNull(subscriptions.supersededAt),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const company = db
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.workspaceId, workspaces.id))
    .limit(1);
  const indicatorFields = Object.fromEntries(
    Object.keys(getTableColumns(instagramAdvancedMetrics)).map((name) => [
      name,
      latestIndicators[name as keyof typeof latestIndicators],
    ]),
  ) as { [K in keyof typeof instagramAdvancedMetrics.$inferSelect]: (typeof latestIndicators)[K] };
  return db
    .select({
      planType: sql<string | null>`(${plan})`,
      companyName: sql<string | null>`(${company})`,
      // What toAccountView shows, not the tokens.
      account: {
        id: socialMediaProfiles.id,
        platform: socialMediaProfiles.platform,
        username: socialMediaProfiles.username,
        usernameManualInsert: socialMediaProfiles.usernameManualInsert,
        displayName: socialMediaProfiles.displayName,
        avatarUrl: socialMediaProfiles.avatarUrl,
        followersCount: socialMediaProfiles.followersCount,
        connectionType: socialMediaProfiles.connectionType,
        dataSource: socialMediaProfiles.dataSource,
        needsReconnect: socialMediaProfiles.needsReconnect,
        commentsMissingPermission: socialMediaProfiles.commentsMissingPermission,
        grantedScopes: socialMediaProfiles.grantedScopes,
        updatedAt: socialMediaProfiles.updatedAt,
      } satisfies Record<keyof AccountViewRow, unknown>,
      followersNow,
      connectedAt: socialMediaProfiles.createdAt,
      lastCollectedAt: instagramProfileAnalytics.lastUpdated,
      // The saved dashboard view of the account shown only: the one asked for or chosen while it
      // is active, else the first connected (the comparison is null for every row without one).
      dashboardView: sql<DashboardView | null>`case when ${socialMediaProfiles.id} = first_value(${socialMediaProfiles.id}) over (
        order by (${socialMediaProfiles.id} = ${sql.placeholder("accountId")}::uuid) desc nulls last, ${socialMediaProfiles.createdAt}, ${socialMediaProfiles.id})
        then ${instagramProfileAnalytics.dashboardView} end`,
      indicators: indicatorFields,
    })
    .from(workspaces)
    .leftJoin(
      socialMediaProfiles,
      and(
        eq(socialMediaProfiles.workspaceId, workspaces.id),
        ownAccount,
        eq(socialMediaProfiles.isActive, true),
        // The accounts the request may reach (team/account-access.ts), comma-separated; null: all.
        sql`(${sql.placeholder("accountIds")}::text is null or ${socialMediaProfiles.id}::text = any(string_to_array(${sql.placeholder("accountIds")}::text, ',')))`,
      ),
    )
    .leftJoin(instagramProfileAnalytics, eq(instagramProfileAnalytics.socialProfileId, socialMediaProfiles.id))
    .leftJoinLateral(latestIndicators, sql`true`)
    .where(eq(workspaces.id, sql.placeholder("workspaceId")))
    .orderBy(desc(socialMediaProfiles.updatedAt), socialMediaProfiles.id)
    .prepare("inteligram_dashboard_head");
}

const dashboardHeads = new WeakMap<Db, ReturnType<typeof prepareDashboardHead>>();

/** The dashboard's head rows; the saved view comes with the row of `shownAccountId` while it is active, else of the first connected. */
export function findDashboardHead(db: Db, workspaceId: string, shownAccountId: string | null | undefined) {
  let prepared = dashboardHeads.get(db);
  if (!prepared) dashboardHeads.set(db, (prepared = prepareDashboardHead(db)));
  const allowed = allowedAccountIds();
  return prepared.execute({
    workspaceId,
    accountId: shownAccountId ?? null,
    accountIds: allowed === null ? null : allowed.join(","),
  });
}

/**
 * "Visão geral": per active own account of the workspace that the request may reach, the posts
 * published in [start, end) and their likes, comments and shares as of `asOf` (decision 023's
 * metricsAsOf: the day row on or before it, else the first after, else the latest), with the
 * account's followers at `asOf`.
 */
export async function listAccountPeriodTotals(db: DbOrTx, workspaceId: string, start: Date, end: Date, asOf: string) {
  const snapshot = (when: "onOrBefore" | "firstAfter") =>
    sql`(select json_build_object('likes', pd.likes, 'comments', pd.comments, 'shares', pd.shares) from ${postDays} pd
      where pd.post_id = ${posts.id} and ${when === "onOrBefore" ? sql`pd.day <= ${asOf} order by pd.day desc` : sql`pd.day > ${asOf} order by pd.day asc`} limit 1)`;
  const metrics = sql`coalesce(${snapshot("onOrBefore")}, ${snapshot("firstAfter")}, json_build_object('likes', ${posts.likes}, 'comments', ${posts.comments}, 'shares', ${posts.shares}))`;
  const totals = db
    .select({
      accountId: posts.socialProfileId,
      posts: sql<number>`count(*)::int`.as("posts"),
      likes: sql<number>`coalesce(sum((${metrics}->>'likes')::int), 0)::int`.as("likes"),
      comments: sql<number>`coalesce(sum((${metrics}->>'comments')::int), 0)::int`.as("comments"),
      shares: sql<number>`coalesce(sum((${metrics}->>'shares')::int), 0)::int`.as("shares"),
    })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        accountAccessCondition(posts.socialProfileId),
        gte(posts.publishedAt, start),
        lt(posts.publishedAt, end),
      ),
    )
    .groupBy(posts.socialProfileId)
    .as("totals");
  return db
    .select({
      platform: socialMediaProfiles.platform,
      followers: sql<
        number | null
      >`(select ad.followers from ${accountDays} ad where ad.social_profile_id = ${socialMediaProfiles.id} and ad.day <= ${asOf} order by ad.day desc limit 1)`,
      posts: sql<number>`coalesce(${totals.posts}, 0)`.mapWith(Number),
      likes: sql<number>`coalesce(${totals.likes}, 0)`.mapWith(Number),
      comments: sql<number>`coalesce(${totals.comments}, 0)`.mapWith(Number),
      shares: sql<number>`coalesce(${totals.shares}, 0)`.mapWith(Number),
    })
    .from(socialMediaProfiles)
    .leftJoin(totals, eq(totals.accountId, socialMediaProfiles.id))
    .where(reachableActiveAccounts(workspaceId));
}
