import { QueryClientProvider } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { Avatar, AvatarFallback } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { getQueryClient } from "~/lib/query-client";
import { accountLinks, type HeaderUser } from "./account-links";
import { WorkspaceMenuGroup } from "./workspace-switcher";

/**
 * The signed-in header's account menu: the user's e-mail, the workspace switcher (two or more
 * workspaces), account pages and "Sair". The header sits outside the app's query provider.
 */
export default function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut?: () => void }) {
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-2 px-2" aria-label={`Menu da conta (${user.email})`}>
            <Avatar className="size-7">
              <AvatarFallback className="text-xs">{initial}</AvatarFallback>
            </Avatar>
            <span className="hidden max-w-40 truncate text-sm xl:inline">{user.email}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
          <WorkspaceMenuGroup />
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            {accountLinks.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onSignOut?.()}>
            <LogOut aria-hidden="true" />
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </QueryClientProvider>
  );
}
