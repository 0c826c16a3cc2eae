import { roleLabels } from "@core/team/roles";
import type { WorkspaceList } from "@core/team/team-responses";
import { QueryClientProvider } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId } from "react";
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/cn";
import { getQueryClient } from "~/lib/query-client";
import { useSelectWorkspace, useWorkspaces } from "~/lib/workspaces";

// The header's workspace switcher, shown only to someone in two or more workspaces. It loads
// with the signed-in user menu (never with a public page's first load) and reads its list then.

const groupLabel = "Espaço de trabalho";

/** The list, once there is a choice to make; null while loading, on failure or with one workspace. */
function useWorkspaceChoice(): WorkspaceList | null {
  const { data } = useWorkspaces();
  return data && data.workspaces.length >= 2 ? data : null;
}

/** Inside the desktop user menu: the workspaces as radio items (menuitemradio, aria-checked). */
export function WorkspaceMenuGroup() {
  const list = useWorkspaceChoice();
  const select = useSelectWorkspace();
  if (!list) return null;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs text-muted-foreground">{groupLabel}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label={groupLabel}
        value={list.currentId}
        onValueChange={(id) => {
          if (id !== list.currentId && !select.isPending) select.mutate(id);
        }}
      >
        {list.workspaces.map((workspace) => (
          <DropdownMenuRadioItem key={workspace.id} value={workspace.id} disabled={select.isPending}>
            <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
            <span className="text-xs text-muted-foreground">{roleLabels[workspace.role]}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** Inside the mobile menu: one button per workspace, the current one marked (aria-current). */
function WorkspaceButtons({ onSelect }: { onSelect?: () => void }) {
  const list = useWorkspaceChoice();
  const select = useSelectWorkspace();
  const labelId = useId();
  if (!list) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="my-2 grid gap-1 border-y py-3">
      <p id={labelId} className="px-3 pb-1 text-sm font-medium text-muted-foreground">
        {groupLabel}
      </p>
      {list.workspaces.map((workspace) => {
        const current = workspace.id === list.currentId;
        return (
          <button
            key={workspace.id}
            type="button"
            aria-current={current ? "true" : undefined}
            disabled={select.isPending}
            onClick={() => {
              if (current) return;
              onSelect?.();
              select.mutate(workspace.id);
            }}
            className={cn(
              "flex items-center gap-2 rounded-md px-3 py-2.5 text-left text-base text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60",
              current && "font-medium text-foreground",
            )}
          >
            <Check aria-hidden="true" className={cn("size-4 shrink-0", !current && "invisible")} />
            <span className="min-w-0 flex-1 break-words">{workspace.name}</span>
            <span className="text-sm text-muted-foreground">{roleLabels[workspace.role]}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The mobile menu's switcher; the header sits outside the app's query provider, hence its own. */
export default function MobileWorkspaceSwitcher({ onSelect }: { onSelect?: () => void }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <WorkspaceButtons onSelect={onSelect} />
    </QueryClientProvider>
  );
}
