import { QueryClientProvider } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { getQueryClient } from "~/lib/query-client";
import { useUnreadAlerts } from "~/lib/unread-alerts";

// The header's bell (signed in only, loaded apart from the public pages' first load): the
// unread alerts of the current workspace, linking to the "Alertas" page.

function Bell_() {
  const { data } = useUnreadAlerts();
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? "Alertas, nenhum novo" : `Alertas, ${unread} ${unread === 1 ? "novo" : "novos"}`;
  return (
    <Link
      to="/alertas"
      aria-label={label}
      data-testid="alerts-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="alerts-unread"
          // Small and in the corner, so the bell stays visible under it.
          className="absolute top-0.5 right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-4 font-semibold text-destructive-foreground"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}

export default function AlertsBell() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Bell_ />
    </QueryClientProvider>
  );
}
