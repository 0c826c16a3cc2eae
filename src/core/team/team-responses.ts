import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { assignableRoles, workspaceRoles } from "./roles";
import { platformSchema } from "../social/platforms";

// The team API's answers (src/server/features/team/team.routes.ts), shared by the server's
// routes and the web client that parses them (docs/product/teams-and-roles.md).

export { roleLabels, workspaceRoles, type WorkspaceRole } from "./roles";
export const workspaceRoleSchema = z.enum(workspaceRoles);
export const assignableRoleSchema = z.enum(assignableRoles);

/** A workspace the signed-in person belongs to, as the switcher lists it. */
export const workspaceSummarySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  role: workspaceRoleSchema,
  planName: z.string().nullable(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** A team the person no longer belongs to without having left: removed, or the workspace deleted. */
export const endedMembershipSchema = z.object({
  id: entityIdSchema,
  reason: z.enum(["removed", "workspace_deleted"]),
  workspaceName: z.string(),
  endedAt: instantSchema,
});
export type EndedMembership = z.infer<typeof endedMembershipSchema>;

/** GET /api/workspaces: the current workspace (the session's), every other one, and the ended ones to tell. */
export const workspaceListSchema = z.object({
  currentId: entityIdSchema,
  workspaces: z.array(workspaceSummarySchema),
  endedMemberships: z.array(endedMembershipSchema),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  /** The accounts the member is limited to; null: every account (docs/decisions/030). */
  accountIds: z.array(entityIdSchema).nullable(),
  /** The clients whose accounts a limited member also reaches (docs/decisions/045-clients-and-report-links.md). */
  clientIds: z.array(entityIdSchema),
  joinedAt: instantSchema,
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: entityIdSchema,
  email: z.string(),
  invitedByName: z.string(),
  role: assignableRoleSchema,
  accountIds: z.array(entityIdSchema).nullable(),
  clientIds: z.array(entityIdSchema),
  createdAt: instantSchema,
  expiresAt: instantSchema,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team: the current workspace's people and its seats ("2 de 3 usuários"). */
export const teamSchema = z.object({
  workspace: z.object({ id: entityIdSchema, name: z.string() }),
  role: workspaceRoleSchema,
  /** Whether this person invites, changes roles and limits accounts (owner or admin). */
  canManage: z.boolean(),
  seats: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    planName: z.string().nullable(),
    /** With every seat taken: the plan's limit and the plan that lifts it, as an invitation would be refused. */
    fullMessage: z.string().nullable(),
  }),
  members: z.array(teamMemberSchema),
  /** Pending invitations (not accepted, revoked or expired). */
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const invitationStatuses = ["pending", "accepted", "revoked", "expired"] as const;
const closedInvitationStatuses = [
  "accepted",
  "revoked",
  "expired",
] as const satisfies readonly (typeof invitationStatuses)[number][];

/**
 * GET /api/invitations/{token}: what the accept page shows, signed in or not. Only an open
 * invitation names its workspace, e-mail and accounts; a used, revoked or expired link says
 * only its state, so a link found later in someone's mailbox discloses nothing.
 */
export const invitationPreviewSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("pending"),
    workspaceName: z.string(),
    invitedByName: z.string(),
    email: z.string(),
    /** The role the invitee gets, and the accounts they will see (null: every account). */
    role: assignableRoleSchema,
    accounts: z.array(z.object({ username: z.string(), platform: platformSchema })).nullable(),
    /** The clients whose accounts they will see as well. */
    clients: z.array(z.object({ name: z.string() })),
    expiresAt: instantSchema,
  }),
  z.object({ status: z.enum(closedInvitationStatuses) }),
]);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/accept */
export const invitationAcceptedSchema = z.object({ workspace: workspaceSummarySchema });

const accountIdsSchema = z
  .array(z.uuid({ error: "Conta inválida." }), { error: "Escolha as contas." })
  .min(1, { error: "Escolha pelo menos uma conta." })
  .max(100)
  .nullable();

/** The clients a limited member reaches as well: every account of each (docs/decisions/045-clients-and-report-links.md). */
const clientIdsSchema = z.array(z.uuid({ error: "Cliente inválido." }), { error: "Escolha os clientes." }).max(100);

/**
 * POST /api/team/invitations: the e-mail, the role (Editor unless chosen) and the accounts (null:
 * all) and clients the person will be limited to.
 */
export const invitationInputSchema = z.object({
  email: z.string().max(320),
  role: assignableRoleSchema.optional(),
  accountIds: accountIdsSchema.optional(),
  clientIds: clientIdsSchema.optional(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/**
 * PATCH /api/team/members/{userId}: a new role, and/or the accounts (null: all) and clients the
 * member is limited to; the one not given stays as it was.
 */
export const memberUpdateSchema = z
  .object({
    role: assignableRoleSchema.optional(),
    accountIds: accountIdsSchema.optional(),
    clientIds: clientIdsSchema.optional(),
  })
  .refine((value) => value.role !== undefined || value.accountIds !== undefined || value.clientIds !== undefined, {
    error: "Informe o papel, as contas ou os clientes.",
  });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export { formatSeats } from "./seats";
