import type { WorkspaceList, WorkspaceSummary } from "@core/team/team-responses";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "./api";

// The person's role in the current workspace, from the workspaces' answer (the one the header's
// switcher reads, lib/workspaces.ts) without that module's response schema: pages whose first
// download must stay small (the dashboard) hide what a viewer may not use with this.

export const workspacesQueryKey = ["workspaces"] as const;

export function findCurrentWorkspace(list: WorkspaceList): WorkspaceSummary | null {
  return list.workspaces.find((workspace) => workspace.id === list.currentId) ?? null;
}

/**
 * Whether the person may connect, collect and change (docs/decisions/030): not a viewer. While
 * the role is unknown the buttons stay, and the server's answer decides. Its own key under the
 * workspaces' (a change of role or workspace refreshes both).
 */
export function useMayEdit() {
  const { data } = useQuery({ queryKey: [...workspacesQueryKey, "role"], ...apiQuery<WorkspaceList>("/api/workspaces") });
  return (data ? findCurrentWorkspace(data)?.role : undefined) !== "viewer";
}
