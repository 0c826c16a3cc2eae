import type { AssignableRole } from "@core/team/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";
import { workspacesQueryKey } from "~/lib/workspaces";

export type { InvitationPreview, Team, TeamInvitation, TeamMember } from "@core/team/team-responses";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./team-schemas"));

export const teamKeys = {
  team: ["team"] as const,
  invitation: (token: string) => ["team", "invitation", token] as const,
};

const segment = encodeURIComponent;

/** The current workspace's people, invitations and seats. */
export function useTeam() {
  return useQuery({
    queryKey: teamKeys.team,
    ...apiQuery("/api/team", { schema: schema("teamSchema") }),
  });
}

/** The team is read again after every change (awaited), so seats and lists match the server. */
function useTeamMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }) });
}

/** What an owner or admin gives: a role and, for an editor or viewer, some accounts (null: all). */
export type AccessChoice = { role: AssignableRole; accountIds: string[] | null };

export function useInviteMember() {
  return useTeamMutation((input: { email: string } & AccessChoice) =>
    api.post("/api/team/invitations", input, { schema: schema("teamInvitationSchema") }),
  );
}

/** A member's new role and accounts; the answer is the new team. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...change }: { userId: string } & AccessChoice) =>
      api.patch(`/api/team/members/${segment(userId)}`, change, { schema: schema("teamSchema") }),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.team, team),
  });
}

export function useResendInvitation() {
  return useTeamMutation((invitationId: string) =>
    api.post(`/api/team/invitations/${segment(invitationId)}/resend`, undefined, { schema: schema("teamInvitationSchema") }),
  );
}

export function useRevokeInvitation() {
  return useTeamMutation((invitationId: string) =>
    api.delete(`/api/team/invitations/${segment(invitationId)}`, { schema: schema("okSchema") }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((userId: string) => api.delete(`/api/team/members/${segment(userId)}`, { schema: schema("okSchema") }));
}

/** Ownership goes to that member and the caller becomes a member; the answer is the new team. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post("/api/team/transfer", { userId }, { schema: schema("teamSchema") }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team, team);
      // The caller's role in the workspace list changed too (owner-only screens read it).
      return queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
  });
}

/** A member leaves the workspace; the server moves the session to another one of theirs. */
export function useLeaveTeam() {
  return useMutation({ mutationFn: () => api.post("/api/team/leave", undefined, { schema: schema("okSchema") }) });
}

/** What an invitation link shows, signed in or not; 404 for an unknown token. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => api.get(`/api/invitations/${segment(token)}`, { signal, schema: schema("invitationPreviewSchema") }),
  });
}

/** Joins the invitation's workspace, which the server also makes the session's current one. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post(`/api/invitations/${segment(token)}/accept`, undefined, { schema: schema("invitationAcceptedSchema") }),
  });
}
