import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  collectionRuns,
  consentRecords,
  dataExports,
  outboxEmails,
  posts,
  rateLimits,
  sessions,
  socialMediaProfiles,
  subscriptions,
  users,
  verifications,
  webhookEvents,
  workspaceDunning,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index";

// ---- dunning -------------------------------------------------------------------------------

/** The workspace's subscription that decides its standing: the latest live one, not superseded. */
export async function findStandingSubscription(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.workspaceId, workspaceId), isNull(subscriptions.supersededAt), ne(subscriptions.status, "canceled")),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

export async function findDunning(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(workspaceDunning).where(eq(workspaceDunning.workspaceId, workspaceId));
  return row;
}

export async function lockDunning(tx: Tx, workspaceId: string) {
  const [row] = await tx.select().from(workspaceDunning).where(eq(workspaceDunning.workspaceId, workspaceId)).for("update");
  return row;
}

/** Starts the overdue timeline once: a second failed payment keeps the first day 0. */
export async function startDunning(db: DbOrTx, workspaceId: string, since: Date) {
  const [row] = await db.insert(workspaceDunning).values({ workspaceId, overdueSince: since }).onConflictDoNothing().returning();
  return row;
}

export async function endDunning(db: DbOrTx, workspaceId: string) {
  const [row] = await db.delete(workspaceDunning).where(eq(workspaceDunning.workspaceId, workspaceId)).returning();
  return row;
}

export async function updateDunning(db: DbOrTx, workspaceId: string, values: Partial<typeof workspaceDunning.$inferInsert>) {
  await db.update(workspaceDunning).set(values).where(eq(workspaceDunning.workspaceId, workspaceId));
}

export function listDunningWorkspaceIds(db: DbOrTx) {
  return db.select({ workspaceId: workspaceDunning.workspaceId }).from(workspaceDunning);
}

/** Development only: moves a workspace's overdue timeline `days` back in time. */
export async function moveDunningBack(db: DbOrTx, workspaceId: string, days: number) {
  const [row] = await db
    .update(workspaceDunning)
    .set({ overdueSince: sql`${workspaceDunning.overdueSince} - make_interval(days => ${days})` })
    .where(eq(workspaceDunning.workspaceId, workspaceId))
    .returning();
  return row;
}

// ---- deletion ------------------------------------------------------------------------------

/** The person's memberships with how many people each workspace has (names: the team's service). */
export function listMembershipsWithCounts(db: DbOrTx, userId: string) {
  return (
    db
      .select({
        workspaceId: workspaceMembers.workspaceId,
        role: workspaceMembers.role,
        members: sql<number>`(select count(*)::int from workspace_members m where m.workspace_id = ${workspaceMembers.workspaceId})`,
      })
      .from(workspaceMembers)
      // With a join, the ORM qualifies the outer column in the count above (alone, it would not).
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(eq(workspaceMembers.userId, userId))
  );
}

/** Subscriptions the provider may still charge: every one not yet ended. */
export function listChargeableSubscriptions(db: DbOrTx, workspaceId: string) {
  return db
    .select({ providerId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), ne(subscriptions.status, "canceled")));
}

/** Every provider customer a workspace's subscriptions named, ended or not. */
export async function listProviderCustomerIds(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .selectDistinct({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), isNotNull(subscriptions.stripeCustomerId)));
  return rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
}

export async function deleteWorkspaces(tx: Tx, workspaceIds: string[]) {
  if (workspaceIds.length === 0) return 0;
  const rows = await tx.delete(workspaces).where(inArray(workspaces.id, workspaceIds)).returning({ id: workspaces.id });
  return rows.length;
}

export async function deleteUser(tx: Tx, userId: string) {
  const [row] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return !!row;
}

// ---- consent -------------------------------------------------------------------------------

export async function insertConsent(db: DbOrTx, row: typeof consentRecords.$inferInsert) {
  await db.insert(consentRecords).values(row);
}

export function listConsents(db: DbOrTx, userId: string) {
  return db
    .select({
      kind: consentRecords.kind,
      choice: consentRecords.choice,
      version: consentRecords.version,
      createdAt: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt))
    .limit(50);
}

// ---- exports -------------------------------------------------------------------------------

export async function insertExport(db: DbOrTx, row: { userId: string; workspaceId: string }) {
  const [created] = await db.insert(dataExports).values(row).returning({ id: dataExports.id });
  return created!;
}

export async function findLatestExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      progress: dataExports.progress,
      fileName: dataExports.fileName,
      createdAt: dataExports.createdAt,
      finishedAt: dataExports.finishedAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function findExportForJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: dataExports.id, userId: dataExports.userId, workspaceId: dataExports.workspaceId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, id));
  return row;
}

export async function findExportFile(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ file: dataExports.file, fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, "ready")));
  return row;
}

/** Whether the export is still there (its person may have been deleted meanwhile). */
export async function updateExport(db: DbOrTx, id: string, values: Partial<typeof dataExports.$inferInsert>) {
  const rows = await db.update(dataExports).set(values).where(eq(dataExports.id, id)).returning({ id: dataExports.id });
  return rows.length > 0;
}

// ---- retention -----------------------------------------------------------------------------

/** Deletes the records whose time is up (docs/product/lifecycle.md: logs and records 1 year). */
export async function purgeRecords(tx: Tx, now: Date, oneYearAgo: Date, exportsBefore: Date) {
  const count = (rows: unknown[]) => rows.length;
  return {
    outboxEmails: count(
      await tx.delete(outboxEmails).where(lt(outboxEmails.createdAt, oneYearAgo)).returning({ id: outboxEmails.id }),
    ),
    collectionRuns: count(
      await tx
        .delete(collectionRuns)
        .where(and(lt(collectionRuns.createdAt, oneYearAgo), inArray(collectionRuns.status, ["succeeded", "failed"])))
        .returning({ id: collectionRuns.id }),
    ),
    webhookEvents: count(
      await tx.delete(webhookEvents).where(lt(webhookEvents.receivedAt, oneYearAgo)).returning({ id: webhookEvents.id }),
    ),
    rateLimits: count(
      // better-auth's windows are minutes long: a row untouched for a day is over.
      await tx
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, now.getTime() - 86_400_000))
        .returning({ id: rateLimits.id }),
    ),
    sessions: count(await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
    verifications: count(
      await tx.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
    ),
    dataExports: count(
      await tx
        .delete(dataExports)
        .where(and(lt(dataExports.createdAt, exportsBefore), inArray(dataExports.status, ["ready", "failed"])))
        .returning({ id: dataExports.id }),
    ),
  };
}

export type HiddenAccountRows = { accountIds: ReadonlySet<string>; postIds: ReadonlySet<string> };

/** The workspace's own accounts outside `reachable`, and their posts: what a limited member's export leaves out. */
export async function findHiddenAccountRows(
  db: DbOrTx,
  workspaceId: string,
  reachable: readonly string[],
): Promise<HiddenAccountRows> {
  const accounts = await db
    .select({ id: socialMediaProfiles.id })
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), eq(socialMediaProfiles.kind, "own")));
  const accountIds = new Set(accounts.map((row) => row.id).filter((id) => !reachable.includes(id)));
  const postRows = accountIds.size
    ? await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.workspaceId, workspaceId), inArray(posts.socialProfileId, [...accountIds])))
    : [];
  return { accountIds, postIds: new Set(postRows.map((row) => row.id)) };
}
