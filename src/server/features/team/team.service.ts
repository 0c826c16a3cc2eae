import { createHash, randomBytes } from "node:crypto";
import { formatDate } from "@core/format/format-date";
import { getPlan, type PlanId } from "@core/plans/catalogue";
import { describePlanLimit, getPlanLimit } from "@core/plans/plan-limits";
import { formatAccountList, type NamedAccount } from "@core/social/account-label";
import { canBeLimited, hasRole, roleLabels, type AssignableRole, type WorkspaceRole } from "@core/team/roles";
import type { InvitationInput, MemberUpdate } from "@core/team/team-responses";
import { emailSchema } from "@core/validation/email";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace, SessionUser } from "../../http/hono-env";
import { findAccessSubscription, requirePlan } from "./workspace-plan";
import { queueMail } from "../mail/queue-mail";
import { invitationEmail, membershipEndedEmail } from "../mail/templates";
import {
  clearSessionsWorkspace,
  countSeats,
  deleteMembership,
  findWorkspaceAccounts,
  findWorkspaceClients,
  findInvitation,
  findInvitationByTokenHash,
  findMembership,
  findOpenInvitationByEmail,
  findWorkspaceName,
  insertInvitation,
  insertMembership,
  insertMembershipEndings,
  isMemberByEmail,
  listMembers,
  listPendingInvitations,
  listWorkspaceClientGrants,
  listWorkspaceGrants,
  listWorkspaceNetworks,
  lockKey,
  selectWorkspaceForSession,
  setAccountAccess,
  setRole,
  updateInvitation,
  type AccessGrants,
  type InvitationRow,
  type MembershipEndingReason,
} from "./team.queries";
import { allowedAccountIds, mayReachAccount } from "./account-access";
import { assertManager, assertOwner } from "./workspace-access";
import { listWorkspaces, workspaceNotFoundMessage } from "./workspace.service";

type Ctx = Pick<AppContext, "db" | "env" | "queue" | "sessions">;

// docs/product/teams-and-roles.md: invitations by e-mail, valid 7 days, single use.
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const teamMessages = {
  invitationNotFound: "Convite não encontrado.",
  memberNotFound: "Membro não encontrado.",
  inviteYourself: "Você já faz parte desta equipe.",
  alreadyMember: "Esta pessoa já faz parte da equipe.",
  alreadyInvited: "Já existe um convite pendente para este e-mail. Reenvie-o se a pessoa não o recebeu.",
  removeYourself: "Você não pode remover a si mesmo. Transfira a propriedade antes de sair da equipe.",
  transferToYourself: "Você já é o proprietário deste espaço de trabalho.",
  ownerCannotLeave: "O proprietário não pode sair da equipe. Transfira a propriedade para outro membro antes de sair.",
  revoked: "Este convite foi cancelado pelo proprietário da equipe.",
  used: "Este convite já foi usado.",
  expired: "Este convite expirou. Peça um novo convite ao proprietário da equipe.",
  otherEmail: "Este convite foi enviado para outro e-mail. Entre com o e-mail que recebeu o convite para aceitá-lo.",
  foreignAccount: "Escolha apenas contas conectadas a este espaço de trabalho.",
  foreignClient: "Escolha apenas clientes deste espaço de trabalho.",
  adminNotLimited: "Administradores veem todas as contas. Para limitar as contas, escolha o papel Editor ou Leitor.",
  ownerRole: "O papel do proprietário só muda ao transferir a propriedade.",
  changeYourself: "Você não pode mudar o próprio papel nem as próprias contas.",
  removeOwner: "O proprietário não pode ser removido da equipe.",
} as const;

function invitationStatus(invitation: InvitationRow, now: Date) {
  if (invitation.acceptedAt) return "accepted" as const;
  if (invitation.revokedAt) return "revoked" as const;
  if (invitation.expiresAt <= now) return "expired" as const;
  return "pending" as const;
}

function toInvitationView(invitation: InvitationRow, invitedByName: string | null) {
  return {
    id: invitation.id,
    email: invitation.email,
    invitedByName: invitedByName ?? "",
    role: invitation.role,
    accountIds: invitation.accountIds ?? null,
    clientIds: invitation.clientIds ?? [],
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The team page: people, pending invitations and seats ("2 de 3 usuários"). */
export async function readTeam(ctx: Pick<AppContext, "db">, workspace: RequestWorkspace, userId: string, now = new Date()) {
  const [name, members, invitations, subscription, grants, clientGrants] = await Promise.all([
    findWorkspaceName(ctx.db, workspace.id),
    listMembers(ctx.db, workspace.id),
    listPendingInvitations(ctx.db, workspace.id, now),
    findAccessSubscription(ctx, workspace.id),
    listWorkspaceGrants(ctx.db, workspace.id),
    listWorkspaceClientGrants(ctx.db, workspace.id),
  ]);
  // A limited member learns only the clients granted to them, as only the accounts they reach.
  const ownClients = clientGrants.get(userId) ?? [];
  const mayKnowClient = (clientId: string) => allowedAccountIds() === null || ownClients.includes(clientId);
  const planId = subscription?.planType as PlanId | undefined;
  const used = members.length + invitations.length;
  const limit = planId ? getPlanLimit(planId, "teamSeats") : null;
  return {
    workspace: { id: workspace.id, name: name ?? "" },
    role: workspace.role,
    canManage: hasRole(workspace.role, "admin"),
    seats: {
      used,
      limit,
      planName: planId ? getPlan(planId).name : null,
      fullMessage: planId && limit !== null && used >= limit ? describePlanLimit(planId, "teamSeats", used + 1) : null,
    },
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      // Only the accounts this person reaches are named (a limited member learns no other's id).
      accountIds: member.accountAccess === "some" ? (grants.get(member.userId) ?? []).filter(mayReachAccount) : null,
      clientIds: member.accountAccess === "some" ? (clientGrants.get(member.userId) ?? []).filter(mayKnowClient) : [],
      joinedAt: member.joinedAt.toISOString(),
      isYou: member.userId === userId,
    })),
    invitations: invitations.map((row) => {
      const view = toInvitationView(row.invitation, row.invitedByName);
      return {
        ...view,
        accountIds: view.accountIds?.filter(mayReachAccount) ?? null,
        clientIds: view.clientIds.filter(mayKnowClient),
      };
    }),
  };
}

/** Seats are checked and taken under one lock per workspace: two invitations can't both pass. */
async function withSeatLock<T>(ctx: Pick<AppContext, "db">, workspaceId: string, work: (tx: Tx) => Promise<T>) {
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, `seats:${workspaceId}`);
    return work(tx);
  });
}

async function assertSeatFree(tx: Tx, workspaceId: string, now: Date) {
  const planId = await requirePlan({ db: tx }, workspaceId);
  const requested = (await countSeats(tx, workspaceId, now)) + 1;
  if (requested > getPlanLimit(planId, "teamSeats")) {
    throw new AppError("PLAN_LIMIT", describePlanLimit(planId, "teamSeats", requested));
  }
}

/**
 * "Seu papel: Leitor, com acesso às contas @a (Instagram) e @b (TikTok)." as the invitation's
 * e-mail says it, with the clients after the accounts ("e aos clientes Doceria Lua").
 */
export function describeAccess(
  role: WorkspaceRole,
  accounts: readonly (NamedAccount & { id: string })[] | null,
  clientNames: readonly string[] = [],
) {
  const label = roleLabels[role];
  if (accounts === null) return `Seu papel: ${label}, com acesso a todas as contas.`;
  const clientsText =
    clientNames.length === 0 ? "" : `${clientNames.length === 1 ? "ao cliente" : "aos clientes"} ${formatList(clientNames)}`;
  if (accounts.length === 0)
    return clientsText
      ? `Seu papel: ${label}, com acesso ${clientsText}.`
      : `Seu papel: ${label}, sem acesso a nenhuma conta por enquanto.`;
  const accountsText = `${accounts.length === 1 ? "à conta" : "às contas"} ${formatAccountList(accounts)}`;
  return `Seu papel: ${label}, com acesso ${accountsText}${clientsText ? ` e ${clientsText}` : ""}.`;
}

/** "a", "a e b", "a, b e c". */
const formatList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

async function sendInvitation(
  ctx: Ctx,
  tx: Tx,
  input: {
    workspaceId: string;
    email: string;
    inviter: SessionUser;
    token: string;
    expiresAt: Date;
    role: WorkspaceRole;
    grants: AccessGrants | null;
  },
) {
  const workspaceName = (await findWorkspaceName(tx, input.workspaceId)) ?? "";
  const accounts = input.grants ? await findWorkspaceAccounts(tx, input.workspaceId, input.grants.accountIds) : null;
  const clientNames = input.grants
    ? (await findWorkspaceClients(tx, input.workspaceId, input.grants.clientIds)).map((client) => client.name)
    : [];
  const networks = accounts ? accounts.map((account) => account.platform) : await listWorkspaceNetworks(tx, input.workspaceId);
  await queueMail(
    ctx,
    {
      to: input.email,
      ...invitationEmail({
        workspaceName,
        inviterName: input.inviter.name,
        url: `${ctx.env.APP_URL}/convite/${input.token}`,
        expiresOn: formatDate(input.expiresAt),
        access: describeAccess(
          input.role,
          accounts?.map((account) => ({ ...account, username: account.username ?? account.id })) ?? null,
          clientNames,
        ),
        networks,
      }),
    },
    { tx },
  );
}

/**
 * What a member is limited to, checked: null (every account), or own, active accounts and
 * clients of this workspace only; an admin is never limited (docs/decisions/030).
 */
async function checkGrants(db: Tx | Ctx["db"], workspaceId: string, role: WorkspaceRole, grants: AccessGrants | null) {
  if (grants === null) return null;
  if (!canBeLimited(role))
    throw new AppError("INVALID_INPUT", teamMessages.adminNotLimited, { details: { accountIds: teamMessages.adminNotLimited } });
  const accountIds = [...new Set(grants.accountIds)];
  if ((await findWorkspaceAccounts(db, workspaceId, accountIds)).length !== accountIds.length) {
    throw new AppError("INVALID_INPUT", teamMessages.foreignAccount, { details: { accountIds: teamMessages.foreignAccount } });
  }
  const clientIds = [...new Set(grants.clientIds)];
  if ((await findWorkspaceClients(db, workspaceId, clientIds)).length !== clientIds.length) {
    throw new AppError("INVALID_INPUT", teamMessages.foreignClient, { details: { clientIds: teamMessages.foreignClient } });
  }
  return { accountIds: accountIds.sort(), clientIds: clientIds.sort() };
}

/** An invitation's limit: every account unless accounts or clients are named. */
const invitedGrants = (input: Pick<InvitationInput, "accountIds" | "clientIds">): AccessGrants | null =>
  input.accountIds || input.clientIds?.length ? { accountIds: input.accountIds ?? [], clientIds: input.clientIds ?? [] } : null;

/**
 * The owner or an admin invites by e-mail, naming the role (Editor unless chosen) and, for an
 * editor or viewer, the accounts they will see: a seat is taken now, the link is e-mailed in
 * the same transaction.
 */
export async function inviteMember(
  ctx: Ctx,
  workspace: RequestWorkspace,
  inviter: SessionUser,
  input: InvitationInput,
  now = new Date(),
) {
  assertManager(workspace);
  const role: AssignableRole = input.role ?? "editor";
  const parsed = emailSchema.safeParse(input.email);
  const invalid = (message: string) => new AppError("INVALID_INPUT", message, { details: { email: message } });
  if (!parsed.success) throw invalid(parsed.error.issues[0]!.message);
  const email = parsed.data;
  if (email === inviter.email.toLowerCase()) throw invalid(teamMessages.inviteYourself);
  return withSeatLock(ctx, workspace.id, async (tx) => {
    if (await isMemberByEmail(tx, workspace.id, email)) throw invalid(teamMessages.alreadyMember);
    const open = await findOpenInvitationByEmail(tx, workspace.id, email);
    if (open && invitationStatus(open, now) === "pending") throw invalid(teamMessages.alreadyInvited);
    // An expired one frees its place (and the one-open-per-address index) for the new one.
    if (open) await updateInvitation(tx, open.id, { revokedAt: now });
    await assertSeatFree(tx, workspace.id, now);
    const grants = await checkGrants(tx, workspace.id, role, invitedGrants(input));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
    const invitation = await insertInvitation(tx, {
      workspaceId: workspace.id,
      email,
      role,
      accountIds: grants ? [...grants.accountIds] : null,
      clientIds: grants ? [...grants.clientIds] : null,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt,
    });
    await sendInvitation(ctx, tx, { workspaceId: workspace.id, email, inviter, token, expiresAt, role, grants });
    return toInvitationView(invitation, inviter.name);
  });
}

/** A new link (the old one stops working), valid 7 days again. */
export async function resendInvitation(
  ctx: Ctx,
  workspace: RequestWorkspace,
  inviter: SessionUser,
  invitationId: string,
  now = new Date(),
) {
  assertManager(workspace);
  return withSeatLock(ctx, workspace.id, async (tx) => {
    const invitation = await findInvitation(tx, workspace.id, invitationId);
    const status = invitation && invitationStatus(invitation, now);
    if (!invitation || status === "accepted" || status === "revoked")
      throw new AppError("NOT_FOUND", teamMessages.invitationNotFound);
    // An expired invitation held no seat: renewing it takes one again.
    if (status === "expired") await assertSeatFree(tx, workspace.id, now);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
    const renewed = await updateInvitation(tx, invitation.id, { tokenHash: hashToken(token), expiresAt, invitedBy: inviter.id });
    await sendInvitation(ctx, tx, {
      workspaceId: workspace.id,
      email: invitation.email,
      inviter,
      token,
      expiresAt,
      role: invitation.role,
      grants: invitedGrants({ accountIds: invitation.accountIds, clientIds: invitation.clientIds ?? undefined }),
    });
    return toInvitationView(renewed, inviter.name);
  });
}

export async function revokeInvitation(ctx: Ctx, workspace: RequestWorkspace, invitationId: string, now = new Date()) {
  assertManager(workspace);
  const invitation = await findInvitation(ctx.db, workspace.id, invitationId);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt)
    throw new AppError("NOT_FOUND", teamMessages.invitationNotFound);
  await updateInvitation(ctx.db, invitation.id, { revokedAt: now });
}

/**
 * Access ends at once: the membership goes, and no session of theirs points at the workspace.
 * Someone removed by another person is told (`tell`): an e-mail now, and a notice on their next page.
 */
async function endMembership(ctx: Ctx, workspaceId: string, userId: string, tell = false) {
  const removed = await ctx.db.transaction(async (tx) => {
    const person = tell ? (await listMembers(tx, workspaceId)).find((member) => member.userId === userId) : undefined;
    const deleted = await deleteMembership(tx, workspaceId, userId);
    if (deleted) await clearSessionsWorkspace(tx, userId, workspaceId);
    if (deleted && person) {
      const workspaceName = (await findWorkspaceName(tx, workspaceId)) ?? "";
      await tellMembershipEnded(ctx, tx, [person], workspaceName, "removed", new Date());
    }
    return deleted;
  });
  ctx.sessions.forgetUser(userId);
  return removed;
}

async function tellMembershipEnded(
  ctx: Pick<AppContext, "db" | "env" | "queue">,
  tx: Tx,
  people: readonly { userId: string; name: string; email: string }[],
  workspaceName: string,
  reason: MembershipEndingReason,
  now: Date,
) {
  await insertMembershipEndings(
    tx,
    people.map((person) => ({ userId: person.userId, reason, workspaceName, createdAt: now })),
  );
  for (const person of people) {
    await queueMail(
      ctx,
      {
        to: person.email,
        ...membershipEndedEmail({ name: person.name, workspaceName, reason, url: `${ctx.env.APP_URL}/dashboard` }),
      },
      { tx },
    );
  }
}

/**
 * Before workspaces are deleted (by their owner, or after 30 days overdue): every other member
 * is told, by e-mail and on their next page, in the transaction that deletes them.
 */
export async function tellMembersOfDeletedWorkspaces(
  ctx: Pick<AppContext, "db" | "env" | "queue">,
  tx: Tx,
  workspaceIds: readonly string[],
  exceptUserId: string | null,
  now = new Date(),
) {
  for (const workspaceId of workspaceIds) {
    const members = (await listMembers(tx, workspaceId)).filter((member) => member.userId !== exceptUserId);
    if (members.length === 0) continue;
    const workspaceName = (await findWorkspaceName(tx, workspaceId)) ?? "";
    await tellMembershipEnded(ctx, tx, members, workspaceName, "workspace_deleted", now);
  }
}

export async function removeMember(ctx: Ctx, workspace: RequestWorkspace, actor: SessionUser, memberUserId: string) {
  assertManager(workspace);
  if (memberUserId === actor.id) throw new AppError("CONFLICT", teamMessages.removeYourself);
  const target = await findMembership(ctx.db, workspace.id, memberUserId);
  if (!target) throw new AppError("NOT_FOUND", teamMessages.memberNotFound);
  if (target.role === "owner") throw new AppError("FORBIDDEN", teamMessages.removeOwner, { reason: "OWNER_ONLY" });
  if (!(await endMembership(ctx, workspace.id, memberUserId, true))) throw new AppError("NOT_FOUND", teamMessages.memberNotFound);
}

/**
 * The owner or an admin changes a member's role and/or limits them to some accounts (null:
 * every account). The owner's role changes only by a transfer; an admin sees every account,
 * so becoming one lifts the limit. Both in one transaction: a refused change writes nothing.
 */
export async function updateMember(
  ctx: Ctx,
  workspace: RequestWorkspace,
  actor: SessionUser,
  memberUserId: string,
  change: MemberUpdate,
) {
  assertManager(workspace);
  if (memberUserId === actor.id) throw new AppError("CONFLICT", teamMessages.changeYourself);
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, `seats:${workspace.id}`);
    const target = await findMembership(tx, workspace.id, memberUserId);
    if (!target) throw new AppError("NOT_FOUND", teamMessages.memberNotFound);
    if (target.role === "owner") throw new AppError("FORBIDDEN", teamMessages.ownerRole, { reason: "OWNER_ONLY" });
    const role = change.role ?? target.role;
    if (change.role && change.role !== target.role) await setRole(tx, workspace.id, memberUserId, change.role);
    if (change.accountIds !== undefined || change.clientIds !== undefined) {
      // The part not given stays as it was (nothing, when the member saw every account).
      const limited = target.accountAccess === "some";
      const current = limited
        ? {
            accountIds: (await listWorkspaceGrants(tx, workspace.id)).get(memberUserId) ?? [],
            clientIds: (await listWorkspaceClientGrants(tx, workspace.id)).get(memberUserId) ?? [],
          }
        : { accountIds: [], clientIds: [] };
      const grants =
        change.accountIds === null
          ? null
          : { accountIds: change.accountIds ?? current.accountIds, clientIds: change.clientIds ?? current.clientIds };
      await setAccountAccess(tx, workspace.id, memberUserId, await checkGrants(tx, workspace.id, role, grants));
    } else if (!canBeLimited(role) && target.accountAccess === "some") {
      await setAccountAccess(tx, workspace.id, memberUserId, null);
    }
  });
  ctx.sessions.forgetUser(memberUserId);
  return readTeam(ctx, workspace, actor.id);
}

export async function leaveWorkspace(ctx: Ctx, workspace: RequestWorkspace, user: SessionUser) {
  if (workspace.role === "owner") throw new AppError("CONFLICT", teamMessages.ownerCannotLeave);
  await endMembership(ctx, workspace.id, user.id);
}

/** The owner hands the workspace (billing included) to a member and becomes a member. */
export async function transferOwnership(ctx: Ctx, workspace: RequestWorkspace, actor: SessionUser, toUserId: string) {
  assertOwner(workspace);
  if (toUserId === actor.id) throw new AppError("CONFLICT", teamMessages.transferToYourself);
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, `seats:${workspace.id}`);
    const target = await findMembership(tx, workspace.id, toUserId);
    const current = await findMembership(tx, workspace.id, actor.id);
    if (!target) throw new AppError("NOT_FOUND", teamMessages.memberNotFound);
    if (current?.role !== "owner") throw new AppError("FORBIDDEN", teamMessages.memberNotFound);
    // One owner per workspace (a unique index): step down first, to admin (all but billing).
    await setRole(tx, workspace.id, actor.id, "admin");
    await setRole(tx, workspace.id, toUserId, "owner");
    // The new owner sees every account.
    await setAccountAccess(tx, workspace.id, toUserId, null);
  });
  ctx.sessions.forgetUser(actor.id);
  ctx.sessions.forgetUser(toUserId);
  return readTeam(ctx, { ...workspace, role: "admin" }, actor.id);
}

/** What the invitation page shows, signed in or not; the token is the only key. */
export async function previewInvitation(ctx: Pick<AppContext, "db">, token: string, now = new Date()) {
  const row = await findInvitationByTokenHash(ctx.db, hashToken(token));
  if (!row) throw new AppError("NOT_FOUND", teamMessages.invitationNotFound);
  const status = invitationStatus(row.invitation, now);
  if (status !== "pending") return { status };
  const grants = invitedGrants({ accountIds: row.invitation.accountIds, clientIds: row.invitation.clientIds ?? undefined });
  const accounts = grants ? await findWorkspaceAccounts(ctx.db, row.invitation.workspaceId, grants.accountIds) : null;
  const clientRows = grants ? await findWorkspaceClients(ctx.db, row.invitation.workspaceId, grants.clientIds) : [];
  return {
    status,
    workspaceName: (await findWorkspaceName(ctx.db, row.invitation.workspaceId)) ?? "",
    invitedByName: row.invitedByName ?? "",
    email: row.invitation.email,
    role: row.invitation.role,
    accounts: accounts?.map((account) => ({ username: account.username ?? "", platform: account.platform })) ?? null,
    clients: clientRows.map((client) => ({ name: client.name })),
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * Whether `token` is an open invitation (pending, unexpired) sent to `email`: the invitation
 * proves the address, so a sign-up from it needs no confirmation link (auth's EmailProof).
 */
export async function isOpenInvitationFor(ctx: Pick<AppContext, "db">, token: string, email: string, now = new Date()) {
  const row = await findInvitationByTokenHash(ctx.db, hashToken(token));
  return !!row && row.invitation.email === email.trim().toLowerCase() && invitationStatus(row.invitation, now) === "pending";
}

/**
 * The invited person joins (once, with the invited e-mail), and the workspace becomes their
 * session's current one. The invitation row is locked, so two clicks can't both use it.
 */
export async function acceptInvitation(ctx: Ctx, user: SessionUser, sessionId: string, token: string, now = new Date()) {
  const workspaceId = await ctx.db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, hashToken(token), true);
    if (!row) throw new AppError("NOT_FOUND", teamMessages.invitationNotFound);
    const { invitation } = row;
    // Someone else's invitation says nothing of its state.
    if (invitation.email !== user.email.toLowerCase()) throw new AppError("FORBIDDEN", teamMessages.otherEmail);
    const status = invitationStatus(invitation, now);
    if (status === "revoked") throw new AppError("CONFLICT", teamMessages.revoked);
    if (status === "accepted") throw new AppError("CONFLICT", teamMessages.used);
    if (status === "expired") throw new AppError("CONFLICT", teamMessages.expired);
    const joined = await insertMembership(tx, {
      workspaceId: invitation.workspaceId,
      userId: user.id,
      role: invitation.role,
      createdAt: now,
    });
    // Limited to the invitation's accounts still connected and clients still there (none left: none at all).
    const grants = invitedGrants({ accountIds: invitation.accountIds, clientIds: invitation.clientIds ?? undefined });
    if (joined && grants) {
      const accounts = await findWorkspaceAccounts(tx, invitation.workspaceId, grants.accountIds);
      const clientRows = await findWorkspaceClients(tx, invitation.workspaceId, grants.clientIds);
      await setAccountAccess(tx, invitation.workspaceId, user.id, {
        accountIds: accounts.map((account) => account.id),
        clientIds: clientRows.map((client) => client.id),
      });
    }
    await updateInvitation(tx, invitation.id, { acceptedAt: now, acceptedBy: user.id });
    await selectWorkspaceForSession(tx, sessionId, user.id, invitation.workspaceId);
    return invitation.workspaceId;
  });
  ctx.sessions.forgetUser(user.id);
  const { workspaces } = await listWorkspaces(ctx, user.id, workspaceId);
  const workspace = workspaces.find((candidate) => candidate.id === workspaceId);
  if (!workspace) throw new AppError("NOT_FOUND", workspaceNotFoundMessage);
  return { workspace };
}

/** Seats in use, for the plan-change check (a downgrade must fit the team). */
export function countWorkspaceSeats(ctx: Pick<AppContext, "db">, workspaceId: string, now = new Date()) {
  return countSeats(ctx.db, workspaceId, now);
}
