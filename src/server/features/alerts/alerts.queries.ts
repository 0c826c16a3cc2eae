import { accountAccessCondition } from "../team/account-access";
import { defaultAlertRules } from "@core/alerts/alert-rules";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { workspaceNotSuspended } from "../../db/workspace-suspension";
import {
  accountDays,
  alertDigests,
  alertRules,
  alerts,
  collectionRuns,
  users,
  workspaceDataVersions,
  workspaceMembers,
} from "../../db/schema/index";

export type AlertRuleRow = typeof alertRules.$inferSelect;

/** The workspace's members with their e-mail (each gets their own rules and alerts). */
export function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({ userId: workspaceMembers.userId, email: users.email, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
}

/** Creates the rules a member lacks (one per kind); existing ones are left as the member set them. */
export async function insertMissingRules(
  db: DbOrTx,
  rows: { workspaceId: string; userId: string; kind: string; threshold: number | null; email: boolean; enabled: boolean }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(alertRules)
    .values(rows)
    .onConflictDoNothing({ target: [alertRules.workspaceId, alertRules.userId, alertRules.kind] });
}

/** Gives every member of the workspace (or the given ones) the default rules they lack: on connect, and lazily. */
export async function ensureDefaultRules(db: DbOrTx, workspaceId: string, userIds?: string[]) {
  const members = userIds ?? (await listMembers(db, workspaceId)).map((member) => member.userId);
  await insertMissingRules(
    db,
    members.flatMap((userId) => defaultAlertRules().map((rule) => ({ workspaceId, userId, ...rule }))),
  );
}

export function listRules(db: DbOrTx, workspaceId: string, userId?: string) {
  return db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.workspaceId, workspaceId), userId ? eq(alertRules.userId, userId) : undefined))
    .orderBy(alertRules.createdAt, alertRules.kind);
}

/** The member's rule changed; undefined when it is not theirs or the workspace is suspended (decision 020). */
export async function updateRule(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  ruleId: string,
  values: Partial<Pick<AlertRuleRow, "threshold" | "email" | "enabled" | "socialProfileId">>,
) {
  const [row] = await db
    .update(alertRules)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(alertRules.id, ruleId),
        eq(alertRules.workspaceId, workspaceId),
        eq(alertRules.userId, userId),
        workspaceNotSuspended(workspaceId),
      ),
    )
    .returning();
  return row;
}

export async function findRule(db: DbOrTx, workspaceId: string, userId: string, ruleId: string) {
  const [row] = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.id, ruleId), eq(alertRules.workspaceId, workspaceId), eq(alertRules.userId, userId)));
  return row;
}

/** New alerts; an event already recorded for the member is skipped (the unique event key). */
export function insertAlerts(db: DbOrTx, rows: (typeof alerts.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(alerts)
    .values(rows)
    .onConflictDoNothing({ target: [alerts.workspaceId, alerts.userId, alerts.eventKey] })
    .returning({ id: alerts.id, userId: alerts.userId, email: alerts.email });
}

/** An alert of an account the request may reach, or of none (team/account-access.ts). */
const reachableAlert = () => {
  const condition = accountAccessCondition(alerts.socialProfileId);
  return condition && or(isNull(alerts.socialProfileId), condition);
};

/**
 * The member's latest alerts and, in the same statement, how many of all of them are unread: the
 * window counts before the limit, and one snapshot keeps the list and the count in agreement (two
 * reads side by side could see an alert the other did not).
 */
export function listAlerts(db: DbOrTx, workspaceId: string, userId: string, limit: number) {
  return db
    .select({ alert: alerts, unread: sql<number>`count(*) filter (where ${alerts.readAt} is null) over ()`.mapWith(Number) })
    .from(alerts)
    .where(and(eq(alerts.workspaceId, workspaceId), eq(alerts.userId, userId), reachableAlert()))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(alerts)
    .where(and(eq(alerts.workspaceId, workspaceId), eq(alerts.userId, userId), isNull(alerts.readAt), reachableAlert()));
  return row?.n ?? 0;
}

/**
 * Marks the member's unread alert (or all of them) read, unless the workspace is suspended
 * (decision 020): the alerts marked, none when there was nothing unread or it is suspended. An
 * alert of an account out of reach is neither marked nor found, as it is not listed.
 */
export async function markRead(db: DbOrTx, workspaceId: string, userId: string, alertId?: string) {
  return db
    .update(alerts)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(alerts.workspaceId, workspaceId),
        eq(alerts.userId, userId),
        isNull(alerts.readAt),
        alertId ? eq(alerts.id, alertId) : undefined,
        reachableAlert(),
        workspaceNotSuspended(workspaceId),
      ),
    )
    .returning({ id: alerts.id });
}

export async function findAlert(db: DbOrTx, workspaceId: string, userId: string, alertId: string) {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.workspaceId, workspaceId), eq(alerts.userId, userId), reachableAlert()));
  return row;
}

/** The member's digest clock, locked for this transaction (two workers send one digest). */
export async function lockDigest(tx: Tx, userId: string) {
  await tx.insert(alertDigests).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(alertDigests).where(eq(alertDigests.userId, userId)).for("update");
  return row!;
}

export async function setDigestSent(tx: Tx, userId: string, at: Date) {
  await tx.update(alertDigests).set({ lastSentAt: at }).where(eq(alertDigests.userId, userId));
}

/** A member's alerts waiting for the e-mail digest, in every workspace. */
export function listAlertsToEmail(db: DbOrTx, userId: string) {
  return db
    .select({
      id: alerts.id,
      workspaceId: alerts.workspaceId,
      title: alerts.title,
      body: alerts.body,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.email, true), isNull(alerts.emailedAt)))
    .orderBy(alerts.createdAt);
}

export async function markEmailed(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db.update(alerts).set({ emailedAt: at }).where(inArray(alerts.id, ids));
}

export async function findUserEmail(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

/** The member's address, when they are still a member of the workspace. */
export async function findMemberEmail(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** How many rules the member has in the workspace, and how many of them send e-mail. */
export async function countEmailRules(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({
      rules: sql<number>`count(*)`.mapWith(Number),
      emailing: sql<number>`count(*) filter (where ${alertRules.email})`.mapWith(Number),
    })
    .from(alertRules)
    .where(and(eq(alertRules.workspaceId, workspaceId), eq(alertRules.userId, userId)));
  return row ?? { rules: 0, emailing: 0 };
}

/** The people whose address this is (lower-cased), for a mail provider's bounce or complaint. */
export async function listUserIdsByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return rows.map((row) => row.id);
}

/**
 * No more alert e-mail for these people, in one workspace or (without it) in all of theirs:
 * every rule's e-mail off, and the alerts waiting for a digest dropped from it. The alerts stay
 * in the app. Returns how many rules changed (0: it was so already).
 */
export async function stopAlertEmails(db: DbOrTx, userIds: string[], workspaceId?: string) {
  if (userIds.length === 0) return 0;
  const inWorkspace = <T extends typeof alertRules | typeof alerts>(table: T) =>
    workspaceId ? eq(table.workspaceId, workspaceId) : undefined;
  const changed = await db
    .update(alertRules)
    .set({ email: false, updatedAt: new Date() })
    .where(and(inArray(alertRules.userId, userIds), inWorkspace(alertRules), eq(alertRules.email, true)))
    .returning({ id: alertRules.id });
  await db
    .update(alerts)
    .set({ email: false })
    .where(and(inArray(alerts.userId, userIds), inWorkspace(alerts), eq(alerts.email, true), isNull(alerts.emailedAt)));
  return changed.length;
}

/** The account's newest finished collection runs (the collection-failed rule). */
export function listRecentRuns(db: DbOrTx, workspaceId: string, accountId: string, limit: number) {
  return db
    .select({ id: collectionRuns.id, status: collectionRuns.status })
    .from(collectionRuns)
    .where(
      and(
        eq(collectionRuns.workspaceId, workspaceId),
        eq(collectionRuns.socialProfileId, accountId),
        inArray(collectionRuns.status, ["succeeded", "failed"]),
      ),
    )
    .orderBy(desc(collectionRuns.createdAt))
    .limit(limit);
}

/**
 * Development only: sets the account's followers on `today` to `percent` below the day before,
 * writing both days, so the follower-drop alert can be tried end to end. An account the request
 * may not reach has no latest day here, so nothing is written.
 */
export async function simulateFollowerDrop(
  db: DbOrTx,
  workspaceId: string,
  accountId: string,
  yesterday: string,
  today: string,
  percent: number,
) {
  const [latest] = await db
    .select()
    .from(accountDays)
    .where(
      and(
        eq(accountDays.workspaceId, workspaceId),
        eq(accountDays.socialProfileId, accountId),
        accountAccessCondition(accountDays.socialProfileId),
      ),
    )
    .orderBy(desc(accountDays.day))
    .limit(1);
  if (!latest) return false;
  const base = Math.max(latest.followers, 100);
  const rows = [
    { day: yesterday, followers: base },
    { day: today, followers: Math.floor(base * (1 - percent / 100)) },
  ];
  for (const row of rows) {
    await db
      .insert(accountDays)
      .values({
        ...row,
        socialProfileId: accountId,
        workspaceId,
        platform: latest.platform,
        following: latest.following,
        posts: latest.posts,
        collectedAt: new Date(),
      })
      .onConflictDoUpdate({ target: [accountDays.socialProfileId, accountDays.day], set: { followers: row.followers } });
  }
  // Day rows raise no data version (a collection's other writes do): written alone here, the
  // version is raised by hand so the cached dashboard shows the new followers (decision 012).
  await db
    .insert(workspaceDataVersions)
    .values({ workspaceId, version: 1 })
    .onConflictDoUpdate({
      target: workspaceDataVersions.workspaceId,
      set: { version: sql`${workspaceDataVersions.version} + 1` },
    });
  return true;
}
