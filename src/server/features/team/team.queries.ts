import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { compareAccounts } from "@core/social/account-label";
import type { WorkspaceRole } from "@core/team/roles";
import type { DbOrTx, Tx } from "../../db/client";
import {
  membershipEndings,
  profiles,
  sessions,
  socialMediaProfiles,
  users,
  workspaceInvitations,
  clients,
  workspaceMemberAccounts,
  workspaceMemberClients,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index";
import { grantedAccountIdsArray, memberRowColumns } from "../../db/member-access";

export type InvitationRow = typeof workspaceInvitations.$inferSelect;
export type Role = WorkspaceRole;

// A workspace is shown by the company (or person) given in onboarding, else its own name.
const displayName = sql<string>`coalesce(nullif(${profiles.companyName}, ''), nullif(${profiles.ownerName}, ''), ${workspaces.name})`;

/** The person's memberships, the one used last first (a new session starts there). */
export function listMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      currentAccountId: workspaceMembers.currentAccountId,
      accountAccess: workspaceMembers.accountAccess,
      name: displayName,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(profiles, eq(profiles.workspaceId, workspaces.id))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaceMembers.lastSelectedAt} desc nulls last`, desc(workspaceMembers.createdAt));
}

export async function findMembership(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** Until the transaction ends, other transactions wait here for the same key. */
export async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertWorkspace(db: DbOrTx, name: string) {
  const [row] = await db.insert(workspaces).values({ name }).returning();
  return row!;
}

/** Whether the membership was added (false: the person was already a member). */
export async function insertMembership(db: DbOrTx, row: typeof workspaceMembers.$inferInsert) {
  const inserted = await db
    .insert(workspaceMembers)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return inserted.length > 0;
}

export async function deleteMembership(db: DbOrTx, workspaceId: string, userId: string) {
  const deleted = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return deleted.length > 0;
}

export async function setRole(db: DbOrTx, workspaceId: string, userId: string, role: Role) {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Makes the workspace the session's current one and the person's last used. */
export async function selectWorkspaceForSession(db: DbOrTx, sessionId: string, userId: string, workspaceId: string) {
  await db.update(sessions).set({ activeWorkspaceId: workspaceId }).where(eq(sessions.id, sessionId));
  await db
    .update(workspaceMembers)
    .set({ lastSelectedAt: new Date() })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** The account the person looks at in this workspace (their own choice, docs/product/teams-and-roles.md). */
export async function setCurrentAccount(db: DbOrTx, workspaceId: string, userId: string, accountId: string) {
  await db
    .update(workspaceMembers)
    .set({ currentAccountId: accountId })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Sessions of a person who lost access to a workspace stop pointing at it. */
export async function clearSessionsWorkspace(db: DbOrTx, userId: string, workspaceId: string) {
  await db
    .update(sessions)
    .set({ activeWorkspaceId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.activeWorkspaceId, workspaceId)));
}

export async function findWorkspaceName(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ name: displayName })
    .from(workspaces)
    .leftJoin(profiles, eq(profiles.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return row?.name;
}

export function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      accountAccess: workspaceMembers.accountAccess,
      joinedAt: workspaceMembers.createdAt,
      name: users.name,
      email: users.email,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.createdAt));
}

/** The owner's contact: billing and account e-mails of a workspace go to them. */
export async function findOwner(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")));
  return row;
}

/** The workspace a person owns (the one migration 0007 made for them, at first). */
export async function findOwnedWorkspaceId(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return row?.workspaceId;
}

const pending = (now: Date) =>
  and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt), gt(workspaceInvitations.expiresAt, now));

export function listPendingInvitations(db: DbOrTx, workspaceId: string, now: Date) {
  return db
    .select({ invitation: workspaceInvitations, invitedByName: users.name })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), pending(now)))
    .orderBy(desc(workspaceInvitations.createdAt));
}

/** Seats taken: members plus invitations still pending (docs/product/teams-and-roles.md). */
export async function countSeats(db: DbOrTx, workspaceId: string, now: Date) {
  const [members] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  const [invitations] = await db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), pending(now)));
  return (members?.n ?? 0) + (invitations?.n ?? 0);
}

/** The open (neither accepted nor revoked) invitation of an address, expired or not. */
export async function findOpenInvitationByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
  return row;
}

export async function isMemberByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  return Boolean(row);
}

export async function insertInvitation(db: DbOrTx, row: typeof workspaceInvitations.$inferInsert) {
  const [saved] = await db.insert(workspaceInvitations).values(row).returning();
  return saved!;
}

export async function updateInvitation(db: DbOrTx, id: string, values: Partial<typeof workspaceInvitations.$inferInsert>) {
  const [saved] = await db.update(workspaceInvitations).set(values).where(eq(workspaceInvitations.id, id)).returning();
  return saved!;
}

export async function findInvitation(db: DbOrTx, workspaceId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, invitationId)));
  return row;
}

/** An invitation by its link's token hash, locked until the transaction ends when `lock`. */
export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: workspaceInvitations, invitedByName: users.name })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  const [row] = await (lock ? query.for("update", { of: workspaceInvitations }) : query);
  return row;
}

/**
 * The accounts a member limited to some reaches (docs/decisions/030): granted one by one, or
 * through a granted client (db/member-access.ts).
 */
export async function listGrantedAccountIds(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ ids: grantedAccountIdsArray(memberRowColumns.workspaceId, memberRowColumns.userId) })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.ids ?? [];
}

/** What each member limited to some accounts reaches (as listGrantedAccountIds), by member. */
export async function listWorkspaceReach(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      ids: grantedAccountIdsArray(memberRowColumns.workspaceId, memberRowColumns.userId),
    })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.accountAccess, "some")));
  return new Map(rows.map((row) => [row.userId, row.ids]));
}

/** Every account granted one by one in the workspace, by member (what the team page names). */
export async function listWorkspaceGrants(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({ userId: workspaceMemberAccounts.userId, accountId: workspaceMemberAccounts.accountId })
    .from(workspaceMemberAccounts)
    .where(eq(workspaceMemberAccounts.workspaceId, workspaceId))
    .orderBy(asc(workspaceMemberAccounts.accountId));
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.accountId]);
  return byUser;
}

/** Every client granted in the workspace, by member. */
export async function listWorkspaceClientGrants(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({ userId: workspaceMemberClients.userId, clientId: workspaceMemberClients.clientId })
    .from(workspaceMemberClients)
    .where(eq(workspaceMemberClients.workspaceId, workspaceId))
    .orderBy(asc(workspaceMemberClients.clientId));
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.clientId]);
  return byUser;
}

/** The networks of the workspace's own, active accounts (what a member invited to all of them follows). */
export async function listWorkspaceNetworks(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .selectDistinct({ platform: socialMediaProfiles.platform })
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        eq(socialMediaProfiles.kind, "own"),
        eq(socialMediaProfiles.isActive, true),
      ),
    );
  return rows.map((row) => row.platform);
}

/**
 * Which of `accountIds` are own, active accounts of the workspace. Read here, below the
 * accounts' feature, as the membership's own foreign keys are: a grant is the team's row.
 */
export async function findWorkspaceAccounts(db: DbOrTx, workspaceId: string, accountIds: readonly string[]) {
  if (!accountIds.length) return [];
  const rows = await db
    .select({ id: socialMediaProfiles.id, username: socialMediaProfiles.username, platform: socialMediaProfiles.platform })
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        eq(socialMediaProfiles.kind, "own"),
        eq(socialMediaProfiles.isActive, true),
        inArray(socialMediaProfiles.id, [...accountIds]),
      ),
    );
  // The one order of accounts (docs/decisions/033-account-labels.md).
  const named = (row: (typeof rows)[number]) => ({ ...row, username: row.username ?? "" });
  return rows.sort((a, b) => compareAccounts(named(a), named(b)));
}

/** Which of `clientIds` are clients of the workspace, by name. */
export async function findWorkspaceClients(db: DbOrTx, workspaceId: string, clientIds: readonly string[]) {
  if (!clientIds.length) return [];
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), inArray(clients.id, [...clientIds])))
    .orderBy(asc(clients.name));
}

/** What a limited member is granted: accounts one by one, and clients (each with all its accounts). */
export type AccessGrants = { accountIds: readonly string[]; clientIds: readonly string[] };

/** Sets what a member may reach: every account (null) or only the grants, in one transaction. */
export async function setAccountAccess(tx: Tx, workspaceId: string, userId: string, grants: AccessGrants | null) {
  // Updating the membership row also tells every process to read the person's sessions again.
  await tx
    .update(workspaceMembers)
    .set({ accountAccess: grants === null ? "all" : "some" })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await tx
    .delete(workspaceMemberAccounts)
    .where(and(eq(workspaceMemberAccounts.workspaceId, workspaceId), eq(workspaceMemberAccounts.userId, userId)));
  await tx
    .delete(workspaceMemberClients)
    .where(and(eq(workspaceMemberClients.workspaceId, workspaceId), eq(workspaceMemberClients.userId, userId)));
  if (grants?.accountIds.length) {
    await tx.insert(workspaceMemberAccounts).values(grants.accountIds.map((accountId) => ({ workspaceId, userId, accountId })));
  }
  if (grants?.clientIds.length) {
    await tx.insert(workspaceMemberClients).values(grants.clientIds.map((clientId) => ({ workspaceId, userId, clientId })));
  }
}

export type MembershipEndingReason = (typeof membershipEndings.$inferInsert)["reason"];

export async function insertMembershipEndings(
  db: DbOrTx,
  rows: { userId: string; reason: MembershipEndingReason; workspaceName: string; createdAt: Date }[],
) {
  if (rows.length > 0) await db.insert(membershipEndings).values(rows);
}

/** The endings a person has not dismissed yet, newest first. */
export function listOpenMembershipEndings(db: DbOrTx, userId: string) {
  return db
    .select({
      id: membershipEndings.id,
      reason: membershipEndings.reason,
      workspaceName: membershipEndings.workspaceName,
      createdAt: membershipEndings.createdAt,
    })
    .from(membershipEndings)
    .where(and(eq(membershipEndings.userId, userId), isNull(membershipEndings.dismissedAt)))
    .orderBy(desc(membershipEndings.createdAt))
    .limit(20);
}

export async function dismissMembershipEnding(db: DbOrTx, userId: string, id: string, now: Date) {
  const rows = await db
    .update(membershipEndings)
    .set({ dismissedAt: now })
    .where(and(eq(membershipEndings.id, id), eq(membershipEndings.userId, userId), isNull(membershipEndings.dismissedAt)))
    .returning({ id: membershipEndings.id });
  return rows.length > 0;
}
