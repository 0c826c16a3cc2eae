import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  clientAccounts,
  clientCompetitors,
  clientRecipients,
  clientReportDeliveries,
  clientReportLinks,
  clients,
  reportSuppressions,
  workspaceDunning,
} from "../../db/schema/index";

// The clients' tables (docs/decisions/045-clients-and-report-links.md). Every query names the
// workspace, but a link's, which is found by its token's hash alone.

const { logo: _logo, ...clientColumns } = getTableColumns(clients);
export type ClientRow = Omit<typeof clients.$inferSelect, "logo">;

export function listClientRows(db: DbOrTx, workspaceId: string) {
  return db
    .select(clientColumns)
    .from(clients)
    .where(eq(clients.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
}

export async function findClientRow(db: DbOrTx, workspaceId: string, clientId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  return row;
}

export async function findClientLogo(db: DbOrTx, workspaceId: string, clientId: string) {
  const [row] = await db
    .select({ logo: clients.logo, logoType: clients.logoType, brandColor: clients.brandColor })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  return row;
}

/** Holds the workspace's clients' lock until the transaction ends (a count and the insert it allows). */
export async function lockClients(tx: DbOrTx, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clients:${workspaceId}`}))`);
}

export async function countClients(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Whether another client of the workspace has this name (case aside). */
export async function isClientNameTaken(db: DbOrTx, workspaceId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.workspaceId, workspaceId),
        sql`lower(${clients.name}) = lower(${name})`,
        exceptId ? sql`${clients.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertClient(db: DbOrTx, row: typeof clients.$inferInsert) {
  const [saved] = await db.insert(clients).values(row).returning({ id: clients.id });
  return saved!.id;
}

export async function updateClient(
  db: DbOrTx,
  workspaceId: string,
  clientId: string,
  values: Partial<typeof clients.$inferInsert>,
) {
  const updated = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)))
    .returning({ id: clients.id });
  return updated.length > 0;
}

export async function deleteClient(db: DbOrTx, workspaceId: string, clientId: string) {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)))
    .returning({ id: clients.id });
  return deleted.length > 0;
}

/** Every client's accounts in the workspace: (client, account) pairs. */
export function listClientAccountPairs(db: DbOrTx, workspaceId: string) {
  return db
    .select({ clientId: clientAccounts.clientId, accountId: clientAccounts.accountId })
    .from(clientAccounts)
    .where(eq(clientAccounts.workspaceId, workspaceId));
}

export function listClientCompetitorPairs(db: DbOrTx, workspaceId: string) {
  return db
    .select({ clientId: clientCompetitors.clientId, competitorId: clientCompetitors.competitorId })
    .from(clientCompetitors)
    .where(eq(clientCompetitors.workspaceId, workspaceId));
}

/** Makes the client's accounts exactly `accountIds`; an account of another client is the caller's to refuse first. */
export async function replaceClientAccounts(tx: DbOrTx, workspaceId: string, clientId: string, accountIds: readonly string[]) {
  await tx
    .delete(clientAccounts)
    .where(
      and(
        eq(clientAccounts.clientId, clientId),
        eq(clientAccounts.workspaceId, workspaceId),
        accountIds.length ? notInArray(clientAccounts.accountId, [...accountIds]) : undefined,
      ),
    );
  if (accountIds.length)
    await tx
      .insert(clientAccounts)
      .values(accountIds.map((accountId) => ({ workspaceId, clientId, accountId })))
      .onConflictDoNothing();
}

export async function replaceClientCompetitors(
  tx: DbOrTx,
  workspaceId: string,
  clientId: string,
  competitorIds: readonly string[],
) {
  await tx
    .delete(clientCompetitors)
    .where(
      and(
        eq(clientCompetitors.clientId, clientId),
        eq(clientCompetitors.workspaceId, workspaceId),
        competitorIds.length ? notInArray(clientCompetitors.competitorId, [...competitorIds]) : undefined,
      ),
    );
  if (competitorIds.length)
    await tx
      .insert(clientCompetitors)
      .values(competitorIds.map((competitorId) => ({ workspaceId, clientId, competitorId })))
      .onConflictDoNothing();
}

/** The client's addresses with what stops them (the workspace's suppressions: unsubscribed, bounced). */
export function listClientRecipients(db: DbOrTx, workspaceId: string, clientId: string) {
  return db
    .select({ id: clientRecipients.id, email: clientRecipients.email, suppressed: reportSuppressions.reason })
    .from(clientRecipients)
    .leftJoin(
      reportSuppressions,
      and(eq(reportSuppressions.workspaceId, clientRecipients.workspaceId), eq(reportSuppressions.email, clientRecipients.email)),
    )
    .where(and(eq(clientRecipients.workspaceId, workspaceId), eq(clientRecipients.clientId, clientId)))
    .orderBy(asc(clientRecipients.createdAt), asc(clientRecipients.email));
}

export async function replaceClientRecipients(tx: DbOrTx, workspaceId: string, clientId: string, emails: readonly string[]) {
  await tx
    .delete(clientRecipients)
    .where(
      and(
        eq(clientRecipients.clientId, clientId),
        eq(clientRecipients.workspaceId, workspaceId),
        emails.length ? notInArray(clientRecipients.email, [...emails]) : undefined,
      ),
    );
  if (emails.length)
    await tx
      .insert(clientRecipients)
      .values(emails.map((email) => ({ workspaceId, clientId, email })))
      .onConflictDoNothing();
}

/** A recipient row by id, with its client's workspace (an unsubscribe link names the row). */
export async function findClientRecipient(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: clientRecipients.id,
      workspaceId: clientRecipients.workspaceId,
      clientId: clientRecipients.clientId,
      email: clientRecipients.email,
      clientName: clients.name,
    })
    .from(clientRecipients)
    .innerJoin(clients, eq(clients.id, clientRecipients.clientId))
    .where(eq(clientRecipients.id, id));
  return row;
}

export async function findClientRecipientByEmail(db: DbOrTx, clientId: string, email: string) {
  const [row] = await db
    .select()
    .from(clientRecipients)
    .where(and(eq(clientRecipients.clientId, clientId), eq(clientRecipients.email, email)));
  return row;
}

// ------------------------------------------------------------------ links

export async function insertLink(db: DbOrTx, row: typeof clientReportLinks.$inferInsert) {
  const [saved] = await db
    .insert(clientReportLinks)
    .values(row)
    .returning({ id: clientReportLinks.id, expiresAt: clientReportLinks.expiresAt });
  return saved!;
}

const { tokenHash: _tokenHash, ...linkColumns } = getTableColumns(clientReportLinks);

export function listLinks(db: DbOrTx, workspaceId: string, clientId: string, limit = 50) {
  return db
    .select(linkColumns)
    .from(clientReportLinks)
    .where(and(eq(clientReportLinks.workspaceId, workspaceId), eq(clientReportLinks.clientId, clientId)))
    .orderBy(desc(clientReportLinks.createdAt))
    .limit(limit);
}

/** The link whose token hashes to `tokenHash`, with its client's name (null once the client is deleted). */
export async function findLinkByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select(linkColumns).from(clientReportLinks).where(eq(clientReportLinks.tokenHash, tokenHash));
  return row;
}

/** Counts one opening of the link. */
export async function countLinkOpen(db: DbOrTx, linkId: string, at: Date) {
  await db
    .update(clientReportLinks)
    .set({ openCount: sql`${clientReportLinks.openCount} + 1`, lastOpenedAt: at })
    .where(eq(clientReportLinks.id, linkId));
}

/** Revokes a live link of the client; false when there is none such (already revoked counts as none). */
export async function revokeLink(db: DbOrTx, workspaceId: string, clientId: string, linkId: string, at: Date) {
  const revoked = await db
    .update(clientReportLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(clientReportLinks.workspaceId, workspaceId),
        eq(clientReportLinks.clientId, clientId),
        eq(clientReportLinks.id, linkId),
        sql`${clientReportLinks.revokedAt} is null`,
      ),
    )
    .returning({ id: clientReportLinks.id });
  return revoked.length > 0;
}

// ------------------------------------------------------------------ deliveries

/** Records one scheduled send; null when this (client, address, period) already has one. */
export async function claimClientDelivery(db: DbOrTx, row: typeof clientReportDeliveries.$inferInsert) {
  const [saved] = await db
    .insert(clientReportDeliveries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: clientReportDeliveries.id });
  return saved?.id ?? null;
}

export async function findClientDelivery(db: DbOrTx, id: string) {
  const [row] = await db.select().from(clientReportDeliveries).where(eq(clientReportDeliveries.id, id));
  return row;
}

/** The delivery's status, locked until the transaction ends. */
export async function lockClientDelivery(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ status: clientReportDeliveries.status })
    .from(clientReportDeliveries)
    .where(eq(clientReportDeliveries.id, id))
    .for("update");
  return row;
}

export async function updateClientDelivery(db: DbOrTx, id: string, values: Partial<typeof clientReportDeliveries.$inferInsert>) {
  await db.update(clientReportDeliveries).set(values).where(eq(clientReportDeliveries.id, id));
}

export async function countClientDeliveryAttempt(db: DbOrTx, id: string) {
  await db
    .update(clientReportDeliveries)
    .set({ attempts: sql`${clientReportDeliveries.attempts} + 1` })
    .where(eq(clientReportDeliveries.id, id));
}

export function listClientDeliveries(db: DbOrTx, workspaceId: string, clientId: string, limit = 20) {
  return db
    .select()
    .from(clientReportDeliveries)
    .where(and(eq(clientReportDeliveries.workspaceId, workspaceId), eq(clientReportDeliveries.clientId, clientId)))
    .orderBy(desc(clientReportDeliveries.createdAt))
    .limit(limit);
}

/** Clients with a schedule running (a cadence, not paused) in workspaces that are not suspended (docs/decisions/020). */
export function listScheduledClients(db: DbOrTx) {
  return db
    .select(clientColumns)
    .from(clients)
    .where(
      and(
        isNotNull(clients.scheduleCadence),
        eq(clients.schedulePaused, false),
        sql`not exists (select 1 from ${workspaceDunning} d where d.workspace_id = ${clients.workspaceId} and d.suspended_at is not null)`,
      ),
    );
}

export function listClientsByIds(db: DbOrTx, workspaceId: string, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), inArray(clients.id, [...ids])));
}
