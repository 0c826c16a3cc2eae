import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  followerSnapshots,
  instagramAdvancedMetrics,
  instagramProfileAnalytics,
  profiles,
} from "../../db/schema/index";

export async function findAnalytics(db: DbOrTx, workspaceId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(instagramProfileAnalytics)
    .where(and(eq(instagramProfileAnalytics.workspaceId, workspaceId), eq(instagramProfileAnalytics.socialProfileId, accountId)));
  return row;
}

/** Spec §7: the latest advanced metrics row of the account. */
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

export function listSnapshotsSince(db: DbOrTx, accountId: string, since: Date) {
  return db
    .select({ followersCount: followerSnapshots.followersCount, capturedAt: followerSnapshots.capturedAt })
    .from(followerSnapshots)
    .where(and(eq(followerSnapshots.socialProfileId, accountId), gte(followerSnapshots.capturedAt, since)))
    .orderBy(asc(followerSnapshots.capturedAt));
}

export async function findCompanyName(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select({ companyName: profiles.companyName }).from(profiles).where(eq(profiles.workspaceId, workspaceId));
  return row?.companyName ?? null;
}

/** Development aid: shifts an account's collected data `hours` into the past. */
export async function ageAnalytics(db: DbOrTx, workspaceId: string, accountId: string, hours: number) {
  const shift = sql`interval '1 hour' * ${hours}`;
  const moved = await db
    .update(instagramProfileAnalytics)
    .set({ lastUpdated: sql`${instagramProfileAnalytics.lastUpdated} - ${shift}` })
    .where(and(eq(instagramProfileAnalytics.workspaceId, workspaceId), eq(instagramProfileAnalytics.socialProfileId, accountId)))
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
