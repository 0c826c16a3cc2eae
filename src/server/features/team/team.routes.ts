import {
  invitationAcceptedSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  memberUpdateSchema,
  teamInvitationSchema,
  teamSchema,
  workspaceListSchema,
} from "@core/team/team-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireUser } from "../../http/require-user";
import { requireMember } from "./require-member";
import {
  acceptInvitation,
  inviteMember,
  leaveWorkspace,
  previewInvitation,
  readTeam,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  updateMember,
} from "./team.service";
import { dismissEndedMembership, listWorkspaces, selectWorkspace } from "./workspace.service";
import { okSchema } from "@core/http/response-formats";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Papel sem permissão, limite de usuários do plano ou convite de outro e-mail"),
  404: json(errorBodySchema, "Não encontrado"),
  409: json(errorBodySchema, "Conflito"),
};
const tags = ["Equipe"];
const ok = json(okSchema, "Feito");
const uuidParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });
const userIdSchema = z.string().min(1).max(100);
const tokenParam = z.object({ token: z.string().min(16).max(200) });

const routes = {
  workspaces: createRoute({
    method: "get",
    path: "/workspaces",
    tags,
    security: sessionSecurity,
    summary: "Espaços de trabalho",
    description: "O espaço de trabalho atual da sessão e todos aqueles de que a pessoa é membro.",
    responses: { 200: json(workspaceListSchema.openapi("WorkspaceList"), "Espaços de trabalho"), ...errors },
  }),
  dismissEnding: createRoute({
    method: "post",
    path: "/workspaces/endings/{id}/dismiss",
    tags,
    security: sessionSecurity,
    summary: "Dispensar o aviso de uma equipe encerrada",
    description: "O aviso de que a pessoa foi removida de uma equipe, ou de que ela foi excluída, deixa de aparecer.",
    request: { params: uuidParam },
    responses: { 200: ok, ...errors },
  }),
  select: createRoute({
    method: "post",
    path: "/workspaces/{id}/select",
    tags,
    security: sessionSecurity,
    summary: "Trocar de espaço de trabalho",
    request: { params: uuidParam },
    responses: { 200: json(workspaceListSchema, "Espaço de trabalho atual"), ...errors },
  }),
  team: createRoute({
    method: "get",
    path: "/team",
    tags,
    security: sessionSecurity,
    summary: "Equipe",
    description: "Membros, convites pendentes e usuários do plano do espaço de trabalho atual.",
    responses: { 200: json(teamSchema.openapi("Team"), "Equipe"), ...errors },
  }),
  invite: createRoute({
    method: "post",
    path: "/team/invitations",
    tags,
    security: sessionSecurity,
    summary: "Convidar por e-mail",
    description:
      "Proprietário ou administrador. O convite nomeia o papel (Editor, se nenhum for escolhido) e, para Editor ou Leitor, as contas que a pessoa verá (null: todas); ocupa um usuário do plano e vale 7 dias.",
    request: { body: { required: true, content: { "application/json": { schema: invitationInputSchema } } } },
    responses: { 201: json(teamInvitationSchema.openapi("TeamInvitation"), "Convite enviado"), ...errors },
  }),
  resend: createRoute({
    method: "post",
    path: "/team/invitations/{id}/resend",
    tags,
    security: sessionSecurity,
    summary: "Reenviar convite",
    request: { params: uuidParam },
    responses: { 200: json(teamInvitationSchema, "Convite reenviado"), ...errors },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/team/invitations/{id}",
    tags,
    security: sessionSecurity,
    summary: "Cancelar convite",
    request: { params: uuidParam },
    responses: { 200: ok, ...errors },
  }),
  remove: createRoute({
    method: "delete",
    path: "/team/members/{userId}",
    tags,
    security: sessionSecurity,
    summary: "Remover membro",
    request: { params: z.object({ userId: userIdSchema }) },
    responses: { 200: ok, ...errors },
  }),
  update: createRoute({
    method: "patch",
    path: "/team/members/{userId}",
    tags,
    security: sessionSecurity,
    summary: "Mudar o papel ou as contas de um membro",
    description:
      "Proprietário ou administrador. Contas: as que um Editor ou Leitor verá (null: todas), deste espaço de trabalho.",
    request: {
      params: z.object({ userId: userIdSchema }),
      body: { required: true, content: { "application/json": { schema: memberUpdateSchema } } },
    },
    responses: { 200: json(teamSchema, "Equipe"), ...errors },
  }),
  transfer: createRoute({
    method: "post",
    path: "/team/transfer",
    tags,
    security: sessionSecurity,
    summary: "Transferir a propriedade",
    request: { body: { required: true, content: { "application/json": { schema: z.object({ userId: userIdSchema }) } } } },
    responses: { 200: json(teamSchema, "Equipe"), ...errors },
  }),
  leave: createRoute({
    method: "post",
    path: "/team/leave",
    tags,
    security: sessionSecurity,
    summary: "Sair da equipe",
    responses: { 200: ok, ...errors },
  }),
  preview: createRoute({
    method: "get",
    path: "/invitations/{token}",
    tags,
    summary: "Ver um convite",
    description: "Público: o link do convite é a chave.",
    request: { params: tokenParam },
    responses: { 200: json(invitationPreviewSchema.openapi("InvitationPreview"), "Convite"), 404: errors[404], 400: errors[400] },
  }),
  accept: createRoute({
    method: "post",
    path: "/invitations/{token}/accept",
    tags,
    security: sessionSecurity,
    summary: "Aceitar um convite",
    request: { params: tokenParam },
    responses: { 200: json(invitationAcceptedSchema, "Convite aceito"), ...errors },
  }),
};

export function teamRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/workspaces", requireMember(ctx));
  router.use("/workspaces/*", requireMember(ctx));
  router.use("/team", requireMember(ctx));
  router.use("/team/*", requireMember(ctx));
  router.use("/invitations/:token/accept", requireUser(ctx));
  return router
    .openapi(routes.workspaces, async (c) => c.json(await listWorkspaces(ctx, c.get("user").id, c.get("workspace").id), 200))
    .openapi(routes.dismissEnding, async (c) =>
      c.json(await dismissEndedMembership(ctx, c.get("user").id, c.req.valid("param").id), 200),
    )
    .openapi(routes.select, async (c) =>
      c.json(await selectWorkspace(ctx, c.get("user"), c.get("session").id, c.req.valid("param").id), 200),
    )
    .openapi(routes.team, async (c) => c.json(await readTeam(ctx, c.get("workspace"), c.get("user").id), 200))
    .openapi(routes.invite, async (c) =>
      c.json(await inviteMember(ctx, c.get("workspace"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(routes.resend, async (c) =>
      c.json(await resendInvitation(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").id), 200),
    )
    .openapi(routes.revoke, async (c) => {
      await revokeInvitation(ctx, c.get("workspace"), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.remove, async (c) => {
      await removeMember(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.update, async (c) =>
      c.json(await updateMember(ctx, c.get("workspace"), c.get("user"), c.req.valid("param").userId, c.req.valid("json")), 200),
    )
    .openapi(routes.transfer, async (c) =>
      c.json(await transferOwnership(ctx, c.get("workspace"), c.get("user"), c.req.valid("json").userId), 200),
    )
    .openapi(routes.leave, async (c) => {
      await leaveWorkspace(ctx, c.get("workspace"), c.get("user"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.preview, async (c) => c.json(await previewInvitation(ctx, c.req.valid("param").token), 200))
    .openapi(routes.accept, async (c) =>
      c.json(await acceptInvitation(ctx, c.get("user"), c.get("session").id, c.req.valid("param").token), 200),
    );
}
