import { accountAccessCondition } from "../team/account-access";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { reportDeliveries, reportRecipients, reportSettings, reports, socialMediaProfiles, users, workspaceMembers } from "../../db/schema/index";

export async function findReportSettings(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.workspaceId, workspaceId));
  return row;
}

export async function upsertReportSettings(db: DbOrTx, workspaceId: string, values: Partial<Omit<typeof reportSettings.$inferInsert, "workspaceId">>) {
  await db
    .insert(reportSettings)
    .values({ workspaceId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: reportSettings.workspaceId, set: { ...values, updatedAt: new Date() } });
}

const { content: _content, ...listedColumns } = getTableColumns(reports);

export async function insertReport(db: DbOrTx, row: typeof reports.$inferInsert) {
  const [saved] = await db.insert(reports).values(row).returning(listedColumns);
  return saved!;
}

/** The workspace's reports, newest first, without their files, with the account and who asked. */
export function listReports(db: DbOrTx, workspaceId: string, limit = 100) {
  return db
    .select({ ...listedColumns, username: socialMediaProfiles.username, requestedByName: users.name })
    .from(reports)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, reports.socialProfileId))
    .leftJoin(users, eq(users.id, reports.requestedBy))
    .where(and(eq(reports.workspaceId, workspaceId), accountAccessCondition(reports.socialProfileId)))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
}

export async function findReport(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({ ...listedColumns, username: socialMediaProfiles.username, requestedByName: users.name })
    .from(reports)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, reports.socialProfileId))
    .leftJoin(users, eq(users.id, reports.requestedBy))
    .where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id), accountAccessCondition(reports.socialProfileId)));
  return row;
}

export async function findReportFile(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({ fileName: reports.fileName, content: reports.content, status: reports.status })
    .from(reports)
    .where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id), accountAccessCondition(reports.socialProfileId)));
  return row;
}

export async function updateReport(db: DbOrTx, id: string, values: Partial<typeof reports.$inferInsert>) {
  await db.update(reports).set(values).where(eq(reports.id, id));
}

export async function deleteReport(db: DbOrTx, workspaceId: string, id: string) {
  const deleted = await db
    .delete(reports)
    .where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id), accountAccessCondition(reports.socialProfileId)))
    .returning({ id: reports.id });
  return deleted.length > 0;
}

/** Members of the workspace with their choice about the scheduled e-mail (null = never chose). */
export function listMembersWithChoice(db: DbOrTx, workspaceId: string) {
  return db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role, name: users.name, email: users.email, enabled: reportRecipients.enabled })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(reportRecipients, and(eq(reportRecipients.workspaceId, workspaceMembers.workspaceId), eq(reportRecipients.userId, workspaceMembers.userId)))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(workspaceMembers.createdAt);
}

export async function setRecipient(db: DbOrTx, workspaceId: string, userId: string, enabled: boolean) {
  await db
    .insert(reportRecipients)
    .values({ workspaceId, userId, enabled })
    .onConflictDoUpdate({ target: [reportRecipients.workspaceId, reportRecipients.userId], set: { enabled, updatedAt: new Date() } });
}

/** Records one scheduled send; null when this (recipient, account, period) already has one. */
export async function claimDelivery(db: DbOrTx, row: typeof reportDeliveries.$inferInsert) {
  const [saved] = await db.insert(reportDeliveries).values(row).onConflictDoNothing().returning({ id: reportDeliveries.id });
  return saved?.id ?? null;
}

export async function findDelivery(db: DbOrTx, id: string) {
  const [row] = await db.select().from(reportDeliveries).where(eq(reportDeliveries.id, id));
  return row;
}

export async function updateDelivery(db: DbOrTx, id: string, values: Partial<typeof reportDeliveries.$inferInsert>) {
  await db.update(reportDeliveries).set(values).where(eq(reportDeliveries.id, id));
}

export async function countDeliveryAttempt(db: DbOrTx, id: string) {
  await db.update(reportDeliveries).set({ attempts: sql`${reportDeliveries.attempts} + 1` }).where(eq(reportDeliveries.id, id));
}

export function listDeliveries(db: DbOrTx, workspaceId: string, limit = 20) {
  return db
    .select({ ...getTableColumns(reportDeliveries), email: users.email, username: socialMediaProfiles.username })
    .from(reportDeliveries)
    .innerJoin(users, eq(users.id, reportDeliveries.userId))
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, reportDeliveries.socialProfileId))
    .where(eq(reportDeliveries.workspaceId, workspaceId))
    .orderBy(desc(reportDeliveries.createdAt))
    .limit(limit);
}

/** The delivery row, locked until the transaction ends, with its recipient's address. */
export async function lockDelivery(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ status: reportDeliveries.status, email: users.email })
    .from(reportDeliveries)
    .innerJoin(users, eq(users.id, reportDeliveries.userId))
    .where(eq(reportDeliveries.id, id))
    .for("update", { of: reportDeliveries });
  return row;
}
