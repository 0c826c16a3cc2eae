import type { WorkspaceList } from "@core/team/team-responses";
import { findCurrentWorkspace, workspacesQuery, workspacesQueryKey } from "./workspace-role";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api, describeError, isApiError, lazySchemas } from "./api";
import { getQueryClient } from "./query-client";
import { showToast } from "./toast";

// The workspaces the signed-in person belongs to (docs/product/teams-and-roles.md). Shared by
// the header's switcher and the screens whose actions only the owner may take (billing, team).

export { findCurrentWorkspace, workspacesQueryKey } from "./workspace-role";

// A switch answers with the new list, checked by the list's schema, loaded then (decision 032).
const schema = lazySchemas(() => import("@core/team/team-responses"));

/** Every workspace the signed-in person belongs to, and the session's current one. */
export function useWorkspaces() {
  return useQuery(workspacesQuery);
}

/** The session's current workspace (with the person's role in it); null when the list lacks it. */
export function useCurrentWorkspace() {
  return useQuery({ ...workspacesQuery, select: findCurrentWorkspace });
}

/** 403 from an action the person's role does not allow (billing, plan, team); its message says so. */
export function isOwnerOnlyError(error: unknown): boolean {
  return isApiError(error) && error.code === "FORBIDDEN" && (error.reason === "OWNER_ONLY" || error.reason === "OPERATION_ROLE");
}

/**
 * Everything cached was read in the workspace the session was in. After a switch, an accepted
 * invitation or leaving a team, it is all dropped (the new workspace list kept when known) and
 * the person starts again from the dashboard, which sends someone without a plan to onboarding.
 */
export function useStartInWorkspace() {
  const navigate = useNavigate();
  return useCallback(
    async (list?: WorkspaceList) => {
      const queryClient = getQueryClient();
      queryClient.removeQueries();
      if (list) queryClient.setQueryData(workspacesQueryKey, list);
      await navigate("/dashboard");
    },
    [navigate],
  );
}

/** Makes another of the person's workspaces the session's current one. */
export function useSelectWorkspace() {
  const startInWorkspace = useStartInWorkspace();
  return useMutation({
    mutationFn: (workspaceId: string) =>
      api.post(`/api/workspaces/${encodeURIComponent(workspaceId)}/select`, undefined, { schema: schema("workspaceListSchema") }),
    onSuccess: (list) => {
      const current = findCurrentWorkspace(list);
      void showToast("success", {
        title: "Espaço de trabalho alterado",
        description: current ? `Agora você está em ${current.name}.` : undefined,
      });
      return startInWorkspace(list);
    },
    onError: (error) =>
      void showToast("error", { title: "Não foi possível trocar de espaço de trabalho", description: describeError(error) }),
  });
}
