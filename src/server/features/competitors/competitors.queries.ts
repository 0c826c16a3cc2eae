import type { Platform } from "@core/social/platforms";
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { insertUnlessSuspended, workspaceNotSuspended, workspaceSuspended } from "../../db/workspace-suspension";
import { competitorAddonOrders, instagramProfileAnalytics, posts, socialMediaProfiles } from "../../db/schema/index";
import { followersNow } from "../social-accounts/accounts.queries";

const competitor = eq(socialMediaProfiles.kind, "competitor");

/** The workspace's active competitors, oldest first (the order they were added in). */
export function listActiveCompetitors(db: DbOrTx, workspaceId: string) {
  return db
    .select({ profile: socialMediaProfiles, followersNow, lastCollectedAt: instagramProfileAnalytics.lastUpdated })
    .from(socialMediaProfiles)
    .leftJoin(instagramProfileAnalytics, eq(instagramProfileAnalytics.socialProfileId, socialMediaProfiles.id))
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), competitor, eq(socialMediaProfiles.isActive, true)))
    .orderBy(asc(socialMediaProfiles.createdAt));
}

const activeCompetitorsOf = (workspaceId: string) =>
  and(eq(socialMediaProfiles.workspaceId, workspaceId), competitor, eq(socialMediaProfiles.isActive, true));

export async function countActiveCompetitors(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select({ n: count() }).from(socialMediaProfiles).where(activeCompetitorsOf(workspaceId));
  return row?.n ?? 0;
}

/**
 * The plan limit's count before an add, with whether the workspace is suspended (decision 020):
 * the add refuses a suspended workspace in the statement it runs anyway, not in one of its own.
 */
export async function countActiveCompetitorsUnlessSuspended(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ n: count(), suspended: workspaceSuspended(workspaceId) })
    .from(socialMediaProfiles)
    .where(activeCompetitorsOf(workspaceId));
  return { active: row?.n ?? 0, suspended: row?.suspended ?? false };
}

export async function findCompetitor(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), competitor, eq(socialMediaProfiles.id, id)));
  return row;
}

export async function findCompetitorByUsername(db: DbOrTx, workspaceId: string, platform: Platform, username: string) {
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        competitor,
        eq(socialMediaProfiles.platform, platform),
        eq(socialMediaProfiles.platformUserId, competitorPlatformId(username)),
      ),
    );
  return row;
}

/** A competitor's key: its own namespace, so it never collides with an own account's row. */
export const competitorPlatformId = (username: string) => `competitor_${username}`;

export function insertCompetitor(
  db: DbOrTx,
  row: { workspaceId: string; platform: Platform; username: string; dataSource: "demo" | "apify" | "graph"; isActive: boolean },
) {
  return db
    .insert(socialMediaProfiles)
    .values({
      workspaceId: row.workspaceId,
      kind: "competitor",
      platform: row.platform,
      platformUserId: competitorPlatformId(row.username),
      username: row.username,
      usernameManualInsert: row.username,
      displayName: row.username,
      connectionType: "manual",
      dataSource: row.dataSource,
      isActive: row.isActive,
    })
    .returning()
    .then((rows) => rows[0]!);
}

export function setCompetitorActive(
  db: DbOrTx,
  id: string,
  values: { isActive: boolean; dataSource?: "demo" | "apify" | "graph" },
) {
  return db
    .update(socialMediaProfiles)
    .set({ ...values, createdAt: values.isActive ? new Date() : undefined, updatedAt: new Date() })
    .where(and(eq(socialMediaProfiles.id, id), competitor))
    .returning()
    .then((rows) => rows[0]!);
}

/**
 * Stops tracking the workspace's active competitor, in one statement that also refuses a
 * suspended workspace (decision 020): undefined when it did, or when there is no such competitor.
 */
export async function deactivateCompetitor(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .update(socialMediaProfiles)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(socialMediaProfiles.id, id), activeCompetitorsOf(workspaceId), workspaceNotSuspended(workspaceId)))
    .returning({ id: socialMediaProfiles.id });
  return row;
}

/** The usernames of the workspace's active own accounts on a network (a competitor there can't be one of them). */
export async function listOwnUsernames(db: DbOrTx, workspaceId: string, platform: Platform) {
  const rows = await db
    .select({ username: socialMediaProfiles.username, manual: socialMediaProfiles.usernameManualInsert })
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        eq(socialMediaProfiles.kind, "own"),
        eq(socialMediaProfiles.platform, platform),
        eq(socialMediaProfiles.isActive, true),
      ),
    );
  return new Set(
    rows
      .flatMap((row) => [row.username, row.manual])
      .filter((u): u is string => !!u)
      .map((u) => u.toLowerCase()),
  );
}

/** Posts published in [start, end) with their hashtags (the comparison's top tags). */
export function listPostHashtags(db: DbOrTx, profileId: string, start: Date, end: Date) {
  return db
    .select({ id: posts.id, hashtags: posts.hashtags })
    .from(posts)
    .where(and(eq(posts.socialProfileId, profileId), gte(posts.publishedAt, start), lt(posts.publishedAt, end)));
}

// ------------------------------------------------------------ Start's add-on orders

/** An open add-on order, in one statement that refuses a suspended workspace (decision 020): undefined when it did. */
export async function insertAddonOrder(db: DbOrTx, row: { workspaceId: string; socialProfileId: string }) {
  const result = (await db.execute(
    sql`${insertUnlessSuspended(competitorAddonOrders, row.workspaceId, row)} returning id, social_profile_id as "socialProfileId"`,
  )) as unknown as { rows: { id: string; socialProfileId: string }[] };
  return result.rows[0];
}

export async function setAddonOrderCheckout(db: DbOrTx, orderId: string, providerCheckoutId: string) {
  await db.update(competitorAddonOrders).set({ providerCheckoutId }).where(eq(competitorAddonOrders.id, orderId));
}

export async function cancelAddonOrder(db: DbOrTx, orderId: string) {
  await db.update(competitorAddonOrders).set({ status: "canceled" }).where(eq(competitorAddonOrders.id, orderId));
}

/** Open orders, oldest first: the ones a newly paid quantity activates. */
export function listOpenAddonOrders(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(competitorAddonOrders)
    .where(and(eq(competitorAddonOrders.workspaceId, workspaceId), eq(competitorAddonOrders.status, "open")))
    .orderBy(asc(competitorAddonOrders.createdAt));
}

/** Open orders of these competitors end: a competitor paid, removed or added again. */
export async function closeOpenOrdersOf(db: DbOrTx, profileIds: string[], status: "paid" | "canceled") {
  if (profileIds.length === 0) return;
  await db
    .update(competitorAddonOrders)
    .set({ status, paidAt: status === "paid" ? new Date() : null })
    .where(and(inArray(competitorAddonOrders.socialProfileId, profileIds), eq(competitorAddonOrders.status, "open")));
}

/** Profiles bought as an add-on (a paid order): shown as "adicional" on Start. */
export async function listPaidAddonProfileIds(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({ id: competitorAddonOrders.socialProfileId })
    .from(competitorAddonOrders)
    .where(and(eq(competitorAddonOrders.workspaceId, workspaceId), eq(competitorAddonOrders.status, "paid")))
    .orderBy(desc(competitorAddonOrders.createdAt));
  return new Set(rows.map((row) => row.id));
}
