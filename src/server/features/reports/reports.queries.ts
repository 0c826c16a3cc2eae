import { accountAccessCondition } from "../team/account-access";
import { and, desc, eq, getTableColumns, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { insertUnlessSuspended, workspaceNotSuspended } from "../../db/workspace-suspension";
import {
  clientRecipients,
  reportDeliveries,
  reportOutsideRecipients,
  reportRecipients,
  reportSettings,
  reportSuppressions,
  reports,
  socialMediaProfiles,
  users,
  workspaceMembers,
} from "../../db/schema/index";

export async function findReportSettings(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.workspaceId, workspaceId));
  return row;
}

type SettingsValues = Partial<Omit<typeof reportSettings.$inferInsert, "workspaceId" | "updatedAt">>;

/**
 * Writes the given settings (the row made with the defaults if missing: a row of defaults reads as
 * no row), in one statement that also refuses a suspended workspace (decision 020): false when it
 * did.
 */
export async function upsertReportSettings(db: DbOrTx, workspaceId: string, values: SettingsValues): Promise<boolean> {
  const given = Object.keys(values).filter(
    (key) => values[key as keyof SettingsValues] !== undefined,
  ) as (keyof SettingsValues)[];
  const changed = [...given.map((key) => reportSettings[key]), reportSettings.updatedAt].map(
    (column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`,
  );
  const result = (await db.execute(sql`
    ${insertUnlessSuspended(reportSettings, workspaceId, { workspaceId, ...values, updatedAt: new Date() })}
    on conflict (workspace_id) do update set ${sql.join(changed, sql`, `)}
    returning 1 as written
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

const { content: _content, ...listedColumns } = getTableColumns(reports);

export async function insertReport(db: DbOrTx, row: typeof reports.$inferInsert) {
  const [saved] = await db.insert(reports).values(row).returning(listedColumns);
  return saved!;
}

/** A report someone asked for, in one statement that refuses a suspended workspace (decision 020): its id, or undefined when refused. */
export async function insertRequestedReport(db: DbOrTx, row: typeof reports.$inferInsert) {
  const result = (await db.execute(sql`${insertUnlessSuspended(reports, row.workspaceId, row)} returning id`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id;
}

/** The workspace's reports, newest first, without their files, with the account and who asked. */
export function listReports(db: DbOrTx, workspaceId: string, limit = 100) {
  return db
    .select({
      ...listedColumns,
      username: socialMediaProfiles.username,
      platform: socialMediaProfiles.platform,
      requestedByName: users.name,
    })
    .from(reports)
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, reports.socialProfileId))
    .leftJoin(users, eq(users.id, reports.requestedBy))
    .where(and(eq(reports.workspaceId, workspaceId), accountAccessCondition(reports.socialProfileId)))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
}

export async function findReport(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      ...listedColumns,
      username: socialMediaProfiles.username,
      platform: socialMediaProfiles.platform,
      requestedByName: users.name,
    })
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

/** False when there was no such report, or the workspace is suspended (decision 020). */
export async function deleteReport(db: DbOrTx, workspaceId: string, id: string) {
  const deleted = await db
    .delete(reports)
    .where(
      and(
        eq(reports.workspaceId, workspaceId),
        eq(reports.id, id),
        accountAccessCondition(reports.socialProfileId),
        workspaceNotSuspended(workspaceId),
      ),
    )
    .returning({ id: reports.id });
  return deleted.length > 0;
}

/** Members of the workspace with their choice about the scheduled e-mail (null = never chose). */
export function listMembersWithChoice(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      name: users.name,
      email: users.email,
      enabled: reportRecipients.enabled,
      generation: sql<number>`coalesce(${reportRecipients.generation}, 0)`.mapWith(Number),
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(
      reportRecipients,
      and(eq(reportRecipients.workspaceId, workspaceMembers.workspaceId), eq(reportRecipients.userId, workspaceMembers.userId)),
    )
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(workspaceMembers.createdAt);
}

/** A member's choice; starting again after a stop opens a new generation (old unsubscribe links then do nothing). */
export async function setRecipient(db: DbOrTx, workspaceId: string, userId: string, enabled: boolean) {
  await db
    .insert(reportRecipients)
    .values({ workspaceId, userId, enabled })
    .onConflictDoUpdate({
      target: [reportRecipients.workspaceId, reportRecipients.userId],
      set: {
        enabled,
        generation: sql`${reportRecipients.generation} + case when not ${reportRecipients.enabled} and ${enabled} then 1 else 0 end`,
        updatedAt: new Date(),
      },
    });
}

/** The generation of a member's choice their next e-mail's unsubscribe link names (0 before any choice). */
export async function findRecipientGeneration(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ generation: reportRecipients.generation })
    .from(reportRecipients)
    .where(and(eq(reportRecipients.workspaceId, workspaceId), eq(reportRecipients.userId, userId)));
  return row?.generation ?? 0;
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
  await db
    .update(reportDeliveries)
    .set({ attempts: sql`${reportDeliveries.attempts} + 1` })
    .where(eq(reportDeliveries.id, id));
}

export function listDeliveries(db: DbOrTx, workspaceId: string, limit = 20) {
  return db
    .select({
      ...getTableColumns(reportDeliveries),
      recipient: sql<string>`coalesce(${users.email}, ${reportDeliveries.email})`,
      username: socialMediaProfiles.username,
      platform: socialMediaProfiles.platform,
    })
    .from(reportDeliveries)
    .leftJoin(users, eq(users.id, reportDeliveries.userId))
    .innerJoin(socialMediaProfiles, eq(socialMediaProfiles.id, reportDeliveries.socialProfileId))
    .where(and(eq(reportDeliveries.workspaceId, workspaceId), accountAccessCondition(reportDeliveries.socialProfileId)))
    .orderBy(desc(reportDeliveries.createdAt))
    .limit(limit);
}

/** The delivery row, locked until the transaction ends, with its recipient's address. */
export async function lockDelivery(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ status: reportDeliveries.status, email: sql<string>`coalesce(${users.email}, ${reportDeliveries.email})` })
    .from(reportDeliveries)
    .leftJoin(users, eq(users.id, reportDeliveries.userId))
    .where(eq(reportDeliveries.id, id))
    .for("update", { of: reportDeliveries });
  return row;
}

/** The workspace's outside addresses with what stops them (unsubscribed, bounced), oldest first. */
export function listOutsideRecipients(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: reportOutsideRecipients.id,
      email: reportOutsideRecipients.email,
      suppressed: reportSuppressions.reason,
      suppressedAt: reportSuppressions.createdAt,
    })
    .from(reportOutsideRecipients)
    .leftJoin(
      reportSuppressions,
      and(
        eq(reportSuppressions.workspaceId, reportOutsideRecipients.workspaceId),
        eq(reportSuppressions.email, reportOutsideRecipients.email),
      ),
    )
    .where(eq(reportOutsideRecipients.workspaceId, workspaceId))
    .orderBy(reportOutsideRecipients.createdAt, reportOutsideRecipients.email);
}

/** Makes the outside addresses exactly `emails` (lower-cased): the others are deleted, their opt-outs kept. */
export async function replaceOutsideRecipients(tx: DbOrTx, workspaceId: string, emails: string[]) {
  await tx
    .delete(reportOutsideRecipients)
    .where(
      and(
        eq(reportOutsideRecipients.workspaceId, workspaceId),
        ...(emails.length > 0 ? [notInArray(reportOutsideRecipients.email, emails)] : []),
      ),
    );
  if (emails.length > 0)
    await tx
      .insert(reportOutsideRecipients)
      .values(emails.map((email) => ({ workspaceId, email })))
      .onConflictDoNothing();
}

export async function findOutsideRecipient(db: DbOrTx, id: string) {
  const [row] = await db.select().from(reportOutsideRecipients).where(eq(reportOutsideRecipients.id, id));
  return row;
}

export async function findOutsideRecipientByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select()
    .from(reportOutsideRecipients)
    .where(and(eq(reportOutsideRecipients.workspaceId, workspaceId), eq(reportOutsideRecipients.email, email)));
  return row;
}

/** Records that an address receives nothing more; false when it was already so (the first reason stays). */
export async function suppressEmail(db: DbOrTx, workspaceId: string, email: string, reason: "unsubscribed" | "bounced") {
  const inserted = await db
    .insert(reportSuppressions)
    .values({ workspaceId, email, reason })
    .onConflictDoNothing()
    .returning({ email: reportSuppressions.email });
  return inserted.length > 0;
}

/**
 * Records that an address receives nothing more in every workspace that sends it reports (as an
 * outside address, a client's recipient or a member's); where it was suppressed already, the first
 * reason stays.
 */
export async function suppressEmailEverywhere(db: DbOrTx, email: string, reason: "unsubscribed" | "bounced") {
  await db.execute(sql`
    insert into ${reportSuppressions} (${sql.identifier(reportSuppressions.workspaceId.name)}, ${sql.identifier(reportSuppressions.email.name)}, ${sql.identifier(reportSuppressions.reason.name)})
    select ${reportOutsideRecipients.workspaceId}, ${email}, ${reason} from ${reportOutsideRecipients} where ${reportOutsideRecipients.email} = ${email}
    union
    select ${clientRecipients.workspaceId}, ${email}, ${reason} from ${clientRecipients} where ${clientRecipients.email} = ${email}
    union
    select ${workspaceMembers.workspaceId}, ${email}, ${reason} from ${workspaceMembers}
      join ${users} on ${users.id} = ${workspaceMembers.userId}
      where lower(${users.email}) = ${email}
    on conflict do nothing
  `);
}

export async function listSuppressedEmails(db: DbOrTx, workspaceId: string, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: reportSuppressions.email })
    .from(reportSuppressions)
    .where(and(eq(reportSuppressions.workspaceId, workspaceId), inArray(reportSuppressions.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/** A scheduled PDF of this account and period that did not fail, to send again instead of rendering another. */
export async function findScheduledReport(db: DbOrTx, workspaceId: string, accountId: string, from: string, to: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.workspaceId, workspaceId),
        eq(reports.socialProfileId, accountId),
        eq(reports.trigger, "scheduled"),
        eq(reports.periodFrom, from),
        eq(reports.periodTo, to),
        ne(reports.status, "failed"),
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(1);
  return row;
}

export async function findReportContent(db: DbOrTx, id: string) {
  const [row] = await db.select({ status: reports.status, content: reports.content }).from(reports).where(eq(reports.id, id));
  return row;
}
