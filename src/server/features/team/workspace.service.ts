import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace, SessionUser } from "../../http/hono-env";
import { findAccessSubscription } from "./workspace-plan";
import { getPlan, type PlanId } from "@core/plans/catalogue";
import {
  dismissMembershipEnding,
  findMembership,
  findWorkspaceName,
  insertMembership,
  insertWorkspace,
  listGrantedAccountIds,
  listMembers,
  listMemberships,
  listOpenMembershipEndings,
  listWorkspaceReach,
  lockKey,
  selectWorkspaceForSession,
  setCurrentAccount,
} from "./team.queries";

type Ctx = Pick<AppContext, "db">;

export const workspaceNotFoundMessage = "Espaço de trabalho não encontrado.";
const endedMembershipNotFoundMessage = "Aviso não encontrado.";

/**
 * The workspace a request works in (docs/decisions/013): the session's current one while the
 * person is still its member; otherwise the one they used last, which becomes the session's;
 * a person with no membership at all gets a workspace of their own, as every new customer.
 */
export async function resolveWorkspace(
  ctx: Ctx,
  user: SessionUser,
  session: { id: string; workspace?: RequestWorkspace },
): Promise<RequestWorkspace> {
  if (session.workspace) return session.workspace;
  return ctx.db.transaction(async (tx) => {
    // Two first requests of one person at once must not each create a workspace.
    await lockKey(tx, `memberships:${user.id}`);
    let [membership] = await listMemberships(tx, user.id);
    if (!membership) {
      const workspace = await insertWorkspace(tx, user.name);
      await insertMembership(tx, { workspaceId: workspace.id, userId: user.id, role: "owner" });
      membership = {
        workspaceId: workspace.id,
        role: "owner",
        currentAccountId: null,
        accountAccess: "all",
        name: workspace.name,
      };
    }
    await selectWorkspaceForSession(tx, session.id, user.id, membership.workspaceId);
    const accountIds =
      membership.accountAccess === "some" ? await listGrantedAccountIds(tx, membership.workspaceId, user.id) : null;
    return { id: membership.workspaceId, role: membership.role, currentAccountId: membership.currentAccountId, accountIds };
  });
}

/**
 * A workspace's name as every screen shows it (switcher, team page, deletion, exports): the
 * company given in onboarding, else the person named there, else the workspace's own name.
 */
export async function readWorkspaceName(ctx: Ctx, workspaceId: string) {
  return (await findWorkspaceName(ctx.db, workspaceId)) ?? "";
}

/** The person's memberships, each with its workspace's name as every screen shows it. */
export function listWorkspaceMemberships(ctx: Ctx, userId: string) {
  return listMemberships(ctx.db, userId);
}

/** The switcher's list: every workspace of the person, with the plan each one has. */
export async function listWorkspaces(ctx: Ctx, userId: string, currentId: string) {
  const memberships = await listMemberships(ctx.db, userId);
  const workspaces = await Promise.all(
    memberships.map(async (membership) => {
      const subscription = await findAccessSubscription(ctx, membership.workspaceId);
      return {
        id: membership.workspaceId,
        name: membership.name,
        role: membership.role,
        planName: subscription ? getPlan(subscription.planType as PlanId).name : null,
      };
    }),
  );
  // Teams the person no longer belongs to without having left (removed, or deleted): told once
  // on the next page, until dismissed.
  const endedMemberships = (await listOpenMembershipEndings(ctx.db, userId)).map((ending) => ({
    id: ending.id,
    reason: ending.reason,
    workspaceName: ending.workspaceName,
    endedAt: ending.createdAt.toISOString(),
  }));
  return { currentId, workspaces, endedMemberships };
}

/** "Entendi" on the notice of a membership that ended; someone else's is not found. */
export async function dismissEndedMembership(ctx: Ctx, userId: string, endingId: string, now = new Date()) {
  if (!(await dismissMembershipEnding(ctx.db, userId, endingId, now)))
    throw new AppError("NOT_FOUND", endedMembershipNotFoundMessage);
  return { ok: true as const };
}

/** Switches the session to another workspace of the person; someone else's is not found. */
export async function selectWorkspace(
  ctx: Ctx & Pick<AppContext, "sessions">,
  user: SessionUser,
  sessionId: string,
  workspaceId: string,
) {
  const membership = await findMembership(ctx.db, workspaceId, user.id);
  if (!membership) throw new AppError("NOT_FOUND", workspaceNotFoundMessage);
  await ctx.db.transaction((tx) => selectWorkspaceForSession(tx, sessionId, user.id, workspaceId));
  ctx.sessions.forgetUser(user.id);
  return listWorkspaces(ctx, user.id, workspaceId);
}

/**
 * Makes `accountId` (an account of the workspace, checked by the caller) the one this person
 * looks at there; nobody else's screen changes (docs/product/teams-and-roles.md). Their sessions remembered here
 * are read again on their next request, which carries the new choice.
 */
export async function chooseCurrentAccount(
  ctx: Ctx & Pick<AppContext, "sessions">,
  workspaceId: string,
  userId: string,
  accountId: string,
) {
  await setCurrentAccount(ctx.db, workspaceId, userId, accountId);
  ctx.sessions.forgetUser(userId);
}

/**
 * What each member of the workspace may reach (docs/decisions/030): null for every account, or
 * the accounts they were limited to (granted, or through a granted client). For the work done for each person outside a request: the
 * alerts raised for them, the scheduled reports sent to them.
 */
export async function readMembersAccountAccess(ctx: Ctx, workspaceId: string) {
  const [members, reach] = await Promise.all([listMembers(ctx.db, workspaceId), listWorkspaceReach(ctx.db, workspaceId)]);
  return new Map<string, readonly string[] | null>(
    members.map((member) => [member.userId, member.accountAccess === "some" ? (reach.get(member.userId) ?? []) : null]),
  );
}

/** Whether a member's access (readMembersAccountAccess) reaches the account; a non-member's reaches nothing. */
export function accessReaches(access: ReadonlyMap<string, readonly string[] | null>, userId: string, accountId: string) {
  if (!access.has(userId)) return false;
  const ids = access.get(userId);
  return ids === null || ids === undefined || ids.includes(accountId);
}
