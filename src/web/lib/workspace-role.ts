import type { WorkspaceList, WorkspaceSummary } from "@core/team/team-responses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery, lazySchemas } from "./api";

// The workspaces' answer (GET /api/workspaces), read under one query by the header's switcher,
// the frame's notice of ended memberships (lib/workspaces.ts) and the pages that hide what a
// viewer may not use (useMayEdit). One query, not one per reader: a signed-in page's HTML carries
// the answer once (docs/decisions/021), and a second query for the same address would find it
// taken and ask the network again. Its schema (and zod) loads only with an answer from the
// network (decision 032), so the dashboard's first download stays without zod.

export const workspacesQueryKey = ["workspaces"] as const;

const schema = lazySchemas(() => import("@core/team/team-responses"));

export const workspacesQuery = queryOptions({
  queryKey: workspacesQueryKey,
  ...apiQuery("/api/workspaces", { schema: schema("workspaceListSchema") }),
});

export function findCurrentWorkspace(list: WorkspaceList): WorkspaceSummary | null {
  return list.workspaces.find((workspace) => workspace.id === list.currentId) ?? null;
}

/**
 * Whether the person may connect, collect and change (docs/decisions/030): not a viewer. While
 * the role is unknown the buttons stay, and the server's answer decides.
 */
export function useMayEdit() {
  const { data: role } = useQuery({ ...workspacesQuery, select: (list) => findCurrentWorkspace(list)?.role });
  return role !== "viewer";
}
